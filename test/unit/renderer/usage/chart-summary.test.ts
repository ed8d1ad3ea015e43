import { describe, expect, it } from 'vitest'
import type { UsageRow } from '../../../../shared/domain/usage'
import { aggregateUsage } from '../../../../shared/usage/aggregate'
import { chartSummary } from '../../../../renderer/src/features/usage/chart-summary'

const row = (date: string, model: string, cost: string, output = 100): UsageRow =>
  ({ date, model, requests: 1, input_tokens: 1000, cached_input_tokens: 0, output_tokens: output, cost }) as UsageRow
const range = { start: '2026-11-01', end: '2026-11-08' }

describe('chart summary (the chart’s text equivalent)', () => {
  it('says the total, the busiest day and the largest model, exactly', () => {
    const agg = aggregateUsage([row('2026-11-02', 'tally-mini', '0.100000'), row('2026-11-03', 'tally-coder', '0.250000'), row('2026-11-03', 'tally-mini', '0.050000')], range)
    expect(chartSummary(agg, 'cost')).toBe('$0.40 in total, 1 – 7 Nov 2026 (UTC). The most in one day: $0.30 on 3 Nov 2026. Largest part: tally-coder, $0.25 (62.5%).')
  })

  it('counts in the metric shown', () => {
    const agg = aggregateUsage([row('2026-11-02', 'tally-mini', '0.100000', 1500), row('2026-11-03', 'tally-coder', '0.250000', 500)], range)
    expect(chartSummary(agg, 'output_tokens')).toBe('2,000 output tokens in total, 1 – 7 Nov 2026 (UTC). The most in one day: 1,500 on 2 Nov 2026. Largest part: tally-mini, 1,500 (75.0%).')
  })

  it('one model, and nothing at all', () => {
    expect(chartSummary(aggregateUsage([row('2026-11-02', 'tally-mini', '0.100000')], range), 'cost')).toMatch(/All of it from tally-mini\.$/)
    expect(chartSummary(aggregateUsage([], range), 'cost')).toBe('No spend in 1 – 7 Nov 2026.')
    expect(chartSummary(aggregateUsage([], range), 'requests')).toBe('No requests in 1 – 7 Nov 2026.')
  })
})
