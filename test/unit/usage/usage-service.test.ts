import { readdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { AppFailure, makeError } from '../../../shared/error-model'
import { DATABASE_FILE, openDatabase } from '../../../electron/services/db/open-database'
import { addDays } from '../../../electron/services/usage/ranges'
import type { UsageService } from '../../../electron/services/usage/usage-service'
import { makeService } from '../../support/usage/service-setup'
import { useTmpDir } from '../../support/tmp-dir'

const tmp = useTmpDir()
const services: UsageService[] = []
afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.dispose()))
})

async function setup(options: Parameters<typeof makeService>[1] = {}) {
  const dir = await tmp()
  const s = makeService(dir, options)
  services.push(s.service)
  /** A get on c1, then the wait for the background sync it started (if any) to end; the view the get returned. */
  const getSettled = async (range: { start: string; end: string }) => {
    const view = await s.service.get('c1', range)
    await s.service.whenIdle()
    return view
  }
  return { ...s, dir, getSettled, last: (days: number) => ({ start: addDays(s.tomorrow, -days), end: s.tomorrow }) }
}

const httpError = (status: number, code: string, extra: { retryAfterMs?: number; param?: string } = {}) =>
  makeError({ kind: 'http', status, code, message: `HTTP ${status}`, endpoint: 'GET /usage', ...extra })

describe('UsageService.get', () => {
  it('answers from the cache at once, syncs in the background and says so with an event', async () => {
    const { service, fake, events, last } = await setup()
    const range = last(30)
    const first = await service.get('c1', range)
    expect(first).toMatchObject({ connectionId: 'c1', range, rows: [], total: null, syncing: true, error: null, stale: false })
    await service.whenIdle()
    expect(fake.requestCount).toBe(1)
    expect(events).toEqual([{ connectionId: 'c1', changed: expect.arrayContaining([range]), asOf: expect.any(String) }])
    const second = await service.get('c1', range)
    expect(second.syncing).toBe(false)
    expect(second.rows.length).toBeGreaterThan(0)
    expect(second.total?.cost).toMatch(/^\d+\.\d{6}$/)
    expect(second.asOf).toBe(events[0]?.asOf)
    expect(second.historyStart).toBe(`${fake.historyStartDay}T00:00:00.000Z`)
    await service.whenIdle()
    expect(fake.requestCount).toBe(1) // fresh: no second request
  })

  it('shows the service totals of the pages, summed, not the rows re-summed', async () => {
    const { service, fake, last } = await setup({ historyDays: 400 })
    const range = last(200)
    const view = await service.refresh('c1', range)
    const pages = 3
    expect(fake.requestCount).toBe(pages)
    expect(view.total?.cost).not.toBe(fake.rowCostSum(range.start, range.end))
    expect(view.total?.requests).toBe(view.rows.reduce((n, r) => n + r.requests, 0))
  })

  it('answers a new range from the day index (no total) while its own query runs', async () => {
    const { service, last } = await setup()
    await service.refresh('c1', last(60))
    const view = await service.get('c1', last(10))
    expect(view.syncing).toBe(true)
    expect(view.total).toBeNull()
    expect(new Set(view.rows.map((r) => r.date)).size).toBeGreaterThan(0)
    expect(view.rows.every((r) => r.date >= last(10).start)).toBe(true)
    await service.whenIdle()
    expect((await service.get('c1', last(10))).total).not.toBeNull()
  })

  it('gives the average daily spend of the last 7 and 30 complete days once cached', async () => {
    const { service, last } = await setup()
    expect((await service.refresh('c1', last(5))).averageDailySpend).toEqual({ days7: null, days30: null })
    const view = await service.refresh('c1', last(31))
    expect(view.averageDailySpend.days7).toMatch(/^\d+\.\d{6}$/)
    expect(view.averageDailySpend.days30).toMatch(/^\d+\.\d{6}$/)
    expect(await service.averages('c1')).toEqual(view.averageDailySpend)
  })

  it('re-reads the recent days on get only when they are older than the poll interval', async () => {
    const { service, fake, clock, last, getSettled } = await setup()
    await service.refresh('c1', last(30))
    await getSettled(last(30))
    expect(fake.requestCount).toBe(1)
    await clock.advance(15_000)
    await getSettled(last(30))
    expect(fake.requestCount).toBe(2)
  })

  it('returns an empty view for no connection, and refuses bad ranges and ids naming the field', async () => {
    const { service } = await setup()
    expect(await service.get(null, { start: '2025-06-01', end: '2025-06-02' })).toMatchObject({ connectionId: null, rows: [], error: null })
    await expect(service.get('c1', { start: '2025-06-05', end: '2025-06-01' })).rejects.toSatisfy(
      (e: unknown) => e instanceof AppFailure && e.error.param === 'end' && e.error.kind === 'input',
    )
    await expect(service.refresh('c1', { start: '2025-02-30', end: '2025-03-01' })).rejects.toSatisfy((e: unknown) => e instanceof AppFailure && e.error.param === 'start')
    await expect(service.get('../evil', { start: '2025-06-01', end: '2025-06-02' })).rejects.toSatisfy((e: unknown) => e instanceof AppFailure && e.error.param === 'connectionId')
  })
})

