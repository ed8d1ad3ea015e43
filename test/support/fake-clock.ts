import { abortReason, type Clock, type TimerHandle } from '../../electron/services/time/clock'

interface Timer {
  id: number
  at: number
  fire: () => void
  /** Set for an interval: fires again this many ms later. */
  every?: number
}

/** Rounds of settling after each timer: enough for a usage sync's chained awaits to finish. */
const SETTLE_ROUNDS = 20

/** Lets queued promise chains (and loopback I/O callbacks) run. */
export async function flush(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => setImmediate(resolve))
}

export interface FakeClockOptions {
  /** Every sleep ends at once and time stands still (property runs over a client's retries); timers still wait. */
  sleepsEndAtOnce?: boolean
}

/**
 * The one fake Clock of the tests: time moves only when the test says so; sleepers, timeouts and
 * intervals fire in time order (then in the order they were set), with promises let settle after
 * each. `now` and `date` are bound, so they can be passed on as plain functions (the simulator's
 * `now`, for one). The bench's and soak's VirtualTime builds on it.
 */
export class FakeClock implements Clock {
  protected t: number
  private nextId = 1
  private timers: Timer[] = []

  constructor(
    start: number | string = '2025-03-10T12:00:00.000Z',
    private readonly options: FakeClockOptions = {},
  ) {
    this.t = typeof start === 'number' ? start : Date.parse(start)
  }

  readonly now = (): number => this.t

  readonly date = (): Date => new Date(this.t)

  /** Jumps to a moment without firing anything. */
  set(at: number | string): void {
    this.t = typeof at === 'number' ? at : Date.parse(at)
  }

  /** Moves time forward at once, with no timer due on the way (a simulator's clock, set-up such as "a year later"). */
  jump(ms: number): void {
    const target = this.t + ms
    const next = this.nextAt()
    if (next !== null && next <= target) throw new Error('FakeClock.jump would skip timers: advance() fires them')
    this.t = target
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(abortReason(signal))
      if (this.options.sleepsEndAtOnce) return resolve()
      const onAbort = (): void => {
        this.clear(id)
        reject(abortReason(signal))
      }
      const id = this.setTimeout(() => {
        signal?.removeEventListener('abort', onAbort)
        resolve()
      }, ms)
      signal?.addEventListener('abort', onAbort, { once: true })
    })
  }

  setTimeout(fn: () => void, ms: number): TimerHandle {
    return this.add({ id: this.nextId++, at: this.t + Math.max(0, ms), fire: fn })
  }

  setInterval(fn: () => void, ms: number): TimerHandle {
    const every = Math.max(1, ms)
    return this.add({ id: this.nextId++, at: this.t + every, fire: fn, every })
  }

  clear(handle: TimerHandle): void {
    this.timers = this.timers.filter((t) => t.id !== handle)
  }

  /** Timers and sleepers waiting. */
  pending(): number {
    return this.timers.length
  }

  nextAt(): number | null {
    return this.earliest()?.at ?? null
  }

  /** Moves time forward by `ms`, firing every timer due on the way, in order. */
  async advance(ms: number): Promise<void> {
    const target = this.t + ms
    await flush()
    while (this.fireDue(target)) await flush(SETTLE_ROUNDS)
    this.t = target
    await flush(SETTLE_ROUNDS)
  }

  /** Fires the earliest timer due at or before `limit` (time moves to it; an interval re-arms). False when none is. */
  protected fireDue(limit: number): boolean {
    const next = this.earliest()
    if (!next || next.at > limit) return false
    this.t = Math.max(this.t, next.at)
    this.timers.splice(this.timers.indexOf(next), 1)
    if (next.every !== undefined) this.add({ ...next, at: next.at + next.every })
    next.fire()
    return true
  }

  /** Jumps to the earliest timer and fires it (and any due at the same time). False when none. */
  async runNext(): Promise<boolean> {
    const next = this.earliest()
    if (!next) return false
    await this.advance(Math.max(0, next.at - this.t))
    return true
  }

  private add(timer: Timer): number {
    this.timers.push(timer)
    return timer.id
  }

  private earliest(): Timer | undefined {
    // Ids grow in the order timers were set; an interval keeps its id when it re-arms.
    let best: Timer | undefined
    for (const t of this.timers) if (!best || t.at < best.at || (t.at === best.at && t.id < best.id)) best = t
    return best
  }
}
