import { intlTag } from './format-locale'

// Numbers, dates and relative times in the shown language (#37). Money is shared/money.ts's
// formatAmount (exact decimal strings); CSV and other machine formats never come through here.

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>()

function memo<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: (tag: string) => T): T {
  const tag = intlTag()
  const full = `${tag}|${key}`
  let format = cache.get(full) as T | undefined
  if (!format) {
    format = make(tag)
    cache.set(full, format)
  }
  return format
}

/** A count (tokens, answers, characters): 12,345 in English, 12.345 in German, 12 345 in French. */
export function formatCount(value: number | bigint): string {
  return memo('count', (tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: 0 })).format(value)
}

/** A UTC calendar day (YYYY-MM-DD) in the language's words, e.g. "27 Nov 2026" / "27.11.2026"; always read as UTC. */
export function formatUtcDay(day: string, options: { year?: boolean } = {}): string {
  const withYear = options.year ?? true
  return memo(`day|${withYear}`, (tag) => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}), timeZone: 'UTC' })).format(new Date(`${day}T00:00:00Z`))
}

/** An instant as a UTC date and time in the language's words, with "UTC" named by the language. */
export function formatUtcDateTime(iso: string): string {
  return memo('utc-datetime', (tag) => new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' })).format(new Date(iso))
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
]

/** "12 seconds ago", "in 3 hours", "vor 2 Tagen": the largest whole unit, through Intl.RelativeTimeFormat. */
export function formatRelative(thenMs: number, nowMs: number): string {
  const diff = thenMs - nowMs
  const [unit, size] = UNITS.find(([, ms]) => Math.abs(diff) >= ms) ?? ['second', 1000]
  return memo('relative', (tag) => new Intl.RelativeTimeFormat(tag, { numeric: 'always' })).format(Math.trunc(diff / size), unit)
}
