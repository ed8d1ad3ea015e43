import { type AppHandle, expect, test } from '../harness/fixtures'
import { type Endpoint, type Fault, matrixTable, record } from '../support/matrix'
import { closedPort, requestCount, watchRequests } from '../support/sim-stats'
import {
  balanceHeadline,
  balanceRegion,
  composer,
  connectOnceReady,
  lastAnswer,
  lastUserMessage,
  openView,
  sendMessage,
  stillNavigates,
  usageMain,
  usageTotalCost,
  type View,
  withBaseUrl,
} from '../support/ui'

/**
 * The fault matrix: balance, usage, models and chat against every fault the simulator can inject.
 * One app per endpoint group (one test each), faults cleared between cases. Every case checks what
 * the user sees: a clear message, the last good data kept (never a zero from an error), Retry-After
 * obeyed (checked on the simulator's request counter), no lost chat text, and the app still
 * navigates. A failing case is recorded and the group goes on; the table is printed at the end.
 *
 * Timeouts come from the harness: requests time out after 4 s, a silent stream after 3 s.
 */

const BALANCE = { method: 'GET', path: '/v1/balance' }
const USAGE = { method: 'GET', path: '/v1/usage' }
const MODELS = { method: 'GET', path: '/v1/models' }
const CHAT = { method: 'POST', path: '/v1/chat/completions' }

/** Retry-After (seconds) the faults ask for: long enough to tell "waited" from "did not". */
const RETRY_AFTER = 6

const MALFORMED = '{"object": "balance", "balance": "12.50000'
const errorBody = (status: number, message: string) => ({ error: { message, type: status === 429 ? 'rate_limit_error' : 'server_error', code: String(status) } })

/** Bodies with the right keys but the wrong types: numbers (zeros) where money strings belong. */
const WRONG_TYPES: Record<Exclude<Endpoint, 'chat'>, unknown> = {
  balance: { object: 'balance', scope: 'account', currency: 'USD', account: { type: 'user', id: 7 }, key: { name: null, suffix: 0 }, balance: 0, paid: 0, promo: 0, allowance_remaining: null, held: '0', debt: null, spend_today: 0, spend_month: 0, as_of: 'yesterday', spend_as_of: 0 },
  usage: { object: 'usage', scope: 'account', currency: 'USD', start: 20250101, end: null, data: 'none', total: { requests: '1', cost: 0 }, next_page: false, as_of: 0, history_start: null },
  models: { data: { id: 'tally-mini' } },
}

function respond(status: number, extra: { body?: unknown; retryAfter?: number } = {}) {
  return {
    status,
    headers: extra.retryAfter !== undefined ? { 'Retry-After': String(extra.retryAfter) } : {},
    ...(extra.body !== undefined ? { body: extra.body } : {}),
  }
}

const VIEW_OF: Record<Endpoint, View> = { balance: 'Dashboard', usage: 'Usage', models: 'Chat', chat: 'Chat' }

const shotName = (endpoint: Endpoint, fault: Fault) => `fault-matrix-${endpoint}-${fault.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`
let current = ''

/** A screenshot of the case's fault state (the error shown, the last good data kept), to look at. */
async function snap(app: AppHandle): Promise<void> {
  await app.screenshot(current)
}

/** Runs one cell of the matrix: records pass/fail with the reason, and never stops the group. */
async function cell(app: AppHandle, failures: string[], endpoint: Endpoint, fault: Fault, run: () => Promise<void>): Promise<void> {
  const view = VIEW_OF[endpoint]
  current = shotName(endpoint, fault)
  await app.sim.clearFaults()
  const started = Date.now()
  try {
    await test.step(`${endpoint} × ${fault}`, run)
    record(endpoint, fault, { ok: true, ms: Date.now() - started })
  } catch (err) {
    const detail = (err instanceof Error ? err.message : String(err)).split('\n').filter((l) => l.trim()).slice(0, 4).join(' ').replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '').slice(0, 300)
    record(endpoint, fault, { ok: false, ms: Date.now() - started, detail })
    failures.push(`${endpoint} × ${fault}: ${detail}`)
    await app.screenshot(`${shotName(endpoint, fault)}-FAILED`).catch(() => undefined)
    // The next case starts from a clean page, on the group's view.
    await app.sim.clearFaults()
    await app.page.reload().catch(() => undefined)
    await openView(app.page, view).catch(() => undefined)
  } finally {
    await app.sim.clearFaults()
  }
}

