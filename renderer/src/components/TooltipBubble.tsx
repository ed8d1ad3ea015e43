import { type ReactNode, type RefObject, useMemo } from 'react'
import { Tooltip as AriaTooltip, type TooltipTriggerState, TooltipTriggerStateContext } from 'react-aria-components'
import './tooltip.css'

/** The bubble of a `useTooltip` hint, placed by React Aria beside its trigger. Loaded on first use. */
export default function TooltipBubble({ id, triggerRef, content, onClose }: { id: string; triggerRef: RefObject<Element | null>; content: ReactNode; onClose: () => void }) {
  // Standalone (no TooltipTrigger): useTooltip owns the open state and the delays; React Aria's
  // bubble reads that state from this context (it closes through it on Esc or scroll).
  const state = useMemo<TooltipTriggerState>(() => ({ isOpen: true, shouldSkipAnimation: true, open: () => undefined, close: onClose }), [onClose])
  return (
    <TooltipTriggerStateContext.Provider value={state}>
      <AriaTooltip className="tooltip" offset={6} triggerRef={triggerRef}>
        <span id={id}>{content}</span>
      </AriaTooltip>
    </TooltipTriggerStateContext.Provider>
  )
}
