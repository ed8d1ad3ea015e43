import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'

/** Messages rendered when a conversation opens: the last ones (the view starts at the bottom). */
export const FIRST_MESSAGES = 16
/** Earlier messages added each time the top of the list is reached. */
export const MORE_MESSAGES = 24

/**
 * Long conversations render from the end: opening one with 200 messages of markdown draws the
 * last 16, and earlier ones are added as the reader scrolls up (or asks for them), keeping their
 * place on screen. A message to jump to (a search result) is always inside the window.
 */
export function useMessageWindow(count: number, jumpIndex: number, scrollRef: RefObject<HTMLDivElement | null>) {
  const [from, setFrom] = useState<number | null>(null)
  // Derived state, set during render: fixed once messages are known, widened for a jump.
  if (count > 0 && from === null) setFrom(Math.max(0, Math.min(count - FIRST_MESSAGES, jumpIndex >= 0 ? jumpIndex - 2 : Infinity)))
  else if (from !== null && jumpIndex >= 0 && jumpIndex < from) setFrom(Math.max(0, jumpIndex - 2))
  const start = from ?? Math.max(0, count - FIRST_MESSAGES)

  // Keep the reader's place when messages are added above: same distance from the bottom.
  const fromBottom = useRef<number | null>(null)
  const showEarlier = useCallback(() => {
    const el = scrollRef.current
    fromBottom.current = el ? el.scrollHeight - el.scrollTop : null
    setFrom((f) => Math.max(0, (f ?? 0) - MORE_MESSAGES))
  }, [scrollRef])
  useLayoutEffect(() => {
    const el = scrollRef.current
    if (el && fromBottom.current !== null) el.scrollTop = el.scrollHeight - fromBottom.current
    fromBottom.current = null
  }, [start, scrollRef])

  // Reaching the top of what is shown shows more.
  const sentinel = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    const target = sentinel.current
    if (!target || start === 0 || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && showEarlier(), { root: scrollRef.current, rootMargin: '200px 0px 0px 0px' })
    observer.observe(target)
    return () => observer.disconnect()
  }, [start, showEarlier, scrollRef])

  return { start, showEarlier, sentinel }
}
