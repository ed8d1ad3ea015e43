import type { DatabaseSync } from 'node:sqlite'
import type { UsageRow } from '../../../shared/domain/usage'
import type { UsageRange } from '../../../shared/domain/usage-view'
import { openDatabase, transaction } from '../db/open-database'
import { writing } from '../db/storage-error'
import { type CachedPage, MAX_CACHED_PAGES } from './cached-page'
import { addDays, dayOfTimestamp, maxDay, minDay } from './ranges'
import type { SummedRow } from './grouped-rows'
import { type PageRecord, type RowRecord, type SumRecord, type UsageStatements, toCachedPage, toUsageRow, usageStatements, writePage } from './usage-pages-db'

export { CachedPage, MAX_CACHED_PAGES } from './cached-page'

import type { PageInfo } from './cached-page'
export type { PageInfo }

/** Rows per covered day: a day is a key once some cached page covers it (empty when no usage). */
export type DayIndex = ReadonlyMap<string, readonly UsageRow[]>

export type CacheOpenStatus = { status: 'ok' | 'missing' }

/**
 * The usage cache of one connection, in the app's database: pages (usage_pages) with their rows
 * (usage_rows, indexed by day and model). Every change is written at once, each in one
 * transaction, so there is nothing to save and a crash loses nothing already returned.
 */
export class UsageCache {
  historyStart: string | null = null

  private constructor(
    readonly connectionId: string,
    private readonly db: DatabaseSync,
    private readonly st: UsageStatements,
  ) {}

  /**
   * The cache of `connectionId` in `db` (or in `<dataDir>/tokentally.db`, opened for it, when no
   * database is given). 0.1's JSON cache files were imported at start (db/import-0.1/index.ts).
   */
  static async open(dataDir: string, connectionId: string, db?: DatabaseSync): Promise<{ cache: UsageCache; load: CacheOpenStatus }> {
    const database = db ?? openDatabase({ dataDir }).db
    const cache = new UsageCache(connectionId, database, usageStatements(database))
    const meta = cache.st.meta.get(connectionId) as { history_start: string | null } | undefined
    cache.historyStart = meta?.history_start ?? null
    const pages = (cache.st.count.get(connectionId) as { n: number }).n
    return { cache, load: { status: meta || pages > 0 ? 'ok' : 'missing' } }
  }

  /** The UTC day history starts on, when the service has told us. */
  get historyStartDay(): string | null {
    return this.historyStart === null ? null : dayOfTimestamp(this.historyStart)
  }

  page(range: UsageRange): CachedPage | undefined {
    const record = this.st.page.get(this.connectionId, range.start, range.end) as PageRecord | undefined
    return record ? this.withRows(record) : undefined
  }

  /** The page's metadata only: no rows are read. */
  pageInfo(range: UsageRange): PageInfo | undefined {
    const record = this.st.page.get(this.connectionId, range.start, range.end) as PageRecord | undefined
    if (!record) return undefined
    const { rows: _rows, ...info } = toCachedPage(record, [])
    return info
  }

  /** The rows of these pages, page by page, in the order the service sent them. */
  rowsOf(pages: readonly PageInfo[]): UsageRow[] {
    return pages.flatMap((p) => (this.st.pageRows.all(this.connectionId, p.start, p.end) as unknown as RowRecord[]).map(toUsageRow))
  }

  /** The rows of these pages summed per day, or per week/month and model, as written with each page (money exact, in micro-dollars). */
  sums(pages: readonly PageInfo[], by: 'day' | 'week' | 'month'): SummedRow[] {
    return pages.flatMap((p) => {
      const records = this.st.sums.all(this.connectionId, p.start, p.end, by) as unknown as SumRecord[]
      return records.map((r) => ({ ...r, micros: BigInt(r.micros) }))
    })
  }

  /** Cached pages that start on `day` and end no later than `end`, longest first. */
  pagesStartingAt(day: string, end: string): CachedPage[] {
    return (this.st.pagesFrom.all(this.connectionId, day, end) as unknown as PageRecord[]).map((p) => this.withRows(p))
  }

