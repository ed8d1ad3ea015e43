import type { ReactElement, ReactNode } from 'react'
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components'
import './tooltip.css'

/**
 * A hint for a control (React Aria): shown on hover after a short delay and at once on keyboard
 * focus, hidden by Esc. The child must be focusable (a React Aria Button, or wrapped in
 * `Focusable`). The control's own accessible name must still say what matters: a tooltip adds.
 */
export function Tooltip({ content, children, delay = 500 }: { content: ReactNode; children: ReactElement; delay?: number }) {
  return (
    <TooltipTrigger delay={delay} closeDelay={150}>
      {children}
      <AriaTooltip className="tooltip" offset={6}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  )
}
