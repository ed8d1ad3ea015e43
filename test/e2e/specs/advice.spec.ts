import Decimal from 'decimal.js'
import type { Page } from '@playwright/test'
import { type AppHandle, expect, test } from '../harness/fixtures'
import { expectAccessible } from '../support/axe'
import { activeConnectionId, connectOnceReady, openView } from '../support/ui'
import { type SeededAnswer, seedAnswers } from '../../support/advice/seed-history'
import { addDays, utcDay } from '../../../shared/time/utc-days'

// #36 "What should I change?": What if, spikes and the largest day explained, long conversations, the picker's money.

const TODAY = utcDay(new Date())
const TOPICS = ['token buckets', 'the CAP theorem', 'cache eviction', 'retry with jitter', 'idempotency keys', 'backpressure']

async function ready(app: AppHandle): Promise<string> {
  await connectOnceReady(app, 'sk-demo-funded')
  await app.invoke('usage:refresh', { start: addDays(TODAY, -90), end: addDays(TODAY, 1), force: false })
  await expect.poll(async () => (await app.invoke('prices:get', {})).models.length, { timeout: 30_000 }).toBeGreaterThan(3)
  return activeConnectionId(app)
}

/** A month of the app's answers: mostly tally-large (some with cached input, a long one a week), a few on tally-mini. */
function month(): SeededAnswer[] {
  const out: SeededAnswer[] = []
  for (let d = 0; d < 30; d++) {
    const day = addDays(TODAY, d - 29)
    out.push({ day, model: 'tally-large', input: 3_000 + d * 100, cached: 1_000, output: 400, prompt: `Explain ${TOPICS[d % TOPICS.length]} in two sentences.` })
    out.push({ day, model: 'tally-large', input: d % 7 === 3 ? 30_000 : 2_000, output: 600 })
    if (d % 3 === 0) out.push({ day, model: 'tally-mini', input: 1_500, output: 300 })
  }
  return out
}

/** Compare runs through main's channels, each voted on: `choice` is the winning column. */
async function castVotes(app: AppHandle, votes: ReadonlyArray<{ models: string[]; choice: number }>): Promise<void> {
  const params = { model: 'tally-large', systemPrompt: '', maxOutputTokens: 40, temperature: null }
  for (const [k, v] of votes.entries()) {
    const run = await app.invoke('compare:start', { prompt: `Seed question ${k}: name a caching strategy.`, models: v.models, params })
    await expect
      .poll(async () => (await app.invoke('conversations:get', { id: run.conversationId })).messages.every((m) => m.status !== 'streaming'), { timeout: 30_000 })
      .toBe(true)
    await app.invoke('votes:cast', { conversationId: run.conversationId, choice: v.choice, tags: [] })
  }
}

async function openWhatIf(page: Page): Promise<void> {
  await openView(page, 'Usage')
  await page.getByRole('tab', { name: 'What if' }).click()
  await expect(page.getByRole('region', { name: 'Your answers priced on every model' })).toBeVisible({ timeout: 30_000 })
}

