import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AppFailure } from '../../../shared/error-model'
import { DATABASE_FILE, openDatabase } from '../../../electron/services/db/open-database'
import { addDays } from '../../../electron/services/usage/ranges'
import { MAX_CACHED_PAGES, UsageCache } from '../../../electron/services/usage/usage-cache'
import { usageCachePath } from '../../../electron/services/db/import-0.1/usage'
import type { UsageRow } from '../../../shared/domain/usage'
import { useTmpDir } from '../../support/tmp-dir'
import { cachedPage } from '../../support/usage/cached-page'

const tmp = useTmpDir()

const page = cachedPage

describe('usage cache in the database', () => {
  it('round-trips through <dataDir>/tokentally.db; nothing is written as JSON', async () => {
    const dir = await tmp()
    const { cache, load } = await UsageCache.open(dir, 'c1')
    expect(load.status).toBe('missing')
    const noModel = page('2025-03-01', '2025-03-02', { rows: [{ date: '2025-03-01', requests: 1, input_tokens: 2, cached_input_tokens: 0, output_tokens: 3, cost: '0.000100' }] })
    cache.put(page('2025-01-01', '2025-03-01'))
    cache.put(noModel)
    cache.setHistoryStart('2024-12-01T00:00:00.000Z')
    expect(existsSync(usageCachePath(dir, 'c1'))).toBe(false)
    expect(existsSync(join(dir, DATABASE_FILE))).toBe(true)
    const { cache: again, load: load2 } = await UsageCache.open(dir, 'c1')
    expect(load2.status).toBe('ok')
    expect(again.historyStartDay).toBe('2024-12-01')
    expect(again.page({ start: '2025-01-01', end: '2025-03-01' })).toEqual(page('2025-01-01', '2025-03-01'))
    expect(again.page({ start: '2025-03-01', end: '2025-03-02' })).toEqual(noModel)
    expect(again.page({ start: '2025-01-01', end: '2025-03-02' })).toBeUndefined()
  })

  it('replaces a page of the same days, rows included', async () => {
    const { cache } = await UsageCache.open(await tmp(), 'c1')
    cache.put(page('2025-01-01', '2025-01-03', { rows: [row('2025-01-01', 'a'), row('2025-01-02', 'b')] }))
    cache.put(page('2025-01-01', '2025-01-03', { etag: '"f"', rows: [row('2025-01-02', 'c')] }))
    expect(cache.allPages()).toHaveLength(1)
    // The spans alone (no rows read) say the same as the pages.
    expect(cache.pageSpans()).toEqual(cache.allPages().map(({ start, end, asOf }) => ({ start, end, asOf })))
    expect(cache.page({ start: '2025-01-01', end: '2025-01-03' })).toMatchObject({ etag: '"f"', rows: [{ model: 'c' }] })
    expect([...cache.dayIndex().values()].flat().map((r) => r.model)).toEqual(['c'])
  })

  it('keeps connections apart, and clear forgets only its own', async () => {
    const dir = await tmp()
    const { cache: c1 } = await UsageCache.open(dir, 'c1')
    const { cache: c2 } = await UsageCache.open(dir, 'c2')
    c1.put(page('2025-01-01', '2025-03-01'))
    c2.put(page('2025-01-01', '2025-03-01'))
    c1.setHistoryStart('2024-12-01T00:00:00.000Z')
    expect(c2.historyStart).toBeNull()
    await c1.clear()
    expect(c1.allPages()).toEqual([])
    expect((await UsageCache.open(dir, 'c1')).load.status).toBe('missing')
    expect(c2.allPages()).toHaveLength(1)
  })

  it('a write that fails (disk full) is a storage_error and keeps what was saved', async () => {
    const dir = await tmp()
    const { db } = openDatabase({ dataDir: dir })
    const { cache } = await UsageCache.open(dir, 'c1', db)
    cache.put(page('2025-01-01', '2025-01-02'))
    const { page_count } = db.prepare('PRAGMA page_count').get() as { page_count: number }
    db.exec(`PRAGMA max_page_count = ${page_count}`)
    const big = page('2025-02-01', '2025-05-01', { rows: Array.from({ length: 5000 }, (_, i) => row(addDays('2025-02-01', i % 89), `model-${i}`)) })
    let thrown: unknown
    try {
      cache.put(big)
    } catch (err) {
      thrown = err
    }
    expect(thrown).toBeInstanceOf(AppFailure)
    expect((thrown as AppFailure).error).toMatchObject({ code: 'storage_error', message: expect.stringContaining('disk is full') })
    expect(cache.page({ start: '2025-02-01', end: '2025-05-01' })).toBeUndefined()
    expect(cache.page({ start: '2025-01-01', end: '2025-01-02' })).toEqual(page('2025-01-01', '2025-01-02'))
    expect(() => cache.use(cache.allPages(), '2030-01-01T00:00:00.000Z')).not.toThrow()
    db.close()
  })
})

