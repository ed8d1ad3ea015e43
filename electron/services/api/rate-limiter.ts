import { abortReason, type Clock } from '../time/clock'

export interface RateLimitOptions {
  clock: Clock
  /** Requests that may be sent at once (the service's burst). */
  burst?: number
  /** Sustained rate (the service's per-minute limit). */
  perMinute?: number
}

/** What a response's `x-ratelimit-*` headers said; null when absent or unreadable. */
export interface RateLimitFeedback {
  remaining: number | null
  resetSeconds: number | null
}

/** One granted request. Call `done` once with the response's rate-limit headers (or without, on failure). */
export interface Permit {
  done(feedback?: RateLimitFeedback): void
}

interface Waiter {
  grant: () => void
}

interface Bucket {
  tokens: number
  updatedAt: number
  blockedUntil: number
  inFlight: number
  queue: Waiter[]
  pumping: boolean
  wake: AbortController | null
}

const EPSILON = 1e-9
/** A Retry-After beyond this is treated as this long, so one odd header cannot stop refreshes for good. */
export const MAX_BLOCK_MS = 60 * 60_000

export function readRateLimitHeaders(headers: Headers): RateLimitFeedback {
  const num = (name: string): number | null => {
    const raw = headers.get(name)
    if (raw === null || raw.trim() === '') return null
    const n = Number(raw)
    return Number.isFinite(n) && n >= 0 ? n : null
  }
  return { remaining: num('x-ratelimit-remaining'), resetSeconds: num('x-ratelimit-reset') }
}

/**
 * Token buckets (one per endpoint) for one connection's key. Requests wait in FIFO order for a
 * token instead of failing; the server's rate-limit headers can only lower our count; after a
 * 429/503 the endpoint is blocked until Retry-After has passed.
 */
export class RateLimiter {
  readonly burst: number
  /** Tokens per millisecond. */
  private readonly rate: number
  private readonly buckets = new Map<string, Bucket>()

  constructor(private readonly options: RateLimitOptions) {
    this.burst = options.burst ?? 5
    this.rate = (options.perMinute ?? 20) / 60_000
  }

  acquire(endpoint: string, signal?: AbortSignal): Promise<Permit> {
    if (signal?.aborted) return Promise.reject(abortReason(signal))
    const bucket = this.bucket(endpoint)
    return new Promise<Permit>((resolve, reject) => {
      const onAbort = (): void => {
        const i = bucket.queue.indexOf(waiter)
        if (i >= 0) bucket.queue.splice(i, 1)
        if (bucket.queue.length === 0) bucket.wake?.abort()
        reject(abortReason(signal))
      }
      const waiter: Waiter = {
        grant: () => {
          signal?.removeEventListener('abort', onAbort)
          resolve(this.permit(bucket))
        },
      }
      signal?.addEventListener('abort', onAbort, { once: true })
      bucket.queue.push(waiter)
      this.drain(bucket)
    })
  }

  /** After a 429 or 503: no request to this endpoint before `ms` from now. */
  block(endpoint: string, ms: number): void {
    const bucket = this.bucket(endpoint)
    const until = this.options.clock.now() + Math.min(MAX_BLOCK_MS, Math.max(0, ms))
    if (until <= bucket.blockedUntil) return
    bucket.blockedUntil = until
    // The server's bucket is empty: when the block ends exactly one request may go.
    bucket.tokens = 0
    bucket.updatedAt = Math.max(bucket.updatedAt, until - 1 / this.rate)
  }

  /** For tests and diagnostics. */
  inspect(endpoint: string): { tokens: number; blockedUntil: number; queued: number; inFlight: number } {
    const bucket = this.bucket(endpoint)
    this.refill(bucket)
    return { tokens: bucket.tokens, blockedUntil: bucket.blockedUntil, queued: bucket.queue.length, inFlight: bucket.inFlight }
  }

  private bucket(endpoint: string): Bucket {
    let bucket = this.buckets.get(endpoint)
    if (!bucket) {
      bucket = { tokens: this.burst, updatedAt: this.options.clock.now(), blockedUntil: 0, inFlight: 0, queue: [], pumping: false, wake: null }
      this.buckets.set(endpoint, bucket)
    }
    return bucket
  }

  private refill(bucket: Bucket): void {
    const now = this.options.clock.now()
    if (now <= bucket.updatedAt) return
    bucket.tokens = Math.min(this.burst, bucket.tokens + (now - bucket.updatedAt) * this.rate)
    bucket.updatedAt = now
  }

  private permit(bucket: Bucket): Permit {
    bucket.inFlight++
    let settled = false
    return {
      done: (feedback) => {
        if (settled) return
        settled = true
        bucket.inFlight--
        if (feedback) this.correct(bucket, feedback)
      },
    }
  }

  /** Lowers our count to what the server reports, minus our requests it may not have counted yet. */
  private correct(bucket: Bucket, { remaining, resetSeconds }: RateLimitFeedback): void {
    this.refill(bucket)
    const pending = bucket.inFlight
    if (remaining !== null && remaining - pending < Math.floor(bucket.tokens + EPSILON)) {
      bucket.tokens = Math.max(0, remaining - pending)
    }
    if (resetSeconds !== null) {
      const fullInMs = Math.min(resetSeconds * 1000, this.burst / this.rate)
      const implied = this.burst - fullInMs * this.rate - pending
      if (implied < bucket.tokens - EPSILON) bucket.tokens = Math.max(0, implied)
    }
  }

  private drain(bucket: Bucket): void {
    if (bucket.pumping) return
    bucket.pumping = true
    void this.pump(bucket).finally(() => {
      bucket.pumping = false
      if (bucket.queue.length > 0) this.drain(bucket)
    })
  }

  private async pump(bucket: Bucket): Promise<void> {
    const clock = this.options.clock
    while (bucket.queue.length > 0) {
      this.refill(bucket)
      const now = clock.now()
      let waitMs: number
      if (bucket.blockedUntil > now) waitMs = bucket.blockedUntil - now
      else if (bucket.tokens >= 1 - EPSILON) {
        bucket.tokens = Math.max(0, bucket.tokens - 1)
        bucket.queue.shift()?.grant()
        continue
      } else waitMs = Math.ceil((1 - bucket.tokens) / this.rate)
      bucket.wake = new AbortController()
      await clock.sleep(Math.max(1, waitMs), bucket.wake.signal).catch(() => undefined)
      bucket.wake = null
    }
  }
}

/** One limiter per connection, kept while the connection exists (a new client for it reuses it). */
export class RateLimiters {
  private readonly limiters = new Map<string, RateLimiter>()

  constructor(private readonly options: RateLimitOptions) {}

  for(connectionId: string): RateLimiter {
    let limiter = this.limiters.get(connectionId)
    if (!limiter) {
      limiter = new RateLimiter(this.options)
      this.limiters.set(connectionId, limiter)
    }
    return limiter
  }

  forget(connectionId: string): void {
    this.limiters.delete(connectionId)
  }
}
