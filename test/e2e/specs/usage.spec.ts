import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { type AppHandle, expect, test } from '../harness/fixtures'

const usageView = (page: Page) => page.getByRole('main', { name: 'Usage' })
const totalCost = (page: Page) => usageView(page).getByRole('button', { name: /^Total cost: / })

function utcToday(): string {
  return new Date().toISOString().slice(0, 10)
}

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)
}

/** Connects the funded demo account and opens the Usage view from the dashboard card. */
async function openUsage(app: { connect(key: string): Promise<void>; page: Page }) {
  await app.connect('sk-demo-funded')
  const page = app.page
  const card = page.getByRole('region', { name: 'Usage this month' })
  await expect(card.getByRole('button', { name: /^Total cost: \$/ })).toBeVisible({ timeout: 30_000 })
  await card.getByRole('button', { name: 'Open usage' }).click()
  await expect(usageView(page)).toBeVisible()
  await expect(totalCost(page)).toBeVisible({ timeout: 30_000 })
  return page
}

/**
 * Usage shown as the service answered it, then Refresh answered with `status` (ten times): the view,
 * its warning notice and the total cost it showed before the refresh.
 */
async function refreshFailing(app: AppHandle, status: number, retryAfter: string, error: { message: string; type: string; code: string }) {
  const page = await openUsage(app)
  const view = usageView(page)
  const before = await totalCost(page).getAttribute('data-exact')
  await app.sim.fault({ match: { method: 'GET', path: '/v1/usage' }, times: 10, respond: { status, headers: { 'Retry-After': retryAfter }, body: { error } } })
  await view.getByRole('button', { name: 'Refresh usage' }).click()
  return { page, view, notice: view.locator('.notice-warning'), before }
}

