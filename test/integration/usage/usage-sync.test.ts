import { readdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DATABASE_FILE } from '../../../electron/services/db/open-database'
import { addDays, daysBetween } from '../../../electron/services/usage/ranges'
import { chatToEnd, startHarness } from '../../support/usage/sim-harness'

describe('usage sync against the simulator', () => {
  it('cold sync of the whole history costs ceil(days/90) requests; a second refresh is one 304', async () => {
    const h = await startHarness()
    const start = await h.historyStartDay()
    const range = { start, end: h.tomorrow() }
    const days = daysBetween(range.start, range.end)
    expect(days).toBeGreaterThanOrEqual(400)
    const service = h.service()

    const view = await service.refresh('demo', range)
    expect(view.error).toBeNull()
    expect(h.usageRequests()).toBe(Math.ceil(days / 90))
    expect(h.usageStatuses()).toEqual({ '200': Math.ceil(days / 90) })
    expect(new Set(view.rows.map((r) => r.model)).size).toBeGreaterThanOrEqual(5)
    expect(view.total?.cost).toMatch(/^\d+\.\d{6}$/)
    expect(view.averageDailySpend.days7).toMatch(/^\d+\.\d{6}$/)
    expect(view.averageDailySpend.days30).toMatch(/^\d+\.\d{6}$/)
    expect(h.events.at(-1)).toMatchObject({ connectionId: 'demo', asOf: view.asOf })

    h.sim.stats.reset()
    const again = await service.refresh('demo', range)
    expect(h.usageStatuses()).toEqual({ '304': 1 })
    expect(again.total).toEqual(view.total)
    expect(again.rows).toEqual(view.rows)
  })

  it('730 days ending tomorrow: the first answer gives history start, the rest is clamped to it', async () => {
    const h = await startHarness()
    const historyStart = await h.historyStartDay()
    const range = { start: addDays(h.tomorrow(), -730), end: h.tomorrow() }
    const service = h.service()
    const view = await service.refresh('demo', range)
    expect(view.error).toBeNull()
    // The demo history (420 days) is shorter than 730 days: 1 request to learn where it starts,
    // then ceil(history days / 90) from history start (730 days of history take 9; see the unit tests).
    expect(h.usageRequests()).toBe(1 + Math.ceil(daysBetween(historyStart, range.end) / 90))
    expect(view.historyStart?.slice(0, 10)).toBe(historyStart)
    expect(view.rows.every((r) => r.date >= historyStart)).toBe(true)

    // With history start known, the same range costs one request (304).
    h.sim.stats.reset()
    await service.refresh('demo', range)
    expect(h.usageStatuses()).toEqual({ '304': 1 })
  })

  it('a chat shows up after the usage delay', async () => {
    const h = await startHarness({ usageDelayMs: 300 })
    const range = { start: addDays(h.tomorrow(), -30), end: h.tomorrow() }
    const service = h.service()
    const before = await service.refresh('demo', range)
    const requestsOf = (rows: typeof before.rows) => rows.filter((r) => r.date === h.today()).reduce((n, r) => n + r.requests, 0)

    await chatToEnd(h.sim)
    h.clock.jump(200) // within the delay: not yet in usage
    const early = await service.refresh('demo', range)
    expect(requestsOf(early.rows)).toBe(requestsOf(before.rows))

    // Past the delay, and past the next 10 s step of as_of.
    h.clock.jump(10_000)
    const after = await service.refresh('demo', range)
    expect(after.error).toBeNull()
    expect(requestsOf(after.rows)).toBe(requestsOf(before.rows) + 1)
    expect(after.total?.requests).toBe((before.total?.requests ?? 0) + 1)
    expect(h.events.at(-1)?.changed).toEqual([range])
  })

  it('a restart (new engine, same data dir) makes no request for final days, also on a new day', async () => {
    const h = await startHarness()
    const start = await h.historyStartDay()
    const range = { start, end: h.tomorrow() }
    await h.service().refresh('demo', range)

    h.sim.stats.reset()
    const restarted = h.service()
    const view = await restarted.refresh('demo', range)
    expect(view.error).toBeNull()
    expect(h.usageStatuses()).toEqual({ '304': 1 })
    expect(view.total).not.toBeNull()

    // The next UTC day: the range grows by a day; the final pages carry over.
    h.clock.jump(86_400_000)
    h.sim.stats.reset()
    const next = { start, end: h.tomorrow() }
    const nextView = await h.service().refresh('demo', next)
    expect(nextView.error).toBeNull()
    expect(h.usageRequests()).toBe(1)
    expect(nextView.rows.length).toBeGreaterThanOrEqual(view.rows.length)
  })

  it('a corrupted database is set aside and refetched, never a crash', async () => {
    const h = await startHarness()
    const range = { start: addDays(h.tomorrow(), -100), end: h.tomorrow() }
    const first = h.service()
    await first.refresh('demo', range)
    await first.dispose()
    await writeFile(join(h.dataDir, DATABASE_FILE), '\u0000not a database at all'.repeat(500))
    await rm(join(h.dataDir, `${DATABASE_FILE}-wal`), { force: true })

    h.sim.stats.reset()
    const view = await h.service().refresh('demo', range)
    expect(view.error).toBeNull()
    expect(h.usageStatuses()).toEqual({ '200': 2 })
    expect(view.rows.length).toBeGreaterThan(0)
    expect((await readdir(h.dataDir)).some((f) => f.startsWith(`${DATABASE_FILE}.set-aside-`))).toBe(true)
  })
})

