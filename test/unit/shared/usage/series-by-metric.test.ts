import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import type { UsageRow } from '../../../../shared/domain/usage'
import { OTHER, aggregateUsage, chartRows } from '../../../../shared/usage/aggregate'
import { seriesByMetric } from '../../../../shared/usage/series-by-metric'
import { addDays } from '../../../../shared/time/utc-days'

/** 3 years × 100 models: model i costs much when i is small and has many requests when i is large. */
function history(): { rows: UsageRow[]; range: { start: string; end: string } } {
  const range = { start: '2023-01-01', end: addDays('2023-01-01', 3 * 365) }
  const rows: UsageRow[] = []
  for (let d = 0; d < 3 * 365; d += 7) {
    for (let i = 0; i < 100; i++) {
      rows.push({ date: addDays(range.start, d), model: `m${String(i).padStart(2, '0')}`, requests: i + 1, input_tokens: 10, cached_input_tokens: 0, output_tokens: 5, cost: `${100 - i}.000001` })
    }
  }
  return { rows, range }
}

describe('chart series by the chosen metric', () => {
  it('charts the top 8 by the metric plus Other; the tables keep all 100 models', () => {
    const { rows, range } = history()
    const agg = aggregateUsage(rows, range)
    expect(agg.granularity).toBe('month')
    expect(agg.series.map((s) => s.name).slice(0, 3)).toEqual(['m00', 'm01', 'm02'])

    const byRequests = seriesByMetric(agg, 'requests')
    expect(byRequests.series.map((s) => s.name)).toEqual(['m99', 'm98', 'm97', 'm96', 'm95', 'm94', 'm93', 'm92', OTHER])
    expect(byRequests.series.at(-1)?.models).toHaveLength(92)
    expect(byRequests.models).toHaveLength(100)
    expect(byRequests.models).toBe(agg.models)
    expect(byRequests.days).toBe(agg.days)
  })

  it('moves amounts between series, never loses any: every bucket sums to the same total', () => {
    const { rows, range } = history()
    const agg = aggregateUsage(rows, range)
    const byRequests = seriesByMetric(agg, 'requests')
    const sums = (a: typeof agg) => a.cells.map((cells) => cells.reduce((n, c) => n + c.requests, 0))
    expect(sums(byRequests)).toEqual(sums(agg))
    const costs = (a: typeof agg) => a.cells.map((cells) => cells.reduce((n, c) => n.plus(c.cost), new Decimal(0)).toFixed(6))
    expect(costs(byRequests)).toEqual(costs(agg))
    const january = chartRows(byRequests, 'requests')[0]
    expect(january?.s0).toBe(100 * 5) // m99 on the 5 usage days of January 2023
  })

  it('cost keeps the aggregate as it is (already ranked by cost)', () => {
    const { rows, range } = history()
    const agg = aggregateUsage(rows, range)
    expect(seriesByMetric(agg, 'cost')).toBe(agg)
  })
})
