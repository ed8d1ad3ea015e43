import type { AppError } from '../../../shared/domain/errors'
import type { UsageRow } from '../../../shared/domain/usage'
import type { AverageDailySpend, UsageRange, UsageView } from '../../../shared/domain/usage-view'
import { AVERAGE_WINDOW_DAYS, averageDailySpend } from './averages'
import { addDays, clampToHistory, utcDay } from './ranges'
import { viewRows } from './grouped-rows'
import { cachedPlanInfo } from './sync-engine'
import { ZERO_TOTALS, sumTotals } from './totals'
import type { UsageCache } from './usage-cache'

export interface ViewStatus {
  syncing: boolean
  error: AppError | null
}

function latest(values: readonly string[]): string | null {
  return values.reduce<string | null>((a, b) => (a === null || b > a ? b : a), null)
}

function earliest(values: readonly string[]): string | null {
  return values.reduce<string | null>((a, b) => (a === null || b < a ? b : a), null)
}

export function emptyView(connectionId: string | null, range: UsageRange, status: ViewStatus): UsageView {
  return {
    connectionId,
    range,
    rows: [],
    total: null,
    asOf: null,
    historyStart: null,
    fetchedAt: null,
    averageDailySpend: { days7: null, days30: null },
    syncing: status.syncing,
    stale: false,
    error: status.error,
  }
}

/**
 * What the renderer sees for a range, from the cache alone. When the cache holds the exact pages
 * of the range, rows and the service's totals come from them; otherwise the day index gives the
 * rows it has (no total) until the range's own query has run.
 */
export function buildView(connectionId: string, range: UsageRange, cache: UsageCache, now: Date, status: ViewStatus): UsageView {
  const base = emptyView(connectionId, range, status)
  const historyStartDay = cache.historyStartDay
  const view: UsageView = {
    ...base,
    historyStart: cache.historyStart,
    averageDailySpend: cachedAverages(cache, utcDay(now)),
  }
  const target = clampToHistory(range, historyStartDay)
  if (!target) return { ...view, total: ZERO_TOTALS, stale: status.error !== null }

  const pages = cachedPlanInfo(cache, target)
  if (pages) {
    cache.use(pages, now.toISOString())
    // As of the least fresh page that could still change (else the newest read).
    const open = pages.filter((p) => !p.final)
    return {
      ...view,
      ...viewRows(cache, pages, range),
      total: sumTotals(pages.map((p) => p.total)),
      asOf: open.length > 0 ? earliest(open.map((p) => p.asOf)) : latest(pages.map((p) => p.asOf)),
      fetchedAt: latest(pages.map((p) => p.checkedAt)),
      stale: status.error !== null,
    }
  }
  const rows: UsageRow[] = [...cache.dayIndex(target).values()].flat()
  return { ...view, rows, rowsPer: 'day', stale: status.error !== null && rows.length > 0 }
}

/** The 7- and 30-day averages from the days they need only. */
export function cachedAverages(cache: UsageCache, today: string): AverageDailySpend {
  return averageDailySpend(cache.dayIndex({ start: addDays(today, -AVERAGE_WINDOW_DAYS), end: today }), today, cache.historyStartDay)
}
