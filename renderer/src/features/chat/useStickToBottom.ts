import { type UIEvent, useCallback, useLayoutEffect, useRef } from 'react'

/** Pixels from the bottom within which the view follows new content. */
const STICK_PX = 80

/**
 * A scroll area that follows its content while the user is at the bottom and leaves them alone
 * once they scroll up. `content` changing is what "new content" means; `stick()` follows again
 * (a message was sent), `release()` stops following (the view was moved on purpose).
 */
export function useStickToBottom(content: unknown) {
  const ref = useRef<HTMLDivElement>(null)
  const sticking = useRef(true)

  useLayoutEffect(() => {
    const el = ref.current
    if (el && sticking.current) el.scrollTop = el.scrollHeight
  }, [content])

  const onScroll = useCallback((event: UIEvent<HTMLElement>) => {
    const el = event.currentTarget
    sticking.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX
  }, [])
  const stick = useCallback(() => {
    sticking.current = true
  }, [])
  const release = useCallback(() => {
    sticking.current = false
  }, [])

  return { ref, onScroll, stick, release }
}
