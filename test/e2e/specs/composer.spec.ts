import type { Page } from '@playwright/test'
import { type AppHandle, expect, test } from '../harness/fixtures'
import { requestCount, simStats } from '../support/sim-stats'
import { composer, connectOnceReady, lastAnswer, lastUserMessage, openView, stillNavigates } from '../support/ui'

const CHAT = { method: 'POST', path: '/v1/chat/completions' }

/** Enter alone, never the Send button: the point of these tests. */
async function pressEnterWith(page: Page, text: string) {
  await composer(page).fill(text)
  await composer(page).press('Enter')
}

/** A message that gets a failed answer (HTTP 500), then Retry. Returns the failed answer's ID. */
async function failThenRetry(app: AppHandle, text: string, retryFault?: Record<string, unknown>): Promise<string> {
  const page = app.page
  await app.sim.fault({ match: CHAT, times: 1, respond: { status: 500 } })
  await pressEnterWith(page, text)
  await expect(composer(page)).toHaveValue('')
  await expect(lastAnswer(page).getByText('Failed', { exact: true })).toBeVisible({ timeout: 30_000 })
  const failedId = (await lastAnswer(page).getAttribute('data-message-id')) ?? ''
  if (retryFault) await app.sim.fault({ match: CHAT, times: 1, ...retryFault })
  await lastAnswer(page).getByRole('button', { name: 'Retry' }).click()
  await expect(lastAnswer(page)).not.toHaveAttribute('data-message-id', failedId, { timeout: 15_000 })
  return failedId
}

/** Connected, in Chat with a model chosen, one message sent with Enter and its answer ended. */
async function chatWithOneAnswer(app: AppHandle): Promise<Page> {
  const page = app.page
  await connectOnceReady(app, 'sk-demo-funded')
  await openView(page, 'Chat')
  await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue(/^tally-/, { timeout: 20_000 })
  await pressEnterWith(page, 'A first message.')
  await expect(lastAnswer(page)).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  return page
}

/**
 * The sequence that used to leave Enter without effect: a message, a failed answer, Retry, a round
 * through the other views, back to Chat, Enter. Causes (fixed): the pane followed the failed
 * request while it was being put away instead of the running retry, and Enter pressed while an
 * answer was still being written was dropped without a word.
 */