test.describe('what should I change', () => {
  test.describe.configure({ timeout: 180_000 })
  test.use({ simOptions: { usageDelayMs: 0, tokensPerSecond: 3000 } })

  test('What if without votes says so and offers a blind compare on your prompts; with votes it weighs each model', async ({ app }) => {
    const page = app.page
    const accountId = await ready(app)
    seedAnswers(app.dataDir, accountId, month())
    await openWhatIf(page)
    const table = page.getByRole('region', { name: 'Your answers priced on every model' })
    await expect(page.getByRole('note')).toContainText('You have not voted on any blind compare yet')
    const mini = table.getByRole('row', { name: /^tally-mini/ })
    await expect(mini).toContainText(/−\d+ %/)
    await expect(mini.getByRole('button', { name: 'Compare blind on 5 of your prompts: tally-mini with tally-large' })).toBeVisible()
    // An announced model without a fitted price: unknown, never $0.
    await expect(table.getByRole('row', { name: /^tally-ultra-preview/ })).toContainText('no price yet')
    await page.mouse.move(1, 1)
    await app.screenshot('usage-whatif-no-votes')
    await expectAccessible(app, 'What if without votes', ['main'])

    // Votes cast on compare runs, as the user casts them: the table weighs each model by them.
    await castVotes(app, [...Array.from({ length: 11 }, (_, i) => ({ models: ['tally-mini', 'tally-large'], choice: i < 5 ? 0 : 1 })), { models: ['tally-large', 'tally-nano'], choice: 0 }])
    await page.reload()
    await openWhatIf(page)
    await expect(table.getByRole('row', { name: /^tally-mini/ })).toContainText('wins 45 % of your 11 votes against tally-large')
    await expect(table.getByRole('row', { name: /^tally-nano/ })).toContainText('(too few to tell)')
    await expect(page.getByRole('note')).toHaveCount(0)
    await page.mouse.move(1, 1)
    await app.screenshot('usage-whatif')
    await expectAccessible(app, 'What if with votes', ['main'])

    // One click starts the blind compare (the preflight first) and opens it in Batches.
    await table.getByRole('row', { name: /^tally-nano/ }).getByRole('button', { name: /^Compare blind on \d of your prompts: tally-nano with tally-large/ }).click()
    const go = page.getByRole('alertdialog').getByRole('button', { name: 'Start' })
    if (await go.isVisible().catch(() => false)) await go.click()
    await expect(page.getByRole('heading', { name: 'What if: tally-nano vs tally-large' })).toBeVisible({ timeout: 30_000 })
    // Its rows run on the user's own prompts, to be voted on blind; it ends before the app closes.
    await expect.poll(async () => (await app.invoke('batches:list', { search: '' })).map((b) => b.status), { timeout: 60_000 }).toEqual(['done'])
  })

  test('the Usage view names what made its largest day, with the fix', async ({ app }) => {
    const page = app.page
    const accountId = await ready(app)
    // Today: one conversation here resending a long history on tally-large (in the bill, as the app's
    // requests are), and more spend from another key of the account.
    const turns = [4_000, ...Array.from({ length: 19 }, () => 150_000)]
    seedAnswers(
      app.dataDir,
      accountId,
      turns.map((input) => ({ day: TODAY, model: 'tally-large', input, output: 800, conversationId: 'runaway', title: 'Parser refactor' })),
    )
    const spend = (body: unknown) => fetch(`${app.sim.rootUrl}/_sim/elsewhere`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    for (let i = 0; i < 5; i++) expect((await spend({ model: 'tally-large', input: 1_000_000, output: 4_000 })).status).toBe(200)
    await app.invoke('usage:refresh', { start: addDays(TODAY, -29), end: addDays(TODAY, 1), force: true })
    await expect
      .poll(async () => (await app.invoke('advice:largestDay', { start: addDays(TODAY, -29), end: addDays(TODAY, 1) })).explained?.causes.map((c) => c.kind) ?? [], { timeout: 30_000 })
      .toContain('long-conversation')
    await openView(page, 'Usage')
    const panel = page.getByRole('region', { name: /^Largest day/ })
    await expect(panel.getByRole('list', { name: 'Causes, largest first' })).toContainText('“Parser refactor” sends 150,000 tokens of context', { timeout: 30_000 })
    await expect(panel.getByRole('button', { name: 'Open the conversation' })).toBeVisible()
    // The view's own read has ended (its Refresh button is named "Refreshing… usage" meanwhile).
    await expect(page.getByRole('button', { name: 'Refresh usage' })).toHaveText('Refresh usage', { timeout: 30_000 })
    await panel.scrollIntoViewIfNeeded()
    await page.mouse.move(1, 1)
    await app.screenshot('usage-largest-day-explained')
    await expectAccessible(app, 'the largest day explained', ['main'])
  })

  test("the spike alert names today's cause and its fix", async ({ app }) => {
    const page = app.page
    const accountId = await ready(app)
    await expect.poll(async () => (await app.invoke('guard:status', {})).average7 !== null, { timeout: 30_000 }).toBe(true)
    const turns = [4_000, ...Array.from({ length: 30 }, () => 190_000)]
    seedAnswers(
      app.dataDir,
      accountId,
      turns.map((input) => ({ day: TODAY, model: 'tally-large', input, output: 800, conversationId: 'runaway', title: 'Parser refactor' })),
    )
    const conversationCost = turns.reduce((s, input) => s.plus(new Decimal(input).times(3).plus(800 * 15).dividedBy(1e6)), new Decimal(0))
    const today = conversationCost.dividedBy(0.8).toDecimalPlaces(2, Decimal.ROUND_UP)
    const balance = (await app.invoke('balance:get', {})).balance!
    const body = { ...balance, spend_today: today.toFixed(6), spend_month: new Decimal(balance.spend_month).plus(today).toFixed(6), spend_as_of: new Date().toISOString() }
    await app.sim.fault({ match: { method: 'GET', path: '/v1/balance' }, times: 5, respond: { status: 200, body } })
    await app.invoke('balance:refresh', {})
    await app.invoke('balance:refresh', {})
    const toast = page.locator('.toast').filter({ hasText: 'Spending spike' })
    await expect(toast).toBeVisible({ timeout: 20_000 })
    await expect(toast).toContainText('Why: “Parser refactor” sends 190,000 tokens of context with every message')
    await expect(toast).toContainText('Fix: Continue “Parser refactor” in a new chat with a summary')
    await app.screenshot('alert-spike-explained')
    await expectAccessible(app, 'the spike alert', ['.toasts'])
  })

  test('a long conversation says what context costs and continues in a new chat with a summary; the picker shows money', async ({ app }) => {
    const page = app.page
    const accountId = await ready(app)
    const turns = [1_800, 6_000, 12_500, 24_300]
    seedAnswers(
      app.dataDir,
      accountId,
      turns.map((input, i) => ({
        day: TODAY,
        model: 'tally-large',
        input,
        output: 700,
        conversationId: 'long-chat',
        title: 'Parser refactor',
        prompt: ['Sketch a recursive-descent parser for arithmetic.', 'Add unary minus and exponent.', 'Now error recovery with sync tokens.', 'Rewrite it with a Pratt loop.'][i],
        content: ['Here is a small parser with `expr`, `term` and `factor`…', 'Unary minus binds tighter than `^`…', 'On an error, skip to the next `;` or `)`…', 'A Pratt loop reads a prefix, then infix operators by binding power…'][i],
      })),
    )
    await page.reload()
    await openView(page, 'Chat')
    // The newest conversation opens.
    await expect(page.getByRole('heading', { name: 'Parser refactor', level: 2 })).toBeVisible({ timeout: 20_000 })
    const note = page.getByRole('note', { name: 'Long conversation' })
    await expect(note).toContainText('Each message now sends 24,300 tokens of context')
    await expect(note.getByRole('button', { name: /^Context cost per message: \$0\.07/ })).toBeVisible({ timeout: 30_000 })
    await expect(note.getByRole('combobox', { name: 'Summary by' })).toHaveValue('tally-nano')
    await page.mouse.move(1, 1)
    await app.screenshot('chat-long-context')
    await expectAccessible(app, 'a long conversation', ['main'])

    // The picker: prices per million, your median per answer, context; sorted by price.
    const picker = page.getByRole('combobox', { name: 'Model', exact: true })
    await page.getByRole('combobox', { name: 'Sort models by' }).selectOption('cost')
    await picker.click()
    const options = page.getByRole('listbox').getByRole('option')
    await expect(options.first()).toContainText(/^tally-nanoin \$0\.\d+ · out \$0\.\d+ per M/)
    await expect(page.getByRole('option', { name: /^tally-large/ })).toContainText(/your median \$0\.\d+ an answer \(4\)/)
    await expect(page.getByRole('option', { name: /^tally-ultra-preview/ })).toContainText('no price yet')
    await app.screenshot('chat-model-picker-prices')
    // While the list is open React Aria hides the rest of the page from screen readers (its modal popover): the list and its input are checked.
    await expectAccessible(app, 'the model picker with prices', ['.model-list-popover', '.model-picker input'])
    await page.keyboard.press('Escape')

    await note.getByRole('button', { name: 'Continue in a new chat with a summary' }).click()
    const go = page.getByRole('alertdialog').getByRole('button', { name: 'Write the summary' })
    if (await go.isVisible().catch(() => false)) await go.click()
    await expect(page.getByRole('heading', { name: 'Parser refactor (continued)', level: 2 })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText(/Continued from/)).toBeVisible()
    await expect(page.getByRole('article', { name: /^Answer from tally-nano/ }).last()).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
    await page.mouse.move(1, 1)
    await app.screenshot('chat-summary-fork')
    await expectAccessible(app, 'the summary fork', ['main'])
  })
})
