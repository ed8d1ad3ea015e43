import { useEffect, useRef, useState } from 'react'

/**
 * `value`, at most once per `ms`: the first change after a quiet spell passes at once (results
 * follow the first keystroke without a wait), changes inside the window are folded into one
 * update at its end, so the last value typed is always the one that stays.
 */
export function useThrottled<T>(value: T, ms: number): T {
  const [shown, setShown] = useState(value)
  const last = useRef(0)
  useEffect(() => {
    const wait = last.current + ms - Date.now()
    if (wait <= 0) {
      last.current = Date.now()
      setShown(value)
      return
    }
    const id = setTimeout(() => {
      last.current = Date.now()
      setShown(value)
    }, wait)
    return () => clearTimeout(id)
  }, [value, ms])
  return shown
}
