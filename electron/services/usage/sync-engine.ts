import { ENDPOINT } from '../../../shared/endpoints'
import type { UsageRange } from '../../../shared/domain/usage-view'
import type { AppError } from '../../../shared/domain/errors'
import { AppFailure, type Said, makeError, say, toAppError } from '../../../shared/error-model'
import type { Clock } from '../time/clock'
import type { ServiceClient, UsageQuery } from '../api/service-client'
import type { CachedPage, PageInfo, UsageCache } from './usage-cache'
import { PAGE_DAYS, addDays, clampToHistory, dayOfTimestamp, isFinalOn, minDay, utcDay } from './ranges'


export interface SyncDeps {
  client: ServiceClient
  cache: UsageCache
  clock: Pick<Clock, 'now'>
  signal?: AbortSignal
}

export interface SyncOutcome {
  /** Requests sent to the service (each answered 200 or 304). */
  requests: number
  notModified: number
  /** Days whose cached rows or totals changed. */
  changed: UsageRange[]
  /** As of the newest response, if any arrived. */
  asOf: string | null
  /** Why the sync stopped early; pages received before it stay cached. */
  error: AppError | null
}

/** The page of [range] that starts on `cursor`, as the service splits it (start + 90k). */
export function expectedPage(range: UsageRange, cursor: string): UsageRange {
  return { start: cursor, end: minDay(addDays(cursor, PAGE_DAYS), range.end) }
}

/** The cached pages that make up the range exactly, in order, or null when one is missing. */
export function cachedPlan(cache: UsageCache, range: UsageRange): CachedPage[] | null {
  return planWith((r) => cache.page(r), range)
}

/** cachedPlan without the rows (no row is read): for freshness checks and views. */
export function cachedPlanInfo(cache: UsageCache, range: UsageRange): PageInfo[] | null {
  return planWith((r) => cache.pageInfo(r), range)
}

function planWith<P extends { end: string }>(lookup: (range: UsageRange) => P | undefined, range: UsageRange): P[] | null {
  const pages: P[] = []
  for (let cursor = range.start; cursor < range.end; ) {
    const page = lookup(expectedPage(range, cursor))
    if (!page) return null
    pages.push(page)
    cursor = page.end
  }
  return pages
}

function invalid(said: Said): AppFailure {
  return new AppFailure(makeError({ kind: 'invalid_response', code: 'invalid_usage_page', say: said, endpoint: ENDPOINT.usage }))
}

function sameContent(a: CachedPage, b: CachedPage): boolean {
  return JSON.stringify([a.rows, a.total]) === JSON.stringify([b.rows, b.total])
}

/**
 * Brings the cache up to date for [range] with `group_by=model`, page by page (page = the
 * previous `next_page`, same start and end). Pages whose days were all final when read are not
 * requested again unless `force`; the others are re-requested with If-None-Match. The range is
 * clamped to history start once known. Mutates the cache; the caller saves it.
 * Never throws: a failure ends the sync with `error` set, and pages received before it stay cached.
 */
export async function syncRange(deps: SyncDeps, range: UsageRange, options: { force: boolean }): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { requests: 0, notModified: 0, changed: [], asOf: null, error: null }
  try {
    await syncPages(deps, range, options, outcome)
  } catch (err) {
    outcome.error = toAppError(err, ENDPOINT.usage)
  }
  return outcome
}

async function syncPages(deps: SyncDeps, range: UsageRange, options: { force: boolean }, outcome: SyncOutcome): Promise<void> {
  const { client, cache, clock } = deps
  const now = () => new Date(clock.now())
  let target = clampToHistory(range, cache.historyStartDay)
  if (!target) return
  let historyKnown = cache.historyStart !== null

  for (let cursor = target.start; cursor < target.end; ) {
    const cached = cache.page(expectedPage(target, cursor))
    if (cached?.final && !options.force) {
      cache.use([cached], now().toISOString())
      cursor = cached.end
      continue
    }
    const query: UsageQuery = { start: target.start, end: target.end, groupBy: 'model', ...(cursor !== target.start ? { page: cursor } : {}) }
    const result = await client.usage(query, { etag: cached?.etag ?? null, ...(deps.signal ? { signal: deps.signal } : {}) })
    outcome.requests++
    const at = now()
    if (result.status === 304) {
      if (!cached) throw invalid(say('mainWords.usagePage.notModifiedWithoutEtag'))
      cache.touch(cached, at.toISOString())
      outcome.notModified++
      cursor = cached.end
      continue
    }

    const page = result.page
    const next = page.next_page
    if (next !== null && (next <= cursor || next > target.end)) throw invalid(say('mainWords.usagePage.nextPageOutside', { next, from: cursor, to: target.end }))
    const end = next ?? target.end
    const asOfDay = minDay(dayOfTimestamp(page.as_of), utcDay(at))
    const fresh: CachedPage = {
      start: cursor,
      end,
      query: { start: target.start, end: target.end, page: query.page ?? null },
      etag: result.etag,
      rows: page.data.filter((row) => row.date >= cursor && row.date < end),
      total: page.total,
      asOf: page.as_of,
      fetchedAt: at.toISOString(),
      checkedAt: at.toISOString(),
      final: isFinalOn(end, asOfDay),
      usedAt: at.toISOString(),
    }
    if (!cached || !sameContent(cached, fresh)) outcome.changed.push({ start: cursor, end })
    cache.put(fresh)
    cache.setHistoryStart(page.history_start)
    outcome.asOf = page.as_of

    if (!historyKnown) {
      // The first answer tells where history starts: from here on never ask for earlier days.
      historyKnown = true
      const clamped = clampToHistory(range, cache.historyStartDay)
      if (!clamped) break
      if (clamped.start > target.start) {
        target = clamped
        cursor = clamped.start
        continue
      }
    }
    cursor = end
  }
}
