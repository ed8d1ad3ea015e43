import type { AnswerMetrics } from '../../../../shared/domain/conversation'

/** A monotonic clock in milliseconds (`performance.now` in the app, a fake one in tests). */
export type MonotonicClock = () => number

/**
 * Measures one answer: time to first content delta, output tokens/s from the first to the last
 * content delta (output tokens from the usage chunk, else unknown) and the total time.
 */
export class AnswerTimer {
  private readonly startedAt: number
  private first: number | null = null
  private last: number | null = null

  constructor(private readonly clock: MonotonicClock) {
    this.startedAt = clock()
  }

  /** A content delta arrived (empty text does not count: the role chunk carries ''). */
  text(text: string): void {
    if (text.length === 0) return
    const at = this.clock()
    this.first ??= at
    this.last = at
  }

  finish(outputTokens: number | null): AnswerMetrics {
    const end = this.clock()
    const span = this.first !== null && this.last !== null ? this.last - this.first : 0
    const outputTokensPerSec = outputTokens !== null && outputTokens > 0 && span > 0 ? round1((outputTokens * 1000) / span) : null
    return {
      ttftMs: this.first === null ? null : Math.round(this.first - this.startedAt),
      outputTokensPerSec,
      totalMs: Math.max(0, Math.round(end - this.startedAt)),
    }
  }
}

function round1(n: number): number {
  return Math.round(n * 10) / 10
}