describe('usage errors against the simulator', () => {
  it('401 for a revoked key and 404 for a key without a credit account become view.error', async () => {
    const h = await startHarness()
    const range = { start: addDays(h.tomorrow(), -10), end: h.tomorrow() }
    const revoked = await h.service('sk-demo-revoked').refresh('revoked', range)
    expect(revoked).toMatchObject({ rows: [], total: null, error: { status: 401, kind: 'http' } })
    const nocredit = await h.service('sk-demo-nocredit').refresh('nocredit', range)
    expect(nocredit.error).toMatchObject({ status: 404, code: 'no_credit_account' })
  })

  it('429 and 503 keep the cached data visible and stale, with Retry-After', async () => {
    const h = await startHarness()
    const range = { start: addDays(h.tomorrow(), -30), end: h.tomorrow() }
    const service = h.service()
    const good = await service.refresh('demo', range)
    h.clock.jump(10_000)
    await h.fault({ match: { path: '/v1/usage' }, respond: { status: 429, headers: { 'retry-after': '1' }, body: { error: { message: 'Too many requests', type: 'rate_limit', code: '429' } } } })
    const limited = await service.refresh('demo', range)
    expect(limited.error).toMatchObject({ status: 429, retryAfterMs: 1000 })
    expect(limited).toMatchObject({ stale: true, rows: good.rows, total: good.total })

    h.sim.stats.reset()
    h.clock.jump(1_000)
    await h.fault({ match: { path: '/v1/usage' }, respond: { status: 503, headers: { 'retry-after': '1' }, body: { error: { message: 'Unavailable', type: 'server_error', code: '503' } } } })
    const unavailable = await service.refresh('demo', range)
    expect(unavailable.error).toMatchObject({ status: 503 })
    expect(unavailable).toMatchObject({ stale: true, rows: good.rows, total: good.total })
  })

  it('an invalid_parameter answer carries its param', async () => {
    const h = await startHarness()
    const range = { start: addDays(h.tomorrow(), -10), end: h.tomorrow() }
    await h.fault({
      match: { path: '/v1/usage' },
      respond: { status: 400, body: { error: { message: "Invalid 'page'", type: 'invalid_request_error', code: 'invalid_parameter', param: 'page' } } },
    })
    const view = await h.service().refresh('demo', range)
    expect(view.error).toMatchObject({ status: 400, code: 'invalid_parameter', param: 'page' })
  })

  it('exports CSV with the service money strings', async () => {
    const h = await startHarness()
    const range = { start: addDays(h.tomorrow(), -30), end: h.tomorrow() }
    const service = h.service()
    const view = await service.refresh('demo', range)
    const out = await service.exportCsv('demo', range)
    const lines = out.csv.trimEnd().split('\r\n')
    expect(lines[0]).toBe('date,model,requests,input_tokens,cached_input_tokens,output_tokens,cost')
    expect(out.rowCount).toBe(view.rows.length)
    expect(lines.slice(1).map((l) => l.split(',').at(-1))).toEqual(view.rows.map((r) => r.cost))
  })
})
