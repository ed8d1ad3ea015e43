import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import type { UsageRow } from '../../../../shared/domain/usage'
import {
  OTHER,
  aggregateUsage,
  bucketTotal,
  bucketsOf,
  cacheHitRate,
  chartRows,
  chooseSeries,
  formatRate,
  formatShare,
  granularityFor,
} from '../../../../shared/usage/aggregate'
import { addDays } from '../../../../shared/time/utc-days'

function row(date: string, model: string, cost: string, extra: Partial<UsageRow> = {}): UsageRow {
  return { date, model, requests: 1, input_tokens: 100, cached_input_tokens: 0, output_tokens: 10, cost, ...extra }
}

describe('granularity and buckets', () => {
  it('switches to weeks beyond 120 days and to months beyond 400 days', () => {
    expect(granularityFor(1)).toBe('day')
    expect(granularityFor(120)).toBe('day')
    expect(granularityFor(121)).toBe('week')
    expect(granularityFor(400)).toBe('week')
    expect(granularityFor(401)).toBe('month')
  })

  it('lists every day of the range, including days without usage', () => {
    const buckets = bucketsOf({ start: '2025-01-30', end: '2025-02-02' }, 'day')
    expect(buckets.map((b) => b.key)).toEqual(['2025-01-30', '2025-01-31', '2025-02-01'])
    expect(buckets.map((b) => b.label)).toEqual(['30 Jan', '31 Jan', '1 Feb'])
  })

  it('cuts weeks (Monday to Sunday, UTC) at the ends of the range and marks them partial', () => {
    // 2025-06-04 is a Wednesday; 2025-06-20 a Friday (end exclusive: last day Thursday 19th).
    const buckets = bucketsOf({ start: '2025-06-04', end: '2025-06-20' }, 'week')
    expect(buckets.map((b) => [b.key, b.start, b.end, b.partial])).toEqual([
      ['2025-06-02', '2025-06-04', '2025-06-09', true],
      ['2025-06-09', '2025-06-09', '2025-06-16', false],
      ['2025-06-16', '2025-06-16', '2025-06-20', true],
    ])
  })

  it('uses calendar months across a year boundary', () => {
    const buckets = bucketsOf({ start: '2024-11-15', end: '2025-02-01' }, 'month')
    expect(buckets.map((b) => [b.key, b.label, b.partial])).toEqual([
      ['2024-11-01', 'Nov 2024', true],
      ['2024-12-01', 'Dec', false],
      ['2025-01-01', 'Jan 2025', false],
    ])
  })
})

