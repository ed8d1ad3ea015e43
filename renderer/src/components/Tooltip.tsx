import { type KeyboardEvent, type ReactNode, Suspense, lazy, useEffect, useId, useRef, useState } from 'react'

// The bubble and React Aria's positioning load on the first hover or focus, not with the first
// screen: every amount on the dashboard is a hint's trigger (startup_to_cached_data_ms).
const TooltipBubble = lazy(() => import('./TooltipBubble'))

export interface TooltipProps<T extends HTMLElement> {
  /** For the trigger: events that open and close the hint, and the bubble's id while it shows. */
  triggerProps: {
    ref: { current: T | null }
    onPointerEnter(): void
    onPointerLeave(): void
    onPointerDown(): void
    onFocus(): void
    onBlur(): void
    onKeyDown(event: KeyboardEvent<HTMLElement>): void
    'aria-describedby': string | undefined
  }
  /** The bubble, rendered beside the trigger (nothing while closed). */
  bubble: ReactNode
}

/**
 * A hint for a control: shown on hover after `delay` ms and at once on keyboard focus, hidden by
 * Esc, on leaving and on blur. The control's own accessible name must still say what matters: a
 * hint adds.
 */
export function useTooltip<T extends HTMLElement>(content: ReactNode, delay = 500): TooltipProps<T> {
  const id = useId()
  const ref = useRef<T | null>(null)
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  // A focus that follows a press came from the pointer, not from the keyboard.
  const pressed = useRef(false)
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
  }
  useEffect(() => cancel, [])
  const close = () => {
    cancel()
    setOpen(false)
  }
  return {
    triggerProps: {
      ref,
      onPointerEnter: () => {
        cancel()
        timer.current = setTimeout(() => setOpen(true), delay)
      },
      onPointerLeave: close,
      onPointerDown: () => {
        pressed.current = true
      },
      // Focus from the keyboard shows it at once; a click's focus does not.
      onFocus: () => {
        if (!pressed.current) setOpen(true)
        pressed.current = false
      },
      onBlur: () => {
        pressed.current = false
        close()
      },
      onKeyDown: (event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation()
          close()
        }
      },
      'aria-describedby': open ? id : undefined,
    },
    bubble: open ? (
      <Suspense fallback={null}>
        <TooltipBubble id={id} triggerRef={ref} content={content} onClose={close} />
      </Suspense>
    ) : null,
  }
}
