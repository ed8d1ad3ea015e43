/** A long task: longer than this blocks the page's main thread noticeably. */
export const LONG_TASK_MS = 50

/** An init script recording every long task of the page (`window.__longtasks`), from its first script on. */
export const LONG_TASKS_SCRIPT = `(() => {
  window.__longtasks = []
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longtasks.push({ start: e.startTime, duration: e.duration }) }).observe({ type: 'longtask', buffered: true })
  } catch {}
})()`

declare global {
  interface Window {
    __longtasks: Array<{ start: number; duration: number }>
  }
}
