import { useLayoutEffect, useState, useSyncExternalStore } from 'react'
import { t } from '../i18n'

/** Seconds until `iso`, on the same tick as every other countdown to that moment (the Send button's). */
export function Countdown({ iso }: { iso: string }) {
  const seconds = useSecondsUntil(Date.parse(iso))
  return <span className="countdown">{seconds > 0 ? t('common.seconds', { seconds }) : t('common.now')}</span>
}

// One clock for every countdown on screen. With a timer per countdown, two countdowns to the same
// moment ticked in separate tasks, and a frame could show "8 s" beside "Send in 9 s". Here one
// timer reads Date.now() once per tick and every countdown renders from that same reading.
const deadlines = new Map<symbol, number>()
const listeners = new Set<() => void>()
let clockNow = Date.now()
let timer: ReturnType<typeof setTimeout> | null = null

/** Wakes at the next whole-second change of any deadline still ahead. */
function schedule(): void {
  if (timer !== null) clearTimeout(timer)
  timer = null
  const now = Date.now()
  let wait = Number.POSITIVE_INFINITY
  for (const until of deadlines.values()) {
    const remaining = until - now
    if (remaining > 0) wait = Math.min(wait, remaining % 1000 || 1000)
  }
  if (wait !== Number.POSITIVE_INFINITY) timer = setTimeout(tick, wait)
}

function tick(): void {
  clockNow = Date.now()
  for (const listener of listeners) listener()
  schedule()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const readClock = () => clockNow

/**
 * Whole seconds left until `until` (ms since the epoch; 0 once passed or without one). Re-renders
 * as each second ticks over and exactly when the time is up, then stops ticking.
 */
export function useSecondsUntil(until: number | null): number {
  const shared = useSyncExternalStore(subscribe, readClock)
  // A countdown that just mounted must not start from an old reading; its layout effect ticks the
  // shared clock before the first paint, so every countdown shows the same second from then on.
  const [mountedAt] = useState(() => Date.now())
  useLayoutEffect(() => {
    if (until === null) return
    const id = Symbol('countdown')
    deadlines.set(id, until)
    tick()
    return () => {
      deadlines.delete(id)
      schedule()
    }
  }, [until])
  if (until === null) return 0
  return Math.ceil(Math.max(0, until - Math.max(shared, mountedAt)) / 1000)
}
