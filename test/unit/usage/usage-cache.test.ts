import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { addDays } from '../../../electron/services/usage/ranges'
import { type CachedPage, MAX_CACHED_PAGES, UsageCache, usageCachePath } from '../../../electron/services/usage/usage-cache'
import { useTmpDir } from './helpers/tmp'

const tmp = useTmpDir()

function page(start: string, end: string, over: Partial<CachedPage> = {}): CachedPage {
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

describe('usage cache file', () => {
  it('lives at <dataDir>/usage/<connectionId>.json and round-trips', async () => {
    const dir = await tmp()
    const { cache, load } = await UsageCache.open(dir, 'c1')
    expect(load.status).toBe('missing')
    cache.put(page('2025-01-01', '2025-03-01'))
    cache.setHistoryStart('2024-12-01T00:00:00.000Z')
    await cache.save()
    expect(usageCachePath(dir, 'c1')).toBe(join(dir, 'usage', 'c1.json'))
    const text = JSON.parse(await readFile(usageCachePath(dir, 'c1'), 'utf8')) as { version: number }
    expect(text.version).toBe(1)
    const { cache: again, load: load2 } = await UsageCache.open(dir, 'c1')
    expect(load2.status).toBe('ok')
    expect(again.historyStartDay).toBe('2024-12-01')
    expect(again.page({ start: '2025-01-01', end: '2025-03-01' })).toEqual(page('2025-01-01', '2025-03-01'))
  })

  it('sets a corrupt file aside and starts empty, never throwing', async () => {
    const dir = await tmp()
    const { cache } = await UsageCache.open(dir, 'c1')
    await cache.save()
    await writeFile(usageCachePath(dir, 'c1'), '{"version":1,"data":{"connectionId":"c1","pages":[{"start":')
    const { cache: fresh, load } = await UsageCache.open(dir, 'c1')
    expect(load.status).toBe('corrupt')
    expect(fresh.allPages()).toEqual([])
    expect((await readdir(join(dir, 'usage'))).some((f) => f.startsWith('c1.json.corrupt-'))).toBe(true)
  })

  it('treats a file of another schema version or shape as corrupt', async () => {
    const dir = await tmp()
    const { cache } = await UsageCache.open(dir, 'c1')
    await cache.save()
    await writeFile(usageCachePath(dir, 'c1'), JSON.stringify({ version: 99, data: {} }))
    expect((await UsageCache.open(dir, 'c1')).load.status).toBe('corrupt')
    await writeFile(usageCachePath(dir, 'c1'), JSON.stringify({ version: 1, data: { connectionId: 'c1', historyStart: null, pages: [{ start: 'x' }] } }))
    expect((await UsageCache.open(dir, 'c1')).load.status).toBe('corrupt')
  })

  it('ignores a file that belongs to another connection', async () => {
    const dir = await tmp()
    const { cache } = await UsageCache.open(dir, 'c2')
    cache.put(page('2025-01-01', '2025-03-01'))
    await cache.save()
    const { readFile: _r } = await import('node:fs/promises').then((m) => ({ readFile: m.readFile }))
    await writeFile(usageCachePath(dir, 'c1'), await _r(usageCachePath(dir, 'c2')))
    const { cache: c1, load } = await UsageCache.open(dir, 'c1')
    expect(load.status).toBe('missing')
    expect(c1.allPages()).toEqual([])
  })

  it('clears itself, on disk too', async () => {
    const dir = await tmp()
    const { cache } = await UsageCache.open(dir, 'c1')
    cache.put(page('2025-01-01', '2025-03-01'))
    await cache.save()
    await cache.clear()
    expect(await readdir(join(dir, 'usage'))).toEqual([])
    expect(cache.allPages()).toEqual([])
  })
})

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
