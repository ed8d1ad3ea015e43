import { useEffect } from 'react'
import { reportKeyActivity } from '../../queries/key-storage'

const EVERY_MS = 60_000
const EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const

/**
 * While the key file is open, the user's input in the window restarts its idle time in main
 * (at most once a minute). A window left alone lets the key file lock itself.
 */
export function useKeyActivity(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return
    let last = 0
    const onInput = () => {
      const now = Date.now()
      if (now - last < EVERY_MS) return
      last = now
      reportKeyActivity()
    }
    for (const event of EVENTS) window.addEventListener(event, onInput, { passive: true, capture: true })
    return () => {
      for (const event of EVENTS) window.removeEventListener(event, onInput, { capture: true })
    }
  }, [enabled])
}
