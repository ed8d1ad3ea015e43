import { type FormatOptions, conversionHint, formatMoney, formatShown } from '../../../shared/money'
import { useDisplayCurrency } from '../queries/currency'
import { useCopy } from './clipboard'
import { useTooltip } from './Tooltip'

/**
 * A money amount in cents (or as many digits as a sub-cent amount needs); the exact value in a hint,
 * press to copy it. #35: in the display currency when one is chosen ("≈ €12.34", its hint "$13.40 at
 * 0.9210 on 26 Nov 2026"); the exact dollar value is what is copied.
 */
export function Money({ value, className, label, ...options }: { value: string; className?: string; label?: string } & FormatOptions) {
  const [copied, copy] = useCopy(1200)
  const currency = useDisplayCurrency()
  const exact = formatMoney(value, { exact: true })
  const shown = formatShown(value, currency, options)
  const how = currency ? `converted: ${conversionHint(value, currency)}; exact ${exact}` : `exact ${exact}`
  const { triggerProps, bubble } = useTooltip<HTMLButtonElement>(copied ? 'Copied' : currency ? `${conversionHint(value, currency)} — click to copy the exact dollar value` : `${exact} — click to copy the exact value`)
  const classes = ['money', currency ? 'is-converted' : '', currency?.stale ? 'is-rate-stale' : '', className ?? ''].filter(Boolean).join(' ')
  return (
    <>
      <button type="button" {...triggerProps} className={classes} aria-label={`${label ? `${label}: ` : ''}${shown} (${how}); copy`} onClick={() => copy(value)} data-exact={value}>
        {shown}
      </button>
      {bubble}
    </>
  )
}
