/** A timer from `Clock.setTimeout` / `setInterval`, only to be passed back to `Clock.clear`. */
export type TimerHandle = unknown

/**
 * Time as the services see it, the one seam for it: tests inject a FakeClock
 * (test/support/fake-clock.ts) so limits, back-off, polls and timers run instantly.
 */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number
  /** Resolves after `ms`; rejects with the signal's reason when aborted first. */
  sleep(ms: number, signal?: AbortSignal): Promise<void>
  setTimeout(fn: () => void, ms: number): TimerHandle
  setInterval(fn: () => void, ms: number): TimerHandle
  /** Cancels a timeout or an interval. */
  clear(handle: TimerHandle): void
}

export const systemClock: Clock = {
  now: () => Date.now(),
  sleep(ms, signal) {
    return new Promise<void>((resolve, reject) => {
      if (signal?.aborted) return reject(abortReason(signal))
      const onAbort = (): void => {
        clearTimeout(timer)
        reject(abortReason(signal))
      }
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort)
        resolve()
      }, Math.max(0, ms))
      signal?.addEventListener('abort', onAbort, { once: true })
    })
  },
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  setInterval: (fn, ms) => setInterval(fn, ms),
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export function abortReason(signal: AbortSignal | undefined): unknown {
  return signal?.reason ?? new DOMException('The operation was aborted.', 'AbortError')
}
