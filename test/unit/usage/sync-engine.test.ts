import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { makeError } from '../../../shared/error-model'
import type { ServiceClient, UsageQuery } from '../../../electron/services/api/service-client'
import { addDays, utcDay } from '../../../electron/services/usage/ranges'
import { cachedPlan, syncRange } from '../../../electron/services/usage/sync-engine'
import { sumTotals } from '../../../electron/services/usage/totals'
import { UsageCache } from '../../../electron/services/usage/usage-cache'
import { FakeClock } from '../../support/fake-clock'
import { FakeUsageService } from '../../support/usage/fake-usage-service'
import { useTmpDir } from '../../support/tmp-dir'

const tmp = useTmpDir()

async function setup(historyDays = 1000, at = '2025-06-15T12:00:03Z') {
  const clock = new FakeClock(at)
  const service = new FakeUsageService(clock.date, historyDays)
  const dir = await tmp()
  const { cache } = await UsageCache.open(dir, 'conn1')
  const today = utcDay(clock.date())
  const tomorrow = addDays(today, 1)
  const sync = (range: { start: string; end: string }, force = false, client: ServiceClient = service) =>
    syncRange({ client, cache, clock }, range, { force })
  return { clock, service, dir, cache, today, tomorrow, sync }
}

const pageOf = (q: UsageQuery) => q.page ?? q.start

describe('syncRange: request budget', () => {
  it('syncs 730 days cold in exactly 9 requests, following next_page', async () => {
    const { service, sync, tomorrow, cache } = await setup(1000)
    const range = { start: addDays(tomorrow, -730), end: tomorrow }
    const outcome = await sync(range)
    expect(outcome.error).toBeNull()
    expect(outcome.requests).toBe(9)
    expect(service.log.map((r) => r.query.page ?? null)).toEqual([null, ...[1, 2, 3, 4, 5, 6, 7, 8].map((k) => addDays(range.start, 90 * k))])
    expect(service.log.every((r) => r.query.start === range.start && r.query.end === range.end && r.query.groupBy === 'model')).toBe(true)
    expect(service.log.every((r) => r.etag === null)).toBe(true)
    expect(cachedPlan(cache, range)).toHaveLength(9)
  })

  it('costs ceil(N/90) requests for any N days cold (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 900 }), async (days) => {
        const { service, sync, tomorrow } = await setup(1000)
        await sync({ start: addDays(tomorrow, -days), end: tomorrow })
        expect(service.requestCount).toBe(Math.ceil(days / 90))
      }),
      { numRuns: 25 },
    )
  })

  it('answers a refresh with nothing new with one request answered 304', async () => {
    const { service, sync, tomorrow } = await setup(1000)
    const range = { start: addDays(tomorrow, -400), end: tomorrow }
    await sync(range)
    service.log.length = 0
    const again = await sync(range)
    expect(again).toMatchObject({ requests: 1, notModified: 1, changed: [], error: null })
    expect(service.log).toHaveLength(1)
    expect(service.log[0]).toMatchObject({ status: 304, query: { page: addDays(range.start, 360) } })
    expect(service.log[0]?.etag).toMatch(/^"/)
  })

  it('re-reads only the page with recent days when as_of moved, and reports no change when data is the same', async () => {
    const { service, sync, tomorrow, clock } = await setup(1000)
    const range = { start: addDays(tomorrow, -400), end: tomorrow }
    await sync(range)
    await clock.advance(20_000)
    service.log.length = 0
    const again = await sync(range)
    expect(again).toMatchObject({ requests: 1, notModified: 0, changed: [] })
    expect(service.log[0]?.status).toBe(200)
  })

  it('reports the page whose data changed', async () => {
    const { service, sync, tomorrow, today, clock, cache } = await setup(1000)
    const range = { start: addDays(tomorrow, -100), end: tomorrow }
    await sync(range)
    service.extra.set(today, 2)
    await clock.advance(10_000)
    const again = await sync(range)
    expect(again.changed).toEqual([{ start: addDays(range.start, 90), end: tomorrow }])
    expect(cache.dayIndex().get(today)?.find((r) => r.model === 'm-alpha')?.requests).toBe(service.rowsOf(today)[0]?.row.requests)
  })

  it('refetches everything, with ETags, when forced', async () => {
    const { service, sync, tomorrow } = await setup(1000)
    const range = { start: addDays(tomorrow, -400), end: tomorrow }
    await sync(range)
    service.log.length = 0
    const forced = await sync(range, true)
    expect(forced.requests).toBe(5)
    expect(forced.notModified).toBe(5)
    expect(service.log.every((r) => r.etag !== null)).toBe(true)
  })
})

