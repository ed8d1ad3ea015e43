import type { Page } from '@playwright/test'
import { expect, test } from '../harness/fixtures'
import { setTheme } from '../support/axe'
import { connectOnceReady, openView } from '../support/ui'

/** The value axis' tick labels (right-aligned, left of the plot), bottom first. */
async function yTicks(page: Page): Promise<string[]> {
  const labels = page.locator('.usage-chart .recharts-cartesian-axis-tick-value[text-anchor="end"]')
  const withY = await labels.evaluateAll((els) => els.map((el) => ({ text: el.textContent ?? '', y: Number(el.getAttribute('y')) })))
  return withY.sort((a, b) => b.y - a.y).map((t) => t.text)
}

/** The ticks are 0, s, 2s… with s = 1, 2 or 5 × 10ⁿ. */
function expectRoundSteps(values: number[]) {
  expect(values[0]).toBe(0)
  const step = values[1]! - values[0]!
  values.forEach((v, i) => expect(v).toBeCloseTo(i * step, 9))
  const mantissa = step / 10 ** Math.floor(Math.log10(step) + 1e-9)
  expect([1, 2, 5].some((m) => Math.abs(mantissa - m) < 1e-6), `step ${step}`).toBe(true)
}

const tokens = (text: string) => Number(text.replace(/k$/, 'e3').replace(/M$/, 'e6').replace(/B$/, 'e9'))

test.describe('usage chart', () => {
  test.describe.configure({ timeout: 120_000 })

  test('round axis ticks, k/M token axis, a tooltip per bar, a legend that hides a model, dark mode, the full connection names', async ({ app }) => {
    const page = app.page
    await connectOnceReady(app, 'sk-demo-funded', 'Team account for the research group')
    await app.invoke('connections:startDemo', {})
    await app.invoke('connections:setActive', { id: (await app.invoke('connections:list', {})).connections.find((c) => !c.demo)?.id ?? '' })
    await openView(page, 'Usage')
    const chart = page.getByRole('figure', { name: 'Cost per day, UTC' })
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible({ timeout: 30_000 })

    // Money ticks: $0.00, $0.05, $0.10… (never $0.075), all with the same decimals.
    const costTicks = await yTicks(page)
    for (const t of costTicks) expect(t).toMatch(/^\$\d+\.\d\d$/)
    expectRoundSteps(costTicks.map((t) => Number(t.slice(1))))
    await expect(chart.locator('.usage-chart-summary')).toHaveText(/in total, .* \(UTC\)\. The most in one day: \$\d+\.\d\d on .*Largest part: /)

    // A tooltip per bar: every charted model and the day's total.
    const legend = chart.getByRole('list', { name: /Models in the chart/ })
    const models = await legend.getByRole('button').allInnerTexts()
    expect(models.length).toBeGreaterThan(1)
    const bars = chart.locator('.recharts-bar-rectangle')
    const barCount = await bars.count()
    await bars.nth(Math.floor(barCount / 2)).hover()
    const tooltip = page.locator('.usage-tooltip')
    await expect(tooltip).toBeVisible()
    await expect(tooltip.getByRole('row')).toHaveCount(models.length + 1)
    await expect(tooltip.getByRole('row').last()).toHaveText(/^Total\s*\$\d+\.\d\d$/)
    for (const model of models) await expect(tooltip.getByText(model, { exact: true })).toBeVisible()
    await app.screenshot('usage-tooltip')

    // The legend hides a model (its bars go, the axis follows) and shows it again.
    const first = legend.getByRole('button').first()
    await first.click()
    await expect(first).toHaveAttribute('aria-pressed', 'false')
    await expect.poll(() => bars.count()).toBeLessThan(barCount)
    await expect(legend.getByRole('button', { name: 'Show all' })).toBeVisible()
    expectRoundSteps((await yTicks(page)).map((t) => Number(t.slice(1))))
    await first.click()
    await expect(first).toHaveAttribute('aria-pressed', 'true')
    await expect.poll(() => bars.count()).toBe(barCount)

    // Token axes in k and M.
    await page.getByRole('radio', { name: 'Output tokens' }).check()
    await expect(page.getByRole('figure', { name: 'Output tokens per day, UTC' })).toBeVisible()
    const tokenTicks = await yTicks(page)
    for (const t of tokenTicks) expect(t).toMatch(/^\d+(\.\d+)?[kMB]?$/)
    expect(tokenTicks.some((t) => /[kM]$/.test(t))).toBe(true)
    expectRoundSteps(tokenTicks.map(tokens))

    // Dark mode: the same hues, lighter, readable on the dark panel.
    await page.getByRole('radio', { name: 'Cost' }).check()
    await setTheme(app, 'dark')
    await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible()
    await app.screenshot('usage-dark')
    await setTheme(app, 'light')

    // The sidebar's connection picker shows every name in full.
    const picker = page.getByRole('group', { name: 'Active connection' })
    await expect(picker.getByRole('radio')).toHaveCount(2)
    for (const name of await picker.locator('.connection-name').all()) {
      expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true)
    }
    await expect(picker.getByText('Team account for the research group')).toBeVisible()
    await expect(picker.getByText('DEMO', { exact: true })).toBeVisible()
  })
})
