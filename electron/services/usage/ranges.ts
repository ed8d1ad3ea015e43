import type { UsageRange } from '../../../shared/domain/usage-view'
import { addDays, daysBetween, dayOfTimestamp as dayOfTimestampOrNull, isUtcDay, rangeDays, startOfMonth, utcDay } from '../../../shared/time/utc-days'
import { inputError, say } from '../../../shared/error-model'

// UTC day arithmetic is shared with the renderer's range presets: one implementation.
export { addDays, daysBetween, isUtcDay, rangeDays, utcDay }

/** The service's page size: a usage response holds at most this many days. */
export const PAGE_DAYS = 90
/** A day is final once it is more than this many UTC days old: its usage no longer changes. */
export const FINAL_LAG_DAYS = 2
/** Ranges longer than this (20 years) or starting before MIN_DAY are refused as absurd. */
export const MAX_RANGE_DAYS = 7305
export const MIN_DAY = '2000-01-01'
/** How far past tomorrow a range may end. */
export const MAX_FUTURE_DAYS = 366

export function minDay(a: string, b: string): string {
  return a < b ? a : b
}

export function maxDay(a: string, b: string): string {
  return a > b ? a : b
}

/** The UTC day of an ISO timestamp (e.g. the service's `history_start` or `as_of`); throws when it is not one. */
export function dayOfTimestamp(timestamp: string): string {
  const day = dayOfTimestampOrNull(timestamp)
  if (day === null) throw new Error(`Not a timestamp: ${timestamp}`)
  return day
}

/** The service's default range: first day of the current UTC month to tomorrow. */
export function defaultRange(now: Date): UsageRange {
  const today = utcDay(now)
  return { start: startOfMonth(today), end: addDays(today, 1) }
}

/** Every day in [start, end). */
export function eachDay(range: UsageRange): string[] {
  const days: string[] = []
  for (let d = range.start; d < range.end; d = addDays(d, 1)) days.push(d)
  return days
}

/**
 * Checks a range from the renderer: real days, start before end, nothing absurd.
 * Throws an input AppFailure naming the offending field.
 */
export function validateRange(range: UsageRange, now: Date): UsageRange {
  if (!isUtcDay(range.start)) throw inputError('invalid_range', say('errors.usage.badStart', { day: range.start.slice(0, 20) }), 'start')
  if (!isUtcDay(range.end)) throw inputError('invalid_range', say('errors.usage.badEnd', { day: range.end.slice(0, 20) }), 'end')
  if (range.start >= range.end) throw inputError('invalid_range', say('errors.usage.endBeforeStart'), 'end')
  if (range.start < MIN_DAY) throw inputError('invalid_range', say('errors.usage.tooEarly', { day: MIN_DAY }), 'start')
  if (rangeDays(range) > MAX_RANGE_DAYS) throw inputError('invalid_range', say('errors.usage.tooLong'), 'start')
  const latestEnd = addDays(utcDay(now), 1 + MAX_FUTURE_DAYS)
  if (range.end > latestEnd) throw inputError('invalid_range', say('errors.usage.tooFar'), 'end')
  return range
}

/** The part of a range the service can have data for, or null when all of it is before history. */
export function clampToHistory(range: UsageRange, historyStartDay: string | null): UsageRange | null {
  if (historyStartDay === null || range.start >= historyStartDay) return range
  if (range.end <= historyStartDay) return null
  return { start: historyStartDay, end: range.end }
}

/** The pages the service splits [start, end) into: start + 90k, the last one possibly shorter. */
export function planPages(range: UsageRange): UsageRange[] {
  const pages: UsageRange[] = []
  for (let s = range.start; s < range.end; ) {
    const e = minDay(addDays(s, PAGE_DAYS), range.end)
    pages.push({ start: s, end: e })
    s = e
  }
  return pages
}

/** Requests a cold sync of the range costs: one per page. */
export function pageCount(range: UsageRange): number {
  return Math.ceil(rangeDays(range) / PAGE_DAYS)
}

/** Whether every day before `end` was final on `asOfDay` (the day the data was read). */
export function isFinalOn(end: string, asOfDay: string): boolean {
  const lastDay = addDays(end, -1)
  return daysBetween(lastDay, asOfDay) > FINAL_LAG_DAYS
}

export function overlaps(a: UsageRange, b: UsageRange): boolean {
  return a.start < b.end && b.start < a.end
}

export function rangeKey(range: UsageRange): string {
  return `${range.start}..${range.end}`
}
