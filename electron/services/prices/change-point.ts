/**
 * Finds one step in a series of log cost ratios (a day's billed cost over its cost at fitted prices):
 * the split that best explains the series as two flat levels. Pure arithmetic over token-count
 * ratios (no money is formed here); the caller fits prices per segment in its own terms.
 */

/** A segment needs at least this many days on each side of a change. */
export const MIN_SEGMENT_DAYS = 3
/** A step smaller than this (in log ratio, ~4 %) is not called a price change. */
export const MIN_STEP = 0.04
/** The step must stand this many standard errors above the day-to-day scatter. */
export const MIN_T = 5

export interface ChangePoint {
  /** Index of the first value of the new segment. */
  index: number
  /** Mean level after minus mean level before (log ratio). */
  step: number
  /** Step over its standard error. */
  t: number
}

/** The best single change in `values` (ordered by day), or null when none is clear. */
export function findChangePoint(values: readonly number[]): ChangePoint | null {
  const n = values.length
  if (n < 2 * MIN_SEGMENT_DAYS) return null
  const sum = [0]
  const sq = [0]
  for (const v of values) {
    sum.push((sum.at(-1) as number) + v)
    sq.push((sq.at(-1) as number) + v * v)
  }
  const total = sum[n] as number
  const totalSq = sq[n] as number
  let best: { index: number; sse: number } | null = null
  for (let k = MIN_SEGMENT_DAYS; k <= n - MIN_SEGMENT_DAYS; k++) {
    const s1 = sum[k] as number
    const s2 = total - s1
    const sse = (sq[k] as number) - (s1 * s1) / k + (totalSq - (sq[k] as number)) - (s2 * s2) / (n - k)
    if (!best || sse < best.sse) best = { index: k, sse }
  }
  if (!best) return null
  const k = best.index
  const before = (sum[k] as number) / k
  const after = (total - (sum[k] as number)) / (n - k)
  const step = after - before
  // Scatter within the segments, floored so exact data (zero scatter) still needs a visible step.
  const sd = Math.max(Math.sqrt(Math.max(0, best.sse) / Math.max(1, n - 2)), 1e-4)
  const t = Math.abs(step) / (sd * Math.sqrt(1 / k + 1 / (n - k)))
  if (Math.abs(step) < MIN_STEP || t < MIN_T) return null
  return { index: k, step, t }
}
