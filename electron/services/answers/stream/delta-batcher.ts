/** Default batching window for text deltas sent over IPC (within the 16–50 ms range). */
export const DEFAULT_BATCH_WINDOW_MS = 24

/**
 * Collects text deltas and hands them on at most once per window, so a fast stream costs one
 * IPC message per window instead of one per token. `flush()` sends what is pending at once
 * (called before any other event and at the end of a stream).
 */
export class DeltaBatcher {
  private parts: string[] = []
  private timer: ReturnType<typeof setTimeout> | null = null
  private closed = false

  constructor(
    private readonly send: (text: string) => void,
    private readonly windowMs: number = DEFAULT_BATCH_WINDOW_MS,
  ) {}

  push(text: string): void {
    if (this.closed || text.length === 0) return
    this.parts.push(text)
    if (this.timer === null) this.timer = setTimeout(this.onTimer, this.windowMs)
  }

  /** Sends pending text now. */
  flush(): void {
    if (this.timer !== null) {
      clearTimeout(this.timer)
      this.timer = null
    }
    if (this.parts.length === 0) return
    const text = this.parts.length === 1 ? (this.parts[0] ?? '') : this.parts.join('')
    this.parts = []
    this.send(text)
  }

  /** Flushes and refuses anything further. */
  close(): void {
    this.flush()
    this.closed = true
  }

  private readonly onTimer = (): void => {
    this.timer = null
    this.flush()
  }
}