test.describe('composer: Enter after a Retry', () => {
  test.describe.configure({ timeout: 120_000 })

  test('send, a failed answer, Retry, the other views, back to Chat: Enter sends', async ({ app }) => {
    const page = await chatWithOneAnswer(app)

    for (let round = 1; round <= 3; round++) {
      await failThenRetry(app, `Round ${round}: this one fails first.`)
      await expect(lastAnswer(page)).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
      await expect(lastAnswer(page).getByText(/Failed|Incomplete/)).toHaveCount(0)
      await stillNavigates(page, 'Chat')

      const text = `Round ${round}: sent with Enter after the retry.`
      await pressEnterWith(page, text)
      await expect(composer(page)).toHaveValue('', { timeout: 3_000 })
      await expect(lastUserMessage(page)).toContainText(text)
      await expect(lastAnswer(page)).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
      await expect(page.getByText('Message not sent')).toHaveCount(0)
    }
  })

  test('back in Chat while the retried answer is still being written: Enter waits for it, says so, then sends', async ({ app }) => {
    const page = await chatWithOneAnswer(app)

    // A long retried answer (4,000 output tokens at the simulator's 400 a second: about 10 s).
    const conversationId = (await app.invoke('conversations:list', {})).items[0]?.id ?? ''
    const { params } = await app.invoke('conversations:get', { id: conversationId })
    await app.invoke('conversations:updateParams', { id: conversationId, params: { ...params, maxOutputTokens: 4000 } })
    await failThenRetry(app, 'This one fails first.')
    await expect(lastAnswer(page)).toHaveAttribute('aria-busy', 'true')
    await stillNavigates(page, 'Chat')
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible()

    const text = 'Sent with Enter once the answer before it ended.'
    await pressEnterWith(page, text)
    await expect(page.getByText(/Your message is sent when this answer ends/)).toBeVisible()
    await expect(composer(page)).toHaveValue(text)
    await app.screenshot('chat-composer-waiting')

    // The answer ends; the waiting message goes by itself.
    await expect(composer(page)).toHaveValue('', { timeout: 40_000 })
    await expect(lastUserMessage(page)).toContainText(text)
    await expect(lastAnswer(page)).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
    await expect(page.getByText('Message not sent')).toHaveCount(0)
    const stored = await app.invoke('conversations:get', { id: conversationId })
    expect(stored.messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(['A first message.', 'This one fails first.', text])
  })
})

test.describe('composer: drafts', () => {
  test('the start panel’s draft and a conversation’s draft survive a restart', async ({ app }) => {
    test.setTimeout(120_000)
    const page = app.page
    const storedDrafts = () => app.invoke('drafts:get', {})
    await connectOnceReady(app, 'sk-demo-funded')
    await openView(page, 'Chat')
    await expect(page.getByRole('heading', { name: 'Start a conversation' })).toBeVisible()
    await composer(page).fill('A new chat, written but not sent yet.')
    await expect.poll(storedDrafts).toEqual({ __new__: 'A new chat, written but not sent yet.' })

    await app.restart()
    await openView(app.page, 'Chat')
    await expect(composer(app.page)).toHaveValue('A new chat, written but not sent yet.', { timeout: 20_000 })
    await expect(app.page.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue(/^tally-/, { timeout: 20_000 })
    await composer(app.page).press('Enter')
    await expect(lastAnswer(app.page)).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
    await expect.poll(storedDrafts).toEqual({})

    const conversationId = (await app.invoke('conversations:list', {})).items[0]?.id ?? ''
    await composer(app.page).fill('Half a follow-up question')
    await expect.poll(storedDrafts).toEqual({ [conversationId]: 'Half a follow-up question' })
    await app.restart()
    await openView(app.page, 'Chat')
    await expect(app.page.getByRole('heading', { level: 2, name: 'A new chat, written but not sent yet.' })).toBeVisible({ timeout: 20_000 })
    await expect(composer(app.page)).toHaveValue('Half a follow-up question')
  })
})

test.describe('composer: the wait after a 429', () => {
  test('a message written during the Retry-After countdown waits for it ("Send in N s"), then goes: no second 429', async ({ app }) => {
    test.setTimeout(120_000)
    const page = app.page
    const chatRequests = () => requestCount(app.sim.rootUrl, 'POST /v1/chat/completions')
    await connectOnceReady(app, 'sk-demo-funded')
    await openView(page, 'Chat')
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue(/^tally-/, { timeout: 20_000 })
    await pressEnterWith(page, 'A first message.')
    await expect(lastAnswer(page)).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })

    const before = await chatRequests()
    await app.sim.fault({ match: CHAT, times: 1, respond: { status: 429, headers: { 'Retry-After': '8' }, body: { error: { message: 'Too many requests', type: 'rate_limit_error', code: 'rate_limited' } } } })
    await pressEnterWith(page, 'This one meets a 429.')
    await expect(lastAnswer(page).getByText('Too many requests')).toBeVisible({ timeout: 30_000 })
    await expect(page.getByRole('button', { name: /^Send in \d+ s$/ })).toBeVisible()

    const text = 'Written during the countdown, sent after it.'
    await pressEnterWith(page, text)
    await expect(page.getByText('Your message is sent when the wait the service asked for is over.')).toBeVisible()
    await expect(page.getByRole('button', { name: /^Send in \d+ s$/ })).toBeDisabled()
    await expect(composer(page)).toHaveValue(text)
    await app.screenshot('chat-429-countdown')
    expect(await chatRequests()).toBe(before + 1)

    // The countdown ends; the message goes by itself, and the service is asked only once more.
    await expect(composer(page)).toHaveValue('', { timeout: 15_000 })
    await expect(lastUserMessage(page)).toContainText(text)
    await expect(lastAnswer(page)).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
    await expect(lastAnswer(page).getByText(/Failed|Incomplete/)).toHaveCount(0)
    expect(await chatRequests()).toBe(before + 2)
    expect((await simStats(app.sim.rootUrl)).statusCounts['429'] ?? 0).toBe(1)
  })
})