describe('aggregateUsage', () => {
  const range = { start: '2025-06-01', end: '2025-06-04' }
  const rows: UsageRow[] = [
    row('2025-06-01', 'a', '0.100001', { input_tokens: 1000, cached_input_tokens: 250, requests: 3 }),
    row('2025-06-01', 'b', '0.200002'),
    row('2025-06-03', 'a', '0.000001', { input_tokens: 1000, cached_input_tokens: 750 }),
    row('2025-06-03', 'c', '1.000000', { input_tokens: 0 }),
  ]

  it('sums per model exactly and ranks by cost', () => {
    const agg = aggregateUsage(rows, range)
    expect(agg.models.map((m) => [m.model, m.cost, m.requests])).toEqual([
      ['c', '1.000000', 1],
      ['b', '0.200002', 1],
      ['a', '0.100002', 4],
    ])
    expect(agg.rowCost).toBe('1.300004')
    expect(agg.rowCount).toBe(4)
  })

  it('computes cache hit rate as cached / input, null without input', () => {
    const agg = aggregateUsage(rows, range)
    const a = agg.models.find((m) => m.model === 'a')
    expect(a?.cacheHitRate).toBe(0.5)
    expect(agg.models.find((m) => m.model === 'c')?.cacheHitRate).toBeNull()
    expect(cacheHitRate({ input_tokens: 4, cached_input_tokens: 1 })).toBe(0.25)
    expect(formatRate(0.5)).toBe('50.0%')
    expect(formatRate(null)).toBe('—')
  })

  it('gives shares of the summed row costs that add up to exactly 1', () => {
    const agg = aggregateUsage(rows, range)
    const sum = agg.models.reduce((acc, m) => acc.plus(m.share), new Decimal(0))
    expect(sum.toDecimalPlaces(40).equals(1)).toBe(true)
    expect(formatShare(agg.models[0]!.share)).toBe('76.9%')
    expect(formatShare(new Decimal(0))).toBe('0%')
    expect(formatShare(new Decimal('0.0001'))).toBe('<0.1%')
  })

  it('gives shares of 0 when nothing cost anything', () => {
    const agg = aggregateUsage([row('2025-06-01', 'a', '0.000000')], range)
    expect(agg.models[0]?.share.isZero()).toBe(true)
  })

  it('fills every bucket and series, with zeros for days without usage', () => {
    const agg = aggregateUsage(rows, range)
    expect(agg.granularity).toBe('day')
    const chart = chartRows(agg, 'cost')
    expect(chart).toHaveLength(3)
    expect(chart[1]).toEqual({ label: '2 Jun', index: 1, s0: 0, s1: 0, s2: 0 })
    expect(chart[0]).toMatchObject({ s1: 0.200002, s2: 0.100001 })
    expect(chartRows(agg, 'requests')[0]).toMatchObject({ s0: 0, s1: 1, s2: 3 })
    expect(chartRows(agg, 'cached_input_tokens')[2]).toMatchObject({ s2: 750 })
  })

  it('lists days newest first with exact day sums', () => {
    const agg = aggregateUsage(rows, range)
    expect(agg.days.map((d) => [d.date, d.cost, d.requests])).toEqual([
      ['2025-06-03', '1.000001', 2],
      ['2025-06-01', '0.300003', 4],
    ])
  })

  it('leaves out rows outside the range', () => {
    const agg = aggregateUsage([...rows, row('2025-06-04', 'a', '5.000000'), row('2025-05-31', 'z', '5.000000')], range)
    expect(agg.rowCost).toBe('1.300004')
    expect(agg.models.map((m) => m.model)).not.toContain('z')
  })

  it('charts the top N models and sums the rest into "Other" exactly', () => {
    // 12 models on one day; model m<i> costs i * 0.000001 + 0.1, i.e. amounts a float would blur.
    const many: UsageRow[] = []
    for (let i = 0; i < 12; i++) many.push(row('2025-06-02', `m${String(i).padStart(2, '0')}`, (0.1 + i * 0.000001).toFixed(6), { requests: i + 1 }))
    const agg = aggregateUsage(many, range, { topN: 8 })
    expect(agg.series.map((s) => s.name)).toEqual(['m11', 'm10', 'm09', 'm08', 'm07', 'm06', 'm05', 'm04', OTHER])
    const other = agg.series.at(-1)!
    expect(other.models).toEqual(['m03', 'm02', 'm01', 'm00'])
    const otherCell = agg.cells[1]![8]!
    expect(otherCell.cost.toFixed(6)).toBe('0.400006')
    expect(otherCell.requests).toBe(4 + 3 + 2 + 1)
    // Top N + Other add up exactly to the sum of all rows.
    const total = bucketTotal(agg, 1)
    expect(total.cost.toFixed(6)).toBe(agg.rowCost)
    expect(agg.rowCost).toBe('1.200066')
    expect(total.requests).toBe(78)
  })

  it('does not make an "Other" of a single model', () => {
    expect(chooseSeries(['a', 'b', 'c'], 2).map((s) => s.name)).toEqual(['a', 'b', 'c'])
    expect(chooseSeries(['a', 'b', 'c', 'd'], 2).map((s) => s.name)).toEqual(['a', 'b', OTHER])
    expect(chooseSeries([], 8)).toEqual([])
  })

  it('buckets a long range by week and a longer one by month', () => {
    const long = { start: '2025-01-01', end: addDays('2025-01-01', 200) }
    const agg = aggregateUsage([row('2025-01-01', 'a', '1.000000'), row('2025-01-05', 'a', '2.000000'), row('2025-01-06', 'a', '4.000000')], long)
    expect(agg.granularity).toBe('week')
    // Wed 1 Jan – Sun 5 Jan is the first (partial) week; Mon 6 Jan starts the next.
    expect(agg.cells[0]![0]!.cost.toFixed(6)).toBe('3.000000')
    expect(agg.cells[1]![0]!.cost.toFixed(6)).toBe('4.000000')

    const longer = { start: '2024-01-01', end: '2025-03-01' }
    const byMonth = aggregateUsage([row('2024-01-31', 'a', '1.000000'), row('2024-02-01', 'a', '2.000000'), row('2025-02-28', 'a', '3.000000')], longer)
    expect(byMonth.granularity).toBe('month')
    expect(byMonth.buckets).toHaveLength(14)
    expect(chartRows(byMonth, 'cost').map((r) => r.s0)).toEqual([1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3])
  })

  it('names rows without a model', () => {
    const agg = aggregateUsage([{ date: '2025-06-01', requests: 1, input_tokens: 1, cached_input_tokens: 0, output_tokens: 1, cost: '0.010000' }], range)
    expect(agg.models[0]?.model).toBe('All models')
  })

  // Its speed is measured by `npm run bench` (usage_chart_render_ms), not here.
  it('aggregates 365 days × 40 models into weekly buckets of the top 8 and Other', () => {
    const big: UsageRow[] = []
    const start = '2024-06-01'
    for (let d = 0; d < 365; d++) {
      const date = addDays(start, d)
      for (let m = 0; m < 40; m++) big.push(row(date, `model-${m}`, ((m + 1) * 0.001234 + d * 0.000001).toFixed(6), { cached_input_tokens: 30 }))
    }
    const range365 = { start, end: addDays(start, 365) }
    const agg = aggregateUsage(big, range365)
    expect(agg.rowCount).toBe(14_600)
    expect(agg.series).toHaveLength(9)
    expect(agg.granularity).toBe('week')
  })
})
