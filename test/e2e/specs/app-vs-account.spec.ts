import { expect, test } from '../harness/fixtures'
import { openView, sendMessage } from '../support/ui'

const elsewhere = (rootUrl: string, body: unknown) =>
  fetch(`${rootUrl}/_sim/elsewhere`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

test.describe('this app and the rest of the account', () => {
  test.describe.configure({ timeout: 120_000 })
  test.use({ simOptions: { usageDelayMs: 300 } })

  test('the Usage view splits the bill into chats in Tokentally and elsewhere; the dashboard says how much of today came from chats here', async ({ app }) => {
    await app.connect('sk-demo-funded')
    const page = app.page
    for (const spend of [{ model: 'tally-mini', input: 40_000, output: 8_000 }, { model: 'tally-standard', input: 20_000, output: 3_000 }]) {
      expect((await elsewhere(app.sim.rootUrl, spend)).status).toBe(200)
    }
    await openView(page, 'Chat')
    await sendMessage(page, 'Explain token buckets for HTTP rate limits')
    await expect(page.getByRole('article', { name: /^Answer from/ }).last().getByLabel(/^Estimated cost: /)).toBeVisible({ timeout: 30_000 })

    await openView(page, 'Usage')
    await page.getByRole('button', { name: 'Refresh usage' }).first().click()
    const section = page.getByRole('region', { name: 'This app and the rest of the account' })
    const byDay = section.getByRole('region', { name: 'Split of the bill per day (UTC)' })
    await expect(byDay.getByRole('row').nth(1)).toContainText('so far (day not final)', { timeout: 30_000 })
    // The answer's cost is part of today's bill: a non-zero share, never shown as $0.00.
    await expect(byDay.getByRole('row').nth(1).getByRole('button', { name: /^Chats in Tokentally .*: \$0\.0*[1-9]/ })).toBeVisible({ timeout: 30_000 })
    await expect(section.getByRole('img', { name: /Billed cost per day/ })).toBeVisible()
    await section.getByRole('heading', { name: 'This app and the rest of the account' }).scrollIntoViewIfNeeded()
    await page.mouse.move(1, 1)
    await app.screenshot('usage-app-vs-account')

    await openView(page, 'Dashboard')
    await expect(page.getByText(/came from chats here/)).toBeVisible({ timeout: 30_000 })
    await app.screenshot('dashboard-app-share')

    // All history (over a year): bars per month; the tables show the newest month of days and the largest models.
    await openView(page, 'Usage')
    await page.getByRole('radio', { name: 'All history' }).click()
    await expect(section.getByRole('img', { name: /^Billed cost per month \(UTC\)/ })).toBeVisible({ timeout: 60_000 })
    // The first split of all history after a start reconciles every answer in main (seconds on a loaded machine).
    await expect(byDay.getByRole('row')).toHaveCount(32, { timeout: 60_000 })
    const showAll = section.getByRole('button', { name: /^Show all [\d,]+ days$/ })
    await expect(showAll).toBeVisible()
    await section.getByRole('heading', { name: 'This app and the rest of the account' }).scrollIntoViewIfNeeded()
    await page.mouse.move(1, 1)
    await app.screenshot('usage-app-vs-account-all-history')
  })
})
