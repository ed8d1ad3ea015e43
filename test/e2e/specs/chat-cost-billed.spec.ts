import { expect, test } from '../harness/fixtures'
import { askAndWait, openView, pickModel } from '../support/ui'

test.describe('answer costs reconciled with the bill', () => {
  test.describe.configure({ timeout: 120_000 })
  test.use({ simOptions: { usageDelayMs: 300 } })

  test('an answer of a day only this app used its model shows its share of the bill; the other stays an estimate', async ({ app }) => {
    const page = app.page
    // sk-demo-low's history uses only tally-nano: a tally-mini answer today is the app's alone.
    await app.connect('sk-demo-low')
    await openView(page, 'Chat')
    await pickModel(page, 'tally-nano')
    await askAndWait(page, 'Hello')
    // Short answers from here on, so both costs fit on the screen.
    await page.getByRole('button', { name: /^Options/ }).click()
    await page.getByRole('spinbutton', { name: 'Max output tokens' }).fill('12')
    await page.getByRole('button', { name: 'Save options' }).click()
    await page.getByRole('button', { name: /^Options/ }).click()
    await pickModel(page, 'tally-mini')
    await askAndWait(page, 'Explain token buckets in two lines')
    await pickModel(page, 'tally-nano')
    await askAndWait(page, 'And leaky buckets?')

    // The service's day ends: move the simulator past midnight UTC plus the slack, then read usage again.
    const now = Date.now()
    const nextDay = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate() + 1)
    const res = await fetch(`${app.sim.rootUrl}/_sim/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: nextDay - now + 12 * 60_000 }) })
    expect(res.status).toBe(200)
    await openView(page, 'Usage')
    await page.getByRole('button', { name: 'Refresh usage' }).first().click()
    const byModel = page.getByRole('region', { name: 'Split of the bill per model' })
    await expect(byModel.getByRole('row', { name: /tally-mini/ })).toContainText('from the bill', { timeout: 30_000 })

    await openView(page, 'Chat')
    const answers = page.getByRole('article', { name: /^Answer from/ })
    const mini = answers.nth(1)
    await expect(mini.getByLabel(/^Cost: \$[\d.]+ from the bill$/)).toBeVisible({ timeout: 30_000 })
    await expect(answers.last().getByLabel(/^Estimated cost: /)).toBeVisible()
    const billed = mini.getByLabel(/from the bill$/)
    expect(await billed.getAttribute('title')).toMatch(/^Exact: \$0\.\d{6}\. This answer's share of the day's bill/)
    await app.screenshot('chat-cost-billed')
  })
})