describe('syncRange: final days', () => {
  it('never re-requests pages whose days were final when read', async () => {
    const { service, sync, tomorrow, clock } = await setup(1000)
    const range = { start: addDays(tomorrow, -400), end: tomorrow }
    await sync(range)
    for (let i = 0; i < 3; i++) {
      await clock.advance(15_000)
      await sync(range)
    }
    const firstPages = service.log.filter((r) => pageOf(r.query) !== addDays(range.start, 360))
    expect(firstPages).toHaveLength(4)
  })

  it('keeps re-reading a page that was not final when read, even once its days are old', async () => {
    const { service, sync, clock } = await setup(1000, '2025-06-15T12:00:00Z')
    const range = { start: '2025-06-01', end: '2025-06-14' } // last day 06-13 = today − 2: not final
    await sync(range)
    clock.set('2025-07-01T00:00:00Z')
    service.log.length = 0
    await sync(range)
    expect(service.log).toHaveLength(1)
    expect(service.log[0]?.etag).not.toBeNull()
    // Read again now, it is final: no more requests.
    await sync(range)
    expect(service.log).toHaveLength(1)
  })

  it('carries final pages over when the end moves to a new day: only pages with recent days are fetched, by page date', async () => {
    const { service, sync, tomorrow, clock, cache } = await setup(1000, '2025-06-15T12:00:00Z')
    const start = addDays(tomorrow, -400)
    await sync({ start, end: tomorrow })
    await clock.advance(86_400_000) // next UTC day
    service.log.length = 0
    const next = { start, end: addDays(tomorrow, 1) }
    const outcome = await sync(next)
    expect(outcome.error).toBeNull()
    expect(service.log).toHaveLength(1)
    expect(service.log[0]?.query).toEqual({ start, end: next.end, groupBy: 'model', page: addDays(start, 360) })
    const pages = cachedPlan(cache, next)
    expect(pages).toHaveLength(5)
    expect(pages?.slice(0, 4).every((p) => p.final)).toBe(true)
  })

  it('survives a restart: a cache reopened from disk asks for no final days', async () => {
    const { service, sync, tomorrow, dir, clock, cache } = await setup(1000)
    const range = { start: addDays(tomorrow, -400), end: tomorrow }
    await sync(range)
    await cache.save()
    const { cache: reopened, load } = await UsageCache.open(dir, 'conn1')
    expect(load.status).toBe('ok')
    service.log.length = 0
    const outcome = await syncRange({ client: service, cache: reopened, clock }, range, { force: false })
    expect(outcome).toMatchObject({ requests: 1, notModified: 1 })
    expect(service.log[0]?.query.page).toBe(addDays(range.start, 360))
  })
})

describe('syncRange: history start', () => {
  it('clamps to history start once known: never asks for earlier days', async () => {
    const { service, sync, tomorrow, cache } = await setup(200)
    await sync({ start: addDays(tomorrow, -10), end: tomorrow })
    expect(cache.historyStartDay).toBe(service.historyStartDay)
    service.log.length = 0
    const outcome = await sync({ start: addDays(tomorrow, -730), end: tomorrow })
    expect(outcome.requests).toBe(3) // 200 days of history
    expect(service.log.every((r) => r.query.start === service.historyStartDay)).toBe(true)
  })

  it('cold, with history unknown: the first answer tells history start and the rest is clamped', async () => {
    const { service, sync, tomorrow, cache } = await setup(200)
    const range = { start: addDays(tomorrow, -730), end: tomorrow }
    const outcome = await sync(range)
    expect(outcome.requests).toBe(1 + 3)
    expect(service.log.slice(1).every((r) => r.query.start === service.historyStartDay)).toBe(true)
    const clamped = { start: service.historyStartDay, end: tomorrow }
    expect(cachedPlan(cache, clamped)).toHaveLength(3)
  })

  it('makes no request for a range entirely before history', async () => {
    const { service, sync, cache } = await setup(200)
    await sync({ start: addDays(service.historyStartDay, 5), end: addDays(service.historyStartDay, 6) })
    service.log.length = 0
    const outcome = await sync({ start: '2020-01-01', end: service.historyStartDay })
    expect(outcome.requests).toBe(0)
    expect(cache.historyStartDay).toBe(service.historyStartDay)
  })
})

