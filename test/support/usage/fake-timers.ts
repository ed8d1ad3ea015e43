import type { Timers } from '../../../electron/services/usage/scheduler'

interface Scheduled {
  id: number
  at: number
  fn: () => void
}

/** A clock and timers that move only when told to. */
export class FakeClock implements Timers {
  private ms: number
  private nextId = 1
  private timers: Scheduled[] = []

  constructor(start: string | number) {
    this.ms = typeof start === 'number' ? start : Date.parse(start)
  }

  readonly now = (): Date => new Date(this.ms)

  setTimeout = (fn: () => void, ms: number): unknown => {
    const id = this.nextId++
    this.timers.push({ id, at: this.ms + ms, fn })
    return id
  }

  clearTimeout = (handle: unknown): void => {
    this.timers = this.timers.filter((t) => t.id !== handle)
  }

  get pending(): number {
    return this.timers.length
  }

  /** Moves time forward, running due timers in order (letting promises settle after each). */
  async advance(ms: number): Promise<void> {
    const target = this.ms + ms
    for (;;) {
      const due = this.timers.filter((t) => t.at <= target).sort((a, b) => a.at - b.at || a.id - b.id)[0]
      if (!due) break
      this.timers = this.timers.filter((t) => t !== due)
      this.ms = Math.max(this.ms, due.at)
      due.fn()
      await settle()
    }
    this.ms = target
    await settle()
  }

  set(iso: string): void {
    this.ms = Date.parse(iso)
  }
}

export async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise<void>((resolve) => setImmediate(resolve))
}
