import { createServer } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { systemClock } from '../../../electron/services/time/clock'
import { RateLimiter } from '../../../electron/services/api/rate-limiter'
import { FakeClock } from '../../support/fake-clock'
import { errorOf } from '../../support/error-of'
import { addFault, clientFor, countingFetch, drive, KEYS, type Sim, simulator } from '../../support/core/sim-client'

let sim: Sim
beforeAll(async () => {
  sim = await simulator()
})
afterAll(async () => {
  await sim.close()
})
afterEach(async () => {
  await fetch(`${sim.rootUrl}/_sim/faults`, { method: 'DELETE' })
})

const REQUEST_ID = /^req_[0-9a-f]+$/

describe('the error model against the simulator', () => {
  it('works end to end for a funded key', async () => {
    const { client } = clientFor(sim, KEYS.funded, systemClock)
    const balance = await client.balance()
    expect(balance.key.suffix).toMatch(/nded$/)
    const models = await client.models()
    expect(models.data.length).toBeGreaterThan(0)
    const first = await client.usage({ start: '2025-01-01', end: '2025-01-05' })
    if (first.status !== 200) throw new Error('expected 200')
    expect(first.etag).toBeTruthy()
    expect(await client.usage({ start: '2025-01-01', end: '2025-01-05' }, { etag: first.etag })).toEqual({ status: 304 })
  })

  it('401: revoked key', async () => {
    const { client } = clientFor(sim, KEYS.revoked, systemClock)
    const e = await errorOf(client.balance())
    expect(e).toMatchObject({ kind: 'http', status: 401, code: '401', endpoint: 'GET /balance' })
    expect(e.requestId).toMatch(REQUEST_ID)
    expect(e.message).toBe('The service rejected this key (missing, invalid, blocked or expired). Replace the key in Settings.')
    const usage = await errorOf(client.usage({ start: '2025-01-01', end: '2025-01-02' }))
    expect(usage).toMatchObject({ status: 401, endpoint: 'GET /usage' })
  })

  it('404: key without a credit account', async () => {
    const { client } = clientFor(sim, KEYS.nocredit, systemClock)
    const e = await errorOf(client.balance())
    expect(e).toMatchObject({ kind: 'http', status: 404, code: 'no_credit_account' })
    expect(e.requestId).toMatch(REQUEST_ID)
    expect(e.message).toBe('This key is not connected to a credit account. Use a key from an account with credits, or add credits to this account.')
  })

  it('400: an invalid usage parameter is named', async () => {
    const { client } = clientFor(sim, KEYS.funded, systemClock)
    const e = await errorOf(client.usage({ start: '2025-02-30', end: '2025-03-02' }))
    expect(e).toMatchObject({ kind: 'http', status: 400, code: 'invalid_parameter', param: 'start' })
  })

  it("429 from the simulator's own limit carries Retry-After (a limiter that allows more than the service)", async () => {
    const clock = new FakeClock(Date.now())
    const { client } = clientFor(sim, KEYS.debt, clock, { limiter: new RateLimiter({ clock, burst: 50, perMinute: 1000 }) })
    const results = await Promise.allSettled(Array.from({ length: 7 }, (_, i) => client.usage({ start: `2025-01-0${i + 1}`, end: '2025-01-09' })))
    const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    expect(failures.length).toBeGreaterThanOrEqual(2)
    const e = await errorOf(Promise.reject(failures[0]?.reason))
    expect(e).toMatchObject({ kind: 'http', status: 429, code: '429', endpoint: 'GET /usage' })
    expect(e.retryAfterMs).toBeGreaterThanOrEqual(1000)
    expect(e.requestId).toMatch(REQUEST_ID)
    expect(e.message).toMatch(/^Too many requests; waiting \d+ s as the service asked\.$/)
  })

  it('429 with Retry-After is honoured on the (fake) clock before the next request', async () => {
    const clock = new FakeClock()
    const fetch = countingFetch()
    const { client } = clientFor(sim, KEYS.funded, clock, { fetch })
    await addFault(sim, { match: { method: 'GET', path: '/balance' }, times: 1, respond: { status: 429, headers: { 'Retry-After': '7', 'X-Request-ID': 'req_fault429' }, body: { error: { message: 'slow down', type: 'rate_limit_error', code: '429' } } } })
    const e = await errorOf(client.balance())
    expect(e).toMatchObject({ kind: 'http', status: 429, code: '429', retryAfterMs: 7000, requestId: 'req_fault429' })
    expect(e.message).toBe('Too many requests; waiting 7 s as the service asked.')

    const before = sim.stats.snapshot().requests['GET /v1/balance'] ?? 0
    const start = clock.now()
    const next = client.balance()
    await new Promise((r) => setTimeout(r, 50))
    expect(sim.stats.snapshot().requests['GET /v1/balance'] ?? 0).toBe(before)
    await clock.advance(6_999)
    await new Promise((r) => setTimeout(r, 50))
    expect(sim.stats.snapshot().requests['GET /v1/balance'] ?? 0).toBe(before)
    const [result] = await drive([next], clock, () => fetch.inFlight() > 0)
    expect(result?.status).toBe('fulfilled')
    expect(clock.now() - start).toBe(7_000)
    expect(sim.stats.snapshot().requests['GET /v1/balance']).toBe(before + 1)
  })

  it('503 with Retry-After', async () => {
    const { client } = clientFor(sim, KEYS.funded, new FakeClock())
    await addFault(sim, { match: { method: 'GET', path: '/usage' }, times: 1, respond: { status: 503, headers: { 'Retry-After': '20' }, body: { error: { message: 'Data temporarily unavailable.', type: 'service_unavailable', code: '503' } } } })
    const e = await errorOf(client.usage({ start: '2025-01-01', end: '2025-01-02' }))
    expect(e).toMatchObject({ kind: 'http', status: 503, code: '503', retryAfterMs: 20_000, endpoint: 'GET /usage' })
    expect(e.requestId).toMatch(REQUEST_ID)
    expect(e.message).toBe("The service's data is temporarily unavailable; retrying in 20 s.")
  })

  it('invalid JSON', async () => {
    const { client } = clientFor(sim, KEYS.funded, systemClock)
    await addFault(sim, { match: { method: 'GET', path: '/balance' }, times: 1, respond: { status: 200, headers: { 'content-type': 'application/json' }, body: '{"object":"balance","balance":' } })
    const e = await errorOf(client.balance())
    expect(e).toMatchObject({ kind: 'invalid_response', status: 200, code: 'invalid_response' })
    expect(e.requestId).toMatch(REQUEST_ID)
    expect(e.message).toContain('The service sent a response that is not valid JSON (HTTP 200)')
  })

  it('wrong field types name the field', async () => {
    const { client } = clientFor(sim, KEYS.funded, systemClock)
    const good = await client.balance()
    await addFault(sim, { match: { method: 'GET', path: '/balance' }, times: 1, respond: { status: 200, body: { ...good, spend_today: 0.25 } } })
    const e = await errorOf(client.balance())
    expect(e).toMatchObject({ kind: 'invalid_response', code: 'invalid_response' })
    expect(e.message).toContain('field "spend_today"')
    await addFault(sim, { match: { method: 'GET', path: '/models' }, times: 1, respond: { status: 200, body: { data: [{ id: 7 }] } } })
    expect((await errorOf(client.models())).message).toContain('field "data.0.id"')
  })

  it('network refused on a closed port (after the two retries)', async () => {
    const port = await closedPort()
    const clock = new FakeClock()
    const fetch = countingFetch()
    const { client } = clientFor(sim, KEYS.funded, clock, { fetch, baseUrl: `http://127.0.0.1:${port}/v1` })
    const [result] = await drive([client.balance()], clock, () => fetch.inFlight() > 0)
    const e = await errorOf(result?.status === 'rejected' ? Promise.reject(result.reason) : Promise.resolve())
    expect(e).toMatchObject({ kind: 'network', status: 0, code: 'connection_refused', endpoint: 'GET /balance' })
    expect(e.message).toBe(`Could not reach 127.0.0.1:${port} (connection refused). Check your connection and the base URL.`)
    expect(fetch.total()).toBe(3)
  })

  it('a reset connection is a network error', async () => {
    const clock = new FakeClock()
    const fetch = countingFetch()
    const { client } = clientFor(sim, KEYS.funded, clock, { fetch })
    await addFault(sim, { match: { method: 'GET', path: '/models' }, times: 3, respond: { destroy: true } })
    const [result] = await drive([client.models()], clock, () => fetch.inFlight() > 0)
    const e = await errorOf(result?.status === 'rejected' ? Promise.reject(result.reason) : Promise.resolve())
    expect(e).toMatchObject({ kind: 'network', code: 'connection_reset' })
    expect(fetch.total()).toBe(3)
  })

  it('recovers when a network failure is followed by success', async () => {
    const clock = new FakeClock()
    const fetch = countingFetch()
    const { client } = clientFor(sim, KEYS.funded, clock, { fetch })
    await addFault(sim, { match: { method: 'GET', path: '/balance' }, times: 1, respond: { destroy: true } })
    const [result] = await drive([client.balance()], clock, () => fetch.inFlight() > 0)
    expect(result?.status).toBe('fulfilled')
    expect(fetch.total()).toBe(2)
  })

  it('a hung response times out', async () => {
    const { client } = clientFor(sim, KEYS.funded, systemClock, { timeoutMs: 300 })
    await addFault(sim, { match: { method: 'GET', path: '/balance' }, times: 1, respond: { hang: true } })
    const started = Date.now()
    const e = await errorOf(client.balance())
    expect(Date.now() - started).toBeLessThan(5_000)
    expect(e).toMatchObject({ kind: 'timeout', status: 0, code: 'timeout', endpoint: 'GET /balance' })
    expect(e.message).toContain('The service did not answer within 0.3 s')
  })

  it('chat: a stream that ends with [DONE]', async () => {
    const { client } = clientFor(sim, KEYS.funded, systemClock)
    const models = await client.models()
    const model = models.data.find((m) => !/soon/i.test(m.id))?.id ?? ''
    const { body, requestId } = await client.chatStream({ model, messages: [{ role: 'user', content: 'Hello' }], max_completion_tokens: 20 }, { signal: new AbortController().signal })
    expect(requestId).toMatch(REQUEST_ID)
    const text = await new Response(body).text()
    expect(text.trim().endsWith('data: [DONE]')).toBe(true)
  })

  it('chat: errors from the service are mapped', async () => {
    const { client } = clientFor(sim, KEYS.funded, systemClock)
    const unknown = await errorOf(client.chatStream({ model: 'no-such-model', messages: [{ role: 'user', content: 'x' }] }, { signal: new AbortController().signal }))
    expect(unknown).toMatchObject({ kind: 'http', status: 400, endpoint: 'POST /chat/completions' })
    const revoked = clientFor(sim, KEYS.revoked, systemClock).client
    expect(await errorOf(revoked.chatStream({ model: 'tally-nano', messages: [{ role: 'user', content: 'x' }] }, { signal: new AbortController().signal }))).toMatchObject({ status: 401 })
  })

  it('chat: the request timeout applies until the headers arrive', async () => {
    const { client } = clientFor(sim, KEYS.funded, systemClock, { timeoutMs: 300 })
    await addFault(sim, { match: { method: 'POST', path: '/chat/completions' }, times: 1, respond: { hang: true } })
    const e = await errorOf(client.chatStream({ model: 'tally-nano', messages: [{ role: 'user', content: 'x' }] }, { signal: new AbortController().signal }))
    expect(e).toMatchObject({ kind: 'timeout', endpoint: 'POST /chat/completions' })
  })
})

async function closedPort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
