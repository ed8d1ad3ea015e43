/**
 * Resolves once the browser has painted the frame that follows this call (the next animation
 * frame, then a task after it). For work the first screen does not need: started earlier, it
 * competes with the first paint for the one thread.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}
