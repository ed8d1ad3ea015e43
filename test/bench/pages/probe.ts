/**
 * Runs in bench pages before anything else (Playwright addInitScript): records long tasks, the
 * first frame in which a message shows its final text, and when the dashboard first shows the
 * balance and the usage chart. Cheap: one MutationObserver and at most one check per frame.
 */

export interface LagTarget {
  /** The last characters (letters and digits only) of the final answer. */
  suffix: string
  /** The element must hold at least this many letters and digits. */
  minAlnum: number
  /** The last element matching this selector is the message. */
  selector: string
}

export interface Probe {
  longtasks: Array<{ start: number; duration: number }>
  /** performance.now() when arm() was called. */
  armedAt: number | null
  /** performance.now() / epoch ms of the first animation frame with the final text in the DOM. */
  hitPerf: number | null
  hitEpoch: number | null
  arm(target: LagTarget): void
  /** Like arm, for several messages at once (compare columns): `hitsEpoch[i]` when the i-th match first shows the final text. */
  armAll(target: LagTarget, count: number): void
  hitsEpoch: Array<number | null>
  hitsPerf: Array<number | null>
  /**
   * Navigation-relative times (performance.now()): the app's first render, then the dashboard's
   * balance and chart (its bars, sketched or by recharts), and recharts' own bars.
   */
  firstSeen: { app: number | null; balance: number | null; chart: number | null; recharts: number | null }
  /**
   * Runs `act`, then resolves with the ms from just before it to the first animation frame after a
   * change in the page in which `ready()` holds; fails with "`what` never showed" after `timeoutMs`.
   * For the benches' click → painted metrics (call it from page.evaluate).
   */
  frameAfter(act: () => void, ready: () => boolean, what: string, timeoutMs: number): Promise<number>
}

declare global {
  interface Window {
    __probe: Probe
  }
}

const NON_ALNUM = /[^\p{L}\p{N}]+/gu

function alnum(text: string): string {
  return text.replace(NON_ALNUM, '')
}

/**
 * Calls `check` in the animation frame after a change under `target`, at most once a frame (one
 * check per frame keeps the probe cheap); `checkSoon()` asks for that check without a change.
 */
function checkEachChangedFrame(target: Node, options: MutationObserverInit, check: () => void): { observer: MutationObserver; checkSoon(): void } {
  let pending = false
  const checkSoon = (): void => {
    if (pending) return
    pending = true
    requestAnimationFrame(() => {
      pending = false
      check()
    })
  }
  const observer = new MutationObserver(checkSoon)
  observer.observe(target, options)
  return { observer, checkSoon }
}

const probe: Probe = {
  longtasks: [],
  armedAt: null,
  hitPerf: null,
  hitEpoch: null,
  firstSeen: { app: null, balance: null, chart: null, recharts: null },
  hitsEpoch: [],
  hitsPerf: [],
  frameAfter(act, ready, what, timeoutMs) {
    return new Promise<number>((resolve, reject) => {
      const { observer } = checkEachChangedFrame(document.body, { childList: true, subtree: true, attributes: true, characterData: true }, () => {
        if (!ready()) return
        observer.disconnect()
        resolve(performance.now() - t0)
      })
      setTimeout(() => {
        observer.disconnect()
        reject(new Error(`${what} never showed`))
      }, timeoutMs)
      const t0 = performance.now()
      act()
    })
  },
  armAll(target, count) {
    probe.armedAt = performance.now()
    probe.longtasks = []
    probe.hitsEpoch = Array.from({ length: count }, () => null)
    probe.hitsPerf = Array.from({ length: count }, () => null)
    const { observer } = checkEachChangedFrame(document.body, { childList: true, subtree: true, characterData: true }, () => {
      const all = document.querySelectorAll(target.selector)
      const now = performance.now()
      for (let i = 0; i < count; i++) {
        if (probe.hitsPerf[i] !== null) continue
        const text = alnum(all[i]?.textContent ?? '')
        if (text.length >= target.minAlnum && text.endsWith(target.suffix)) {
          probe.hitsPerf[i] = now
          probe.hitsEpoch[i] = performance.timeOrigin + now
        }
      }
      if (probe.hitsPerf.every((h) => h !== null)) observer.disconnect()
    })
  },
  arm(target) {
    probe.armedAt = performance.now()
    probe.hitPerf = null
    probe.hitEpoch = null
    probe.longtasks = []
    const watch = checkEachChangedFrame(document.body, { childList: true, subtree: true, characterData: true }, () => {
      const all = document.querySelectorAll(target.selector)
      const el = all[all.length - 1]
      if (!el) return
      const text = alnum(el.textContent ?? '')
      if (text.length >= target.minAlnum && text.endsWith(target.suffix)) {
        probe.hitPerf = performance.now()
        probe.hitEpoch = performance.timeOrigin + probe.hitPerf
        watch.observer.disconnect()
      }
    })
    watch.checkSoon()
  },
}
window.__probe = probe

try {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longtasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
} catch {
  // No long task support: the list stays empty (the bench checks support separately).
}

// The dashboard's first balance figure and first drawn chart bar, for the startup metric.
const { observer: startup } = checkEachChangedFrame(document, { childList: true, subtree: true, characterData: true }, () => {
  const seen = probe.firstSeen
  if (seen.app === null && (document.getElementById('root')?.childElementCount ?? 0) > 0) seen.app = performance.now()
  if (seen.balance === null && (document.querySelector('.headline-amount')?.textContent ?? '').trim().length > 0) seen.balance = performance.now()
  // Bars drawn by recharts, or by the plain-SVG sketch of the same bars shown while recharts loads.
  if (seen.chart === null && document.querySelector('.usage-chart .recharts-bar-rectangle, .usage-chart .usage-sketch-bar')) seen.chart = performance.now()
  if (seen.recharts === null && document.querySelector('.usage-chart .recharts-bar-rectangle')) seen.recharts = performance.now()
  if (seen.balance !== null && seen.chart !== null && seen.recharts !== null) startup.disconnect()
})
setTimeout(() => startup.disconnect(), 15_000)
