import { afterAll, describe, expect, it } from 'vitest'
import { traySummaryOf } from '../../../electron/services/balance/tray-summary'
import type { AllAccounts } from '../../../shared/domain/accounts'
import type { BalanceState } from '../../../shared/domain/balance-state'
import { translatorFor } from '../../support/i18n'

const balance = {
  balance: '1234.560000', paid: '1200.000000', promo: '34.560000', held: '0.000000', debt: '0.000000', allowance_remaining: null,
  spend_today: '3.250000', spend_month: '80.000000', as_of: '2026-11-27T10:00:00Z', spend_as_of: '2026-11-27T10:00:00Z',
  key: { name: null, suffix: 'abcd' }, account: { type: 'org', id: 'acct_1' },
}
const active = { connectionId: 'c1', loading: false, stale: false, error: null, fetchedAt: '2026-11-27T10:00:00.000Z', nextAttemptAt: null, forecastDays: null, balance } as unknown as BalanceState
const total = {
  balance: '2000.000000', paid: '0', promo: '0', held: '0', debt: '0', spendToday: '5.000000', spendMonth: '0',
  dailyBudget: null, dailySpent: null, monthlyBudget: null, monthlySpent: null, average7: null, runwayDays: null,
}
const work = { key: 'k2', name: 'Work', connectionId: 'c2', connectionIds: ['c2'], routers: [], accountId: 'acct_2', balance, fetchedAt: '2026-11-27T10:00:00.000Z', freshness: 'stale', error: null, demo: false, budget: null, daily: null, monthly: null, average7: null, runwayDays: null }
const all = {
  parts: [work], total, fresh: 1, summed: 2, of: 2,
  issues: [{ name: 'Work', freshness: 'stale', since: '2026-11-27T10:00:00.000Z', reason: null }],
  unlinkedRouters: [], at: '2026-11-27T10:05:00.000Z',
} as unknown as AllAccounts
const time = () => '10:00'

afterAll(async () => {
  await translatorFor('en')
})

// #35 × #37: the tray's "all accounts" and "one chosen account" choices speak the app's language.
describe('tray: all accounts or one chosen account, translated', () => {
  it('all accounts in German: the sum marked partial, today spent, what the total stands on', async () => {
    const { t } = await translatorFor('de')
    const summary = traySummaryOf('total', active, all, false, t, time)
    expect(summary.title).toBe('Σ 2.000,00\u00a0$ (unvollständig)')
    expect(summary.lines[0]).toBe('Alle Konten 2.000,00\u00a0$ (unvollständig)')
    expect(summary.lines[1]).toBe('Heute ausgegeben (UTC) 5,00\u00a0$')
    expect(summary.tooltip).toContain('Tokentally – alle Konten 2.000,00\u00a0$ (unvollständig); ')
  })

  it('all accounts with nothing summed says so, never a zero', async () => {
    const { t } = await translatorFor('en')
    const summary = traySummaryOf('total', active, { ...all, total: null }, false, t, time)
    expect(summary.title).toBe('—')
    expect(summary.lines[0]).toBe('All accounts —')
  })

  it('one chosen account: its name, then its figures in the language (stale marked)', async () => {
    const { t } = await translatorFor('de')
    const summary = traySummaryOf('c2', active, all, false, t, time)
    expect(summary.lines[0]).toBe('Work')
    expect(summary.lines[1]).toBe('Guthaben 1.234,56\u00a0$ (veraltet)')
    expect(summary.tooltip).toBe('Tokentally – Guthaben 1.234,56\u00a0$ (veraltet) (Work)')
  })

  it('the account in use when the chosen one is gone', async () => {
    const { t } = await translatorFor('de')
    expect(traySummaryOf('gone', active, all, false, t, time).lines[0]).toBe('Guthaben 1.234,56\u00a0$')
  })
})
