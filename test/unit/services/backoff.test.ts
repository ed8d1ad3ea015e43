import { describe, expect, it } from 'vitest'
import { backoffMs, mayPass } from '../../../electron/services/api/backoff'
import { makeError } from '../../../shared/error-model'

const error = (init: Partial<Parameters<typeof makeError>[0]>) => makeError({ kind: 'http', code: 'x', message: 'x', endpoint: 'GET /balance', ...init })

describe('backoffMs', () => {
  it('doubles from the base per attempt and stops at the cap', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffMs(n, { baseMs: 10_000, maxMs: 60_000 }))).toEqual([10_000, 20_000, 40_000, 60_000, 60_000])
  })

  it('spreads by ± jitter around the capped wait', () => {
    expect(backoffMs(2, { baseMs: 1000, jitter: 0.25, random: () => 0 })).toBe(1500)
    expect(backoffMs(2, { baseMs: 1000, jitter: 0.25, random: () => 0.5 })).toBe(2000)
    expect(backoffMs(3, { baseMs: 10_000, maxMs: 30_000, jitter: 0.2, random: () => 0.999_999 })).toBeCloseTo(36_000, 0)
  })
})

describe('mayPass', () => {
  it('429, 5xx, network, timeout, unreadable answers and Retry-After may pass; a rejected key or bad request does not', () => {
    expect([error({ status: 429 }), error({ status: 503 }), error({ kind: 'network' }), error({ kind: 'timeout' }), error({ kind: 'invalid_response', status: 200 }), error({ status: 400, retryAfterMs: 1000 })].map(mayPass)).toEqual([
      true, true, true, true, true, true,
    ])
    expect([error({ status: 401 }), error({ status: 400 }), error({ status: 404 }), error({ kind: 'input' })].map(mayPass)).toEqual([false, false, false, false])
  })
})