function finish(failures: string[]): void {
  expect(failures, 'failed cells of the fault matrix').toEqual([])
}

test.describe('fault matrix', () => {
  test.describe.configure({ timeout: 300_000 })
  test.afterAll(() => console.log(matrixTable()))

  test('balance: last good balance kept and marked STALE, Retry-After obeyed, never a zero', async ({ app }) => {
    const page = app.page
    const failures: string[] = []
    await connectOnceReady(app, 'sk-demo-funded')
    await expect(balanceHeadline(page)).toBeVisible()
    const good = await balanceHeadline(page).getAttribute('data-exact')
    expect(good).toMatch(/^\d+\.\d{6}$/)
    const region = balanceRegion(page)

    /** The failure shows with its title, the good balance stays (STALE), and no zero appears. */
    const expectKept = async (title: string, meta: RegExp) => {
      await expect(region.getByText(title, { exact: true })).toBeVisible({ timeout: 20_000 })
      await expect(region.getByText(meta).first()).toBeVisible()
      await expect(region.getByText(/Showing the last known values from/)).toBeVisible()
      await expect(region.getByText('STALE', { exact: true })).toBeVisible()
      expect(await balanceHeadline(page).getAttribute('data-exact')).toBe(good)
      await expect(balanceHeadline(page)).not.toHaveText(/^\$0\.00$/)
      await snap(app)
    }
    /** The next read works again: the error and STALE go away on their own or with one click. */
    const expectRecovered = async (click: boolean) => {
      if (click) await page.getByRole('button', { name: 'Refresh balance' }).click()
      await expect(region.getByText('STALE', { exact: true })).toHaveCount(0, { timeout: 15_000 })
      await expect(region.getByText(/Showing the last known values/)).toHaveCount(0)
      expect(await balanceHeadline(page).getAttribute('data-exact')).toMatch(/^\d+\.\d{6}$/)
    }
    const refresh = () => page.getByRole('button', { name: 'Refresh balance' }).click()

    for (const [fault, status, title] of [
      ['429+Retry-After', 429, 'Rate limited by the service'],
      ['503+Retry-After', 503, 'Balance temporarily unavailable'],
    ] as const) {
      await cell(app, failures, 'balance', fault, async () => {
        const watch = await watchRequests(app.sim.rootUrl, 'GET /v1/balance')
        try {
          await app.sim.fault({ match: BALANCE, times: 1, respond: respond(status, { retryAfter: RETRY_AFTER, body: errorBody(status, 'Simulated') }) })
          await refresh()
          const [first = 0] = await watch.waitFor(1, 15_000)
          await expectKept(title, new RegExp(`HTTP ${status}`))
          // The countdown starts at the Retry-After the service gave.
          const countdown = await region.getByText(/Next try in \d+ s/).textContent()
          const shown = Number(/Next try in (\d+) s/.exec(countdown ?? '')?.[1])
          expect(shown).toBeGreaterThanOrEqual(RETRY_AFTER - 2)
          expect(shown).toBeLessThanOrEqual(RETRY_AFTER)
          // The app retries by itself, and not before Retry-After has passed.
          const arrivals = await watch.waitFor(2, RETRY_AFTER * 1000 + 10_000)
          expect((arrivals[1] ?? 0) - first, 'ms between the failed read and the next one').toBeGreaterThanOrEqual(RETRY_AFTER * 1000 - 300)
          await expectRecovered(false)
        } finally {
          watch.stop()
        }
        await stillNavigates(page, 'Dashboard')
      })
    }

    for (const [fault, rule, title, meta] of [
      ['502', respond(502), 'Could not read the balance', /HTTP 502/],
      ['500', respond(500), 'Could not read the balance', /HTTP 500/],
      ['malformed JSON', respond(200, { body: MALFORMED }), 'Could not read the balance', /invalid_response/],
      ['wrong types', respond(200, { body: WRONG_TYPES.balance }), 'Could not read the balance', /invalid_response/],
    ] as const) {
      await cell(app, failures, 'balance', fault, async () => {
        await app.sim.fault({ match: BALANCE, times: 1, respond: rule })
        await refresh()
        await expectKept(title, meta)
        await expectRecovered(true)
        await stillNavigates(page, 'Dashboard')
      })
    }

    await cell(app, failures, 'balance', 'conn refused', async () => {
      await withBaseUrl(app, `http://127.0.0.1:${await closedPort()}/v1`, async () => {
        await refresh()
        await expectKept('Offline — cannot reach the service', /connection_refused/)
      })
      await expectRecovered(true)
      await stillNavigates(page, 'Dashboard')
    })

    await cell(app, failures, 'balance', 'hung', async () => {
      await app.sim.fault({ match: BALANCE, times: 1, respond: { hang: true } })
      await refresh()
      await expectKept('The service did not answer in time', /timeout/)
      await expectRecovered(true)
      await stillNavigates(page, 'Dashboard')
    })

    finish(failures)
  })

  test('usage: cached usage kept and marked STALE, Retry-After obeyed', async ({ app }) => {
    const page = app.page
    const failures: string[] = []
    await connectOnceReady(app, 'sk-demo-funded')
    await openView(page, 'Usage')
    await expect(usageTotalCost(page)).toBeVisible({ timeout: 30_000 })
    await expect(usageMain(page).getByText('syncing…')).toHaveCount(0, { timeout: 30_000 })
    const good = await usageTotalCost(page).getAttribute('data-exact')
    expect(good).toMatch(/^\d+\.\d{6}$/)
    const view = usageMain(page)
    const refresh = () => view.getByRole('button', { name: 'Refresh usage' }).click()

    const expectKept = async (title: RegExp, meta: RegExp) => {
      await expect(view.getByText(title).first()).toBeVisible({ timeout: 20_000 })
      await expect(view.getByText(meta).first()).toBeVisible()
      await expect(view.getByText('STALE', { exact: true })).toBeVisible()
      expect(await usageTotalCost(page).getAttribute('data-exact')).toBe(good)
      await expect(view.getByRole('figure', { name: /per day, UTC/ })).toBeVisible()
      await snap(app)
    }
    const expectRecovered = async () => {
      await refresh()
      await expect(view.getByText('STALE', { exact: true })).toHaveCount(0, { timeout: 15_000 })
      await expect(view.getByText(/showing cached data|Usage could not be read/)).toHaveCount(0)
      expect(await usageTotalCost(page).getAttribute('data-exact')).toBe(good)
    }

    for (const [fault, status, title, message] of [
      ['429+Retry-After', 429, /rate limiting usage requests — showing cached data/, new RegExp(`waiting ${RETRY_AFTER} s as the service asked`)],
      ['503+Retry-After', 503, /Usage is temporarily unavailable at the service — showing cached data/, new RegExp(`retrying in ${RETRY_AFTER} s`)],
    ] as const) {
      await cell(app, failures, 'usage', fault, async () => {
        const watch = await watchRequests(app.sim.rootUrl, 'GET /v1/usage')
        try {
          await app.sim.fault({ match: USAGE, times: 1, respond: respond(status, { retryAfter: RETRY_AFTER, body: errorBody(status, 'Simulated') }) })
          await refresh()
          const [first = 0] = await watch.waitFor(1, 15_000)
          await expectKept(title, new RegExp(`HTTP ${status}`))
          await expect(view.getByText(message).first()).toBeVisible()
          // Asking again at once sends nothing before Retry-After.
          await refresh()
          await page.waitForTimeout(1500)
          expect(watch.arrivals.length, 'usage requests right after the 429/503').toBe(1)
          await page.waitForTimeout(Math.max(0, first + RETRY_AFTER * 1000 + 200 - Date.now()))
          await expectRecovered()
          expect((watch.arrivals[1] ?? Number.POSITIVE_INFINITY) - first).toBeGreaterThanOrEqual(RETRY_AFTER * 1000 - 300)
        } finally {
          watch.stop()
        }
        await stillNavigates(page, 'Usage')
      })
    }

    for (const [fault, rule, meta] of [
      ['502', respond(502), /HTTP 502/],
      ['500', respond(500), /HTTP 500/],
      ['malformed JSON', respond(200, { body: MALFORMED }), /invalid_response/],
      ['wrong types', respond(200, { body: WRONG_TYPES.usage }), /invalid_response/],
    ] as const) {
      await cell(app, failures, 'usage', fault, async () => {
        await app.sim.fault({ match: USAGE, times: 1, respond: rule })
        await refresh()
        await expectKept(/Usage could not be read/, meta)
        await expectRecovered()
        await stillNavigates(page, 'Usage')
      })
    }

    await cell(app, failures, 'usage', 'conn refused', async () => {
      await withBaseUrl(app, `http://127.0.0.1:${await closedPort()}/v1`, async () => {
        await refresh()
        await expectKept(/Could not reach the service — showing cached data/, /connection_refused/)
      })
      await expectRecovered()
      await stillNavigates(page, 'Usage')
    })

    await cell(app, failures, 'usage', 'hung', async () => {
      await app.sim.fault({ match: USAGE, times: 1, respond: { hang: true } })
      await refresh()
      await expectKept(/Could not reach the service — showing cached data/, /timeout/)
      await expectRecovered()
      await stillNavigates(page, 'Usage')
    })

    finish(failures)
  })

  test('models: the last good model list stays usable, Retry-After obeyed', async ({ app }) => {
    const page = app.page
    const failures: string[] = []
    await connectOnceReady(app, 'sk-demo-funded')
    await openView(page, 'Chat')
    const picker = page.getByRole('combobox', { name: 'Model', exact: true })
    await expect(picker).toHaveValue(/^tally-/, { timeout: 20_000 })
    const chosen = await picker.inputValue()
    const refresh = () => page.getByRole('button', { name: 'Refresh the model list' }).click()
    const problem = page.getByRole('alert').filter({ hasText: 'Could not load the model list' })

    /** The error says what happened; the model list from before is still there to pick from. */
    const expectKept = async (message: RegExp) => {
      await expect(problem).toBeVisible({ timeout: 20_000 })
      await expect(problem).toContainText(message)
      await expect(problem).toContainText('You can still type a model ID')
      await expect(picker).toHaveValue(chosen)
      await picker.click()
      expect(await page.getByRole('listbox').getByRole('option').count()).toBeGreaterThanOrEqual(5)
      await snap(app)
      await picker.press('Escape')
      await page.getByRole('heading', { name: 'Start a conversation' }).click()
    }
    const expectRecovered = async () => {
      await refresh()
      await expect(problem).toHaveCount(0, { timeout: 15_000 })
      await expect(picker).toHaveValue(chosen)
    }

    for (const [fault, status, message] of [
      ['429+Retry-After', 429, new RegExp(`waiting ${RETRY_AFTER} s`)],
      ['503+Retry-After', 503, new RegExp(`${RETRY_AFTER} s`)],
    ] as const) {
      await cell(app, failures, 'models', fault, async () => {
        const watch = await watchRequests(app.sim.rootUrl, 'GET /v1/models')
        try {
          await app.sim.fault({ match: MODELS, times: 1, respond: respond(status, { retryAfter: RETRY_AFTER, body: errorBody(status, 'Simulated') }) })
          await refresh()
          const [first = 0] = await watch.waitFor(1, 15_000)
          await expectKept(message)
          // Asking again at once must not send a request before Retry-After has passed.
          await refresh()
          await page.waitForTimeout(1500)
          expect(watch.arrivals.length, `GET /v1/models requests within ${RETRY_AFTER} s of a ${status} with Retry-After`).toBe(1)
          await page.waitForTimeout(Math.max(0, first + RETRY_AFTER * 1000 + 200 - Date.now()))
          await expectRecovered()
        } finally {
          watch.stop()
        }
        await stillNavigates(page, 'Chat')
      })
    }

    for (const [fault, rule, message] of [
      ['502', respond(502), /HTTP 502/],
      ['500', respond(500), /HTTP 500/],
      ['malformed JSON', respond(200, { body: '{"object":"list","data":[{"id":"tally-' }), /not valid JSON/],
      ['wrong types', respond(200, { body: WRONG_TYPES.models }), /unexpected response/],
    ] as const) {
      await cell(app, failures, 'models', fault, async () => {
        await app.sim.fault({ match: MODELS, times: 1, respond: rule })
        await refresh()
        await expectKept(message)
        await expectRecovered()
        await stillNavigates(page, 'Chat')
      })
    }

    await cell(app, failures, 'models', 'conn refused', async () => {
      await withBaseUrl(app, `http://127.0.0.1:${await closedPort()}/v1`, async () => {
        await refresh()
        await expectKept(/connection refused/)
      })
      await expectRecovered()
      await stillNavigates(page, 'Chat')
    })

    await cell(app, failures, 'models', 'hung', async () => {
      await app.sim.fault({ match: MODELS, times: 1, respond: { hang: true } })
      await refresh()
      await expectKept(/did not answer within/)
      await expectRecovered()
      await stillNavigates(page, 'Chat')
    })

    finish(failures)
  })

  test('chat: no lost text, partial answers kept and marked, Retry-After obeyed', async ({ app }) => {
    const page = app.page
    const failures: string[] = []
    await connectOnceReady(app, 'sk-demo-funded')
    await openView(page, 'Chat')
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue(/^tally-/, { timeout: 20_000 })
    await sendMessage(page, 'Hello, a first message before the faults.')
    await expect(lastAnswer(page)).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
    const conversationId = (await app.invoke('conversations:list', {})).items[0]?.id ?? ''
    expect(conversationId).not.toBe('')
    let n = 0

    /** Sends a unique message; it must be stored (with the answer's state) whatever the fault does. */
    const sendCase = async (fault: Fault): Promise<string> => {
      const text = `Fault case ${++n} (${fault}): please answer with a short list.`
      await sendMessage(page, text)
      await expect(lastUserMessage(page)).toContainText(text)
      await expect(lastAnswer(page)).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
      return text
    }
    /** The stored conversation holds the user's text and the answer as it ended. */
    const stored = async (text: string) => {
      const conversation = await app.invoke('conversations:get', { id: conversationId })
      const userIndex = conversation.messages.findLastIndex((m) => m.role === 'user')
      expect(conversation.messages[userIndex]?.content).toBe(text)
      const answer = conversation.messages[userIndex + 1]
      expect(answer?.role).toBe('assistant')
      return answer
    }
    const expectFailed = async (title: string, text: string) => {
      const answer = lastAnswer(page)
      await expect(answer.getByRole('alert')).toContainText(title)
      await expect(answer.getByText('Failed', { exact: true })).toBeVisible()
      await expect(answer.getByRole('button', { name: 'Copy error report' })).toBeVisible()
      expect((await stored(text))?.status).toBe('error')
      await snap(app)
      // Nothing was lost and the composer is free for the next message.
      await expect(composer(page)).toBeEditable()
    }
    const retryCompletes = async () => {
      const answer = lastAnswer(page)
      const failedId = await answer.getAttribute('data-message-id')
      await answer.getByRole('button', { name: 'Retry' }).click()
      // The retry's own answer, not the failed one it replaces (that one is not busy either).
      await expect(lastAnswer(page)).not.toHaveAttribute('data-message-id', failedId ?? '', { timeout: 15_000 })
      await expect(lastAnswer(page)).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
      await expect(lastAnswer(page).getByText(/Failed|Incomplete/)).toHaveCount(0, { timeout: 15_000 })
      await expect(lastAnswer(page).getByRole('alert')).toHaveCount(0)
    }
    const navigates = async (text: string) => {
      await stillNavigates(page, 'Chat')
      await expect(page.getByRole('article', { name: 'Your message' }).filter({ hasText: text })).toBeVisible()
    }

    for (const [fault, status, title] of [
      ['429+Retry-After', 429, 'Too many requests'],
      ['503+Retry-After', 503, 'Service temporarily unavailable'],
    ] as const) {
      await cell(app, failures, 'chat', fault, async () => {
        const before = await requestCount(app.sim.rootUrl, 'POST /v1/chat/completions')
        await app.sim.fault({ match: CHAT, times: 1, respond: respond(status, { retryAfter: RETRY_AFTER, body: errorBody(status, 'Simulated') }) })
        const started = Date.now()
        const text = await sendCase(fault)
        await expectFailed(title, text)
        const answer = lastAnswer(page)
        await expect(answer.getByText(/Retry possible in \d+ s/)).toBeVisible()
        const retry = answer.getByRole('button', { name: 'Retry' })
        await expect(retry).toBeDisabled()
        // Never retried on its own: one request only, until Retry-After has passed.
        await page.waitForTimeout(Math.max(0, started + (RETRY_AFTER - 1) * 1000 - Date.now()))
        expect(await requestCount(app.sim.rootUrl, 'POST /v1/chat/completions')).toBe(before + 1)
        await expect(retry).toBeEnabled({ timeout: 5_000 })
        await retryCompletes()
        await navigates(text)
      })
    }

    for (const [fault, rule, title] of [
      ['502', respond(502), 'The model request failed'],
      ['500', respond(500), 'Service error'],
      ['malformed JSON', respond(200, { body: '{"choices":[{"delta":{"content":"hel' }), 'Chat request failed'],
      ['wrong types', respond(200, { body: { choices: 5, usage: 'lots' } }), 'Chat request failed'],
    ] as const) {
      await cell(app, failures, 'chat', fault, async () => {
        await app.sim.fault({ match: CHAT, times: 1, respond: rule })
        const text = await sendCase(fault)
        await expectFailed(title, text)
        await retryCompletes()
        await navigates(text)
      })
    }

    await cell(app, failures, 'chat', 'conn refused', async () => {
      let text = ''
      await withBaseUrl(app, `http://127.0.0.1:${await closedPort()}/v1`, async () => {
        text = await sendCase('conn refused')
        await expectFailed('Could not reach the service', text)
      })
      await retryCompletes()
      await navigates(text)
    })

    await cell(app, failures, 'chat', 'hung', async () => {
      await app.sim.fault({ match: CHAT, times: 1, respond: { hang: true } })
      const text = await sendCase('hung')
      await expectFailed('The service did not answer in time', text)
      await retryCompletes()
      await navigates(text)
    })

    /** A stream that breaks after some text: the text is kept (on screen and on disk) and marked. */
    const partialKept = async (text: string, status: 'incomplete' | 'error') => {
      const answer = await stored(text)
      expect(answer?.status).toBe(status)
      expect(answer?.content.length ?? 0).toBeGreaterThan(0)
      const firstWords = (answer?.content ?? '').replace(/[#*`|>-]/g, ' ').trim().split(/\s+/).slice(0, 2).join(' ')
      await expect(lastAnswer(page)).toContainText(firstWords)
      await snap(app)
    }

    for (const [fault, mode, reason] of [
      ['cut', 'cut', /connection closed before the answer was finished/],
      ['stall', 'stall', /No data arrived for too long/],
    ] as const) {
      await cell(app, failures, 'chat', fault, async () => {
        await app.sim.fault({ match: CHAT, times: 1, stream: { after: 6, mode } })
        const text = await sendCase(fault)
        const answer = lastAnswer(page)
        await expect(answer.getByText('Incomplete', { exact: true })).toBeVisible()
        await expect(answer.getByText('Incomplete — the stream ended before the service finished')).toBeVisible()
        await expect(answer.getByText(reason)).toBeVisible()
        await expect(answer.getByText('⋯ the answer breaks off here')).toBeVisible()
        await partialKept(text, 'incomplete')
        await retryCompletes()
        await navigates(text)
      })
    }

    await cell(app, failures, 'chat', 'error event', async () => {
      await app.sim.fault({ match: CHAT, times: 1, stream: { after: 6, mode: 'error' } })
      const text = await sendCase('error event')
      await expect(lastAnswer(page).getByRole('alert')).toContainText('The answer stopped with an error')
      await expect(lastAnswer(page).getByText('Failed', { exact: true })).toBeVisible()
      await partialKept(text, 'error')
      await retryCompletes()
      await navigates(text)
    })

    await cell(app, failures, 'chat', 'garbage', async () => {
      await app.sim.fault({ match: CHAT, times: 1, stream: { after: 6, mode: 'garbage' } })
      const text = await sendCase('garbage')
      // One unreadable line is skipped; the stream still ends with [DONE], so the answer is complete.
      const answer = lastAnswer(page)
      await expect(answer.getByText(/Incomplete|Failed/)).toHaveCount(0)
      await expect(answer.getByRole('button', { name: 'Regenerate' })).toBeVisible()
      const stored_ = await stored(text)
      expect(stored_?.status).toBe('complete')
      expect(stored_?.content.length ?? 0).toBeGreaterThan(20)
      await snap(app)
      await navigates(text)
    })

    finish(failures)
  })
})
