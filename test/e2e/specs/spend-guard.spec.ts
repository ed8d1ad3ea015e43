import Decimal from 'decimal.js'
import { expect, test } from '../harness/fixtures'
import { expectAccessible } from '../support/axe'
import { seedAnswers } from '../support/seed-answers'
import { seedBalanceYear } from '../support/seed-balance'
import { connectOnceReady, openView } from '../support/ui'

// #25: budgets with pace, the balance over time, the pre-send check, the spike alert, Settings.

const budgets = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Budgets' })
const history = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Balance over time' })

async function balanceNow(app: Parameters<typeof connectOnceReady>[0]) {
  await expect.poll(async () => (await app.invoke('balance:get', {})).balance !== null, { timeout: 20_000 }).toBe(true)
  const state = await app.invoke('balance:get', {})
  return { accountId: state.connectionId as string, balance: state.balance! }
}

test.describe('budgets', () => {
  test.use({ startAt: '2026-11-12T15:00:00Z' })

  test('a monthly budget at ~80 %: spent / budget, the pace and the day it would be crossed', async ({ app }) => {
    const page = app.page
    await connectOnceReady(app, 'sk-demo-funded')
    const { accountId, balance } = await balanceNow(app)
    // A budget the month's spend is 80 % of (rounded up to the cent).
    const monthly = new Decimal(balance.spend_month).dividedBy('0.8').toDecimalPlaces(2, Decimal.ROUND_UP).toFixed(2)
    await app.invoke('guard:setBudget', { accountId, daily: null, monthly })
    await page.getByRole('button', { name: 'Refresh balance' }).click()
    const region = budgets(page)
    const meter = region.getByRole('meter', { name: 'Monthly budget used' })
    await expect(meter).toBeVisible()
    await expect(meter).toHaveAttribute('aria-valuenow', /^(79|80)(\.\d)?$/)
    await expect(region.getByText(/the budget would be crossed on Nov \d+/)).toBeVisible()
    await expect(region.getByText(/Spend \(the balance’s running total\) as of/)).toBeVisible()
    await region.scrollIntoViewIfNeeded()
    await app.screenshot('dashboard-budget')
    await expectAccessible(app, 'dashboard with a budget', ['.guard-budgets'])

    // Set from the dashboard: a refused amount says why and changes nothing.
    await region.getByRole('button', { name: 'Change budgets' }).click()
    await region.getByLabel('Daily budget (US dollars, UTC day)').fill('-3')
    await region.getByRole('button', { name: 'Save budgets' }).click()
    await expect(region.getByRole('alert')).toHaveText('The daily budget cannot be negative. Nothing was changed.')
    await expect(app.invoke('guard:status', {})).resolves.toMatchObject({ budget: { daily: null } })
  })
})

test('balance over a year: top-ups marked and the runway to zero as a range', async ({ app }) => {
  const page = app.page
  await connectOnceReady(app, 'sk-demo-funded')
  const { accountId, balance } = await balanceNow(app)
  const micros = BigInt(balance.balance.replace('.', ''))
  // Spending like this account's own (its 30-day average), so the line and the runway agree.
  await expect.poll(async () => (await app.invoke('guard:status', {})).average7 !== null, { timeout: 20_000 }).toBe(true)
  const average = (await app.invoke('guard:status', {})).average7!
  const topUps = seedBalanceYear(app.dataDir, accountId, micros, Date.now(), BigInt(average.replace('.', '')))
  expect(topUps.length).toBeGreaterThanOrEqual(4)
  await page.reload()
  const region = history(page)
  await region.getByRole('button', { name: '1 year' }).click()
  await expect(region.getByRole('button', { name: '1 year' })).toHaveAttribute('aria-pressed', 'true')
  await expect(region.locator('.recharts-line').first()).toBeVisible({ timeout: 20_000 })
  await expect(region.getByText(/Top-ups \(green dots\)/)).toBeVisible()
  // Every top-up is found, the newest one too, which landed while credits were held.
  const newest = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(topUps[0]!.at))
  await expect(region.getByRole('listitem')).toHaveCount(Math.min(5, topUps.length))
  await expect(region.getByRole('listitem').first()).toContainText(` on ${newest}`)
  await expect(region.locator('.history-runway')).toContainText(/the balance lasts ≈ .* at the 7-day average/)
  await region.scrollIntoViewIfNeeded()
  await page.mouse.move(5, 5)
  await app.screenshot('dashboard-balance-history')
  await expectAccessible(app, 'dashboard balance history', ['.guard-history'])
})

test('spend spike: today far above a usual day alerts once, offering the dashboard', async ({ app }) => {
  const page = app.page
  await connectOnceReady(app, 'sk-demo-funded')
  const { balance } = await balanceNow(app)
  await expect.poll(async () => (await app.invoke('guard:status', {})).average7 !== null, { timeout: 20_000 }).toBe(true)
  // The service reports today's spend at $48 (a runaway script, say).
  const body = { ...balance, spend_today: '48.000000', spend_month: new Decimal(balance.spend_month).plus(48).toFixed(6), spend_as_of: new Date().toISOString() }
  await app.sim.fault({ match: { method: 'GET', path: '/v1/balance' }, times: 3, respond: { status: 200, body } })
  await openView(page, 'Settings')
  await page.getByRole('button', { name: 'Refresh balance' }).click().catch(() => undefined)
  await openView(page, 'Dashboard')
  await page.getByRole('button', { name: 'Refresh balance' }).click()
  const toast = page.locator('.toast').filter({ hasText: 'Spending spike' })
  await expect(toast).toBeVisible()
  await expect(toast).toContainText("Today's spend is $48.00 so far (UTC), about")
  await expect(toast.getByRole('button', { name: 'Open dashboard' })).toBeVisible()
  await app.screenshot('alert-spike')
  // Once a day: another read says nothing more.
  await page.getByRole('button', { name: 'Refresh balance' }).click()
  await page.waitForTimeout(500)
  await expect(page.locator('.toast').filter({ hasText: 'Spending spike' })).toHaveCount(1)
})

