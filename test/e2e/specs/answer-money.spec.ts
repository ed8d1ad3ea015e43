import type { Locator, Page } from '@playwright/test'
import { type AppHandle, expect, test } from '../harness/fixtures'
import { expectAccessible } from '../support/axe'
import { connectOnceReady, lastAnswer, openCompare, openView, pickCompareModels } from '../support/ui'

// #33: per-answer money on the service as the spec reads it (the simulator sends no usage in a stream):
// tokens and cost at every answer's end, caps and the one preflight, in chat, compare and batches.

function isoDay(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
}

/** The funded demo account with its usage history cached, so the models' prices are fitted. */
async function ready(app: AppHandle, models: readonly string[] = ['tally-large', 'tally-mini']): Promise<void> {
  await connectOnceReady(app, 'sk-demo-funded')
  await app.invoke('usage:refresh', { start: isoDay(-90), end: isoDay(1), force: false })
  await expect.poll(async () => (await app.invoke('prices:get', {})).models.map((m) => m.model), { timeout: 30_000 }).toEqual(expect.arrayContaining([...models]))
}

/** A chat on a model, opened, with optional conversation params. */
async function openChat(app: AppHandle, model: string, params: { maxOutputTokens?: number | null } = {}): Promise<string> {
  const chat = await app.invoke('conversations:create', { params: { model, systemPrompt: '', maxOutputTokens: params.maxOutputTokens ?? null, temperature: null } })
  await app.page.reload()
  await openView(app.page, 'Chat')
  await app.page.getByRole('button', { name: new RegExp(chat.title) }).first().click()
  await expect(app.page.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue(model, { timeout: 20_000 })
  return chat.id
}

async function send(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Message' })
  await box.fill(text)
  await box.press('Enter')
}

async function ended(answer: Locator): Promise<void> {
  await expect(answer).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
}

async function script(app: AppHandle, pieces: string[]): Promise<void> {
  const res = await fetch(`${app.sim.rootUrl}/_sim/answers`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pieces }) })
  expect(res.status).toBe(201)
}

const words = (n: number) => Array.from({ length: n }, (_, i) => `${['credit', 'balance', 'token', 'answer'][i % 4]} `)

test.describe('at the end of every answer', () => {
  test('chat: tokens counted here and the cost on the answer line, as it ends', async ({ app }) => {
    const page = app.page
    await ready(app)
    await openChat(app, 'tally-mini')
    await send(page, 'Explain token buckets for HTTP rate limits.')
    const answer = lastAnswer(page)
    await ended(answer)
    await expect(answer.getByText(/^≈ [\d,]+ in · [\d,]+ out · counted here$/)).toBeVisible()
    await expect(answer.getByLabel(/^Estimated cost: about \$0\.0\d+ \(tokens counted here\)$/)).toBeVisible()
    await expect(answer).not.toContainText('no estimate')
    await expect(page.getByLabel(/^Estimated cost of this conversation: about \$/)).toBeVisible()
    await app.screenshot('chat-answer-counted')
    await expectAccessible(app, 'an answer counted here', ['.chat-pane'])
  })

  test('compare: every column’s tokens and cost at its end', async ({ app }) => {
    const page = app.page
    await page.setViewportSize({ width: 1400, height: 900 })
    await ready(app)
    await openCompare(page)
    await pickCompareModels(page, ['tally-large', 'tally-mini'])
    await page.getByRole('textbox', { name: 'Message' }).fill('Name three ways to cache API responses.')
    await expect(page.getByRole('list', { name: 'Estimated cost per model' })).toContainText('tokens in')
    await page.getByRole('textbox', { name: 'Message' }).press('Enter')
    for (const m of ['tally-large', 'tally-mini']) {
      const column = page.getByRole('article', { name: `Answer from ${m}` })
      await ended(column)
      await expect(column.getByText(/counted here$/)).toBeVisible()
      await expect(column.getByLabel(/^Estimated cost: about \$/)).toBeVisible()
    }
    await app.screenshot('compare-counted')
    await expectAccessible(app, 'compare columns counted here', ['.chat-pane'])
  })

  test('batches: each cell’s tokens and cost, and the leaderboard’s cost per answer, tokens/s and value per dollar', async ({ app }) => {
    const page = app.page
    await page.setViewportSize({ width: 1400, height: 900 })
    await ready(app)
    for (const [title, body] of [
      ['Caching', 'Explain HTTP caching in three sentences.'],
      ['Retries', 'When should a client retry a request?'],
    ]) {
      await app.invoke('prompts:save', { title: title!, body: body!, tags: [] })
    }
    await page.reload()
    await openView(page, 'Batches')
    const setup = page.getByRole('region', { name: 'New batch' })
    for (const title of ['Caching', 'Retries']) await setup.getByRole('checkbox', { name: title }).check()
    for (const m of ['tally-large', 'tally-mini']) await setup.getByRole('checkbox', { name: m, exact: true }).check()
    await expect(setup.getByTestId('send-preview')).toContainText('tokens in')
    await setup.getByRole('button', { name: 'Start batch' }).click()
    const grid = page.getByRole('region', { name: 'Batch results' })
    await expect(grid.getByText('Done')).toHaveCount(4, { timeout: 30_000 })
    await expect(grid.getByText(/tokens \(counted here\)/)).toHaveCount(4)
    await expect(grid.getByText(/≈ \$0\.\d+/)).toHaveCount(4)
    await app.screenshot('batch-counted')
    await expectAccessible(app, 'a batch counted here', ['main'])

    // Vote on both rows (each a compare run), then the leaderboard has its money figures.
    const batches = await app.invoke('batches:list', { search: '' })
    const batch = await app.invoke('batches:get', { id: batches[0]!.id })
    const rows = [...new Set(batch.cells.map((c) => c.conversationId))]
    for (const [i, id] of rows.entries()) await app.invoke('votes:cast', { conversationId: id, choice: i % 2, tags: [] })
    await openView(page, 'Models')
    const table = page.getByRole('region', { name: 'Leaderboard' })
    for (const m of ['tally-large', 'tally-mini']) {
      const row = table.getByRole('row', { name: new RegExp(m) })
      // Median TTFT, then tokens/s, the median cost per answer and strength per dollar: all known.
      await expect(row).toContainText(/ms\s*[\d.]+\s*\$0\.\d+\s*[\d,.]+/, { timeout: 20_000 })
    }
    await app.screenshot('models-leaderboard-counted')
    await expectAccessible(app, 'the leaderboard with costs counted here', ['main'])
  })
})

