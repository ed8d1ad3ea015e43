import { expect, test } from '../harness/fixtures'
import { expectAccessible } from '../support/axe'
import { seedBalanceYear } from '../support/seed-balance'
import { balanceHeadline, connectOnceReady, openView } from '../support/ui'

/** A year of balance readings at this account's own pace, then the page reloaded to show them. */
async function withBalanceHistory(app: Parameters<typeof connectOnceReady>[0]) {
  await expect.poll(async () => (await app.invoke('balance:get', {})).balance !== null, { timeout: 20_000 }).toBe(true)
  const state = await app.invoke('balance:get', {})
  await expect.poll(async () => (await app.invoke('guard:status', {})).average7 !== null, { timeout: 20_000 }).toBe(true)
  const average = (await app.invoke('guard:status', {})).average7!
  seedBalanceYear(app.dataDir, state.connectionId!, BigInt(state.balance!.balance.replace('.', '')), Date.now(), BigInt(average.replace('.', '')))
  await app.page.reload()
}

/** #39: the rough edges a first hour found, each looked at as a user would. */
test.describe('a first hour: the dashboard', () => {
  test('scrolled to the end, the window itself never moves: no blank band, the sidebar stays', async ({ app }) => {
    const page = app.page
    await connectOnceReady(app, 'sk-demo-funded', 'Work account')
    await withBalanceHistory(app)
    await expect(balanceHeadline(page)).toBeVisible({ timeout: 20_000 })
    await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible({ timeout: 30_000 })
    const history = page.getByRole('region', { name: 'Balance over time' })
    await expect(history.locator('.recharts-line').first()).toBeVisible({ timeout: 20_000 })
    const main = page.getByRole('main', { name: 'Dashboard' })
    // Hover the charts (their tooltips are absolutely placed boxes), then scroll as far as anything goes.
    await page.locator('.recharts-bar-rectangle').last().hover()
    await history.locator('.recharts-surface').first().hover()
    for (let i = 0; i < 12; i++) await page.mouse.wheel(0, 1200)
    await page.keyboard.press('End')
    await expect.poll(() => main.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 1)).toBe(true)
    const doc = await page.evaluate(() => ({ scrollY: window.scrollY, height: document.documentElement.scrollHeight, view: window.innerHeight, bodyHeight: document.body.scrollHeight }))
    expect(doc.scrollY).toBe(0)
    expect(doc.height).toBeLessThanOrEqual(doc.view)
    expect(doc.bodyHeight).toBeLessThanOrEqual(doc.view)
    expect((await page.getByRole('navigation', { name: 'Main' }).boundingBox())?.y).toBe(0)
    // The last panel ends near the bottom of the view: nothing blank below it.
    const lastPanel = await main.locator('.panel').last().boundingBox()
    expect((lastPanel?.y ?? 0) + (lastPanel?.height ?? 0)).toBeGreaterThan(doc.view - 80)
    await app.screenshot('dashboard-bottom')
    await expectAccessible(app, 'the dashboard scrolled to the end')

    // Balance over 30 days: the 30 days fill most of the chart; the projection stops at the edge
    // and the text says where it goes; the two averages never read as the same rate.
    await expect(history.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true')
    const runway = await history.locator('.history-runway').textContent()
    const rates = [...(runway ?? '').matchAll(/average of (\$[\d.,]+) a day/g)].map((m) => m[1])
    expect(rates).toHaveLength(2)
    expect(rates[0]).not.toBe(rates[1])
    expect(runway).toMatch(/The dashed lines show the next 30 days; both reach \$0 beyond the chart’s edge\./)
    const ticks = await history.locator('.recharts-xAxis .recharts-cartesian-axis-tick-value').allTextContents()
    expect(ticks.join(' ')).not.toMatch(/20(2[8-9]|3\d)/)
    await history.scrollIntoViewIfNeeded()
    await page.mouse.move(5, 5)
    await app.screenshot('dashboard-balance-30d')
  })
})
