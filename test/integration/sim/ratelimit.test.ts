import { describe, expect, it } from 'vitest'
import { auth, chat, chatBody, getJson, readSse, startTestSim, type TestSim } from '../../support/sim/sim-helpers'
import type { ErrorJson } from '../../support/sim/wire-shapes'

function get(sim: TestSim, path: string, key = 'sk-demo-funded', headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${sim.baseUrl}${path}`, { headers: { ...auth(key), ...headers } })
}

async function burst(sim: TestSim, path: string, count: number, key?: string): Promise<Response[]> {
  const responses: Response[] = []
  for (let i = 0; i < count; i++) {
    const res = await get(sim, path, key)
    await res.arrayBuffer()
    responses.push(res)
  }
  return responses
}

describe.each(['/balance', '/usage'])('rate limit on %s', (path) => {
  it('allows a burst of 5, then 429 with code "429" and an integer Retry-After', async () => {
    const sim = await startTestSim()
    const responses = await burst(sim, path, 5)
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200])
    expect(responses.map((r) => r.headers.get('x-ratelimit-remaining'))).toEqual(['4', '3', '2', '1', '0'])
    for (const res of responses) {
      expect(res.headers.get('x-ratelimit-limit')).toBe('20')
      expect(res.headers.get('x-ratelimit-reset')).toMatch(/^\d+$/)
    }
    const limited = await get(sim, path)
    expect(limited.status).toBe(429)
    const retryAfter = limited.headers.get('retry-after') ?? ''
    expect(retryAfter).toMatch(/^\d+$/)
    expect(Number.parseInt(retryAfter, 10)).toBeGreaterThanOrEqual(1)
    expect(limited.headers.get('x-ratelimit-remaining')).toBe('0')
    expect(limited.headers.get('x-request-id')).toMatch(/^req_/)
    const body = (await limited.json()) as ErrorJson
    expect(body.error).toMatchObject({ code: '429', message: expect.any(String), type: expect.any(String) })
    sim.clock.jump(Number.parseInt(retryAfter, 10) * 1000)
    expect((await get(sim, path)).status).toBe(200)
  })

  it('refills at 20 per minute up to the burst of 5', async () => {
    const sim = await startTestSim()
    await burst(sim, path, 5)
    sim.clock.jump(2_999)
    expect((await get(sim, path)).status).toBe(429)
    sim.clock.jump(1)
    expect((await get(sim, path)).status).toBe(200)
    sim.clock.jump(10 * 60_000)
    const res = await get(sim, path)
    expect(res.headers.get('x-ratelimit-remaining')).toBe('4')
    expect(res.headers.get('x-ratelimit-reset')).toBe('3')
  })

  it('counts each key separately', async () => {
    const sim = await startTestSim()
    await burst(sim, path, 6)
    expect((await get(sim, path, 'sk-demo-noplan')).status).toBe(200)
  })
})

describe('rate limits', () => {
  it('counts balance and usage separately', async () => {
    const sim = await startTestSim()
    await burst(sim, '/balance', 6)
    const res = await get(sim, '/usage')
    expect(res.status).toBe(200)
    expect(res.headers.get('x-ratelimit-remaining')).toBe('4')
  })

  it('puts the headers on every response to a valid key: 304 and 404 too, not on 401', async () => {
    const sim = await startTestSim()
    const first = await get(sim, '/usage')
    const etag = first.headers.get('etag') ?? ''
    const notModified = await get(sim, '/usage', 'sk-demo-funded', { 'if-none-match': etag })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('x-ratelimit-remaining')).toBe('3')
    const noAccount = await get(sim, '/balance', 'sk-demo-nocredit')
    expect(noAccount.status).toBe(404)
    expect(noAccount.headers.get('x-ratelimit-limit')).toBe('20')
    const unauthorized = await get(sim, '/balance', 'sk-invalid')
    expect(unauthorized.status).toBe(401)
    expect(unauthorized.headers.get('x-ratelimit-limit')).toBeNull()
  })

  it('keeps chat separate: chats do not use the balance/usage budget and vice versa', async () => {
    const sim = await startTestSim()
    await burst(sim, '/balance', 6)
    const res = await chat(sim, chatBody())
    expect(res.status).toBe(200)
    expect((await readSse(res)).done).toBe(true)
    const usage = await getJson(`${sim.baseUrl}/usage`, 'sk-demo-funded')
    expect(usage.res.headers.get('x-ratelimit-remaining')).toBe('4')
  })

  it('accepts other limits through the rateLimit option', async () => {
    const sim = await startTestSim({ rateLimit: { perMinute: 60, burst: 2 } })
    const responses = await burst(sim, '/balance', 3)
    expect(responses.map((r) => r.status)).toEqual([200, 200, 429])
    expect(responses[0]?.headers.get('x-ratelimit-limit')).toBe('60')
    expect(responses[2]?.headers.get('retry-after')).toBe('1')
  })
})
