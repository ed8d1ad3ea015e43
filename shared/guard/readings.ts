import { money, parseMoney, type Money } from '../money'

/** One balance reading as kept in the history (money as 6-place strings). */
export interface Reading {
  at: number
  balance: string
  paid: string
  promo: string
  held: string
  debt: string
  allowance: string | null
}

export const MIN_UNCHANGED_MS = 5 * 60_000

/** Whether a new reading is worth a row: something changed, or 5 minutes passed since the last row. */
export function worthKeeping(last: Reading | null, next: Reading): boolean {
  if (!last) return true
  if (next.at - last.at >= MIN_UNCHANGED_MS) return true
  return last.balance !== next.balance || last.paid !== next.paid || last.promo !== next.promo || last.held !== next.held || last.debt !== next.debt || last.allowance !== next.allowance
}

/**
 * How densely old readings are kept: everything for an hour, one per 10 minutes up to 7 days, one
 * per 30 minutes up to 90 days, one per hour after that. A busy day (a reading a minute) adds at
 * most ~200 rows; a year is ~12,000 rows (about a MB).
 */
export const THINNING: ReadonlyArray<{ olderThanMs: number; bucketMs: number }> = [
  { olderThanMs: 90 * 86_400_000, bucketMs: 3_600_000 },
  { olderThanMs: 7 * 86_400_000, bucketMs: 30 * 60_000 },
  { olderThanMs: 3_600_000, bucketMs: 10 * 60_000 },
]

function bucketOf(at: number, now: number): number | null {
  for (const step of THINNING) if (now - at > step.olderThanMs) return step.bucketMs
  return null
}

/**
 * The readings to drop (by time) so each bucket of the old ones keeps only its last reading. The
 * last reading of a bucket carries the balance at its end, so rises and falls still add up.
 * `readings` in time order.
 */
export function readingsToThin(readings: readonly { at: number }[], now: number): number[] {
  const drop: number[] = []
  for (let i = 0; i < readings.length - 1; i++) {
    const at = (readings[i] as { at: number }).at
    const next = (readings[i + 1] as { at: number }).at
    const size = bucketOf(at, now)
    if (size === null) break
    // The next reading in the same bucket (of this reading's size) supersedes this one.
    if (Math.floor(at / size) === Math.floor(next / size) && bucketOf(next, now) === size) drop.push(at)
  }
  return drop
}

const CENT = money('0.01')

/** Credits you hold: the balance plus what requests in progress hold. Spending lowers it; a release does not change it. */
function funds(r: { balance: string; held: string }): Money {
  return parseMoney(r.balance).plus(parseMoney(r.held))
}

/**
 * Top-ups between successive readings: rises of balance + held of a cent or more. A released hold
 * moves money from held back to the balance (the sum stays, less what was charged), so it is never
 * taken for a top-up; a top-up while requests are held still raises the sum.
 */
export function findTopUps(readings: readonly Pick<Reading, 'at' | 'balance' | 'held'>[]): Array<{ at: number; added: string; balance: string }> {
  const out: Array<{ at: number; added: string; balance: string }> = []
  // Each reading's funds are parsed once (a year is ~12,000 readings: this is on the chart's path).
  let before = readings.length > 0 ? funds(readings[0] as Pick<Reading, 'balance' | 'held'>) : null
  for (let i = 1; i < readings.length; i++) {
    const after = readings[i] as Pick<Reading, 'at' | 'balance' | 'held'>
    const now = funds(after)
    const added = now.minus(before as Money)
    if (added.greaterThanOrEqualTo(CENT)) out.push({ at: after.at, added: added.toFixed(6), balance: after.balance })
    before = now
  }
  return out
}

/** When a balance reaches zero at an average daily spend; null when not spending or nothing left. */
export function runwayEnd(balance: string, average: string | null, from: number): { average: string; days: number; at: number } | null {
  if (average === null) return null
  const avg = parseMoney(average)
  const left = parseMoney(balance)
  if (avg.lessThanOrEqualTo(0) || left.lessThanOrEqualTo(0)) return null
  const days = left.dividedBy(avg)
  return { average, days: days.toDecimalPlaces(1).toNumber(), at: from + days.times(86_400_000).round().toNumber() }
}

/** At most `max` points for a chart: the last reading of each equal time slice (top-ups are marked separately). */
export function downsample<T extends { at: number }>(readings: readonly T[], max: number): T[] {
  if (readings.length <= max) return [...readings]
  const first = (readings[0] as T).at
  const span = (readings.at(-1) as T).at - first + 1
  const out: T[] = []
  let slice = -1
  for (const r of readings) {
    const s = Math.floor(((r.at - first) / span) * max)
    if (s === slice) out[out.length - 1] = r
    else out.push(r)
    slice = s
  }
  return out
}