describe('syncRange: totals', () => {
  it('keeps the service totals of each page (summed, not re-summed from rows)', async () => {
    const { sync, tomorrow, cache, service } = await setup(1000)
    const range = { start: addDays(tomorrow, -400), end: tomorrow }
    await sync(range)
    const pages = cachedPlan(cache, range) ?? []
    const total = sumTotals(pages.map((p) => p.total))
    // The fake rounds each row on its own, so the row sum drifts from the service's total.
    expect(total.cost).not.toBe(service.rowCostSum(range.start, range.end))
    expect(total.requests).toBe(pages.flatMap((p) => p.rows).reduce((n, r) => n + r.requests, 0))
  })
})

describe('syncRange: failures', () => {
  it('stops at a failure, keeps the pages already received, and resumes from there', async () => {
    const { service, sync, tomorrow, cache } = await setup(1000)
    const range = { start: addDays(tomorrow, -400), end: tomorrow }
    const failing: ServiceClient = {
      ...service,
      baseUrl: service.baseUrl,
      redact: service.redact,
      models: () => service.models(),
      balance: () => service.balance(),
      chatStream: () => service.chatStream(),
      usage: (q, o) => {
        if (service.requestCount === 2) service.failures.push(makeError({ kind: 'http', status: 429, code: '429', message: 'slow down', retryAfterMs: 3000, endpoint: 'GET /usage' }))
        return service.usage(q, o)
      },
    }
    const outcome = await sync(range, false, failing)
    expect(outcome.error).toMatchObject({ status: 429, retryAfterMs: 3000 })
    expect(outcome.requests).toBe(2)
    expect(cache.allPages()).toHaveLength(2)
    service.log.length = 0
    const resumed = await sync(range)
    expect(resumed.requests).toBe(3)
    expect(service.log[0]?.query.page).toBe(addDays(range.start, 180))
  })

  it('turns anything thrown into the error model', async () => {
    const { sync, tomorrow } = await setup(100)
    const broken: ServiceClient = {
      baseUrl: 'x',
      redact: (text) => text,
      models: () => Promise.reject(new Error('no')),
      balance: () => Promise.reject(new Error('no')),
      chatStream: () => Promise.reject(new Error('no')),
      usage: () => Promise.reject(new TypeError('boom')),
    }
    const outcome = await sync({ start: addDays(tomorrow, -3), end: tomorrow }, false, broken)
    expect(outcome.error).toMatchObject({ kind: 'internal', code: 'internal_error' })
    expect(outcome.error?.message).toContain('boom')
  })

  it('rejects a 304 to a request without an ETag', async () => {
    const { sync, tomorrow } = await setup(100)
    const liar: ServiceClient = {
      baseUrl: 'x',
      redact: (text) => text,
      models: () => Promise.reject(new Error('no')),
      balance: () => Promise.reject(new Error('no')),
      chatStream: () => Promise.reject(new Error('no')),
      usage: () => Promise.resolve({ status: 304 as const }),
    }
    const outcome = await sync({ start: addDays(tomorrow, -3), end: tomorrow }, false, liar)
    expect(outcome.error).toMatchObject({ kind: 'invalid_response', code: 'invalid_usage_page' })
  })

  it('rejects a next_page outside the range (no endless paging)', async () => {
    const { sync, tomorrow, service, clock } = await setup(100)
    const range = { start: addDays(tomorrow, -200), end: tomorrow }
    const looping: ServiceClient = {
      baseUrl: 'x',
      redact: (text) => text,
      models: () => Promise.reject(new Error('no')),
      balance: () => Promise.reject(new Error('no')),
      chatStream: () => Promise.reject(new Error('no')),
      usage: async (q, o) => {
        const r = await new FakeUsageService(clock.date, 100).usage(q, o)
        return r.status === 200 ? { ...r, page: { ...r.page, next_page: range.start } } : r
      },
    }
    void service
    const outcome = await sync(range, false, looping)
    expect(outcome.requests).toBe(1)
    expect(outcome.error).toMatchObject({ kind: 'invalid_response' })
  })
})
