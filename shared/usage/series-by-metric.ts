import { money } from '../money'
import { DEFAULT_TOP_N, type Metric, type ModelSummary, type UsageAggregate, chooseSeries, seriesCells } from './aggregate'

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
  return { ...agg, series, cells: seriesCells(agg.bucketModels, series) }
}
