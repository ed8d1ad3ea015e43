import { describe, expect, it } from 'vitest'
import type { LedgerDay } from '../../../shared/domain/ledger'
import { splitByDay } from '../../../shared/ledger/app-split'
import { splitBars } from '../../../electron/services/ledger/split-bars'

const T = { input: 0, cached: 0, output: 0 }
const day = (d: string, status: LedgerDay['status'], billed: string, app: string | null, elsewhere: string | null): LedgerDay => ({
  day: d,
  model: 'tally-mini',
  status,
  billedCost: billed,
  billedTokens: T,
  appTokens: T,
  answers: 1,
  unknownAnswers: 0,
  appShare: app,
  elsewhere,
})

describe("the split's chart bars", () => {
  it('a short range: one bar per billed day, oldest first', () => {
    const byDay = splitByDay([day('2025-11-02', 'exact', '0.100000', '0.100000', '0.000000'), day('2025-11-01', 'estimated', '0.200000', '0.050000', '0.150000')], '2025-11-01', '2025-11-08')
    expect(splitBars(byDay, { start: '2025-11-01', end: '2025-11-08' })).toEqual({ granularity: 'day', bars: [byDay[1], byDay[0]] })
  })

  it('a long range: per month, summed in micro-dollars; exact only when every day was, pending when any day is, unknown stays unknown', () => {
    const days = [
      day('2024-01-05', 'exact', '0.000001', '0.000001', '0.000000'),
      day('2024-01-20', 'exact', '0.000002', '0.000002', '0.000000'),
      day('2024-03-01', 'estimated', '1.000000', '0.300000', '0.700000'),
      day('2024-03-31', 'pending', '0.500000', '0.100000', '0.400000'),
      day('2024-04-02', 'estimated', '0.100000', null, null),
    ]
    const range = { start: '2024-01-01', end: '2025-03-01' }
    const { granularity, bars } = splitBars(splitByDay(days, range.start, range.end), range)
    expect(granularity).toBe('month')
    // February had no billed day: no bar.
    expect(bars.map((b) => [b.key, b.billed, b.app, b.elsewhere, b.exact, b.pending, b.answers])).toEqual([
      ['2024-01-01', '0.000003', '0.000003', '0.000000', true, false, 2],
      ['2024-03-01', '1.500000', '0.400000', '1.100000', false, true, 2],
      ['2024-04-01', '0.100000', null, null, false, false, 1],
    ])
  })
})
