import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { Timestamp } from '../../../shared/domain/balance'
import { UsageRow, UsageTotals, UtcDate } from '../../../shared/domain/usage'
import type { UsageRange } from '../../../shared/domain/usage-view'
import { JsonFile } from '../storage/json-file'
import { addDays, dayOfTimestamp } from './ranges'

/**
 * One usage response as cached: the days it covers ([start, end) = from its page to its
 * `next_page`, or to the query's end), its rows and the service's own `total` for it.
 */
export const CachedPage = z.object({
  start: UtcDate,
  end: UtcDate,
  /** The request that produced it (its `page` is null for a range's first page). */
  query: z.object({ start: UtcDate, end: UtcDate, page: UtcDate.nullable() }),
  etag: z.string().nullable(),
  rows: z.array(UsageRow),
  total: UsageTotals,
  asOf: Timestamp,
  /** Last 200 (ISO, our clock). */
  fetchedAt: Timestamp,
  /** Last 200 or 304 (ISO, our clock). */
  checkedAt: Timestamp,
  /** Every day of it was final when the service read it: never requested again (unless forced). */
  final: z.boolean(),
  /** Last time a sync or a view relied on it (ISO, our clock): the least recently used go first. */
  usedAt: Timestamp,
})
export type CachedPage = z.infer<typeof CachedPage>

export const UsageCacheData = z.object({
  connectionId: z.string(),
  historyStart: Timestamp.nullable(),
  pages: z.array(CachedPage),
})
export type UsageCacheData = z.infer<typeof UsageCacheData>

export const USAGE_CACHE_VERSION = 1
/** Enough for years of history under several overlapping ranges; least recently used go first. */
export const MAX_CACHED_PAGES = 200

/** Rows per covered day: a day is a key once some cached page covers it (empty when no usage). */
export type DayIndex = ReadonlyMap<string, readonly UsageRow[]>

export type CacheOpenStatus = { status: 'ok' | 'missing' } | { status: 'corrupt'; reason: string }

export function usageCachePath(dataDir: string, connectionId: string): string {
  return join(dataDir, 'usage', `${connectionId}.json`)
}

/** The on-disk usage cache of one connection: pages by the days they cover, plus a day index. */
export class UsageCache {
  private pages = new Map<string, CachedPage>()
  private index: Map<string, UsageRow[]> | null = null
  private dirty = false
  historyStart: string | null = null

  private constructor(
    readonly connectionId: string,
    private readonly file: JsonFile<typeof UsageCacheData>,
  ) {}

  /** Opens the cache; a corrupt file has already been set aside by JsonFile and we start empty. */
  static async open(dataDir: string, connectionId: string): Promise<{ cache: UsageCache; load: CacheOpenStatus }> {
    const file = new JsonFile(usageCachePath(dataDir, connectionId), UsageCacheData, USAGE_CACHE_VERSION)
    const cache = new UsageCache(connectionId, file)
    const loaded = await file.load()
    if (loaded.status === 'ok' && loaded.value.connectionId === connectionId) {
      cache.historyStart = loaded.value.historyStart
      for (const page of loaded.value.pages) cache.pages.set(pageKey(page), page)
      return { cache, load: { status: 'ok' } }
    }
    if (loaded.status === 'corrupt') return { cache, load: { status: 'corrupt', reason: loaded.reason } }
    return { cache, load: { status: 'missing' } }
  }

  /** The UTC day history starts on, when the service has told us. */
  get historyStartDay(): string | null {
    return this.historyStart === null ? null : dayOfTimestamp(this.historyStart)
  }

  page(range: UsageRange): CachedPage | undefined {
    return this.pages.get(pageKey(range))
  }

  /** Cached pages that start on `day` and end no later than `end`, longest first. */
  pagesStartingAt(day: string, end: string): CachedPage[] {
    return [...this.pages.values()].filter((p) => p.start === day && p.end <= end).sort((a, b) => (a.end < b.end ? 1 : -1))
  }

  allPages(): CachedPage[] {
    return [...this.pages.values()]
  }

  put(page: CachedPage): void {
    this.pages.set(pageKey(page), page)
    this.index = null
    this.dirty = true
    if (this.pages.size > MAX_CACHED_PAGES) {
      const oldest = [...this.pages.values()].sort((a, b) => (a.usedAt < b.usedAt ? -1 : 1))
      for (const p of oldest.slice(0, this.pages.size - MAX_CACHED_PAGES)) this.pages.delete(pageKey(p))
    }
  }

  /** A 304: the cached page is still what the service would send. */
  touch(range: UsageRange, checkedAt: string): void {
    const page = this.pages.get(pageKey(range))
    if (page) this.pages.set(pageKey(range), { ...page, checkedAt, usedAt: checkedAt })
  }

  /** The pages were relied on (kept in memory; written with the next save). */
  use(pages: readonly CachedPage[], at: string): void {
    for (const page of pages) {
      const current = this.pages.get(pageKey(page))
      if (current && current.usedAt < at) current.usedAt = at
    }
  }

  setHistoryStart(value: string): void {
    if (value === this.historyStart) return
    this.historyStart = value
    this.dirty = true
  }

  /**
   * Rows per day over everything cached. Where pages overlap, the one the service read last wins.
   */
  dayIndex(): DayIndex {
    if (this.index) return this.index
    const byDay = new Map<string, { asOf: string; rows: UsageRow[] }>()
    const pages = [...this.pages.values()].sort((a, b) => (a.asOf < b.asOf ? -1 : a.asOf > b.asOf ? 1 : 0))
    for (const page of pages) {
      const rows = new Map<string, UsageRow[]>()
      for (const row of page.rows) rows.set(row.date, [...(rows.get(row.date) ?? []), row])
      for (let d = page.start; d < page.end; d = addDays(d, 1)) byDay.set(d, { asOf: page.asOf, rows: rows.get(d) ?? [] })
    }
    this.index = new Map([...byDay].map(([day, v]) => [day, v.rows]))
    return this.index
  }

  get isDirty(): boolean {
    return this.dirty
  }

  async save(): Promise<void> {
    this.dirty = false
    try {
      await this.file.save({ connectionId: this.connectionId, historyStart: this.historyStart, pages: [...this.pages.values()] })
    } catch (err) {
      this.dirty = true
      throw err
    }
  }

  /** Forgets everything, on disk too (the connection was removed). */
  async clear(): Promise<void> {
    this.pages.clear()
    this.index = null
    this.historyStart = null
    this.dirty = false
    await rm(this.file.path, { force: true })
  }
}

function pageKey(range: UsageRange): string {
  return `${range.start}..${range.end}`
}
