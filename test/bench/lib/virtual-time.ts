import type { Clock } from '../../../electron/services/time/clock'

interface Timer {
  id: number
  due: number
  fn: () => void
}

const NULL_BODY = new Set([101, 204, 205, 304])

/**
 * One fake clock for the simulator (`now`), the services' Clock (rate limiter, back-off, the
 * usage service's timers). Time only moves in `run*`: it jumps to the next timer once everything
 * real has settled (no HTTP request in flight, the event loop quiet), so minutes of simulated
 * polling and rate limiting take a few real seconds while every request still goes over loopback.
 */
export class VirtualTime {
  private current: number
  private readonly timers: Timer[] = []
  private nextId = 1
  private inflight = 0

  constructor(start: number) {
    this.current = start
  }

  now(): number {
    return this.current
  }

  /** Moves time forward with no timer due in between (set-up only, e.g. "a year later"). */
  jump(ms: number): void {
    const target = this.current + ms
    if (this.timers.some((t) => t.due <= target)) throw new Error('VirtualTime.jump would skip timers')
    this.current = target
  }

  readonly clock: Clock = {
    now: () => this.current,
    sleep: (ms, signal) =>
      new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason)
        const id = this.setTimer(() => {
          signal?.removeEventListener('abort', onAbort)
          resolve()
        }, ms)
        const onAbort = (): void => {
          this.clearTimer(id)
          reject(signal?.reason)
        }
        signal?.addEventListener('abort', onAbort, { once: true })
      }),
    setTimeout: (fn, ms) => this.setTimer(fn, ms),
    setInterval: (fn, ms) => {
      const id = this.nextId++
      const every = Math.max(1, ms)
      const arm = (due: number): void => {
        this.timers.push({ id, due, fn: () => (arm(due + every), fn()) })
      }
      arm(this.current + every)
      return id
    },
    clear: (handle) => this.clearTimer(handle as number),
  }

  readonly date = (): Date => new Date(this.current)

  /** A fetch that counts requests in flight until their whole body has been read. */
  readonly fetch: typeof fetch = async (input, init) => {
    this.inflight++
    try {
      const res = await fetch(input, init)
      const body = NULL_BODY.has(res.status) ? null : await res.arrayBuffer()
      return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers })
    } finally {
      this.inflight--
    }
  }

  /** Counts something real (a stream, an IPC call) as in flight until the returned release is called. */
  hold(): () => void {
    this.inflight++
    let released = false
    return () => {
      if (released) return
      released = true
      this.inflight--
    }
  }

  /** Timers waiting to run (a timer left behind shows up here). */
  pendingTimers(): number {
    return this.timers.length
  }

  setTimer(fn: () => void, ms: number): number {
    const id = this.nextId++
    this.timers.push({ id, due: this.current + Math.max(0, ms), fn })
    return id
  }

  clearTimer(id: number): void {
    const i = this.timers.findIndex((t) => t.id === id)
    if (i >= 0) this.timers.splice(i, 1)
  }

  /** Waits (in real time) until no request is in flight and the event loop has gone quiet. */
  async settle(): Promise<void> {
    let quiet = 0
    while (quiet < 4) {
      await new Promise<void>((resolve) => setImmediate(resolve))
      if (this.inflight > 0) {
        quiet = 0
        await new Promise<void>((resolve) => setTimeout(resolve, 1))
      } else quiet++
    }
    // File writes (cache saves) run on the thread pool: give them a moment too.
    await new Promise<void>((resolve) => setTimeout(resolve, 2))
    while (this.inflight > 0) await new Promise<void>((resolve) => setTimeout(resolve, 1))
  }

  /** Runs every timer due up to `now + ms`, in order, settling after each; ends at exactly `now + ms`. */
  async runFor(ms: number): Promise<void> {
    const end = this.current + ms
    for (;;) {
      await this.settle()
      const next = this.earliest()
      if (!next || next.due > end) break
      this.timers.splice(this.timers.indexOf(next), 1)
      this.current = Math.max(this.current, next.due)
      next.fn()
    }
    this.current = end
  }

  /**
   * Runs timers until `promise` settles (or `limitMs` of virtual time passed). With no timer due,
   * the promise is waiting for something real (disk, network): real time passes, virtual time does not.
   */
  async runUntil<T>(promise: Promise<T>, limitMs = 3_600_000, realLimitMs = 60_000): Promise<T> {
    let done = false
    const tracked = promise.finally(() => {
      done = true
    })
    tracked.catch(() => undefined)
    const end = this.current + limitMs
    const realEnd = Date.now() + realLimitMs
    for (;;) {
      await this.settle()
      if (done) return tracked
      const next = this.earliest()
      if (!next || next.due > end) {
        if (Date.now() > realEnd) throw new Error('VirtualTime.runUntil: the promise is still pending and no timer is due')
        await new Promise<void>((resolve) => setTimeout(resolve, 5))
        continue
      }
      this.timers.splice(this.timers.indexOf(next), 1)
      this.current = Math.max(this.current, next.due)
      next.fn()
    }
  }

  private earliest(): Timer | undefined {
    let best: Timer | undefined
    for (const t of this.timers) if (!best || t.due < best.due || (t.due === best.due && t.id < best.id)) best = t
    return best
  }
}
