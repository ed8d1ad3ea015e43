import { type FormatOptions, conversionHint, formatMoney, formatShown } from '../../../shared/money'
import { useDisplayCurrency } from '../queries/currency'
import { t } from '../i18n'
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
  const hint = currency ? conversionHint(value, currency) : null
  const tip = copied ? t('money.copied') : hint ? t('money.convertedHint', { hint }) : t('money.copyHint', { exact })
  const { triggerProps, bubble } = useTooltip<HTMLButtonElement>(tip)
  const classes = ['money', currency ? 'is-converted' : '', currency?.stale ? 'is-rate-stale' : '', className ?? ''].filter(Boolean).join(' ')
  const ariaLabel = hint
    ? label ? t('money.ariaLabelConverted', { label, shown, hint, exact }) : t('money.ariaLabelConvertedPlain', { shown, hint, exact })
    : label ? t('money.ariaLabel', { label, shown, exact }) : t('money.ariaLabelPlain', { shown, exact })
  return (
    <>
      <button type="button" {...triggerProps} className={classes} aria-label={ariaLabel} onClick={() => copy(value)} data-exact={value}>
        {/* An amount reads left to right in every language, isolated from the text around it (#37). */}
        <bdi dir="ltr">{shown}</bdi>
      </button>
      {bubble}
    </>
  )
}
