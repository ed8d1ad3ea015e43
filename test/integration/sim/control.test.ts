import { describe, expect, it } from 'vitest'
import { addFault, auth, chat, chatBody, getJson, postJson, readSse, startTestSim, type TestSim } from '../../support/sim/sim-helpers'
import type { BalanceJson, ErrorJson, StatsJson } from '../../support/sim/wire-shapes'

async function balanceAfterRefresh(sim: TestSim, key: string): Promise<BalanceJson> {
  sim.clock.jump(5_000)
  return (await getJson<BalanceJson>(`${sim.baseUrl}/balance`, key)).body
}

describe('POST /_sim/topup', () => {
  it('adds purchased credits, repaying debt first', async () => {
    const sim = await startTestSim()
    expect((await postJson(`${sim.rootUrl}/_sim/topup`, { key: 'sk-demo-debt', amount: '2.00' })).status).toBe(200)
    expect(await balanceAfterRefresh(sim, 'sk-demo-debt')).toMatchObject({ debt: '3.000000', paid: '-1.250000', balance: '-1.250000' })
    await postJson(`${sim.rootUrl}/_sim/topup`, { key: 'sk-demo-debt', amount: 10 })
    expect(await balanceAfterRefresh(sim, 'sk-demo-debt')).toMatchObject({ debt: '0.000000', paid: '8.750000', balance: '8.750000' })
    const res = await chat(sim, chatBody(), 'sk-demo-debt')
    expect(res.status).toBe(200)
    await res.text()
  })

  it.each([
    ['malformed JSON', '{"key": ', 400],
    ['wrong types', JSON.stringify({ key: 5, amount: '1.00' }), 400],
    ['negative amount', JSON.stringify({ key: 'sk-demo-funded', amount: -1 }), 400],
    ['unknown key', JSON.stringify({ key: 'sk-nope', amount: '1.00' }), 404],
    ['key without account', JSON.stringify({ key: 'sk-demo-nocredit', amount: '1.00' }), 404],
  ])('answers %s with an error object', async (_name, body, status) => {
    const sim = await startTestSim()
    const res = await fetch(`${sim.rootUrl}/_sim/topup`, { method: 'POST', body })
    expect(res.status).toBe(status)
    expect(((await res.json()) as ErrorJson).error.message).toEqual(expect.any(String))
  })
})

describe('stats', () => {
  it('counts requests by "METHOD /path" and responses by status, and resets', async () => {
    const sim = await startTestSim()
    for (let i = 0; i < 6; i++) await getJson(`${sim.baseUrl}/balance`, 'sk-demo-funded')
    const first = await getJson(`${sim.baseUrl}/usage`, 'sk-demo-funded')
    await fetch(`${sim.baseUrl}/usage`, { headers: { ...auth('sk-demo-funded'), 'if-none-match': first.res.headers.get('etag') ?? '' } })
    await readSse(await chat(sim, chatBody()))
    expect(sim.stats.requests).toEqual({ 'GET /v1/balance': 6, 'GET /v1/usage': 2, 'POST /v1/chat/completions': 1 })
    expect(sim.stats.statusCounts).toEqual({ '200': 7, '429': 1, '304': 1 })
    expect(sim.stats.byEndpoint['GET /v1/balance']).toEqual({ '200': 5, '429': 1 })
    expect(sim.stats.streams).toMatchObject({ started: 1, completed: 1, active: 0 })
    const viaHttp = await getJson<StatsJson>(`${sim.rootUrl}/_sim/stats`)
    expect(viaHttp.body.requests).toEqual(sim.stats.requests)
    expect(viaHttp.body.totalRequests).toBe(9)
    sim.stats.reset()
    expect(sim.stats.totalRequests).toBe(0)
    expect(sim.stats.statusCounts).toEqual({})
    await getJson(`${sim.baseUrl}/models`)
    expect((await fetch(`${sim.rootUrl}/_sim/reset-stats`, { method: 'POST' })).status).toBe(200)
    expect(sim.stats.requests).toEqual({})
  })

  it('counts injected faults', async () => {
    const sim = await startTestSim()
    await addFault(sim, { respond: { status: 503 } })
    await getJson(`${sim.baseUrl}/models`)
    expect(sim.stats.statusCounts).toEqual({ '503': 1 })
    expect(sim.stats.faultsApplied).toBe(1)
  })
})

describe('simulator robustness', () => {
  it('answers unknown paths with 404 and wrong methods with 405, as error objects', async () => {
    const sim = await startTestSim()
    const missing = await getJson<ErrorJson>(`${sim.baseUrl}/nothing`)
    expect(missing.res.status).toBe(404)
    expect(missing.body.error.code).toBe('not_found')
    expect(missing.res.headers.get('x-request-id')).toMatch(/^req_/)
    const wrong = await fetch(`${sim.baseUrl}/balance`, { method: 'DELETE', headers: auth('sk-demo-funded') })
    expect(wrong.status).toBe(405)
    expect(((await wrong.json()) as ErrorJson).error.message).toEqual(expect.any(String))
  })

  it('advances its clock through POST /_sim/clock (for out-of-process tests)', async () => {
    const sim = await startTestSim()
    const first = (await getJson<BalanceJson>(`${sim.baseUrl}/balance`, 'sk-demo-funded')).body
    const res = await postJson(`${sim.rootUrl}/_sim/clock`, { advanceMs: 60_000 })
    expect(res.status).toBe(200)
    const second = (await getJson<BalanceJson>(`${sim.baseUrl}/balance`, 'sk-demo-funded')).body
    expect(Date.parse(second.as_of) - Date.parse(first.as_of)).toBe(60_000)
    expect((await postJson(`${sim.rootUrl}/_sim/clock`, { advanceMs: 'soon' })).status).toBe(400)
  })

  it('describes itself at GET /_sim', async () => {
    const sim = await startTestSim()
    const { body } = await getJson<{ keys: Record<string, string>; models: unknown[] }>(`${sim.rootUrl}/_sim`)
    expect(body.keys.funded).toBe('sk-demo-funded')
    expect(body.models.length).toBeGreaterThanOrEqual(5)
  })
})