describe('UsageService.refresh: errors keep the cached data', () => {
  it.each([
    ['429', httpError(429, '429', { retryAfterMs: 20_000 })],
    ['503', httpError(503, '503', { retryAfterMs: 20_000 })],
  ])('%s: cached data stays visible, stale, and nothing is sent before Retry-After', async (_name, error) => {
    const { service, fake, clock, last } = await setup()
    const good = await service.refresh('c1', last(30))
    await clock.advance(10_000)
    fake.failures.push(error)
    const failed = await service.refresh('c1', last(30))
    expect(failed.error).toMatchObject({ status: error.status, retryAfterMs: 20_000 })
    expect(failed.stale).toBe(true)
    expect(failed.rows).toEqual(good.rows)
    expect(failed.total).toEqual(good.total)
    const count = fake.requestCount
    await clock.advance(10_000)
    expect((await service.refresh('c1', last(30))).error?.status).toBe(error.status)
    expect(fake.requestCount).toBe(count)
    await clock.advance(10_001)
    const recovered = await service.refresh('c1', last(30))
    expect(recovered).toMatchObject({ error: null, stale: false })
    expect(fake.requestCount).toBe(count + 1)
  })

  it('waits a default time after a 429 without Retry-After', async () => {
    const { service, fake, clock, last } = await setup({ deps: { defaultRetryAfterMs: 5_000 } })
    fake.failures.push(httpError(429, '429'))
    await service.refresh('c1', last(5))
    await service.refresh('c1', last(5))
    expect(fake.requestCount).toBe(1)
    await clock.advance(5_000)
    await service.refresh('c1', last(5))
    expect(fake.requestCount).toBe(2)
  })

  it.each([
    ['401', httpError(401, '401')],
    ['404 no_credit_account', httpError(404, 'no_credit_account')],
    ['network', makeError({ kind: 'network', code: 'network_error', message: 'offline', endpoint: 'GET /usage' })],
    ['timeout', makeError({ kind: 'timeout', code: 'timeout', message: 'slow', endpoint: 'GET /usage' })],
    ['invalid response', makeError({ kind: 'invalid_response', code: 'invalid_response', message: 'bad json', endpoint: 'GET /usage' })],
  ])('%s: becomes view.error with the cached data kept', async (_name, error) => {
    const { service, fake, clock, last } = await setup()
    const good = await service.refresh('c1', last(30))
    await clock.advance(15_000)
    fake.failures.push(error)
    const failed = await service.refresh('c1', last(30))
    expect(failed.error).toEqual(error)
    expect(failed.rows).toEqual(good.rows)
    expect(failed.total).toEqual(good.total)
    expect(failed.stale).toBe(true)
    // Not blocked: the next refresh tries again and clears the error.
    expect((await service.refresh('c1', last(30))).error).toBeNull()
  })

  it('invalid_parameter errors carry the parameter', async () => {
    const { service, fake, last } = await setup()
    fake.failures.push(httpError(400, 'invalid_parameter', { param: 'page' }))
    const view = await service.refresh('c1', last(30))
    expect(view.error).toMatchObject({ code: 'invalid_parameter', param: 'page' })
    expect(view.stale).toBe(false) // nothing cached to be stale
  })

  it('an error with nothing cached: no rows, no total, the error', async () => {
    const { service, fake, last } = await setup()
    fake.failures.push(httpError(401, '401'))
    expect(await service.refresh('c1', last(30))).toMatchObject({ rows: [], total: null, error: { status: 401 } })
  })

  it('a get after an error does not retry at once, and sends an event when the error changes', async () => {
    const { service, fake, events, clock, last, getSettled } = await setup()
    fake.failures.push(httpError(401, '401'))
    await getSettled(last(30))
    expect(events).toHaveLength(1)
    expect((await getSettled(last(30))).error?.status).toBe(401)
    expect(fake.requestCount).toBe(1)
    await clock.advance(15_000)
    await getSettled(last(30))
    expect(fake.requestCount).toBe(2)
    expect((await service.get('c1', last(30))).error).toBeNull()
  })

  it('a connection without a client: error no_connection, cached data kept, no request', async () => {
    const { service, clients, fake, last } = await setup()
    const good = await service.refresh('c1', last(30))
    clients.delete('c1')
    const view = await service.refresh('c1', last(30))
    expect(view.error).toMatchObject({ code: 'no_connection', kind: 'input' })
    expect(view.rows).toEqual(good.rows)
    expect(fake.requestCount).toBe(1)
  })
})

