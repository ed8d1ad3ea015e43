import type { Clock } from '../time/clock'

/** Without Retry-After, a "too many simultaneous requests" 429 waits this long before the next try. */
export const DEFAULT_RETRY_AFTER_MS = 1_000
/** After this long without a 429, one more simultaneous stream is tried (the limit may have risen). */
export const PROBE_AFTER_MS = 30_000

export interface Slot {
  /** The stream ended (any way but a concurrency 429): frees the slot. */
  release(): void
  /** The stream got a "too many simultaneous requests" 429: learn from it and free the slot. */
  tooMany(retryAfterMs: number | null): void
}

interface Waiter {
  resolve(slot: Slot): void
  reject(reason: unknown): void
  signal: AbortSignal
  onAbort(): void
}

/**
 * Learns how many chat streams the account may run at once from its 429s and queues requests
 * beyond that, instead of firing them into another 429. Unknown until the first 429 (no limit).
 * After a 429 nothing starts before its Retry-After (or 1 s); after 30 s without one, one more
 * stream is tried, so the app recovers when the limit rises.
 */
export class ConcurrencyLearner {
  private learned: number | null = null
  private running = 0
  private blockedUntil = 0
  private lastTooManyAt = Number.NEGATIVE_INFINITY
  private readonly queue: Waiter[] = []
  private timer: AbortController | null = null

  constructor(private readonly clock: Pick<Clock, 'now' | 'sleep'>) {}

  /** The learned limit (null: none seen yet). */
  get limit(): number | null {
    return this.learned
  }

  get active(): number {
    return this.running
  }

  get waiting(): number {
    return this.queue.length
  }

  /** When the next start is allowed after a 429 (ms since the epoch; 0 when not blocked). */
  get retryAt(): number {
    return this.blockedUntil > this.clock.now() ? this.blockedUntil : 0
  }

  /** Resolves with a slot once a stream may start (in request order); rejects when `signal` aborts first. */
  acquire(signal: AbortSignal): Promise<Slot> {
    if (signal.aborted) return Promise.reject(signal.reason)
    return new Promise<Slot>((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        signal,
        onAbort: () => {
          const i = this.queue.indexOf(waiter)
          if (i >= 0) this.queue.splice(i, 1)
          reject(signal.reason)
          this.pump()
        },
      }
      signal.addEventListener('abort', waiter.onAbort, { once: true })
      this.queue.push(waiter)
      this.pump()
    })
  }

  private capacity(now: number): number {
    if (this.learned === null) return Number.POSITIVE_INFINITY
    return now - this.lastTooManyAt >= PROBE_AFTER_MS ? this.learned + 1 : this.learned
  }

  private pump(): void {
    const now = this.clock.now()
    while (this.queue.length > 0 && now >= this.blockedUntil && this.running < this.capacity(now)) {
      const waiter = this.queue.shift() as Waiter
      waiter.signal.removeEventListener('abort', waiter.onAbort)
      waiter.resolve(this.slot())
    }
    this.schedule(now)
  }

  /** With requests waiting on time (Retry-After or the next probe), wakes up then. */
  private schedule(now: number): void {
    this.timer?.abort()
    this.timer = null
    if (this.queue.length === 0) return
    let wakeAt: number | null = null
    if (now < this.blockedUntil) wakeAt = this.blockedUntil
    else if (this.learned !== null && this.running >= this.learned && this.running < this.learned + 1) wakeAt = this.lastTooManyAt + PROBE_AFTER_MS
    if (wakeAt === null || wakeAt <= now) return
    const timer = new AbortController()
    this.timer = timer
    this.clock.sleep(wakeAt - now, timer.signal).then(
      () => {
        if (this.timer === timer) this.pump()
      },
      () => undefined,
    )
  }

  private slot(): Slot {
    this.running++
    const startedWith = this.running
    let done = false
    const end = (): boolean => {
      if (done) return false
      done = true
      this.running--
      return true
    }
    return {
      release: () => {
        if (!end()) return
        // A stream beyond the learned limit went through: the limit has risen.
        if (this.learned !== null && startedWith > this.learned) this.learned = startedWith
        this.pump()
      },
      tooMany: (retryAfterMs) => {
        if (!end()) return
        const now = this.clock.now()
        // The service allowed the others that were running when this one was refused. Several refusals
        // in one burst: the smallest wins (the limit rises only through a probe that goes through).
        const allowed = Math.max(1, startedWith - 1)
        this.learned = this.learned === null ? allowed : Math.min(this.learned, allowed)
        this.lastTooManyAt = now
        this.blockedUntil = Math.max(this.blockedUntil, now + (retryAfterMs ?? DEFAULT_RETRY_AFTER_MS))
        this.pump()
      },
    }
  }
}
