/**
 * A file the renderer sends a piece at a time (it reads a dropped or chosen File in slices), read
 * by main as an async iterable. A push resolves when the reader has taken the piece, so at most
 * one piece waits in memory (the renderer reads the next while main works on this one); it
 * resolves `false` once the reader is gone (cancelled, failed, done).
 */
export class Upload implements AsyncIterable<Uint8Array> {
  private readonly queue: { chunk: Uint8Array; taken: (accepted: boolean) => void }[] = []
  private wake: (() => void) | null = null
  private ended = false
  private closed = false

  push(chunk: Uint8Array): Promise<boolean> {
    if (this.closed || this.ended) return Promise.resolve(false)
    return new Promise((taken) => {
      this.queue.push({ chunk, taken })
      this.wake?.()
    })
  }

  /** The sender has sent everything. */
  end(): void {
    this.ended = true
    this.wake?.()
  }

  /** The reader stopped: what waits and what comes is refused. */
  close(): void {
    this.closed = true
    for (const item of this.queue.splice(0)) item.taken(false)
    this.wake?.()
  }

  get isClosed(): boolean {
    return this.closed
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Uint8Array> {
    while (!this.closed) {
      const next = this.queue.shift()
      if (next) {
        next.taken(true)
        yield next.chunk
        continue
      }
      if (this.ended) return
      await new Promise<void>((resolve) => (this.wake = resolve))
      this.wake = null
    }
  }
}