  /** Every cached page's span and `as_of`, no rows read (the ledger's "is this day final", asked on every read). */
  pageSpans(): { start: string; end: string; asOf: string }[] {
    return (this.st.allPages.all(this.connectionId) as unknown as PageRecord[]).map((p) => ({ start: p.start, end: p.end, asOf: p.as_of }))
  }

  allPages(): CachedPage[] {
    return (this.st.allPages.all(this.connectionId) as unknown as PageRecord[]).map((p) => this.withRows(p))
  }

  put(page: CachedPage): void {
    writing('usageCache', () => transaction(this.db, () => writePage(this.st, this.connectionId, page, MAX_CACHED_PAGES)))
  }

  /** A 304: the cached page is still what the service would send. */
  touch(range: UsageRange, checkedAt: string): void {
    writing('usageCache', () => this.st.checked.run(checkedAt, checkedAt, this.connectionId, range.start, range.end))
  }

  /** The pages were relied on (for the least-recently-used limit). A hint only: a failed write is ignored, never fails a view. */
  use(pages: readonly PageInfo[], at: string): void {
    if (pages.length === 0) return
    try {
      transaction(this.db, () => {
        for (const page of pages) this.st.used.run(at, this.connectionId, page.start, page.end, at)
      })
    } catch {
      // The disk is full or read-only: the order of eviction is a little off, nothing else.
    }
  }

  setHistoryStart(value: string): void {
    if (value === this.historyStart) return
    writing('usageCache', () => this.st.setMeta.run(this.connectionId, value))
    this.historyStart = value
  }

  /**
   * Rows per day of `range` (everything cached when omitted): one query over the days' rows.
   * Where pages overlap, the one the service read last wins.
   */
  dayIndex(range?: UsageRange): DayIndex {
    const { lo, hi, winner } = this.winners(range)
    const index = new Map<string, UsageRow[]>([...winner.keys()].sort().map((d) => [d, []]))
    for (const r of this.st.rowsBetween.all(this.connectionId, lo, hi) as unknown as RowRecord[]) {
      if (winner.get(r.date) === `${r.page_start}..${r.page_end}`) index.get(r.date)?.push(toUsageRow(r))
    }
    return index
  }

  /**
   * Each cached day's bill in micro-dollars (every model summed), from the day sums written with the
   * pages: the page that wins a day is dayIndex's. Years of history without reading a row (#36's
   * largest day over "All history" read 109,500 rows and held main for seconds).
   */
  daySpend(range?: UsageRange): Map<string, bigint> {
    const { lo, hi, winner } = this.winners(range)
    const spend = new Map<string, bigint>()
    for (const r of this.st.daySumsBetween.all(this.connectionId, lo, hi) as unknown as { page_start: string; page_end: string; date: string; micros: number | bigint }[]) {
      if (winner.get(r.date) === `${r.page_start}..${r.page_end}`) spend.set(r.date, BigInt(r.micros))
    }
    return spend
  }

  /** For each day of the range, the page that answers for it: the newest read (as_of, then fetched) covering it. */
  private winners(range?: UsageRange): { lo: string; hi: string; winner: Map<string, string> } {
    const lo = range?.start ?? '0000-01-01'
    const hi = range?.end ?? '9999-12-31'
    const winner = new Map<string, string>()
    for (const p of this.st.overlapping.all(this.connectionId, hi, lo) as unknown as PageRecord[]) {
      for (let d = maxDay(p.start, lo); d < minDay(p.end, hi); d = addDays(d, 1)) winner.set(d, `${p.start}..${p.end}`)
    }
    return { lo, hi, winner }
  }

  /** Nothing to do: every change is already in the database. */
  async save(): Promise<void> {}

  /** Forgets everything of this connection (the connection was removed). */
  async clear(): Promise<void> {
    writing('usageCache', () =>
      transaction(this.db, () => {
        this.st.clearPages.run(this.connectionId)
        this.st.clearMeta.run(this.connectionId)
      }),
    )
    this.historyStart = null
  }

  private withRows(record: PageRecord): CachedPage {
    return toCachedPage(record, this.st.pageRows.all(this.connectionId, record.start, record.end) as unknown as RowRecord[])
  }
}
