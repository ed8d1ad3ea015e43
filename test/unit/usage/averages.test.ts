import { describe, expect, it } from 'vitest'
import type { UsageRow } from '../../../shared/domain/usage'
import { averageDailySpend, averageOver } from '../../../electron/services/usage/averages'
import { addDays } from '../../../electron/services/usage/ranges'

const TODAY = '2025-06-15'

function row(date: string, cost: string, model = 'm'): UsageRow {
  return { date, model, requests: 1, input_tokens: 1, cached_input_tokens: 0, output_tokens: 1, cost }
}

function indexOf(days: number, costOf: (i: number) => string[]): Map<string, UsageRow[]> {
  const index = new Map<string, UsageRow[]>()
  for (let i = 1; i <= days; i++) {
    const day = addDays(TODAY, -i)
    index.set(day, costOf(i).map((c, m) => row(day, c, `m${m}`)))
  }
  return index
}

describe('average daily spend', () => {
  it('averages the last 7 and 30 complete UTC days exactly', () => {
    const index = indexOf(30, (i) => (i <= 7 ? ['1.000000', '0.000001'] : ['0.100000']))
    // Today's usage is not a complete day: it never counts.
    index.set(TODAY, [row(TODAY, '999.000000')])
    expect(averageDailySpend(index, TODAY, null)).toEqual({
      days7: '1.000001', // 7.000007 / 7
      days30: toFixed6((7 * 1.000001 + 23 * 0.1) / 30),
    })
  })

  it('rounds half-even to six decimals, with decimal arithmetic', () => {
    const index = indexOf(7, (i) => (i === 1 ? ['0.000010'] : []))
    expect(averageOver(index, TODAY, 7, null)).toBe('0.000001') // 0.0000014285…
    const two = indexOf(7, (i) => (i === 1 ? ['0.000007'] : []))
    expect(averageOver(two, TODAY, 7, null)).toBe('0.000001')
  })

  it('is null when a day of the window is not cached', () => {
    const index = indexOf(30, () => ['1.000000'])
    index.delete(addDays(TODAY, -20))
    expect(averageDailySpend(index, TODAY, null)).toEqual({ days7: '1.000000', days30: null })
    expect(averageDailySpend(new Map(), TODAY, null)).toEqual({ days7: null, days30: null })
  })

  it('counts days before history start as days without usage', () => {
    const index = indexOf(3, () => ['0.700000'])
    const historyStart = addDays(TODAY, -3)
    expect(averageDailySpend(index, TODAY, historyStart)).toEqual({ days7: '0.300000', days30: '0.070000' })
  })

  it('counts cached days without rows as zero', () => {
    const index = indexOf(7, (i) => (i === 3 ? ['7.000000'] : []))
    expect(averageOver(index, TODAY, 7, null)).toBe('1.000000')
  })
})

function toFixed6(n: number): string {
  return n.toFixed(6)
}