test.describe('usage', () => {
  test.describe.configure({ timeout: 120_000 })
  // Screenshots without a chart tooltip left open by the last click.
  test.beforeEach(({ app }) => {
    const shoot = app.screenshot.bind(app)
    app.screenshot = async (name) => {
      await app.page.mouse.move(1, 1)
      await shoot(name)
    }
  })

  test('dashboard card and this month: service totals, chart by day (UTC), freshness', async ({ app }) => {
    await app.connect('sk-demo-funded')
    const page = app.page
    const card = page.getByRole('region', { name: 'Usage this month' })
    await expect(card.getByRole('button', { name: /^Total cost: \$/ })).toBeVisible({ timeout: 30_000 })
    await expect(card.getByRole('figure', { name: 'Cost per day, UTC' })).toBeVisible()
    await expect(card.getByText('Average daily spend, last 7 days')).toBeVisible()
    await card.evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await app.screenshot('usage-dashboard')
    await card.getByRole('button', { name: 'Open usage' }).click()

    const view = usageView(page)
    await expect(totalCost(page)).toBeVisible({ timeout: 30_000 })
    await expect(view.getByRole('radio', { name: 'This month' })).toBeChecked()
    await expect(view.getByRole('radio', { name: 'Cost' })).toBeChecked()
    await expect(view.getByRole('figure', { name: 'Cost per day, UTC' })).toBeVisible()
    await expect(view.getByText(/Row costs are rounded individually/)).toBeVisible()
    await expect(view.getByText(/^Data as of /).first()).toBeVisible()
    await expect(view.getByText('UTC days', { exact: false }).first()).toBeVisible()
    // The service's total for the month equals what main reports for the same range.
    const today = utcToday()
    const range = { start: `${today.slice(0, 7)}-01`, end: addDays(today, 1) }
    const fromMain = await app.invoke('usage:get', range)
    expect(fromMain.total).not.toBeNull()
    await expect(totalCost(page)).toHaveAttribute('data-exact', fromMain.total?.cost ?? '')
    // Bars are drawn, in more than one colour (one per model).
    const bars = view.locator('.recharts-bar-rectangle path')
    await expect(bars.first()).toBeVisible()
    const fills = await bars.evaluateAll((paths) => new Set(paths.map((p) => p.getAttribute('fill'))).size)
    expect(fills).toBeGreaterThan(1)
    expect(app.blockedRequests).toEqual([])
    await app.screenshot('usage-month')
  })

  test('all history: monthly buckets from history start, per-model summary', async ({ app }) => {
    const page = await openUsage(app)
    const view = usageView(page)
    await view.getByRole('radio', { name: 'All history' }).click()
    await expect(view.getByRole('figure', { name: 'Cost per month, UTC' })).toBeVisible({ timeout: 60_000 })
    await expect(view.getByText(/· 420 days/)).toBeVisible({ timeout: 60_000 })
    await expect(totalCost(page)).toBeVisible({ timeout: 60_000 })
    await expect(view.getByText('syncing…')).toHaveCount(0, { timeout: 60_000 })
    await app.screenshot('usage-all-history')

    const models = view.getByRole('table', { name: 'Usage by model' })
    await expect(models.getByRole('row')).toHaveCount(7) // header + 6 demo models
    for (const model of ['tally-mini', 'tally-standard', 'tally-coder', 'tally-large', 'tally-reasoner', 'tally-nano']) {
      await expect(models.getByRole('rowheader', { name: model })).toBeVisible()
    }
    await expect(models.getByRole('columnheader', { name: 'Cache hit rate' })).toBeVisible()
    await expect(models.getByRole('columnheader', { name: 'Share of cost' })).toBeVisible()
    await view.getByRole('region', { name: 'By model' }).evaluate((el) => el.scrollIntoView({ block: 'start' }))
    await expect(models).toBeInViewport()
    await app.screenshot('usage-by-model')

    const daily = view.getByRole('region', { name: 'Usage by day (UTC)' })
    await expect(daily.getByRole('columnheader', { name: 'Date (UTC)' })).toBeVisible()
    // A long range shows its newest month of days; the rest is one press away.
    await expect(daily.getByRole('row')).toHaveCount(32)
    const showAll = view.getByRole('button', { name: /^Show all [\d,]+ days$/ }).first()
    await showAll.scrollIntoViewIfNeeded()
    await expect(showAll).toBeInViewport()
    await app.screenshot('usage-by-day')
    await showAll.click()
    await expect(daily.getByRole('row')).not.toHaveCount(32)

    // Over 120 days: weekly buckets, labelled as such.
    await view.getByRole('radio', { name: 'This year' }).click()
    await expect(view.getByRole('figure', { name: 'Cost per week (weeks start Monday), UTC' })).toBeVisible({ timeout: 60_000 })
    await expect(view.getByText('syncing…')).toHaveCount(0, { timeout: 60_000 })
    await view.evaluate((el) => el.scrollTo({ top: 0 }))
    await app.screenshot('usage-this-year')
  })

  test('metric switch: input tokens per day', async ({ app }) => {
    const page = await openUsage(app)
    const view = usageView(page)
    await view.getByRole('radio', { name: 'Last 30 days' }).click()
    await expect(view.getByText(/· 30 days/)).toBeVisible()
    await view.getByRole('radio', { name: 'Input tokens', exact: true }).check()
    await expect(view.getByRole('figure', { name: 'Input tokens per day, UTC' })).toBeVisible()
    await expect(totalCost(page)).toBeVisible({ timeout: 30_000 })
    await expect(view.locator('.recharts-bar-rectangle path').first()).toBeVisible()
    // Keyboard: arrow keys move within the metric group.
    await view.getByRole('radio', { name: 'Input tokens', exact: true }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(view.getByRole('radio', { name: 'Cached input tokens' })).toBeChecked()
    await page.keyboard.press('ArrowLeft')
    await expect(view.getByRole('radio', { name: 'Input tokens', exact: true })).toBeChecked()
    await app.screenshot('usage-tokens')
  })

  test('CSV export of the selected range: header, rows and exact money strings', async ({ app }) => {
    const page = await openUsage(app)
    const view = usageView(page)
    await view.getByRole('radio', { name: 'Last 90 days' }).click()
    await expect(view.getByText(/· 90 days/)).toBeVisible()
    await expect(totalCost(page)).toBeVisible({ timeout: 30_000 })
    await view.getByRole('button', { name: 'Export CSV', exact: true }).click()
    const status = view.getByText(/^Saved \d+ rows to /)
    await expect(status).toBeVisible({ timeout: 30_000 })
    const text = (await status.textContent()) ?? ''
    const match = /^Saved (\d+) rows to (.+)$/.exec(text)
    expect(match).not.toBeNull()
    const rowCount = Number(match?.[1])
    const path = match?.[2] ?? ''
    expect(path.startsWith(join(app.dataDir, 'exports'))).toBe(true)
    expect(path).toMatch(/tokentally-usage-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/)

    const csv = await readFile(path, 'utf8')
    const lines = csv.split(/\r\n/).filter((l) => l.length > 0)
    expect(lines[0]).toBe('date,model,requests,input_tokens,cached_input_tokens,output_tokens,cost')
    expect(lines.length - 1).toBe(rowCount)
    expect(rowCount).toBeGreaterThan(0)

    // Every row is the service's own: same order, same exact six-decimal cost strings.
    const today = utcToday()
    const range = { start: addDays(today, -89), end: addDays(today, 1) }
    const fromMain = await app.invoke('usage:get', range)
    expect(fromMain.rows).toHaveLength(rowCount)
    lines.slice(1).forEach((line, i) => {
      const [date, model, requests, input, cached, output, cost] = line.split(',')
      const expected = fromMain.rows[i]
      expect(cost).toMatch(/^\d+\.\d{6}$/)
      expect([date, model, Number(requests), Number(input), Number(cached), Number(output), cost]).toEqual([
        expected?.date,
        expected?.model,
        expected?.requests,
        expected?.input_tokens,
        expected?.cached_input_tokens,
        expected?.output_tokens,
        expected?.cost,
      ])
      expect(date! >= range.start && date! < range.end).toBe(true)
    })
    await app.screenshot('usage-export')
  })

  test('503 from the service: cached data stays visible with a warning', async ({ app }) => {
    const { page, view, notice, before } = await refreshFailing(app, 503, '30', { message: 'Data temporarily unavailable', type: 'server_error', code: '503' })
    await expect(notice).toContainText(/Usage is temporarily unavailable.* — showing cached data from \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/, { timeout: 30_000 })
    await expect(notice).toContainText('HTTP 503')
    await expect(notice).toHaveAttribute('role', 'status')
    await expect(view.getByText('STALE', { exact: true })).toBeVisible()
    expect(await totalCost(page).getAttribute('data-exact')).toBe(before)
    await expect(view.getByRole('table', { name: 'Usage by model' })).toBeVisible()
    await expect(view.getByRole('alert')).toHaveCount(0)
    await app.screenshot('usage-503')
  })

  test('429 from the service: cached data stays visible with a warning', async ({ app }) => {
    const { page, notice, before } = await refreshFailing(app, 429, '40', { message: 'Too many requests', type: 'rate_limit_error', code: '429' })
    await expect(notice).toContainText(/rate limiting usage requests — showing cached data from \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/, { timeout: 30_000 })
    await expect(notice).toContainText('HTTP 429')
    expect(await totalCost(page).getAttribute('data-exact')).toBe(before)
    await app.screenshot('usage-429')
  })
})
