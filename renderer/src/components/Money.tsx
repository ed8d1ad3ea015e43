import { type FormatOptions, formatMoney } from '../../../shared/money'
import { useCopy } from './clipboard'
import { useTooltip } from './Tooltip'

/** A money amount in cents (or as many digits as a sub-cent amount needs); the exact value in a hint, press to copy it. */
export function Money({ value, className, label, ...options }: { value: string; className?: string; label?: string } & FormatOptions) {
  const [copied, copy] = useCopy(1200)
  const exact = formatMoney(value, { exact: true })
  const shown = formatMoney(value, options)
  const { triggerProps, bubble } = useTooltip<HTMLButtonElement>(copied ? 'Copied' : `${exact} — click to copy the exact value`)
  return (
    <>
      <button
        type="button"
        {...triggerProps}
        className={`money ${className ?? ''}`}
        aria-label={`${label ? `${label}: ` : ''}${shown} (exact ${exact}); copy`}
        onClick={() => copy(value)}
        data-exact={value}
      >
        {shown}
      </button>
      {bubble}
    </>
  )
}
