import type { UsageRange } from '../domain/usage-view'
import { isUtcDay, utcDay, dayOfTimestamp, addDays, startOfMonth, startOfYear, lastDay } from '../time/utc-days'
import { formatLocale, intlTag } from '../i18n/format-locale'
import { pseudoText } from '../i18n/pseudo'

/**
 * Usage ranges as the service counts them: UTC days written YYYY-MM-DD, `start` inclusive and
 * `end` exclusive (the day after the last day). All arithmetic is on UTC midnights, so the local
 * time zone of the machine never moves a day boundary.
 */

export type PresetId = 'this-month' | 'last-7' | 'last-30' | 'last-90' | 'this-year' | 'all' | 'custom'

export const PRESETS: ReadonlyArray<{ id: PresetId; label: string }> = [
  { id: 'this-month', label: 'This month' },
  { id: 'last-7', label: 'Last 7 days' },
  { id: 'last-30', label: 'Last 30 days' },
  { id: 'last-90', label: 'Last 90 days' },
  { id: 'this-year', label: 'This year' },
  { id: 'all', label: 'All history' },
  { id: 'custom', label: 'Custom' },
]

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const

/**
 * Days in the shown language (#37): English keeps its own "3 Jun 2025" (specs and CSV-adjacent text
 * read it), the pseudo-locale accents it, every other language is Intl's, always read as UTC.
 */
function inLanguage(english: () => string, intl: (tag: string) => string): string {
  const locale = formatLocale()
  if (locale === 'en') return english()
  if (locale === 'pseudo') return pseudoText(english())
  return intl(intlTag())
}

const formats = new Map<string, Intl.DateTimeFormat>()
function dateFormat(tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag}|${JSON.stringify(options)}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' })
    formats.set(key, format)
  }
  return format
}
const utc = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`)

/** "3 Jun 2025" (in English). */
export function formatDay(day: string, options: { year?: boolean } = {}): string {
  return inLanguage(
    () => {
      const [y, m, d] = day.split('-')
      const month = MONTHS[Number(m) - 1] ?? m
      return options.year === false ? `${Number(d)} ${month}` : `${Number(d)} ${month} ${y}`
    },
    (tag) => dateFormat(tag, { day: 'numeric', month: 'short', ...(options.year === false ? {} : { year: 'numeric' }) }).format(utc(day)),
  )
}

/** "Jun 2025" (in English). */
export function formatMonth(day: string): string {
  return inLanguage(
    () => `${MONTHS[Number(day.slice(5, 7)) - 1] ?? day.slice(5, 7)} ${day.slice(0, 4)}`,
    (tag) => dateFormat(tag, { month: 'short', year: 'numeric' }).format(utc(`${day.slice(0, 7)}-01`)),
  )
}

/** "Jun" (in English): a month without its year, for a chart's axis. */
export function formatMonthShort(day: string): string {
  return inLanguage(
    () => MONTHS[Number(day.slice(5, 7)) - 1] ?? day.slice(5, 7),
    (tag) => dateFormat(tag, { month: 'short' }).format(utc(`${day.slice(0, 7)}-01`)),
  )
}

/** "1 – 15 Jun 2025", "28 Dec 2024 – 3 Jan 2025", or "3 Jun 2025" for one day (UTC days, last day included; English's words). */
export function describeRange(range: UsageRange): string {
  const first = range.start
  const last = lastDay(range)
  if (first === last) return formatDay(first)
  return inLanguage(
    () => {
      if (first.slice(0, 4) !== last.slice(0, 4)) return `${formatDay(first)} – ${formatDay(last)}`
      if (first.slice(0, 7) !== last.slice(0, 7)) return `${formatDay(first, { year: false })} – ${formatDay(last)}`
      return `${Number(first.slice(8))} – ${formatDay(last)}`
    },
    (tag) => dateFormat(tag, { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(utc(first), utc(last)),
  )
}

export interface CustomDays {
  /** First day, inclusive. */
  start: string
  /** Last day, inclusive (what a person picks in a date input). */
  last: string
}

/** Why two picked days are not a range: `problem` names it for the window's words, `message` is English's. */
export type CustomCheck = { ok: true; range: UsageRange } | { ok: false; field: 'start' | 'last'; problem: 'start-invalid' | 'end-invalid' | 'end-before-start'; message: string }

/** A custom range from two picked days, both included; end becomes the day after `last`. */
export function customRange(days: CustomDays): CustomCheck {
  if (!isUtcDay(days.start)) return { ok: false, field: 'start', problem: 'start-invalid', message: 'Enter a valid start date.' }
  if (!isUtcDay(days.last)) return { ok: false, field: 'last', problem: 'end-invalid', message: 'Enter a valid end date.' }
  if (days.last < days.start) return { ok: false, field: 'last', problem: 'end-before-start', message: 'The end date must be on or after the start date.' }
  return { ok: true, range: { start: days.start, end: addDays(days.last, 1) } }
}

export interface PresetContext {
  now: Date
  /** The service's `history_start` (timestamp or day), when known. */
  historyStart?: string | null
  custom?: CustomDays | null
}

/**
 * The range of a preset on the UTC day of `now`. Every preset ends with today (end = tomorrow),
 * like the service's default range. Returns null when the preset cannot be resolved yet: all
 * history before history start is known, or custom without valid days.
 */
export function presetRange(id: PresetId, context: PresetContext): UsageRange | null {
  const today = utcDay(context.now)
  const end = addDays(today, 1)
  switch (id) {
    case 'this-month':
      return { start: startOfMonth(today), end }
    case 'last-7':
      return { start: addDays(today, -6), end }
    case 'last-30':
      return { start: addDays(today, -29), end }
    case 'last-90':
      return { start: addDays(today, -89), end }
    case 'this-year':
      return { start: startOfYear(today), end }
    case 'all': {
      const first = context.historyStart ? (isUtcDay(context.historyStart) ? context.historyStart : dayOfTimestamp(context.historyStart)) : null
      if (!first) return null
      return { start: first < end ? first : today, end }
    }
    case 'custom': {
      if (!context.custom) return null
      const checked = customRange(context.custom)
      return checked.ok ? checked.range : null
    }
  }
}

export function presetLabel(id: PresetId): string {
  return PRESETS.find((p) => p.id === id)?.label ?? id
}