function row(date: string, model: string): UsageRow {
  return { date, model, requests: 1, input_tokens: 1, cached_input_tokens: 0, output_tokens: 1, cost: '0.000001' }
}

describe('day index', () => {
  it('covers every day of every page (empty days too); the page read last wins', async () => {
    const { cache } = await UsageCache.open(await tmp(), 'c1')
    cache.put(page('2025-01-01', '2025-01-04', { asOf: '2025-01-05T00:00:00.000Z' }))
    cache.put(
      page('2025-01-03', '2025-01-05', {
        asOf: '2025-01-06T00:00:00.000Z',
        rows: [{ date: '2025-01-03', model: 'new', requests: 9, input_tokens: 0, cached_input_tokens: 0, output_tokens: 0, cost: '1.000000' }],
      }),
    )
    const index = cache.dayIndex()
    expect([...index.keys()].sort()).toEqual(['2025-01-01', '2025-01-02', '2025-01-03', '2025-01-04'])
    expect(index.get('2025-01-01')).toHaveLength(1)
    expect(index.get('2025-01-02')).toEqual([])
    expect(index.get('2025-01-03')?.[0]?.model).toBe('new')
  })

  it("each day's bill from the day sums agrees with the day index's rows summed, the same page winning", async () => {
    const { cache } = await UsageCache.open(await tmp(), 'c1')
    const cost = (date: string, model: string, value: string): UsageRow => ({ ...row(date, model), cost: value })
    cache.put(page('2025-01-01', '2025-01-04', { asOf: '2025-01-05T00:00:00.000Z', rows: [cost('2025-01-01', 'a', '0.100001'), cost('2025-01-01', 'b', '2.000002'), cost('2025-01-03', 'a', '5.000000')] }))
    cache.put(page('2025-01-03', '2025-01-05', { asOf: '2025-01-06T00:00:00.000Z', rows: [cost('2025-01-03', 'new', '1.000000'), cost('2025-01-04', 'new', '0.000007')] }))
    expect(cache.daySpend()).toEqual(
      new Map([
        ['2025-01-01', 2_100_003n],
        ['2025-01-03', 1_000_000n],
        ['2025-01-04', 7n],
      ]),
    )
    expect(cache.daySpend({ start: '2025-01-02', end: '2025-01-04' })).toEqual(new Map([['2025-01-03', 1_000_000n]]))
    const summed = new Map([...cache.dayIndex()].filter(([, rows]) => rows.length > 0).map(([day, rows]) => [day, rows.reduce((sum, r) => sum + BigInt(r.cost.replace('.', '')), 0n)]))
    expect(cache.daySpend()).toEqual(summed)
  })

  it('keeps at most MAX_CACHED_PAGES pages, dropping the least recently used', async () => {
    const { cache } = await UsageCache.open(await tmp(), 'c1')
    const at = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 1000).toISOString()
    for (let i = 0; i < MAX_CACHED_PAGES; i++) {
      const start = addDays('2020-01-01', i)
      cache.put(page(start, addDays(start, 1), { usedAt: at(i) }))
    }
    const first = cache.page({ start: '2020-01-01', end: '2020-01-02' })
    cache.use(first ? [first] : [], at(10_000)) // the oldest is in use again
    cache.put(page('2024-01-01', '2024-01-02', { usedAt: at(10_001) }))
    expect(cache.allPages()).toHaveLength(MAX_CACHED_PAGES)
    expect(cache.page({ start: '2020-01-01', end: '2020-01-02' })).toBeDefined()
    expect(cache.page({ start: '2020-01-02', end: '2020-01-03' })).toBeUndefined()
  })
})
