import type { UsageRow } from '../../../shared/domain/usage'
import type { DayTotals } from '../../../shared/domain/usage-view'
import { type Granularity, granularityFor } from '../../../shared/usage/aggregate'
import { rangeDays } from '../../../shared/time/utc-days'
import type { UsageRange } from '../../../shared/domain/usage-view'
import type { PageInfo } from './cached-page'

/** What a view carries for its pages: rows per day and model, or per chart bucket and model plus per-day sums. */
export interface ViewRows {
  rows: UsageRow[]
  rowsPer: Granularity
  days?: DayTotals[]
}

export interface RowSource {
  rowsOf(pages: readonly PageInfo[]): UsageRow[]
  sums(pages: readonly PageInfo[], by: 'day' | 'week' | 'month'): SummedRow[]
}

export interface SummedRow {
  date: string
  model: string | null
  requests: number
  input_tokens: number
  cached_input_tokens: number
  output_tokens: number
  /** Exact cost in micro-dollars. */
  micros: bigint
}

/**
 * The rows of a view over `pages`: as cached for ranges charted by day; for ranges charted by week
 * or month (as the renderer will chart them, granularityFor), summed per bucket and model by the
 * database, plus per-day sums, so the renderer gets thousands of rows instead of 100,000s.
 */
export function viewRows(source: RowSource, pages: readonly PageInfo[], range: UsageRange): ViewRows {
  const granularity = granularityFor(rangeDays(range))
  if (granularity === 'day') return { rows: source.rowsOf(pages), rowsPer: 'day' }
  // A bucket that starts before the first cached day is dated on that day (same bucket, never before history start).
  const first = pages[0]?.start ?? range.start
  const rows = merge(source.sums(pages, granularity), (date) => (date < first ? first : date))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : (a.model ?? '') < (b.model ?? '') ? -1 : 1))
    .map(toRow)
  const days = merge(source.sums(pages, 'day'), (date) => date)
    .sort((a, b) => (a.date < b.date ? 1 : -1))
    .map((s) => {
      const { model: _model, ...day } = toRow(s)
      return day
    })
  return { rows, rowsPer: granularity, days }
}

/** Sums of the same (date, model) from different pages (a bucket can straddle two pages) added up. */
function merge(sums: readonly SummedRow[], dateOf: (date: string) => string): SummedRow[] {
  const byKey = new Map<string, SummedRow>()
  for (const s of sums) {
    const date = dateOf(s.date)
    const key = `${date}|${s.model ?? ''}`
    const into = byKey.get(key)
    if (!into) {
      byKey.set(key, { ...s, date })
      continue
    }
    into.requests += s.requests
    into.input_tokens += s.input_tokens
    into.cached_input_tokens += s.cached_input_tokens
    into.output_tokens += s.output_tokens
    into.micros += s.micros
  }
  return [...byKey.values()]
}

function toRow(s: SummedRow): UsageRow {
  const cost = `${s.micros / 1_000_000n}.${String(s.micros % 1_000_000n).padStart(6, '0')}`
  const counts = { requests: s.requests, input_tokens: s.input_tokens, cached_input_tokens: s.cached_input_tokens, output_tokens: s.output_tokens, cost }
  return s.model === null ? { date: s.date, ...counts } : { date: s.date, model: s.model, ...counts }
}
