import { describe, expect, it } from 'vitest'
import { MONEY, auth, dec, getJson, startTestSim, type TestSim } from '../../support/sim/sim-helpers'
import type { ErrorJson, UsageJson } from '../../support/sim/wire-shapes'

async function usage(sim: TestSim, query = '', key = 'sk-demo-funded'): Promise<{ res: Response; body: UsageJson }> {
  const result = await getJson<UsageJson>(`${sim.baseUrl}/usage${query}`, key)
  expect(result.res.status, JSON.stringify(result.body)).toBe(200)
  return result
}

/** Follows next_page links from the first page; returns every page. */
async function allPages(sim: TestSim, range: string): Promise<UsageJson[]> {
  const pages: UsageJson[] = []
  let page: string | null = null
  do {
    const { body } = await usage(sim, `?${range}${page ? `&page=${page}` : ''}`)
    pages.push(body)
    page = body.next_page
    sim.clock.jump(3_000) // stay under the rate limit
  } while (page !== null)
  return pages
}

function sumCosts(costs: string[]): string {
  return costs.reduce((sum, cost) => sum.plus(cost), dec('0')).toFixed(6)
}

describe('GET /usage', () => {
  it('defaults to the current UTC month up to tomorrow and returns every field', async () => {
    const sim = await startTestSim()
    const { res, body } = await usage(sim)
    expect(body).toMatchObject({ object: 'usage', scope: 'account', currency: 'USD', start: '2025-03-01', end: '2025-03-16' })
    expect(body.next_page).toBeNull()
    expect(body.as_of).toBe('2025-03-15T12:00:00.000Z')
    expect(body.history_start).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00(\.000)?Z$/)
    expect(body.total.cost).toMatch(MONEY)
    expect(res.headers.get('etag')).toMatch(/^"[0-9a-f]+"$/)
    for (const row of body.data) {
      expect(row.date >= body.start && row.date < body.end).toBe(true)
      expect(row.cost).toMatch(MONEY)
      expect(row.model).toBeUndefined()
      expect(row.cached_input_tokens).toBeLessThanOrEqual(row.input_tokens)
    }
  })

  it('uses tomorrow (UTC) as the default end, also at the end of a month', async () => {
    const sim = await startTestSim()
    sim.clock.set(Date.UTC(2025, 2, 31, 23, 59, 59))
    const { body } = await usage(sim)
    expect(body).toMatchObject({ start: '2025-03-01', end: '2025-04-01' })
  })

  it('orders rows by day, has no rows for days without usage, and totals them', async () => {
    const sim = await startTestSim()
    const { body } = await usage(sim, '?start=2025-01-01&end=2025-03-16')
    const dates = body.data.map((r) => r.date)
    expect(dates).toEqual([...dates].sort())
    expect(new Set(dates).size).toBe(dates.length)
    expect(body.data.every((r) => r.requests > 0)).toBe(true)
    expect(dates.length).toBeLessThan(74) // some days have no usage
    const sum = (field: 'requests' | 'input_tokens' | 'cached_input_tokens' | 'output_tokens'): number =>
      body.data.reduce((n, r) => n + r[field], 0)
    expect(body.total).toMatchObject({
      requests: sum('requests'),
      input_tokens: sum('input_tokens'),
      cached_input_tokens: sum('cached_input_tokens'),
      output_tokens: sum('output_tokens'),
    })
  })

  it('groups by model: one row per day and model, same totals as without grouping', async () => {
    const sim = await startTestSim()
    const plain = (await usage(sim, '?start=2025-01-01&end=2025-03-16')).body
    const grouped = (await usage(sim, '?start=2025-01-01&end=2025-03-16&group_by=model')).body
    expect(grouped.group_by).toBe('model')
    const keys = grouped.data.map((r) => `${r.date} ${r.model ?? ''}`)
    expect(new Set(keys).size).toBe(keys.length)
    expect(grouped.data.every((r) => typeof r.model === 'string')).toBe(true)
    expect(grouped.total).toEqual(plain.total)
    expect(new Set(grouped.data.map((r) => r.date))).toEqual(new Set(plain.data.map((r) => r.date)))
  })

  it('rounds each row on its own: row costs can differ from total.cost in the last digit', async () => {
    const sim = await startTestSim()
    const pages = await allPages(sim, 'start=2024-01-01&end=2025-03-16&group_by=model')
    let differing = 0
    for (const page of pages) {
      const rowSum = dec(sumCosts(page.data.map((r) => r.cost)))
      const diff = rowSum.minus(page.total.cost).abs()
      expect(diff.lte(dec('0.0000005').times(page.data.length))).toBe(true)
      if (!diff.isZero()) differing++
    }
    expect(differing).toBeGreaterThan(0)
  })

  it('has at least 400 days of history ending today, over 5+ models, with gaps and cached input', async () => {
    const sim = await startTestSim()
    const pages = await allPages(sim, 'start=2024-01-01&end=2025-03-16&group_by=model')
    const rows = pages.flatMap((p) => p.data)
    const days = [...new Set(rows.map((r) => r.date))].sort()
    const first = pages[0]?.history_start.slice(0, 10) ?? ''
    const span = (Date.parse('2025-03-15') - Date.parse(first)) / 86_400_000 + 1
    expect(span).toBeGreaterThanOrEqual(400)
    expect(days[0]).toBe(first)
    expect(days.at(-1)).toBe('2025-03-15')
    expect(days.length).toBeLessThan(span)
    expect(new Set(rows.map((r) => r.model)).size).toBeGreaterThanOrEqual(5)
    expect(rows.some((r) => r.cached_input_tokens > 0)).toBe(true)
  })

  it('returns empty pages before history_start', async () => {
    const sim = await startTestSim()
    const { body } = await usage(sim, '?start=2020-01-01&end=2020-02-01')
    expect(body.data).toEqual([])
    expect(body.total).toEqual({ requests: 0, input_tokens: 0, cached_input_tokens: 0, output_tokens: 0, cost: '0.000000' })
    expect(Date.parse(body.history_start)).toBeGreaterThan(Date.parse('2020-02-01'))
  })

  it('pages at most 90 days, chained by next_page with the same start and end', async () => {
    const sim = await startTestSim()
    const pages = await allPages(sim, 'start=2024-01-01&end=2025-03-16')
    expect(pages.length).toBe(5) // 440 days
    for (const [index, page] of pages.entries()) {
      expect(page).toMatchObject({ start: '2024-01-01', end: '2025-03-16' })
      const from = Date.parse('2024-01-01') + index * 90 * 86_400_000
      for (const row of page.data) {
        const t = Date.parse(row.date)
        expect(t >= from && t < from + 90 * 86_400_000).toBe(true)
      }
      if (index < pages.length - 1) expect(page.next_page).toBe(new Date(from + 90 * 86_400_000).toISOString().slice(0, 10))
    }
    expect(pages.at(-1)?.next_page).toBeNull()
    const whole = pages.flatMap((p) => p.data.map((r) => r.date))
    expect(new Set(whole).size).toBe(whole.length)
  })

  it.each([
    ['unknown parameter', '?foo=1', 'foo'],
    ['repeated parameter', '?start=2025-03-01&start=2025-03-02', 'start'],
    ['invalid start', '?start=2025-3-1', 'start'],
    ['impossible date', '?start=2025-02-30', 'start'],
    ['invalid end', '?end=tomorrow', 'end'],
    ['start after end', '?start=2025-03-10&end=2025-03-01', 'end'],
    ['start equal to end', '?start=2025-03-10&end=2025-03-10', 'end'],
    ['start after the default end', '?start=2025-04-01', 'start'],
    ['invalid group_by', '?group_by=day', 'group_by'],
    ['empty group_by', '?group_by=', 'group_by'],
    ['page not on a 90-day step', '?start=2024-01-01&end=2025-03-16&page=2024-02-01', 'page'],
    ['page before start', '?start=2024-01-01&end=2025-03-16&page=2023-10-03', 'page'],
    ['page at end', '?start=2024-01-01&end=2024-03-31&page=2024-03-31', 'page'],
    ['page not a date', '?page=next', 'page'],
  ])('%s gives 400 invalid_parameter naming it', async (_name, query, param) => {
    const sim = await startTestSim()
    const { res, body } = await getJson<ErrorJson>(`${sim.baseUrl}/usage${query}`, 'sk-demo-funded')
    expect(res.status).toBe(400)
    expect(body.error).toMatchObject({ code: 'invalid_parameter', param, type: expect.any(String), message: expect.any(String) })
    expect(res.headers.get('x-request-id')).toMatch(/^req_/)
  })

  it('answers If-None-Match with 304 and no body until as_of advances (every 10 s)', async () => {
    const sim = await startTestSim()
    const first = await usage(sim)
    const etag = first.res.headers.get('etag') ?? ''
    sim.clock.jump(5_000) // 12:00:08, same 10 s step
    const cached = await fetch(`${sim.baseUrl}/usage`, { headers: { ...auth('sk-demo-funded'), 'if-none-match': etag } })
    expect(cached.status).toBe(304)
    expect(await cached.text()).toBe('')
    expect(cached.headers.get('etag')).toBe(etag)
    const weak = await fetch(`${sim.baseUrl}/usage`, { headers: { ...auth('sk-demo-funded'), 'if-none-match': `W/${etag}` } })
    expect(weak.status).toBe(304)
    sim.clock.jump(2_000) // 12:00:10: as_of advances
    const fresh = await fetch(`${sim.baseUrl}/usage`, { headers: { ...auth('sk-demo-funded'), 'if-none-match': etag } })
    expect(fresh.status).toBe(200)
    const body = (await fresh.json()) as UsageJson
    expect(body.as_of).toBe('2025-03-15T12:00:10.000Z')
    expect(fresh.headers.get('etag')).not.toBe(etag)
    expect(body.data).toEqual(first.body.data)
  })

  it('gives different ETags for different parameters', async () => {
    const sim = await startTestSim()
    const a = (await usage(sim)).res.headers.get('etag')
    const b = (await usage(sim, '?group_by=model')).res.headers.get('etag')
    expect(a).not.toBe(b)
  })

  it('is deterministic for a seed and "today", and differs for another seed', async () => {
    const a = await startTestSim({ seed: 7 })
    const b = await startTestSim({ seed: 7 })
    const c = await startTestSim({ seed: 8 })
    const query = '?start=2025-01-01&end=2025-03-16&group_by=model'
    const [ua, ub, uc] = await Promise.all([usage(a, query), usage(b, query), usage(c, query)])
    expect(ua.body).toEqual(ub.body)
    expect(ua.res.headers.get('etag')).toBe(ub.res.headers.get('etag'))
    expect(uc.body.data).not.toEqual(ua.body.data)
  })

  it('has its own history for the other demo accounts', async () => {
    const sim = await startTestSim()
    const noplan = (await usage(sim, '?start=2024-12-01&end=2025-03-16', 'sk-demo-noplan')).body
    const days = (Date.parse('2025-03-16') - Date.parse(noplan.history_start)) / 86_400_000
    expect(days).toBeGreaterThanOrEqual(55)
    expect(days).toBeLessThanOrEqual(65)
    expect(noplan.data.length).toBeGreaterThan(10)
    const debt = (await usage(sim, '?start=2025-01-01&end=2025-03-16', 'sk-demo-debt')).body
    expect(debt.data.length).toBeGreaterThan(5)
  })
})
