import type { AppError } from '../../../shared/domain/errors'
import { backoffMs, mayPass } from '../api/backoff'
import type { Clock } from '../time/clock'

export type CellState = 'queued' | 'running' | 'waiting' | 'done' | 'failed' | 'stopped' | 'cancelled'

/** How one attempt at a cell ended. */
export interface CellOutcome {
  status: 'complete' | 'stopped' | 'incomplete' | 'error'
  error: AppError | null
  /** Some text arrived (then it is never asked again: it may have been billed). */
  hadText: boolean
}

export interface CellAttempt {
  done: Promise<CellOutcome>
  stop(): void
}

export interface BatchSchedulerDeps {
  cells: number
  /** At most this many cells in flight (read before each launch: it may be learned meanwhile). */
  limit(): number
  /** Starts one attempt at a cell (attempt counts from 1). */
  run(cell: number, attempt: number): CellAttempt
  clock: Pick<Clock, 'sleep'>
  /** After every state change (progress, persistence). */
  onChange?(cell: number, state: CellState): void
  /** Attempts per cell when trouble may pass (a 5xx, a 429, the network). Default 3. */
  maxAttempts?: number
  /** First back-off when the service names no wait. Default 1 s (then 2 s, 4 s…). */
  backoffBaseMs?: number
}

/**
 * Runs the cells of a batch: at most `limit()` at once, in order; pause stops launching (cells in
 * flight finish), resume goes on, cancel stops the cells in flight and drops the rest (finished
 * ones stay). A cell that failed before any text with trouble that may pass is asked again after
 * the service's Retry-After (or a back-off), politely, up to `maxAttempts`.
 */
export class BatchScheduler {
  readonly states: CellState[]
  private readonly attempts: number[]
  private readonly inflight = new Map<number, CellAttempt>()
  private readonly waits = new Map<number, AbortController>()
  private queue: number[]
  private paused = false
  private cancelled = false
  private finish!: () => void
  readonly done: Promise<void>

  constructor(private readonly deps: BatchSchedulerDeps) {
    this.states = Array.from({ length: deps.cells }, () => 'queued')
    this.attempts = new Array<number>(deps.cells).fill(0)
    this.queue = Array.from({ length: deps.cells }, (_, i) => i)
    this.done = new Promise<void>((resolve) => (this.finish = resolve))
  }

  start(): void {
    this.pump()
  }

  get isPaused(): boolean {
    return this.paused
  }

  pause(): void {
    this.paused = true
  }

  resume(): void {
    if (this.cancelled) return
    this.paused = false
    this.pump()
  }

  /** Stops what runs, drops what waits; resolves once every cell in flight has ended. */
  async cancel(): Promise<void> {
    if (this.cancelled) return this.done
    this.cancelled = true
    for (const cell of this.queue) this.set(cell, 'cancelled')
    this.queue = []
    for (const [cell, wait] of this.waits) {
      wait.abort()
      this.set(cell, 'cancelled')
    }
    this.waits.clear()
    for (const attempt of this.inflight.values()) attempt.stop()
    this.settleIfDone()
    return this.done
  }

  private set(cell: number, state: CellState): void {
    this.states[cell] = state
    this.deps.onChange?.(cell, state)
  }

  private pump(): void {
    while (!this.paused && !this.cancelled && this.queue.length > 0 && this.inflight.size < Math.max(1, this.deps.limit())) {
      const cell = this.queue.shift()!
      this.launch(cell)
    }
    this.settleIfDone()
  }

  private launch(cell: number): void {
    const attempt = ++this.attempts[cell]!
    this.set(cell, 'running')
    const run = this.deps.run(cell, attempt)
    this.inflight.set(cell, run)
    void run.done
      // A launch that threw is a failed cell, never a stuck batch.
      .catch((): CellOutcome => ({ status: 'error', error: null, hadText: false }))
      .then((outcome) => {
        this.inflight.delete(cell)
        this.ended(cell, attempt, outcome)
        this.pump()
      })
  }

  private ended(cell: number, attempt: number, outcome: CellOutcome): void {
    if (outcome.status === 'complete') return this.set(cell, 'done')
    if (outcome.status === 'stopped') return this.set(cell, this.cancelled ? 'cancelled' : 'stopped')
    const error = outcome.error
    const again = !this.cancelled && !outcome.hadText && error !== null && mayPass(error) && attempt < (this.deps.maxAttempts ?? 3)
    if (!again) return this.set(cell, 'failed')
    this.set(cell, 'waiting')
    const wait = new AbortController()
    this.waits.set(cell, wait)
    const ms = error.retryAfterMs ?? backoffMs(attempt, { baseMs: this.deps.backoffBaseMs ?? 1000, maxMs: 30_000 })
    this.deps.clock.sleep(ms, wait.signal).then(
      () => {
        this.waits.delete(cell)
        // Asked again before the cells not yet started: the batch keeps its order.
        this.queue.unshift(cell)
        this.set(cell, 'queued')
        this.pump()
      },
      () => undefined,
    )
  }

  private settleIfDone(): void {
    if (this.inflight.size === 0 && this.waits.size === 0 && this.queue.length === 0) this.finish()
  }
}
