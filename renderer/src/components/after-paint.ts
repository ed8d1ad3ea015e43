/**
 * Resolves once the browser has painted the frame that follows this call (the next animation
 * frame, then a task after it). For work the first screen does not need: started earlier, it
 * competes with the first paint for the one thread.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

/**
 * Runs `task` once the first screen has settled: a few seconds after start, then an idle moment.
 * For what a later click needs (a chunk, a view's data), so the start itself never waits for it.
 */
export function whenSettled(task: () => void, afterMs = 4000): void {
  if (typeof window === 'undefined' || typeof window.requestIdleCallback !== 'function') return
  window.setTimeout(() => window.requestIdleCallback(task, { timeout: 5000 }), afterMs)
}
