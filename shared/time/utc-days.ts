import type { UsageRange } from '../domain/usage-view'

/**
 * UTC calendar days written YYYY-MM-DD, as the service counts usage: all arithmetic is on UTC
 * midnights, so the machine's time zone never moves a day boundary. Ranges are `start` inclusive,
 * `end` exclusive (the day after the last day).
 */

const DAY_MS = 86_400_000
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/

/** Milliseconds of the UTC midnight starting `day`, or NaN when it is not a real calendar day. */
export function dayMs(day: string): number {
  const m = DAY_PATTERN.exec(day)
  if (!m) return Number.NaN
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  return formatDayMs(ms) === day ? ms : Number.NaN
}

function formatDayMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10)
}

/** A real calendar day written as YYYY-MM-DD (2025-02-30 is not one). */
export function isUtcDay(value: string): boolean {
  return !Number.isNaN(dayMs(value))
}

/** The UTC day of an instant. */
export function utcDay(at: Date): string {
  return formatDayMs(at.getTime())
}

/** The UTC day of an ISO timestamp, e.g. the service's `history_start`. */
export function dayOfTimestamp(timestamp: string): string | null {
  const ms = Date.parse(timestamp)
  return Number.isNaN(ms) ? null : formatDayMs(ms)
}

export function addDays(day: string, n: number): string {
  const ms = dayMs(day)
  if (Number.isNaN(ms)) throw new Error(`Not a YYYY-MM-DD day: ${day}`)
  return formatDayMs(ms + n * DAY_MS)
}

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round((dayMs(to) - dayMs(from)) / DAY_MS)
}

/** Number of days in [start, end). */
export function rangeDays(range: UsageRange): number {
  return daysBetween(range.start, range.end)
}

/** First day of the UTC month of `day`. */
export function startOfMonth(day: string): string {
  return `${day.slice(0, 7)}-01`
}

/** First day of the UTC year of `day`. */
export function startOfYear(day: string): string {
  return `${day.slice(0, 4)}-01-01`
}

/** First day of the month after the month of `day`. */
export function nextMonth(day: string): string {
  const y = Number(day.slice(0, 4))
  const m = Number(day.slice(5, 7))
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`
}

/** Monday of the ISO week (UTC) holding `day`. */
export function startOfWeek(day: string): string {
  const ms = dayMs(day)
  const weekday = (new Date(ms).getUTCDay() + 6) % 7 // Monday = 0
  return formatDayMs(ms - weekday * DAY_MS)
}

/** The last day of a range (the day before its exclusive end). */
export function lastDay(range: UsageRange): string {
  return addDays(range.end, -1)
}
