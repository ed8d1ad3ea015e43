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
 * One day and model's relative errors (estimate against the answer's share of the bill), only on a day
 * the app was the only caller (the bill is then the truth for each answer); null on any other day.
 */
export function dayErrors(day: DayReconciliation, estimates: ReadonlyMap<string, string>): number[] | null {
  if (day.status !== 'exact') return null
  const errors: number[] = []
  for (const answer of day.perAnswer) {
    const estimate = estimates.get(answer.id)
    const billed = new Decimal(answer.amount)
    if (estimate === undefined || billed.isZero()) continue
    errors.push(new Decimal(estimate).minus(billed).abs().dividedBy(billed).toNumber())
  }
  return errors
}

/** Per model: the days with at least one error and the errors' median and 90th percentile. */
export function accuracyOf(days: Iterable<{ day: string; model: string; errors: readonly number[] | null }>): EstimateAccuracy[] {
  const byModel = new Map<string, { days: Set<string>; errors: number[] }>()
  for (const { day, model, errors } of days) {
    if (!errors || errors.length === 0) continue
    const entry = byModel.get(model) ?? { days: new Set<string>(), errors: [] }
    entry.days.add(day)
    entry.errors.push(...errors)
    byModel.set(model, entry)
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

/**
 * How close the estimates were, per model, measured on the days the app was the only caller. `estimates`:
 * each answer's estimate at the fitted prices, by answer id (what the app showed). A model with no such
 * day has no entry: unknown, not perfect.
 */
export function estimateAccuracy(days: readonly DayReconciliation[], estimates: ReadonlyMap<string, string>): EstimateAccuracy[] {
  return accuracyOf(days.map((d) => ({ day: d.day, model: d.model, errors: dayErrors(d, estimates) })))
}
