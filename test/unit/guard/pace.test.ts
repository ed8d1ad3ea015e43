import { describe, expect, it } from 'vitest'
import { budgetPace, type PaceInput } from '../../../shared/guard/pace'
import { periodOf } from '../../../shared/guard/periods'

const at = (iso: string) => Date.parse(iso)

function pace(over: Partial<PaceInput> & { now: number }): ReturnType<typeof budgetPace> {
  return budgetPace({ period: 'month', budget: '100.000000', spent: '0.000000', spendAsOf: new Date(over.now).toISOString(), stale: false, average7: null, ...over })
}

describe('UTC periods', () => {
  it('knows month lengths, leap years included', () => {
    const feb2028 = periodOf('month', at('2028-02-29T12:00:00Z'))
    expect(feb2028.key).toBe('2028-02')
    expect((feb2028.end - feb2028.start) / 86_400_000).toBe(29)
    expect((periodOf('month', at('2027-02-10T00:00:00Z')).end - periodOf('month', at('2027-02-10T00:00:00Z')).start) / 86_400_000).toBe(28)
    expect(periodOf('day', at('2026-11-30T23:59:59.999Z')).key).toBe('2026-11-30')
    expect(periodOf('month', at('2026-12-01T00:00:00Z')).key).toBe('2026-12')
  })
})

describe('budget pace', () => {
  it('projects the month from its own rate blended with the 7-day average by the share of the month gone', () => {
    // Half of November gone ($40 spent: $5.33/day own rate), 7-day average $2/day.
    const s = pace({ now: at('2026-11-16T00:00:00Z'), spent: '40.000000', average7: '2.000000' })
    // rate = 0.5 × 40/15 + 0.5 × 2 = 2.333…; 15 days left → 40 + 35 = 75
    expect(s.projected).toBe('75.000000')
    expect(s.state).toBe('within')
    expect(s.percent).toBe(40)
    expect(s.crossesAt).toBeNull()
  })

  it('gives the date the budget is crossed when the pace passes it this month', () => {
    // $80 by the 21st 00:00 (20 days): own rate 4/day, average 4/day → crosses $100 five days later.
    const s = pace({ now: at('2026-11-21T00:00:00Z'), spent: '80.000000', average7: '4.000000' })
    expect(s.state).toBe('heading-over')
    expect(s.crossesAt).toBe('2026-11-26T00:00:00.000Z')
    expect(s.projected).toBe('120.000000')
  })

  it('on the first moments of a month uses the 7-day average alone (no rate from a few minutes)', () => {
    const s = pace({ now: at('2026-12-01T00:05:00Z'), spent: '0.500000', average7: '3.000000' })
    expect(s.periodKey).toBe('2026-12')
    // 31 days less 5 minutes at $3/day
    expect(Number(s.projected)).toBeCloseTo(0.5 + 3 * (31 - 5 / 1440), 5)
    expect(s.state).toBe('within')
  })

  it('on the last day of the month leans on the month own rate', () => {
    const s = pace({ now: at('2026-11-30T12:00:00Z'), spent: '95.000000', average7: '50.000000' })
    // share gone 29.5/30; own rate 95/29.5; half a day left
    const rate = (95 / 29.5) * (29.5 / 30) + 50 * (0.5 / 30)
    expect(Number(s.projected)).toBeCloseTo(95 + rate * 0.5, 5)
    expect(s.crossesAt).toBeNull()
  })

  it('on a leap day counts February as 29 days', () => {
    const s = pace({ now: at('2028-02-29T00:00:00Z'), spent: '28.000000', average7: null })
    // own rate 1/day, one day left
    expect(s.projected).toBe('29.000000')
    expect(s.periodKey).toBe('2028-02')
  })

  it('on the day the budget was set uses the whole period spend, not the time since it was set', () => {
    // Budget set at 18:00 on the 10th; the month's $50 counts in full.
    const s = pace({ now: at('2026-11-10T18:00:00Z'), spent: '50.000000', budget: '60.000000', average7: null })
    expect(s.percent).toBeCloseTo(83.3, 1)
    expect(s.state).toBe('heading-over')
  })

  it('a daily budget crosses within the day at the day rate', () => {
    const s = budgetPace({ period: 'day', budget: '10.000000', spent: '6.000000', spendAsOf: '2026-11-26T12:00:00Z', stale: false, average7: null, now: at('2026-11-26T12:00:00Z') })
    expect(s.crossesAt).toBe('2026-11-26T20:00:00.000Z')
    expect(s.periodKey).toBe('2026-11-26')
  })

  it('is over at or past the budget, even from a stale read (spend only grows)', () => {
    expect(pace({ now: at('2026-11-20T00:00:00Z'), spent: '100.000000' }).state).toBe('over')
    expect(pace({ now: at('2026-11-20T00:00:00Z'), spent: '120.000000', stale: true }).state).toBe('over')
  })

  it('never says "within" from a stale read', () => {
    const s = pace({ now: at('2026-11-20T00:00:00Z'), spent: '10.000000', stale: true })
    expect(s.state).toBe('stale')
  })

  it('treats the spend of last month as stale on the 1st, never as this month', () => {
    const s = pace({ now: at('2026-12-01T00:10:00Z'), spendAsOf: '2026-11-30T23:59:00Z', spent: '99.000000' })
    expect(s.state).toBe('stale')
    expect(s.spent).toBeNull()
    expect(s.periodKey).toBe('2026-12')
  })

  it('is unknown before any balance was read', () => {
    expect(pace({ now: at('2026-11-20T00:00:00Z'), spent: null, spendAsOf: null }).state).toBe('unknown')
  })
})