describe('UsageService: disk cache', () => {
  it('a restart on the same data directory asks for no final days', async () => {
    const s = await setup()
    const range = s.last(400)
    await s.service.refresh('c1', range)
    await s.service.dispose()
    expect(s.fake.requestCount).toBe(5)
    const again = s.restart()
    services.push(again)
    const view = await again.refresh('c1', range)
    expect(s.fake.requestCount).toBe(6)
    expect(s.fake.log.at(-1)).toMatchObject({ status: 304, query: { page: addDays(range.start, 360) } })
    expect(view.total).not.toBeNull()
  })

  it('a corrupt database is set aside and refetched, never a crash', async () => {
    const logs: string[] = []
    const s = await setup({ deps: { log: (m) => logs.push(m) } })
    await s.service.refresh('c1', s.last(30))
    await s.service.dispose()
    await writeFile(join(s.dir, DATABASE_FILE), 'garbage{{{'.repeat(1000))
    await rm(join(s.dir, `${DATABASE_FILE}-wal`), { force: true })
    const again = s.restart()
    services.push(again)
    const view = await again.refresh('c1', s.last(30))
    expect(view.error).toBeNull()
    expect(view.rows.length).toBeGreaterThan(0)
    expect(s.fake.log.at(-1)?.etag).toBeNull()
    expect(logs.some((m) => m.includes('set aside'))).toBe(true)
    expect((await readdir(s.dir)).some((f) => f.startsWith(`${DATABASE_FILE}.set-aside-`))).toBe(true)
  })

  it('saves after every change, and what is left on dispose', async () => {
    const s = await setup()
    await s.service.refresh('c1', s.last(30))
    await s.clock.advance(10_000)
    await s.service.refresh('c1', s.last(30)) // as_of only: not written at once
    await s.service.dispose()
    const again = s.restart()
    services.push(again)
    s.fake.log.length = 0
    await again.refresh('c1', s.last(30))
    expect(s.fake.log[0]?.status).toBe(304) // the ETag saved on dispose still matches
  })

  it('a database that cannot be written (disk full) gives a clear error and keeps what was saved', async () => {
    const dir = await tmp()
    const { db } = openDatabase({ dataDir: dir })
    const s = makeService(dir, { deps: { db } })
    services.push(s.service)
    const last = (days: number) => ({ start: addDays(s.tomorrow, -days), end: s.tomorrow })
    const saved = await s.service.refresh('c1', last(30))
    const { page_count } = db.prepare('PRAGMA page_count').get() as { page_count: number }
    db.exec(`PRAGMA max_page_count = ${page_count}`)
    const view = await s.service.refresh('c1', last(400))
    expect(view.error).toMatchObject({ code: 'storage_error', message: expect.stringContaining('disk is full') })
    const again = await s.service.get('c1', last(30))
    expect(again.rows).toEqual(saved.rows)
    db.close()
  })

  it('dispose aborts a request in flight and emits nothing afterwards', async () => {
    const s = await setup()
    let aborted = false
    s.clients.set('slow', {
      ...s.fake,
      baseUrl: s.fake.baseUrl,
      models: () => s.fake.models(),
      balance: () => s.fake.balance(),
      chatStream: () => s.fake.chatStream(),
      usage: (_q, o) =>
        new Promise((_resolve, reject) => {
          o?.signal?.addEventListener('abort', () => {
            aborted = true
            reject(new DOMException('aborted', 'AbortError'))
          })
        }),
    })
    const view = await s.service.get('slow', s.last(5))
    expect(view.syncing).toBe(true)
    await s.service.dispose()
    expect(aborted).toBe(true)
    expect(s.events).toEqual([])
  })

  it('forget removes the connection\'s cache from the database', async () => {
    const s = await setup()
    await s.service.refresh('c1', s.last(30))
    await s.service.forget('c1')
    await s.service.dispose()
    const { db } = openDatabase({ dataDir: s.dir })
    expect(db.prepare("SELECT (SELECT count(*) FROM usage_pages WHERE connection_id = 'c1') + (SELECT count(*) FROM usage_rows WHERE connection_id = 'c1') AS n").get()).toEqual({ n: 0 })
    db.close()
  })
})
