import Decimal from 'decimal.js'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ModelPriceEstimate } from '../../../shared/domain/prices'
import { pricesOn, priceTokens } from '../../../shared/prices/answer-cost'
import { addDays } from '../../../shared/time/utc-days'
import { priceByDay, type TokensByDay } from '../../../electron/services/advice/what-if'

// What if prices each model's range once per set of prices in force (not once per day): the result must be
// exactly each day priced on its own and added, as the one formula does it.

/** The reference: every day priced at its own prices, and added (null as soon as one day is unknown). */
function dayByDay(fit: ModelPriceEstimate | undefined, byDay: TokensByDay): Decimal | null {
  if (!fit) return null
  let total = new Decimal(0)
  for (const [day, tokens] of byDay) {
    const cost = priceTokens(pricesOn(fit, day), tokens)
    if (cost === null) return null
    total = total.plus(cost)
  }
  return total
}

const fit = (perMillion: ModelPriceEstimate['perMillion'], change?: { since: string; perMillion: ModelPriceEstimate['perMillion'] }): ModelPriceEstimate => ({
  model: 'm',
  perMillion,
  rows: 40,
  medianRelativeError: 0,
  since: change?.since ?? null,
  previous: change ? { perMillion: change.perMillion, until: change.since } : null,
  uncertainPct: null,
})

const price = fc.option(fc.integer({ min: 0, max: 90_000_000 }).map((n) => (n / 1_000_000).toFixed(6)), { nil: null, freq: 5 })
const perMillion = fc.record({ input: price, cachedInput: price, output: price })
const day = fc.record({ input: fc.integer({ min: 0, max: 5_000_000 }), cached: fc.integer({ min: 0, max: 5_000_000 }), output: fc.integer({ min: 0, max: 500_000 }) })

describe('priceByDay: the days under one set of prices summed, then priced once', () => {
  it('equals each day priced at its own prices and added, across a price change, unknown prices and cached above input', () => {
    fc.assert(
      fc.property(perMillion, fc.option(fc.record({ at: fc.integer({ min: 0, max: 40 }), perMillion }), { nil: undefined }), fc.array(day, { maxLength: 40 }), (now, change, days) => {
        const f = fit(now, change ? { since: addDays('2026-01-01', change.at), perMillion: change.perMillion } : undefined)
        const byDay: TokensByDay = new Map(days.map((t, i) => [addDays('2026-01-01', i), t]))
        const expected = dayByDay(f, byDay)
        const got = priceByDay(f, byDay)
        expect(got === null ? null : got.toFixed()).toBe(expected === null ? null : expected.toFixed())
      }),
      { numRuns: 500 },
    )
  })

  it('a day with more cached than input adds no uncached input (as that day alone would)', () => {
    const f = fit({ input: '2', cachedInput: '1', output: '4' })
    const byDay: TokensByDay = new Map([
      ['2026-01-01', { input: 100, cached: 300, output: 0 }],
      ['2026-01-02', { input: 1_000_000, cached: 0, output: 0 }],
    ])
    // Day 1: 300 cached at $1/M; day 2: 1M uncached at $2/M. Summed naively, day 1's −200 uncached would take $0.0004 off.
    expect(priceByDay(f, byDay)?.toFixed()).toBe('2.0003')
  })

  it('a kind of token with no price is unknown only when some day has such tokens; no fit is unknown', () => {
    const f = fit({ input: '2', cachedInput: null, output: '4' })
    expect(priceByDay(f, new Map([['2026-01-01', { input: 10, cached: 0, output: 5 }]]))?.toFixed()).toBe('0.00004')
    expect(priceByDay(f, new Map([['2026-01-01', { input: 10, cached: 0, output: 5 }], ['2026-01-02', { input: 10, cached: 1, output: 0 }]]))).toBeNull()
    expect(priceByDay(undefined, new Map([['2026-01-01', { input: 10, cached: 0, output: 5 }]]))).toBeNull()
  })

  it('days before a price change are priced at the previous prices', () => {
    const f = fit({ input: '1', cachedInput: null, output: '1' }, { since: '2026-01-02', perMillion: { input: '3', cachedInput: null, output: '3' } })
    const byDay: TokensByDay = new Map([
      ['2026-01-01', { input: 1_000_000, cached: 0, output: 0 }],
      ['2026-01-02', { input: 1_000_000, cached: 0, output: 0 }],
      ['2026-01-03', { input: 1_000_000, cached: 0, output: 0 }],
    ])
    expect(priceByDay(f, byDay)?.toFixed()).toBe('5')
  })
})
