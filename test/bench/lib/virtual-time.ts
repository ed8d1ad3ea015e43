import type { Clock } from '../../../electron/services/time/clock'
import { FakeClock } from '../../support/fake-clock'

const NULL_BODY = new Set([101, 204, 205, 304])

/**
 * The one FakeClock (test/support/fake-clock.ts), settling on real work: time only moves in `run*`,
 * and jumps to the next timer once everything real has settled (no HTTP request in flight, the
 * event loop quiet), so minutes of simulated polling and rate limiting take a few real seconds
 * while every request still goes over loopback. Used by the bench and the soak.
 */
export class VirtualTime extends FakeClock {
  private inflight = 0

  constructor(start: number) {
    super(start)
  }

  /** The Clock to give the services: this clock itself. */
  get clock(): Clock {
    return this
  }

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
    return this.pending()
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
    const end = this.t + ms
    for (;;) {
      await this.settle()
      if (!this.fireDue(end)) break
    }
    this.t = end
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
    const end = this.t + limitMs
    const realEnd = Date.now() + realLimitMs
    for (;;) {
      await this.settle()
      if (done) return tracked
      if (this.fireDue(end)) continue
      if (Date.now() > realEnd) throw new Error('VirtualTime.runUntil: the promise is still pending and no timer is due')
      await new Promise<void>((resolve) => setTimeout(resolve, 5))
    }
  }
}
