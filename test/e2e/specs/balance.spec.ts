import type { Page } from '@playwright/test'
import { expect, test } from '../harness/fixtures'

const balanceAmount = (page: Page) => page.getByRole('button', { name: /^Balance: / }).first()

test.describe('balance dashboard', () => {
  test('funded: balance, its parts, held, debt, allowance, UTC spend, key and forecast', async ({ app }) => {
    await app.connect('sk-demo-funded')
    const page = app.page
    await expect(balanceAmount(page)).toHaveAccessibleName(/^Balance: \$\d/)
    const parts = page.getByRole('group', { name: 'Balance parts' })
    await expect(parts.getByText('Paid credits')).toBeVisible()
    await expect(parts.getByText('Promo credits')).toBeVisible()
    for (const label of ['Held', 'Debt', 'Plan allowance remaining', 'Spend today (UTC)', 'Spend this month (UTC)']) {
      await expect(page.getByText(label, { exact: true })).toBeVisible()
    }
    await expect(page.getByLabel('API key')).toContainText('nded')
    await expect(page.getByText(/as of/).first()).toBeVisible()
    await expect(page.getByText('STALE', { exact: true })).toHaveCount(0)
    await app.screenshot('balance-funded')
  })

  test('the forecast stays when the balance is refreshed (main answers with the state it pushes)', async ({ app }) => {
    await app.connect('sk-demo-funded')
    const page = app.page
    const forecast = page.getByRole('note').filter({ hasText: /At your 7-day average spend, credits last about \d+ days?\./ })
    await expect(forecast).toBeVisible()
    const refresh = page.getByRole('button', { name: 'Refresh balance' })
    await refresh.click()
    await expect(refresh).toHaveText('Refresh')
    await expect(forecast).toBeVisible()
    await app.screenshot('balance-after-refresh')
  })

  test('debt: negative balance and paid are plainly marked', async ({ app }) => {
    await app.connect('sk-demo-debt')
    const page = app.page
    await expect(balanceAmount(page)).toHaveAccessibleName(/^Balance: \u2212\$/)
    await expect(page.getByText('Negative: debt exceeds your credits')).toBeVisible()
    await expect(page.getByText('Negative: debt is repaid from purchased credits only')).toBeVisible()
    await app.screenshot('balance-debt')
  })

  test('no plan: allowance is hidden rather than shown as zero', async ({ app }) => {
    await app.connect('sk-demo-noplan')
    const page = app.page
    await expect(balanceAmount(page)).toBeVisible()
    await expect(page.getByText('Plan allowance remaining')).toHaveCount(0)
    await app.screenshot('balance-noplan')
  })

  test('no credit account: says what it means, never a zero', async ({ app }) => {
    await app.connect('sk-demo-nocredit')
    const page = app.page
    await expect(page.getByRole('alert')).toContainText('No credit account for this key')
    await expect(page.getByRole('alert')).toContainText('no_credit_account')
    await expect(page.getByRole('button', { name: /^Balance: / })).toHaveCount(0)
    await expect(page.getByText('$0.00')).toHaveCount(0)
    await app.screenshot('balance-nocredit')
  })

  test('revoked key: "key rejected" with a way to replace it', async ({ app }) => {
    await app.connect('sk-demo-revoked')
    const page = app.page
    await expect(page.getByRole('alert')).toContainText('Key rejected')
    await expect(page.getByRole('alert')).toContainText('HTTP 401')
    await app.screenshot('balance-revoked')
    await page.getByRole('button', { name: 'Replace key' }).click()
    await expect(page.getByRole('main', { name: 'Settings' })).toBeVisible()
  })

  test('503 after a good read: last values kept, marked stale, with a retry countdown', async ({ app }) => {
    await app.connect('sk-demo-funded')
    const page = app.page
    await expect(balanceAmount(page)).toBeVisible()
    const before = await balanceAmount(page).getAttribute('data-exact')
    await app.sim.fault({ match: { method: 'GET', path: '/v1/balance' }, times: 5, respond: { status: 503, headers: { 'Retry-After': '30' }, body: { error: { message: 'Data temporarily unavailable', type: 'server_error', code: '503' } } } })
    await page.getByRole('button', { name: 'Refresh balance' }).click()
    await expect(page.getByText('Balance temporarily unavailable')).toBeVisible()
    await expect(page.getByText('STALE', { exact: true })).toBeVisible()
    await expect(page.getByText(/Next try in \d+ s/)).toBeVisible()
    expect(await balanceAmount(page).getAttribute('data-exact')).toBe(before)
    await app.screenshot('balance-stale')
  })

  test('429: countdown from Retry-After, last values kept', async ({ app }) => {
    await app.connect('sk-demo-funded')
    const page = app.page
    await expect(balanceAmount(page)).toBeVisible()
    await app.sim.fault({ match: { method: 'GET', path: '/v1/balance' }, times: 5, respond: { status: 429, headers: { 'Retry-After': '42' }, body: { error: { message: 'Too many requests', type: 'rate_limit_error', code: '429' } } } })
    await page.getByRole('button', { name: 'Refresh balance' }).click()
    await expect(page.getByText('Rate limited by the service')).toBeVisible()
    await expect(page.getByText(/Next try in (4[0-2]|3\d) s/)).toBeVisible()
    await expect(balanceAmount(page)).toBeVisible()
    await app.screenshot('balance-ratelimited')
  })
})
