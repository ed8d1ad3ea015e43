import { abortReason, type Clock } from '../../electron/services/api/clock'

interface Timer {
  at: number
  seq: number
  fire: () => void
}

/** Lets queued promise chains (and loopback I/O callbacks) run. */
export async function flush(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => setImmediate(resolve))
}

/** A clock that moves only when the test says so; sleepers wake in time order. */
export class FakeClock implements Clock {
  private t: number
  private seq = 0
  private timers: Timer[] = []

  constructor(start = Date.parse('2025-03-10T12:00:00.000Z')) {
    this.t = start
  }

  now(): number {
    return this.t
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(abortReason(signal))
      const onAbort = (): void => {
        this.timers = this.timers.filter((t) => t !== timer)
        reject(abortReason(signal))
      }
      const timer: Timer = {
        at: this.t + Math.max(0, ms),
        seq: this.seq++,
        fire: () => {
          signal?.removeEventListener('abort', onAbort)
          resolve()
        },
      }
      this.timers.push(timer)
      signal?.addEventListener('abort', onAbort, { once: true })
    })
  }

  pending(): number {
    return this.timers.length
  }

  nextAt(): number | null {
    return this.earliest()?.at ?? null
  }

  /** Moves time forward by `ms`, waking every sleeper due on the way, in order. */
  async advance(ms: number): Promise<void> {
    const target = this.t + ms
    await flush()
    for (let next = this.earliest(); next && next.at <= target; next = this.earliest()) {
      this.t = Math.max(this.t, next.at)
      this.timers = this.timers.filter((t) => t !== next)
      next.fire()
      await flush()
    }
    this.t = target
    await flush()
  }

  /** Jumps to the earliest sleeper and wakes it (and any due at the same time). False when none. */
  async runNext(): Promise<boolean> {
    const next = this.earliest()
    if (!next) return false
    await this.advance(Math.max(0, next.at - this.t))
    return true
  }

  private earliest(): Timer | undefined {
    return [...this.timers].sort((a, b) => a.at - b.at || a.seq - b.seq)[0]
  }
}
