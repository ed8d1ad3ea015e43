import { money, parseMoney, type Money } from '../money'

export interface SpikeInput {
  /** Today's spend so far (UTC). */
  today: string
  /** Spend per complete UTC day, the 30 days before today (a day without usage is 0). */
  days: readonly string[]
  factor: number
  floor: string
}

/** Fewer complete days than this and there is no "usual" to compare with. */
export const MIN_SPIKE_DAYS = 7

export function medianMoney(values: readonly string[]): Money | null {
  if (values.length === 0) return null
  const sorted = values.map((v) => parseMoney(v)).sort((a, b) => a.comparedTo(b))
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] as Money) : (sorted[mid - 1] as Money).plus(sorted[mid] as Money).dividedBy(2)
}

/** A spike: today at least `factor` × the median of the days, and at least the floor. Null when it is none. */
export function detectSpike(input: SpikeInput): { today: string; median: string; factor: number } | null {
  if (input.days.length < MIN_SPIKE_DAYS) return null
  const median = medianMoney(input.days)
  if (median === null) return null
  const today = parseMoney(input.today)
  if (today.lessThan(parseMoney(input.floor))) return null
  if (today.lessThan(median.times(money(input.factor)))) return null
  return { today: input.today, median: median.toFixed(6), factor: input.factor }
}