test('pre-send check: an expensive message asks first; Escape keeps the text, Enter sends', async ({ app }) => {
  const page = app.page
  await connectOnceReady(app, 'sk-demo-funded')
  await balanceNow(app)
  const prices = await (async () => {
    await expect.poll(async () => (await app.invoke('prices:get', {})).models.length, { timeout: 30_000 }).toBeGreaterThan(0)
    return app.invoke('prices:get', {})
  })()
  const model = [...prices.models].filter((m) => m.perMillion.output !== null && m.perMillion.input !== null).sort((a, b) => new Decimal(b.perMillion.output!).comparedTo(a.perMillion.output!))[0]!.model
  // This model's answers in the user's history: ~1,500 output tokens each.
  seedAnswers(app.dataDir, model, [1200, 1500, 1800, 1500, 1400])
  const document = 'Quarterly report, section by section. '.repeat(6000)
  const estimate = await app.invoke('guard:preflight', { plan: { kind: 'chat', conversationId: 'seeded-answers', action: 'send', content: document } })
  expect(estimate.total).not.toBeNull()
  // A threshold under this message's estimate (the default $0.25 unless the estimate is smaller).
  const threshold = Decimal.min('0.25', new Decimal(estimate.total!).dividedBy(2)).toDecimalPlaces(6, Decimal.ROUND_DOWN).toFixed(6)
  await app.invoke('settings:update', { spendGuard: { presendCheck: threshold } })
  await page.reload()
  await openView(page, 'Chat')
  // The seeded conversation opens, on that model.
  await expect(page.getByRole('heading', { name: 'Earlier reports' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue(model)
  const box = page.getByRole('textbox', { name: 'Message' })
  await box.fill(document)
  await box.press('Enter')
  const dialog = page.getByRole('alertdialog', { name: 'Send this expensive message?' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText(model)
  await expect(dialog).toContainText('median of your 5')
  await app.screenshot('chat-presend-confirm')
  await expectAccessible(app, 'pre-send check', ['.dialog'])
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(box).toHaveValue(document)
  await box.press('Enter')
  await expect(dialog).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('article', { name: /^Answer from/ }).last()).toBeVisible({ timeout: 20_000 })
})

test('Settings → Spend guard: values checked, a wrong one changes nothing', async ({ app }) => {
  const page = app.page
  await connectOnceReady(app, 'sk-demo-funded')
  const { accountId } = await balanceNow(app)
  await app.invoke('guard:setBudget', { accountId, daily: '5', monthly: '120' })
  await page.reload()
  await openView(page, 'Settings')
  const section = page.getByRole('region', { name: 'Spend guard' })
  await expect(section).toBeVisible()
  await expect(section.getByText(/Daily: \$5\.00 · Monthly: \$120\.00/)).toBeVisible()
  await section.getByLabel('Spike: today at least × a usual day').fill('0.5')
  await section.getByRole('button', { name: 'Save spend guard' }).click()
  await expect(section.getByRole('alert')).toContainText('The spike factor must be a number from 1.1 to 100')
  expect((await app.invoke('settings:get', {})).spendGuard.spikeFactor).toBe(3)
  await section.getByLabel('Spike: today at least × a usual day').fill('3')
  await section.getByLabel('Budget alert thresholds (percent of a budget)').fill('75, 100')
  await section.getByRole('button', { name: 'Save spend guard' }).click()
  await expect(section.getByText(/Saved: budget alerts at 75% and 100%/)).toBeVisible()
  // The whole section, its heading included, in one picture.
  await page.setViewportSize({ width: 1280, height: 1020 })
  await section.evaluate((el) => el.scrollIntoView({ block: 'start' }))
  await page.evaluate(() => document.querySelector('main')?.scrollBy(0, -12))
  await app.screenshot('settings-spend-guard')
  await expectAccessible(app, 'Settings → Spend guard', ['.settings-section:has(#settings-spend-guard)'])
})

test('per-answer cap: an answer is stopped at the cap, kept and marked, with Continue', async ({ app }) => {
  const page = app.page
  await connectOnceReady(app, 'sk-demo-funded')
  await expect.poll(async () => (await app.invoke('prices:get', {})).models.map((m) => m.model), { timeout: 30_000 }).toContain('tally-large')
  await app.invoke('settings:update', { spendGuard: { answerCap: '0.002' } })
  await page.reload()
  await openView(page, 'Chat')
  await expect(page.getByRole('heading', { name: 'Start a conversation' })).toBeVisible()
  const picker = page.getByRole('combobox', { name: 'Model', exact: true })
  await expect(picker).toHaveValue(/tally-/)
  await picker.click()
  await picker.fill('large')
  await page.getByRole('option', { name: /^tally-large/ }).click()
  await expect(picker).toHaveValue('tally-large')
  const box = page.getByRole('textbox', { name: 'Message' })
  await box.fill('Explain how prepaid credits, holds and debt work, in detail.')
  await box.press('Enter')
  const answer = page.getByRole('article', { name: /^Answer from/ }).last()
  await expect(answer).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  await expect(answer.getByText('Stopped at cost cap', { exact: true })).toBeVisible()
  await expect(answer.getByText(/Stopped at your per-answer cap \(\$0\.002\)/)).toBeVisible()
  await expect(answer.getByRole('button', { name: 'Continue' })).toBeVisible()
  await app.screenshot('chat-cost-cap')
  await expectAccessible(app, 'answer stopped at the cost cap', ['.chat-pane'])
})
