import type { CachedPage } from '../../../electron/services/usage/cached-page'

/** A cached usage page of [start, end): one row, final, read at noon of 2025-06-15; `over` changes any part. */
export function cachedPage(start: string, end: string, over: Partial<CachedPage> = {}): CachedPage {
  return {
    start,
    end,
    query: { start, end, page: null },
    etag: '"e"',
    rows: [{ date: start, model: 'm', requests: 1, input_tokens: 2, cached_input_tokens: 0, output_tokens: 3, cost: '0.000100' }],
    total: { requests: 1, input_tokens: 2, cached_input_tokens: 0, output_tokens: 3, cost: '0.000100' },
    asOf: '2025-06-15T12:00:00.000Z',
    fetchedAt: '2025-06-15T12:00:01.000Z',
    checkedAt: '2025-06-15T12:00:01.000Z',
    final: true,
    usedAt: '2025-06-15T12:00:01.000Z',
    ...over,
  }
}
