import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type { UsageRow } from '../../../shared/domain/usage'
import type { CachedPage } from './cached-page'

/** A usage_pages row as stored (JSON columns still text). */
export interface PageRecord {
  start: string
  end: string
  query: string
  etag: string | null
  total: string
  as_of: string
  fetched_at: string
  checked_at: string
  final: number
  used_at: string
}

/** A usage_rows row as stored. */
export interface RowRecord {
  page_start: string
  page_end: string
  date: string
  model: string | null
  requests: number
  input_tokens: number
  cached_input_tokens: number
  output_tokens: number
  cost: string
}

const PAGE_COLUMNS = 'start, end, query, etag, total, as_of, fetched_at, checked_at, final, used_at'
/** Costs have exactly six places, so the digits without the point are exact micro-dollars. */
const SUMS = "sum(requests), sum(input_tokens), sum(cached_input_tokens), sum(output_tokens), sum(CAST(replace(cost, '.', '') AS INTEGER))"
const ROW_COLUMNS = 'page_start, page_end, date, model, requests, input_tokens, cached_input_tokens, output_tokens, cost'

/** The usage cache's statements, prepared once per database connection and connection id. */
export function usageStatements(db: DatabaseSync) {
  const s = (sql: string): StatementSync => db.prepare(sql)
  return {
    meta: s('SELECT history_start FROM usage_meta WHERE connection_id = ?'),
    setMeta: s('INSERT INTO usage_meta (connection_id, history_start) VALUES (?, ?) ON CONFLICT (connection_id) DO UPDATE SET history_start = excluded.history_start'),
    page: s(`SELECT ${PAGE_COLUMNS} FROM usage_pages WHERE connection_id = ? AND start = ? AND end = ?`),
    pageRows: s(`SELECT ${ROW_COLUMNS} FROM usage_rows WHERE connection_id = ? AND page_start = ? AND page_end = ? ORDER BY rowid`),
    pagesFrom: s(`SELECT ${PAGE_COLUMNS} FROM usage_pages WHERE connection_id = ? AND start = ? AND end <= ? ORDER BY end DESC`),
    allPages: s(`SELECT ${PAGE_COLUMNS} FROM usage_pages WHERE connection_id = ? ORDER BY start, end`),
    /** Oldest read first, so a later read of the same days overrides it. */
    overlapping: s(`SELECT ${PAGE_COLUMNS} FROM usage_pages WHERE connection_id = ? AND start < ? AND end > ? ORDER BY as_of, fetched_at, rowid`),
    rowsBetween: s(`SELECT ${ROW_COLUMNS} FROM usage_rows WHERE connection_id = ? AND date >= ? AND date < ? ORDER BY date, rowid`),
    count: s('SELECT count(*) AS n FROM usage_pages WHERE connection_id = ?'),
    rowCount: s('SELECT count(*) AS n FROM usage_rows WHERE connection_id = ?'),
    deletePage: s('DELETE FROM usage_pages WHERE connection_id = ? AND start = ? AND end = ?'),
    insertPage: s(`INSERT INTO usage_pages (connection_id, ${PAGE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    insertRow: s(`INSERT INTO usage_rows (connection_id, ${ROW_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    evict: s('DELETE FROM usage_pages WHERE rowid IN (SELECT rowid FROM usage_pages WHERE connection_id = ? ORDER BY used_at, rowid LIMIT ?)'),
    checked: s('UPDATE usage_pages SET checked_at = ?, used_at = ? WHERE connection_id = ? AND start = ? AND end = ?'),
    used: s('UPDATE usage_pages SET used_at = ? WHERE connection_id = ? AND start = ? AND end = ? AND used_at < ?'),
    clearPages: s('DELETE FROM usage_pages WHERE connection_id = ?'),
    clearMeta: s('DELETE FROM usage_meta WHERE connection_id = ?'),
    /** Every page's day totals in a range (micro-dollars), as written with the page. */
    daySumsBetween: s(`SELECT page_start, page_end, date, cost_micros AS micros FROM usage_sums WHERE connection_id = ? AND kind = 'day' AND date >= ? AND date < ?`),
    /** A page's sums of one kind (day, week or month), as written with the page. */
    sums: s('SELECT date, model, requests, input_tokens, cached_input_tokens, output_tokens, cost_micros AS micros FROM usage_sums WHERE connection_id = ? AND page_start = ? AND page_end = ? AND kind = ?'),
    writeSums: s(
      `INSERT INTO usage_sums SELECT connection_id, page_start, page_end, 'day', date, NULL, ${SUMS} FROM usage_rows WHERE connection_id = ?1 AND page_start = ?2 AND page_end = ?3 GROUP BY date;`,
    ),
    writeMonthSums: s(
      `INSERT INTO usage_sums SELECT connection_id, page_start, page_end, 'month', substr(date, 1, 7) || '-01', model, ${SUMS} FROM usage_rows WHERE connection_id = ?1 AND page_start = ?2 AND page_end = ?3 GROUP BY 5, model`,
    ),
    writeWeekSums: s(
      `INSERT INTO usage_sums SELECT connection_id, page_start, page_end, 'week', date(date, '-6 days', 'weekday 1'), model, ${SUMS} FROM usage_rows WHERE connection_id = ?1 AND page_start = ?2 AND page_end = ?3 GROUP BY 5, model`,
    ),
  }
}
export type UsageStatements = ReturnType<typeof usageStatements>

/** Keys in the schema's order, as zod gives them (sync compares pages by their JSON). */
export function toUsageRow(r: RowRecord): UsageRow {
  const counts = { requests: r.requests, input_tokens: r.input_tokens, cached_input_tokens: r.cached_input_tokens, output_tokens: r.output_tokens, cost: r.cost }
  return r.model === null ? { date: r.date, ...counts } : { date: r.date, model: r.model, ...counts }
}

/** Replaces the page of the same days (rows included), then drops the least recently used beyond `max`. Call inside a transaction. */
export function writePage(st: UsageStatements, connectionId: string, page: CachedPage, max: number): void {
  st.deletePage.run(connectionId, page.start, page.end)
  st.insertPage.run(connectionId, page.start, page.end, JSON.stringify(page.query), page.etag, JSON.stringify(page.total), page.asOf, page.fetchedAt, page.checkedAt, page.final ? 1 : 0, page.usedAt)
  for (const r of page.rows) {
    st.insertRow.run(connectionId, page.start, page.end, r.date, r.model ?? null, r.requests, r.input_tokens, r.cached_input_tokens, r.output_tokens, r.cost)
  }
  writePageSums(st, connectionId, page.start, page.end)
  const { n } = st.count.get(connectionId) as { n: number }
  if (n > max) st.evict.run(connectionId, n - max)
}

/** The page's day, week and month sums (usage_sums), from its rows. Call inside the page's transaction. */
export function writePageSums(st: UsageStatements, connectionId: string, start: string, end: string): void {
  st.writeSums.run(connectionId, start, end)
  st.writeWeekSums.run(connectionId, start, end)
  st.writeMonthSums.run(connectionId, start, end)
}

export function toCachedPage(p: PageRecord, rows: readonly RowRecord[]): CachedPage {
  return {
    start: p.start,
    end: p.end,
    query: JSON.parse(p.query) as CachedPage['query'],
    etag: p.etag,
    rows: rows.map(toUsageRow),
    total: JSON.parse(p.total) as CachedPage['total'],
    asOf: p.as_of,
    fetchedAt: p.fetched_at,
    checkedAt: p.checked_at,
    final: p.final === 1,
    usedAt: p.used_at,
  }
}

/** A row of usage_sums. */
export interface SumRecord {
  date: string
  model: string | null
  requests: number
  input_tokens: number
  cached_input_tokens: number
  output_tokens: number
  micros: number
}
