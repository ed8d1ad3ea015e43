import { describe, expect, it } from 'vitest'
import { RateLimiter, RateLimiters, readRateLimitHeaders } from '../../../electron/services/api/rate-limiter'
import { FakeClock, flush } from '../../support/fake-clock'

const EP = 'GET /balance'

function setup() {
  const clock = new FakeClock()
  const limiter = new RateLimiter({ clock })
  const granted: number[] = []
  const take = (endpoint = EP, signal?: AbortSignal) =>
    limiter.acquire(endpoint, signal).then((permit) => {
      granted.push(clock.now())
      return permit
    })
  return { clock, limiter, granted, take }
}

describe('RateLimiter', () => {
  it('lets a burst of 5 through at once, then one every 3 s (20/min)', async () => {
    const { clock, granted, take } = setup()
    const start = clock.now()
    for (let i = 0; i < 8; i++) void take()
    await flush()
    expect(granted).toHaveLength(5)
    await clock.advance(2_999)
    expect(granted).toHaveLength(5)
    await clock.advance(1)
    expect(granted).toHaveLength(6)
    await clock.advance(6_000)
    expect(granted.map((t) => t - start)).toEqual([0, 0, 0, 0, 0, 3_000, 6_000, 9_000])
  })

  it('never exceeds 20 in any 60 s window plus the burst, however many are queued', async () => {
    const { clock, granted, take } = setup()
    for (let i = 0; i < 100; i++) void take()
    await clock.advance(5 * 60_000)
    for (let i = 0; i < granted.length; i++) {
      const inWindow = granted.filter((t) => t >= (granted[i] ?? 0) && t < (granted[i] ?? 0) + 60_000).length
      expect(inWindow).toBeLessThanOrEqual(25)
    }
    expect(granted.length).toBeGreaterThanOrEqual(100)
  })

  it('keeps endpoints separate', async () => {
    const { granted, take } = setup()
    for (let i = 0; i < 5; i++) void take('GET /balance')
    for (let i = 0; i < 5; i++) void take('GET /usage')
    await flush()
    expect(granted).toHaveLength(10)
  })

  it('serves waiters in order', async () => {
    const { clock, limiter } = setup()
    const order: number[] = []
    for (let i = 0; i < 8; i++) void limiter.acquire(EP).then(() => order.push(i))
    await clock.advance(10_000)
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
  })

  it('refills up to the burst only', async () => {
    const { clock, limiter, granted, take } = setup()
    await clock.advance(10 * 60_000)
    expect(limiter.inspect(EP).tokens).toBe(5)
    for (let i = 0; i < 6; i++) void take()
    await flush()
    expect(granted).toHaveLength(5)
  })

  it('lowers its count when the server reports fewer remaining requests', async () => {
    const { limiter, take } = setup()
    const permit = await take()
    expect(limiter.inspect(EP).tokens).toBe(4)
    permit.done({ remaining: 1, resetSeconds: null })
    expect(limiter.inspect(EP).tokens).toBe(1)
  })

  it('never raises its count from the headers', async () => {
    const { limiter, take } = setup()
    const permits = await Promise.all([take(), take(), take(), take()])
    permits[0]?.done({ remaining: 4, resetSeconds: 0 })
    expect(limiter.inspect(EP).tokens).toBe(1)
  })

  it('counts its own requests still in flight against what the server reports', async () => {
    const { limiter, take } = setup()
    const [a] = await Promise.all([take(), take()])
    // The server answered A with 2 left (someone else uses the key); B is still on its way.
    a?.done({ remaining: 2, resetSeconds: null })
    expect(limiter.inspect(EP).tokens).toBe(1)
  })

  it('uses x-ratelimit-reset to bound the refill', async () => {
    const { limiter, take } = setup()
    const permit = await take()
    // Full again in 12 s means the server holds 5 - 12/3 = 1 token.
    permit.done({ remaining: null, resetSeconds: 12 })
    expect(limiter.inspect(EP).tokens).toBeCloseTo(1)
  })

  it('ignores a reset that cannot belong to this bucket beyond emptying it', async () => {
    const { limiter, take } = setup()
    const permit = await take()
    permit.done({ remaining: null, resetSeconds: 1e9 })
    expect(limiter.inspect(EP).tokens).toBe(0)
  })

  it('blocks an endpoint for Retry-After, then lets exactly one request go', async () => {
    const { clock, limiter, granted, take } = setup()
    const start = clock.now()
    limiter.block(EP, 30_000)
    void take()
    void take()
    await clock.advance(29_999)
    expect(granted).toHaveLength(0)
    await clock.advance(1)
    expect(granted.map((t) => t - start)).toEqual([30_000])
    await clock.advance(3_000)
    expect(granted.map((t) => t - start)).toEqual([30_000, 33_000])
  })

  it('caps an absurd Retry-After at one hour', () => {
    const { clock, limiter } = setup()
    limiter.block(EP, 10 * 24 * 3600_000)
    expect(limiter.inspect(EP).blockedUntil).toBe(clock.now() + 3600_000)
  })

  it('does not shorten an existing block', async () => {
    const { clock, limiter } = setup()
    limiter.block(EP, 30_000)
    limiter.block(EP, 1_000)
    expect(limiter.inspect(EP).blockedUntil).toBe(clock.now() + 30_000)
  })

  it('a waiter can give up with an AbortSignal and leaves the queue', async () => {
    const { clock, limiter, granted, take } = setup()
    for (let i = 0; i < 5; i++) void take()
    const controller = new AbortController()
    const waiting = take(EP, controller.signal)
    await flush()
    expect(limiter.inspect(EP).queued).toBe(1)
    controller.abort(new Error('gave up'))
    await expect(waiting).rejects.toThrow('gave up')
    expect(limiter.inspect(EP).queued).toBe(0)
    expect(clock.pending()).toBe(0)
    expect(granted).toHaveLength(5)
    await expect(limiter.acquire(EP, controller.signal)).rejects.toThrow('gave up')
  })

  it('reads the rate-limit headers', () => {
    const h = new Headers({ 'x-ratelimit-remaining': '3', 'x-ratelimit-reset': '7' })
    expect(readRateLimitHeaders(h)).toEqual({ remaining: 3, resetSeconds: 7 })
    expect(readRateLimitHeaders(new Headers({ 'x-ratelimit-remaining': 'lots' }))).toEqual({ remaining: null, resetSeconds: null })
  })

  it('keeps one limiter per connection', () => {
    const limiters = new RateLimiters({ clock: new FakeClock() })
    expect(limiters.for('a')).toBe(limiters.for('a'))
    expect(limiters.for('a')).not.toBe(limiters.for('b'))
    const a = limiters.for('a')
    limiters.forget('a')
    expect(limiters.for('a')).not.toBe(a)
  })

  it('a permit settles once', async () => {
    const { limiter, take } = setup()
    const permit = await take()
    permit.done()
    permit.done()
    expect(limiter.inspect(EP).inFlight).toBe(0)
  })
})
