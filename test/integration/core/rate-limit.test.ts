import { afterEach, describe, expect, it } from 'vitest'
import { FakeClock, flush } from '../../support/fake-clock'
import { clientFor, countingFetch, drive, KEYS, type Sim, simulator } from '../../support/core/sim-client'

let sim: Sim | null = null
afterEach(async () => {
  await sim?.close()
  sim = null
})

const day = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString().slice(0, 10)

describe('rate limits against the simulator (one fake clock on both sides)', () => {
  it('200 rapid balance and usage refreshes: the service never answers 429', async () => {
    const clock = new FakeClock()
    sim = await simulator({ now: () => clock.now() })
    const fetch = countingFetch()
    const { client, limiter } = clientFor(sim, KEYS.funded, clock, { fetch })
    const start = clock.now()

    // Four "refresh buttons" hammered in a loop (25 each), plus 100 different usage ranges at once.
    const loop = async () => {
      for (let i = 0; i < 25; i++) await client.balance()
    }
    const calls: Promise<unknown>[] = [loop(), loop(), loop(), loop()]
    for (let i = 0; i < 100; i++) calls.push(client.usage({ start: day(i % 60), end: day(60 + (i % 7)) }))
    await flush()
    expect(limiter.inspect('GET /usage').queued).toBeGreaterThan(90)

    const results = await drive(calls, clock, () => fetch.inFlight() > 0)
    expect(results.filter((r) => r.status === 'rejected')).toEqual([])
    const stats = sim.stats.snapshot()
    expect(stats.statusCounts['429'] ?? 0).toBe(0)
    expect(stats.requests['GET /v1/usage']).toBe(100)
    // Identical balance refreshes in flight at the same time share one request.
    expect(stats.requests['GET /v1/balance']).toBeGreaterThanOrEqual(25)
    expect(stats.requests['GET /v1/balance']).toBeLessThan(100)
    // The limiter made them wait: 95 usage requests beyond the burst at 20/min take ≥ 285 s.
    expect(clock.now() - start).toBeGreaterThanOrEqual(285_000)
  })

  it('a second client of the same connection shares the limiter and still never sees a 429', async () => {
    const clock = new FakeClock()
    sim = await simulator({ now: () => clock.now() })
    const fetch = countingFetch()
    const first = clientFor(sim, KEYS.funded, clock, { fetch })
    const second = clientFor(sim, KEYS.funded, clock, { fetch, limiter: first.limiter })
    const calls = Array.from({ length: 40 }, (_, i) => (i % 2 ? first.client : second.client).usage({ start: day(i), end: day(50) }))
    const results = await drive(calls, clock, () => fetch.inFlight() > 0)
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true)
    expect(sim.stats.snapshot().statusCounts['429'] ?? 0).toBe(0)
  })

  it('after someone else used the key, the server headers lower our count and we still get no 429', async () => {
    const clock = new FakeClock()
    sim = await simulator({ now: () => clock.now() })
    // Another app spends 4 of the 5 burst requests with the same key.
    for (let i = 0; i < 4; i++) await globalThis.fetch(`${sim.baseUrl}/balance`, { headers: { Authorization: `Bearer ${KEYS.funded}` } })
    const fetch = countingFetch()
    const { client, limiter } = clientFor(sim, KEYS.funded, clock, { fetch })
    await client.balance()
    expect(limiter.inspect('GET /balance').tokens).toBe(0)
    const loop = async () => {
      for (let i = 0; i < 5; i++) await client.balance()
    }
    const results = await drive([loop()], clock, () => fetch.inFlight() > 0)
    expect(results[0]?.status).toBe('fulfilled')
    expect(sim.stats.snapshot().statusCounts['429'] ?? 0).toBe(0)
  })
})
