import { describe, expect, it } from 'vitest'
import { addDays } from '../../../electron/services/usage/ranges'
import { type CachedPage, UsageCache } from '../../../electron/services/usage/usage-cache'
import { expectedPage } from '../../../electron/services/usage/sync-engine'
import { buildView } from '../../../electron/services/usage/view'
import type { UsageRow } from '../../../shared/domain/usage'
import { aggregateUsage } from '../../../shared/usage/aggregate'
import { useTmpDir } from '../../support/tmp-dir'

const tmp = useTmpDir()
const NOW = new Date('2025-06-15T12:00:00.000Z')
const TOMORROW = '2025-06-16'

/** Pages as the sync engine lays them out for [start, TOMORROW), rows for `models` models on most days. */
async function cacheWith(days: number, models: number) {
  const { cache } = await UsageCache.open(await tmp(), 'c1')
  const range = { start: addDays(TOMORROW, -days), end: TOMORROW }
  const all: UsageRow[] = []
  let seed = 7
  const next = () => (seed = (seed * 48271) % 2147483647)
  for (let cursor = range.start; cursor < range.end; ) {
    const p = expectedPage(range, cursor)
    const rows: UsageRow[] = []
    for (let d = p.start; d < p.end; d = addDays(d, 1)) {
      if (next() % 5 === 0) continue // some days without usage
      for (let m = 0; m < models; m++) {
        const micros = next() % 5_000_000
        rows.push({ date: d, model: `m${m}`, requests: 1 + (next() % 9), input_tokens: next() % 1000, cached_input_tokens: next() % 100, output_tokens: next() % 500, cost: `${Math.floor(micros / 1e6)}.${String(micros % 1e6).padStart(6, '0')}` })
      }
    }
    all.push(...rows)
    const page: CachedPage = {
      ...p,
      query: { ...range, page: cursor === range.start ? null : cursor },
      etag: null,
      rows,
      total: { requests: 0, input_tokens: 0, cached_input_tokens: 0, output_tokens: 0, cost: '0.000000' },
      asOf: NOW.toISOString(),
      fetchedAt: NOW.toISOString(),
      checkedAt: NOW.toISOString(),
      final: true,
      usedAt: NOW.toISOString(),
    }
    cache.put(page)
    cursor = p.end
  }
  cache.setHistoryStart(`${range.start}T00:00:00.000Z`)
  return { cache, range, all }
}

describe('views of long ranges: rows summed per chart bucket by the database', () => {
  it.each([
    [700, 'month'],
    [200, 'week'],
  ] as const)('%i days: per %s and model, with per-day sums; the renderer aggregates to the same chart and tables', async (days, per) => {
    const { cache, range, all } = await cacheWith(days, 12)
    const view = buildView('c1', range, cache, NOW, { syncing: false, error: null })
    expect(view.rowsPer).toBe(per)
    expect(view.rows.length).toBeLessThan(all.length / 5)
    expect(view.rows.every((r) => r.date >= range.start && r.date < range.end)).toBe(true)
    const fromView = aggregateUsage(view.rows, view.range, { days: view.days })
    const fromRows = aggregateUsage(all, range)
    expect(fromView.models).toEqual(fromRows.models)
    expect(fromView.days).toEqual(fromRows.days)
    expect(fromView.series).toEqual(fromRows.series)
    expect(fromView.cells).toEqual(fromRows.cells)
    expect(fromView.rowCost).toBe(fromRows.rowCost)
  })

  it('never dates a row before history start, even when the range starts earlier', async () => {
    const { cache, range, all } = await cacheWith(700, 2)
    const wider = { start: addDays(range.start, -300), end: range.end }
    const view = buildView('c1', wider, cache, NOW, { syncing: false, error: null })
    expect(view.rowsPer).toBe('month')
    expect(view.rows.every((r) => r.date >= range.start)).toBe(true)
    expect(aggregateUsage(view.rows, wider, { days: view.days }).cells).toEqual(aggregateUsage(all, wider).cells)
  })

  it('a range charted by day keeps the rows as cached (no day sums)', async () => {
    const { cache, all } = await cacheWith(700, 3)
    const range = { start: addDays(TOMORROW, -30), end: TOMORROW }
    const view = buildView('c1', range, cache, NOW, { syncing: false, error: null })
    expect(view.rowsPer).toBe('day')
    expect(view.days).toBeUndefined()
    // 30 days of a 700-day layout are not one exact page: the day index answers, with the same rows.
    expect(view.rows).toEqual(all.filter((r) => r.date >= range.start))
  })
})
