import { money } from '../money'
import { type Amounts, DEFAULT_TOP_N, type Metric, type ModelSummary, type UsageAggregate, chooseSeries } from './aggregate'

function amount(m: ModelSummary, metric: Exclude<Metric, 'cost'>): number {
  return m[metric]
}

/**
 * The same aggregate with its chart series chosen by `metric`: the `topN` largest models by that
 * metric on their own, the rest summed as "Other". Only the series and cells change (O(buckets ×
 * models), no pass over the rows); `models` and `days` (the tables) keep every model as they are.
 */
export function seriesByMetric(agg: UsageAggregate, metric: Metric, topN = DEFAULT_TOP_N): UsageAggregate {
  if (metric === 'cost') return agg
  const order = [...agg.models].sort(
    (a, b) => amount(b, metric) - amount(a, metric) || money(b.cost).comparedTo(money(a.cost)) || (a.model < b.model ? -1 : a.model > b.model ? 1 : 0),
  )
  const series = chooseSeries(
    order.map((m) => m.model),
    topN,
  )
  const seriesOfModel = new Map<string, number>()
  series.forEach((s, i) => s.models.forEach((m) => seriesOfModel.set(m, i)))
  const cells = agg.bucketModels.map((models) => {
    const row: Amounts[] = series.map(() => ({ requests: 0, input_tokens: 0, cached_input_tokens: 0, output_tokens: 0, cost: money(0) }))
    for (const [model, a] of models) {
      const cell = row[seriesOfModel.get(model) ?? -1]
      if (!cell) continue
      cell.requests += a.requests
      cell.input_tokens += a.input_tokens
      cell.cached_input_tokens += a.cached_input_tokens
      cell.output_tokens += a.output_tokens
      cell.cost = cell.cost.plus(a.cost)
    }
    return row
  })
  return { ...agg, series, cells }
}