test.describe('caps and the preflight', () => {
  test('the conversation cap: the answer that passes it is stopped and marked, with Continue; the next message asks first', async ({ app }) => {
    const page = app.page
    await ready(app)
    await app.invoke('settings:update', { spendGuard: { conversationCap: '0.003', presendCheck: null } })
    await script(app, words(15))
    await script(app, words(4_000))
    await openChat(app, 'tally-large')
    await send(page, 'Explain prepaid credits in a sentence.')
    await ended(lastAnswer(page))
    await send(page, 'Now write a very long essay about them.')
    const stopped = lastAnswer(page)
    await ended(stopped)
    await expect(stopped.getByText('Stopped at conversation cap', { exact: true })).toBeVisible()
    await expect(stopped.getByText(/Stopped at your conversation cap \(\$0\.003\)/)).toBeVisible()
    await expect(stopped.getByRole('button', { name: 'Continue' })).toBeVisible()
    await expect(stopped.getByLabel(/^Estimated cost: about \$/)).toBeVisible()
    await app.screenshot('chat-stopped-conversation-cap')
    await expectAccessible(app, 'an answer stopped at the conversation cap', ['.chat-pane'])

    const box = page.getByRole('textbox', { name: 'Message' })
    await box.fill('Thanks!')
    await box.press('Enter')
    const dialog = page.getByRole('alertdialog', { name: 'Go past this conversation’s cap?' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(/over your per-conversation cap of \$0\.003 by ≈ \$/)
    await expect(dialog).toContainText('This conversation so far')
    await app.screenshot('chat-conversation-cap-ask')
    await expectAccessible(app, 'the conversation cap question', ['.dialog'])
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(box).toHaveValue('Thanks!')
  })

  test('a message whose input alone passes the per-answer cap is asked about, and kept on Escape', async ({ app }) => {
    const page = app.page
    await ready(app)
    await app.invoke('settings:update', { spendGuard: { answerCap: '0.0002', presendCheck: null } })
    await openChat(app, 'tally-large')
    const prompt = `Please review:\n${'The quarterly report shows revenue, churn and margins. '.repeat(360)}`
    await send(page, prompt)
    const dialog = page.getByRole('alertdialog', { name: 'Its input alone passes your per-answer cap' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(/is over your per-answer cap of \$0\.0002 by ≈ \$0\.0\d+/)
    await app.screenshot('chat-input-over-cap-ask')
    await expectAccessible(app, 'the input-over-cap question', ['.dialog'])
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue(prompt)
    await expect(page.getByRole('article', { name: /^Answer from/ })).toHaveCount(0)
  })

  test('a model with no answers of yours yet: "at least $X now", and the answer’s most at its max output tokens', async ({ app }) => {
    const page = app.page
    await ready(app)
    await app.invoke('settings:update', { spendGuard: { presendCheck: '0.001' } })
    await openChat(app, 'tally-large', { maxOutputTokens: 800 })
    const box = page.getByRole('textbox', { name: 'Message' })
    await box.fill(`Summarise:\n${'Prepaid credits are held while a request runs. '.repeat(80)}`)
    await expect(page.getByTestId('send-preview')).toContainText(/at least ≈ \$0\.0\d+ now; the answer may add up to ≈ \$0\.01\d* at the max output tokens/)
    await box.press('Enter')
    const dialog = page.getByRole('alertdialog', { name: 'Send this expensive message?' })
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(/This message costs at least ≈ \$0\.0\d+ now; the answer may add up to ≈ \$0\.01\d* at the max output tokens\./)
    await expect(dialog).toContainText('Usual answer not known yet (no answers of yours from tally-large)')
    await app.screenshot('chat-presend-unknown-usual')
    await expectAccessible(app, 'the pre-send question with no usual answer', ['.dialog'])
    await page.keyboard.press('Enter')
    await expect(dialog).toHaveCount(0)
    await ended(lastAnswer(page))
  })

  test('compare and batches ask with the same dialog and words', async ({ app }) => {
    const page = app.page
    await page.setViewportSize({ width: 1400, height: 900 })
    await ready(app)
    await app.invoke('settings:update', { spendGuard: { presendCheck: '0.000001' } })
    await app.invoke('prompts:save', { title: 'Caching', body: 'Explain HTTP caching in three sentences.', tags: [] })
    await page.reload()
    await openCompare(page)
    await pickCompareModels(page, ['tally-large', 'tally-mini'])
    await page.getByRole('textbox', { name: 'Message' }).fill('Name three ways to cache API responses.')
    await page.getByRole('textbox', { name: 'Message' }).press('Enter')
    const compare = page.getByRole('alertdialog', { name: 'Start this expensive compare run?' })
    await expect(compare).toBeVisible()
    await expect(compare).toContainText(/over your pre-send check of \$0\.000001 by ≈ \$/)
    await expect(compare).toContainText('tally-mini: ')
    await app.screenshot('compare-presend-confirm')
    await expectAccessible(app, 'the compare run question', ['.dialog'])
    await page.keyboard.press('Escape')
    await expect(compare).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'Compare models' })).toBeVisible()

    await openView(page, 'Batches')
    const setup = page.getByRole('region', { name: 'New batch' })
    await setup.getByRole('checkbox', { name: 'Caching' }).check()
    for (const m of ['tally-large', 'tally-mini']) await setup.getByRole('checkbox', { name: m, exact: true }).check()
    await setup.getByRole('button', { name: 'Start batch' }).click()
    const batch = page.getByRole('alertdialog', { name: 'Start this expensive batch?' })
    await expect(batch).toBeVisible()
    // No answers of yours from these models yet: at least the input, and the answers' most.
    await expect(batch).toContainText(/This batch costs at least ≈ \$[\d.]+ now; the answers may add up to ≈ \$[\d.]+ at the max output tokens\. Its input alone is over your pre-send check of \$0\.000001 by ≈ \$/)
    await app.screenshot('batch-presend-confirm')
    await expectAccessible(app, 'the batch question', ['.dialog'])
    await page.getByRole('button', { name: 'Start anyway' }).click()
    await expect(page.getByRole('region', { name: 'Batch results' }).getByText('Done')).toHaveCount(2, { timeout: 30_000 })
  })
})

test.describe('with usage chunks on (a service that honours stream_options)', () => {
  test.use({ simOptions: { usageChunk: true } })

  test('the answer line shows the service’s own tokens (no "counted here"), priced at its end', async ({ app }) => {
    const page = app.page
    await ready(app)
    await openChat(app, 'tally-mini')
    await send(page, 'Explain token buckets.')
    const answer = lastAnswer(page)
    await ended(answer)
    await expect(answer.getByText(/^[\d,]+ in( \([\d,]+ cached\))? · [\d,]+ out$/)).toBeVisible()
    await expect(answer).not.toContainText('counted here')
    await expect(answer.getByLabel(/^Estimated cost: about \$0\.0\d+ \(estimate\)$/)).toBeVisible()
  })
})
