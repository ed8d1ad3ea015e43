import { describe, expect, it } from 'vitest'
import type { Balance } from '../../../shared/domain/balance'
import { BalanceWatcher } from '../../../electron/services/balance/alerts'
import { describeForecast, forecastDays } from '../../../electron/services/balance/forecast'
import { englishT } from '../../support/i18n'

const t = await englishT()

function balance(amount: string, held = '0.000000'): Balance {
  return {
    object: 'balance',
    scope: 'account',
    currency: 'USD',
    account: { type: 'personal', id: 'acct_...1' },
    key: { name: null, suffix: 'sk-...1', spend_today: null, spend_month: null },
    balance: amount,
    paid: amount,
    promo: '0.000000',
    allowance_remaining: null,
    held,
    debt: '0.000000',
    spend_today: '0.000000',
    spend_month: '0.000000',
    as_of: '2026-11-21T00:00:00Z',
    spend_as_of: '2026-11-21T00:00:00Z',
  }
}

describe('low-balance alert', () => {
  it('fires once per crossing and not again until the balance recovers', () => {
    const w = new BalanceWatcher()
    const kinds = (amount: string, held?: string) => w.observe(balance(amount, held), '5.000000').map((a) => a.kind)
    expect(kinds('10.000000')).toEqual([])
    expect(kinds('4.999999')).toEqual(['low-balance'])
    expect(kinds('3.000000')).toEqual([])
    expect(kinds('1.000000')).toEqual([])
    expect(kinds('5.000000')).toEqual(['top-up'])
    expect(kinds('4.000000')).toEqual(['low-balance'])
  })

  it('a balance that starts below the threshold alerts once; no threshold means no alert', () => {
    const w = new BalanceWatcher()
    expect(w.observe(balance('-3.250000'), '5.000000').map((a) => a.kind)).toEqual(['low-balance'])
    expect(w.observe(balance('-3.300000'), '5.000000')).toEqual([])
    const off = new BalanceWatcher()
    expect(off.observe(balance('0.010000'), null)).toEqual([])
  })
})

describe('top-up detection', () => {
  it('new credits are a top-up; a released hold or spending is not', () => {
    const w = new BalanceWatcher()
    w.observe(balance('10.000000', '0.500000'), null)
    // The request finished: the hold went, it cost 0.20, so the balance rose by 0.30 without new credits.
    expect(w.observe(balance('10.300000', '0.000000'), null)).toEqual([])
    expect(w.observe(balance('9.000000'), null)).toEqual([])
    expect(w.observe(balance('29.000000'), null)).toEqual([{ kind: 'top-up', added: '20.000000' }])
  })

  it('ignores sub-cent noise', () => {
    const w = new BalanceWatcher()
    w.observe(balance('1.000000'), null)
    expect(w.observe(balance('1.009999'), null)).toEqual([])
  })
})

describe('forecast', () => {
  it('divides balance by the 7-day average exactly, rounding down', () => {
    expect(forecastDays('100.000000', '3.000000')).toBe(33.3)
    expect(forecastDays('0.300000', '0.100000')).toBe(3)
    expect(forecastDays('12345678901234.560000', '0.000001')).toBe(12345678901234560000)
  })

  it('has nothing to say without spend or without credits', () => {
    expect(forecastDays('100.000000', null)).toBeNull()
    expect(forecastDays('100.000000', '0.000000')).toBeNull()
    expect(forecastDays('0.000000', '1.000000')).toBeNull()
    expect(forecastDays('-3.250000', '1.000000')).toBeNull()
  })

  it('reads as days', () => {
    expect(describeForecast(33.3, t)).toBe('At your 7-day average spend, credits last about 33 days')
    expect(describeForecast(1.5, t)).toBe('At your 7-day average spend, credits last about 1 day')
    expect(describeForecast(0.4, t)).toBe('At your 7-day average spend, credits run out within a day')
    expect(describeForecast(null, t)).toBeNull()
  })
})
