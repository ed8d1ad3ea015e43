import type { Page } from '@playwright/test'
import { type AppHandle, expect, test } from '../harness/fixtures'
import { expectAccessible } from '../support/axe'
import { connectOnceReady, openCompare, openView, pickCompareModels } from '../support/ui'

const MODELS = ['tally-nano', 'tally-mini', 'tally-coder']

function isoDay(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
}

async function connectWithHistory(app: AppHandle): Promise<void> {
  await connectOnceReady(app, 'sk-demo-funded')
  await app.invoke('usage:refresh', { start: isoDay(-90), end: isoDay(1), force: false })
}

async function ended(app: AppHandle, conversationId: string): Promise<void> {
  await expect
    .poll(async () => (await app.invoke('conversations:get', { id: conversationId })).messages.every((m) => m.status !== 'streaming'), { timeout: 30_000 })
    .toBe(true)
}

/**
 * Votes cast through main's channels, so the leaderboard has something to rank: tally-mini wins
 * most, tally-coder sometimes, tally-nano rarely; a few ties.
 */
async function seedVotes(app: AppHandle, count: number): Promise<void> {
  const params = { model: 'tally-mini', systemPrompt: '', maxOutputTokens: 40, temperature: null }
  const pattern: Array<number | 'tie'> = [1, 1, 2, 1, 'tie', 1, 2, 0, 1, 1, 2, 'tie', 1, 2]
  for (let k = 0; k < count; k++) {
    const run = await app.invoke('compare:start', { prompt: `Seed question ${k}: name a caching strategy.`, models: MODELS, params })
    await ended(app, run.conversationId)
    await app.invoke('votes:cast', { conversationId: run.conversationId, choice: pattern[k % pattern.length]!, tags: k % 2 ? ['code'] : ['writing'] })
  }
}

const BLIND_PARTS = ['.blind-vote', '.compare-pane > .chat-header', '.compare-column-head', '.compare-column-foot', '.chat-list']

function blindColumn(page: Page, letter: string) {
  return page.getByRole('article', { name: `Answer ${letter}` })
}

test.describe('blind votes and the Models view', () => {
  test.describe.configure({ timeout: 240_000 })
  test.use({ simOptions: { perModelSpeed: true } })

  test('a blind compare run hides names and figures until the vote; the leaderboard ranks the votes', async ({ app }) => {
    const page = app.page
    await page.setViewportSize({ width: 1400, height: 900 })
    await connectWithHistory(app)
    await seedVotes(app, 14)

    await openCompare(page)
    await page.getByRole('switch', { name: 'Blind' }).check()
    await pickCompareModels(page, MODELS)
    await page.getByLabel('Max output tokens per answer').fill('160')
    const box = page.getByRole('textbox', { name: 'Message' })
    await box.fill('Explain in a short paragraph when to cache an API response.')
    await box.press('Enter')

    for (const letter of ['A', 'B', 'C']) await expect(blindColumn(page, letter)).toHaveAttribute('aria-busy', 'false', { timeout: 40_000 })
    const run = page.getByRole('region', { name: 'Compare run' })
    for (const m of MODELS) await expect(run.getByText(m)).toHaveCount(0)
    await expect(page.getByRole('navigation', { name: 'Conversations' }).getByText(/tally-nano/)).toHaveCount(0)
    await expect(run.getByLabel(/^Time to first token/)).toHaveCount(0)
    await expect(run.getByLabel(/^Estimated cost/)).toHaveCount(0)
    await expect(page.getByLabel(/^Estimated cost of this compare run/)).toHaveCount(0)
    await page.getByRole('textbox', { name: /Tags/ }).fill('caching')
    await app.screenshot('compare-blind')
    // The vote bar, the run's header and the column heads (the answers' own markdown is chat's, scanned in accessibility.spec.ts).
    await expectAccessible(app, 'Compare, blind before the vote', BLIND_PARTS)

    await page.getByRole('button', { name: 'Answer B is best' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'You voted' })).toContainText(/B \(tally-\w+\) best/)
    for (const m of MODELS) await expect(page.getByRole('article', { name: `Answer from ${m}` })).toBeVisible()
    await expect(run.getByLabel(/^Time to first token \d/).first()).toBeVisible()
    await app.screenshot('compare-blind-revealed')
    await expectAccessible(app, 'Compare, blind after the vote', BLIND_PARTS)

    // Undo, and vote again: the run hides its names again until then.
    await page.getByRole('button', { name: 'Undo vote' }).click()
    await expect(page.getByRole('button', { name: 'Answer B is best' })).toBeVisible()
    for (const m of MODELS) await expect(run.getByText(m)).toHaveCount(0)
    await page.getByRole('button', { name: 'Answer B is best' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'You voted' })).toBeVisible()

    await openView(page, 'Models')
    const table = page.getByRole('region', { name: 'Leaderboard' })
    await expect(table.getByRole('rowheader')).toHaveCount(3)
    await expect(table.getByRole('row', { name: /tally-mini/ }).getByRole('cell').first()).toHaveText('1')
    await expect(page.getByRole('figure').locator('.recharts-surface')).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole('figure')).toContainText('on the Pareto front: tally-')
    await app.screenshot('models-leaderboard')
    await expectAccessible(app, 'Models')

    await page.getByRole('combobox', { name: 'Tag' }).selectOption('code')
    await expect(page.getByText(/^7 votes/)).toBeVisible()
  })
})
