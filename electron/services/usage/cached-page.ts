import { z } from 'zod'
import { Timestamp } from '../../../shared/domain/balance'
import { UsageRow, UsageTotals, UtcDate } from '../../../shared/domain/usage'

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

/** Enough for years of history under several overlapping ranges; least recently used go first. */
export const MAX_CACHED_PAGES = 200

/** A cached page without its rows (what planning and freshness need). */
export type PageInfo = Omit<CachedPage, 'rows'>
