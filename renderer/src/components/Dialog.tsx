import { type ReactNode, useEffect, useRef } from 'react'
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components'
import './dialog.css'

export interface DialogProps {
  title: ReactNode
  /** 'alertdialog' for a confirmation that interrupts (e.g. a destructive action). */
  role?: 'dialog' | 'alertdialog'
  /** Escape or a click outside. */
  onClose(): void
  children: ReactNode
  /** A class for the modal box, for a dialog that needs its own size or layout. */
  className?: string
}

/**
 * The app's one modal dialog (React Aria): named by its title, focus kept inside while open and
 * returned to where it was on close, Escape closes. Mark the safe choice with `data-autofocus`:
 * it gets the focus when the dialog opens (else the dialog itself does).
 */
export function Dialog({ title, role = 'dialog', onClose, children, className }: DialogProps) {
  const ref = useRef<HTMLElement>(null)
  // Runs after React Aria's own effect, which focuses the dialog itself.
  useEffect(() => ref.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus(), [])
  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && onClose()} className="dialog-overlay">
      <Modal className={className ? `dialog-modal ${className}` : 'dialog-modal'}>
        <AriaDialog ref={ref} role={role} className="dialog">
          <Heading slot="title" className="dialog-title">
            {title}
          </Heading>
          {children}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  )
}
