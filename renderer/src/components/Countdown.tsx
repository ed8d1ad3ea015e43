import { useEffect, useState } from 'react'

/** Seconds until `iso`, on the same tick as every other countdown to that moment (the Send button's). */
export function Countdown({ iso }: { iso: string }) {
  const seconds = useSecondsUntil(Date.parse(iso))
  return <span className="countdown">{seconds > 0 ? `${seconds} s` : 'now'}</span>
}

/**
 * Whole seconds left until `until` (ms since the epoch; 0 once passed or without one). Re-renders
 * as each second ticks over and exactly when the time is up, then stops ticking.
 */
export function useSecondsUntil(until: number | null): number {
  const [now, setNow] = useState(() => Date.now())
  const left = until === null ? 0 : Math.max(0, until - now)
  useEffect(() => {
    if (until === null) return
    const remaining = until - Date.now()
    if (remaining <= 0) {
      if (left > 0) setNow(Date.now())
      return
    }
    const id = setTimeout(() => setNow(Date.now()), remaining % 1000 || 1000)
    return () => clearTimeout(id)
  }, [until, now, left])
  return Math.ceil(left / 1000)
}
