import { expect, test } from '../harness/fixtures'
import { startTestSim } from '../harness/sim'
import { expectAccessible } from '../support/axe'
import { openView } from '../support/ui'

// #35: All accounts on the dashboard (a debt account on its own simulator, so it alone can answer 503),
// Settings → Currency and the dashboard in euros.

test.describe('all accounts and your currency', () => {
  test.describe.configure({ timeout: 180_000 })

  test('the dashboard sums every account, says which part is stale, and shows money in euros when chosen', async ({ app }) => {
    const page = app.page
    const debtSim = await startTestSim()
    try {
      await app.connect('sk-demo-funded', 'Personal')
      await app.invoke('connections:add', { name: 'Work', baseUrl: debtSim.baseUrl, key: 'sk-demo-debt', activate: false })
      await app.invoke('connections:add', { name: 'Side project', baseUrl: app.sim.baseUrl, key: 'sk-demo-noplan', activate: false })
      await app.invoke('connections:add', { name: 'Build server', baseUrl: app.sim.baseUrl, key: 'sk-demo-funded-2', activate: false })

      await openView(page, 'Dashboard')
      await page.getByRole('radio', { name: 'All accounts' }).check()
      const panel = page.getByRole('region', { name: 'All accounts' })
      await expect(panel.getByText('3 of 3 accounts summed')).toBeVisible({ timeout: 30_000 })
      await expect(panel.getByRole('table', { name: 'Accounts' }).getByRole('row')).toHaveCount(4)
      await page.mouse.move(1, 1)
      await app.screenshot('dashboard-all-accounts')
      await expectAccessible(app, 'All accounts', ['section.all-accounts'])

      // One account answers 503: its last values stay summed, marked stale, and the total says so.
      await debtSim.fault({ match: { path: '/v1/balance' }, times: 100, respond: { status: 503, headers: { 'retry-after': '30' }, body: { error: { message: 'Data temporarily unavailable', type: 'server_error', code: '503' } } } })
      await panel.getByRole('button', { name: 'Refresh all balances' }).click()
      await expect(panel.getByRole('status').first()).toContainText(/Work/, { timeout: 30_000 })
      await expect(panel.getByText('PARTIAL')).toBeVisible()
      await page.mouse.move(1, 1)
      await app.screenshot('dashboard-all-accounts-partial')
      await expectAccessible(app, 'All accounts, partial', ['section.all-accounts'])
      await debtSim.clearFaults()

      // Settings → Currency: euros at a typed rate with its day.
      await openView(page, 'Settings')
      const currency = page.getByRole('region', { name: 'Currency' })
      await currency.getByLabel('Show money in').selectOption('EUR')
      await currency.getByLabel(/^Rate \(EUR/).fill('0,92')
      await currency.getByRole('button', { name: 'Save rate' }).click()
      await expect(currency.getByRole('alert').first()).toContainText('dot for decimals')
      await currency.getByLabel(/^Rate \(EUR/).fill('0.9210')
      await currency.getByRole('button', { name: 'Save rate' }).click()
      await expect(currency.getByRole('status', { name: 'Rate in use' })).toContainText('0.921 EUR per US dollar')
      await currency.evaluate((e) => e.scrollIntoView({ block: 'start' }))
      await page.mouse.move(1, 1)
      await app.screenshot('settings-currency')
      await expectAccessible(app, 'Settings → Currency', ['section[aria-labelledby="settings-currency"]'])

      await openView(page, 'Dashboard')
      await expect(panel.getByRole('button', { name: /^Total balance of all accounts: ≈ €/ })).toBeVisible({ timeout: 30_000 })
      await page.mouse.move(1, 1)
      await app.screenshot('dashboard-eur')
    } finally {
      await debtSim.close()
    }
  })
})
