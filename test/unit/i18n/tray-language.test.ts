import { afterAll, describe, expect, it } from 'vitest'
import { traySummary } from '../../../electron/services/balance/tray-summary'
import type { BalanceState } from '../../../shared/domain/balance-state'
import { translatorFor } from '../../support/i18n'

const state = {
  connectionId: 'c1',
  loading: false,
  stale: false,
  error: null,
  fetchedAt: '2026-11-27T10:00:00.000Z',
  nextAttemptAt: null,
  forecastDays: 21.4,
  balance: {
    balance: '1234.560000', paid: '1200.000000', promo: '34.560000', held: '0.000000', debt: '0.000000', allowance_remaining: null,
    spend_today: '3.250000', spend_month: '80.000000', as_of: '2026-11-27T10:00:00Z', spend_as_of: '2026-11-27T10:00:00Z',
    key: { name: null, suffix: 'abcd' }, account: { type: 'org', id: 'acct_1' },
  },
} as unknown as BalanceState

afterAll(async () => {
  await translatorFor('en')
})

// #37: the tray's tooltip and menu lines in the app's language, amounts in the language's format.
describe('tray in German and Arabic', () => {
  it('German: words, 1.234,56 $ and the 21-day forecast', async () => {
    const { t } = await translatorFor('de')
    const summary = traySummary(state, false, t)
    expect(summary.tooltip).toBe('Tokentally – Guthaben 1.234,56\u00a0$')
    expect(summary.lines).toEqual([
      'Guthaben 1.234,56\u00a0$',
      'Heute ausgegeben (UTC) 3,25\u00a0$',
      'Bei Ihren durchschnittlichen Ausgaben der letzten 7 Tage reichen die Credits etwa 21 Tage',
    ])
  })

  it('Arabic: words, US dollars and the forecast in the "many" form for 21', async () => {
    const { t } = await translatorFor('ar')
    const summary = traySummary({ ...state, stale: true }, true, t)
    expect(summary.tooltip).toContain('Tokentally (تجريبي) — الرصيد')
    expect(summary.tooltip).toContain('(قديم)')
    expect(summary.lines[0]).toMatch(/^الرصيد .*1,234\.56.*US\$/)
    expect(summary.lines[2]).toBe('بمتوسط إنفاقك خلال 7 أيام، تكفي الاعتمادات نحو 21 يومًا')
  })

  it('without a balance it says why, in the language', async () => {
    const { t } = await translatorFor('de')
    expect(traySummary({ ...state, balance: null, connectionId: null } as unknown as BalanceState, false, t).tooltip).toBe('Tokentally – Guthaben keine Verbindung')
  })
})
