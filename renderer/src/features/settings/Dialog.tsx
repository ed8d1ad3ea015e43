import { type ReactNode, useEffect, useId, useRef } from 'react'

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])'

/**
 * A modal <dialog>: focus moves in (to `[data-autofocus]` or the first control), Tab and Shift+Tab
 * wrap around inside it (a native modal would let the focus go out to the browser), Escape closes,
 * and focus returns to what opened it. Mount it to open, unmount it to close.
 */
export function Dialog({ title, onClose, children, className }: { title: string; onClose: () => void; children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const onCloseRef = useRef(onClose)
  useEffect(() => {
    onCloseRef.current = onClose
  }, [onClose])

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal()
      else dialog.setAttribute('open', '')
    }
    const target = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE)
    target?.focus()
    return () => {
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close()
        else dialog.removeAttribute('open')
      }
      if (opener?.isConnected) opener.focus()
    }
  }, [])

  return (
    <dialog
      ref={ref}
      className={`tt-dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={(e) => {
        if (e.key !== 'Tab' || !ref.current) return
        const stops = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement)
        const first = stops[0]
        const last = stops.at(-1)
        if (!first || !last) return
        if (e.shiftKey && (document.activeElement === first || document.activeElement === ref.current)) {
          e.preventDefault()
          last.focus()
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault()
          first.focus()
        }
      }}
      onCancel={(e) => {
        e.preventDefault()
        onCloseRef.current()
      }}
      onClose={() => {
        // Closed natively (e.g. a repeated Escape); ignore the echo of our own close() after a remount.
        if (!ref.current?.open) onCloseRef.current()
      }}
    >
      <h2 id={titleId} className="tt-dialog-title">
        {title}
      </h2>
      {children}
    </dialog>
  )
}
