import type { SimTime } from './sim-time'

export interface RateLimitConfig {
  perMinute: number
  burst: number
}

export interface RateDecision {
  allowed: boolean
  /** `x-ratelimit-*` headers, plus `Retry-After` when not allowed. */
  headers: Record<string, string>
}

// Tokens are counted in 1/60000 units so that with whole milliseconds the refill stays exact
// (perMinute units per ms) instead of drifting with floating-point fractions.
const UNIT = 60_000

interface Bucket {
  units: number
  updatedAt: number
}

/** Token buckets (capacity `burst`, refilled at `perMinute`), one per key and endpoint. */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>()
  private readonly capacity: number

  constructor(
    private readonly config: RateLimitConfig,
    private readonly clock: SimTime,
  ) {
    this.capacity = config.burst * UNIT
  }

  take(bucketKey: string): RateDecision {
    const now = this.clock()
    const bucket = this.buckets.get(bucketKey) ?? { units: this.capacity, updatedAt: now }
    const elapsed = Math.max(0, now - bucket.updatedAt)
    bucket.units = Math.min(this.capacity, bucket.units + elapsed * this.config.perMinute)
    bucket.updatedAt = now
    this.buckets.set(bucketKey, bucket)
    const allowed = bucket.units >= UNIT
    if (allowed) bucket.units -= UNIT
    const headers: Record<string, string> = {
      'x-ratelimit-limit': String(this.config.perMinute),
      'x-ratelimit-remaining': String(Math.floor(bucket.units / UNIT)),
      'x-ratelimit-reset': String(this.secondsUntil(this.capacity - bucket.units)),
    }
    if (!allowed) headers['retry-after'] = String(Math.max(1, this.secondsUntil(UNIT - bucket.units)))
    return { allowed, headers }
  }

  private secondsUntil(missingUnits: number): number {
    return missingUnits <= 0 ? 0 : Math.ceil(missingUnits / this.config.perMinute / 1000)
  }
}
