import Decimal from 'decimal.js'
import type { DayReconciliation } from './reconcile'

export interface EstimateAccuracy {
  model: string
  /** App-only days the figures come from. */
  days: number
  answers: number
  /** Relative error of per-answer estimates against their share of the bill (0.004 = 0.4 %). */
  median: number
  p90: number
}

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number
}

/**
 * How close the estimates were, per model, measured on the days the app was the only caller (the
 * bill is then the truth for each answer). `estimates`: each answer's estimate at the fitted prices,
 * by answer id (what the app showed). A model with no such day has no entry: unknown, not perfect.
 */
export function estimateAccuracy(days: readonly DayReconciliation[], estimates: ReadonlyMap<string, string>): EstimateAccuracy[] {
  const byModel = new Map<string, { days: Set<string>; errors: number[] }>()
  for (const day of days) {
    if (day.status !== 'exact') continue
    for (const answer of day.perAnswer) {
      const estimate = estimates.get(answer.id)
      const billed = new Decimal(answer.amount)
      if (estimate === undefined || billed.isZero()) continue
      const entry = byModel.get(day.model) ?? { days: new Set<string>(), errors: [] }
      entry.days.add(day.day)
      entry.errors.push(new Decimal(estimate).minus(billed).abs().dividedBy(billed).toNumber())
      byModel.set(day.model, entry)
    }
  }
  return [...byModel]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([model, { days: seen, errors }]) => {
      const sorted = [...errors].sort((a, b) => a - b)
      const mid = sorted.length / 2
      const median = sorted.length % 2 ? (sorted[Math.floor(mid)] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
      return { model, days: seen.size, answers: sorted.length, median, p90: quantile(sorted, 0.9) }
    })
}
