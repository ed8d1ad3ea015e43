import { expect, test } from '../harness/fixtures'
import { expectAccessible } from '../support/axe'
import { connectOnceReady, openView } from '../support/ui'

const PROMPTS = [
  ['Caching', 'Explain when to cache an API response, in one paragraph.'],
  ['Retries', 'Describe exponential back-off with jitter in three sentences.'],
  ['Naming', 'Suggest three names for a tool that tracks API credits.'],
  ['Testing', 'List four ways to test a streaming HTTP client.'],
] as const

test.describe('batches', () => {
  test.describe.configure({ timeout: 180_000 })
  test.use({ simOptions: { perModelSpeed: true } })

  test('saved prompts run across models with a progress bar; the grid holds every answer', async ({ app }) => {
    const page = app.page
    await page.setViewportSize({ width: 1400, height: 900 })
    await connectOnceReady(app, 'sk-demo-funded')
    // Usage history: the price fits and typical answer lengths the estimate uses.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
    await app.invoke('usage:refresh', { start: day(-90), end: day(1), force: false })
    for (const [title, body] of PROMPTS) await app.invoke('prompts:save', { title, body, tags: ['batch'] })

    await openView(page, 'Batches')
    const setup = page.getByRole('region', { name: 'New batch' })
    for (const [title] of PROMPTS) await setup.getByRole('checkbox', { name: title }).check()
    for (const m of ['tally-nano', 'tally-mini', 'tally-large']) await setup.getByRole('checkbox', { name: m, exact: true }).check()
    await setup.getByLabel('Max output tokens per answer').fill('150')
    await expect(setup.getByText('12 answers')).toBeVisible()
    await expect(setup.getByTestId('send-preview')).toContainText(/≈ [\d,]+ tokens in · (≈|at least ≈) \$\d/, { timeout: 20_000 })
    await setup.getByRole('button', { name: 'Start batch' }).click()

    const bar = page.getByRole('progressbar', { name: 'Batch progress' })
    await expect(bar).toBeVisible()
    await expect(page.getByText(/^\d+ \/ 12 done/)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Batch results' }).getByText('Done').first()).toBeVisible({ timeout: 20_000 })
    await app.screenshot('batch-running')
    await page.getByRole('button', { name: 'Pause' }).click()
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible()
    await page.getByRole('button', { name: 'Resume' }).click()

    await expect(page.getByText('12 / 12 done')).toBeVisible({ timeout: 90_000 })
    await expect(page.getByText(/finished · elapsed/)).toBeVisible()
    await expect(page.getByText(/cost so far ≈ \$/)).toBeVisible()
    const grid = page.getByRole('region', { name: 'Batch results' })
    await expect(grid.getByRole('row')).toHaveCount(5)
    await app.screenshot('batch-results')
    await expectAccessible(app, 'Batches, a finished batch')
    await expect(page.getByRole('list').getByRole('button', { name: /4 prompts × 3 models/ })).toBeVisible()

    // Each row is a compare run: it opens in Chat, where it can be voted on.
    await page.getByRole('button', { name: 'Open as compare run: prompt 2' }).click()
    await expect(page.getByRole('heading', { name: /Batch 2\/4: Describe exponential back-off/ })).toBeVisible({ timeout: 20_000 })
    for (const m of ['tally-nano', 'tally-mini', 'tally-large']) await expect(page.getByRole('article', { name: `Answer from ${m}` })).toBeVisible()
  })
})
