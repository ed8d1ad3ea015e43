import { type FormatOptions, formatMoney } from '../../../shared/money'
import { t } from '../i18n'
import { useCopy } from './clipboard'
import { useTooltip } from './Tooltip'

/** A money amount in cents (or as many digits as a sub-cent amount needs); the exact value in a hint, press to copy it. */
export function Money({ value, className, label, ...options }: { value: string; className?: string; label?: string } & FormatOptions) {
  const [copied, copy] = useCopy(1200)
  const exact = formatMoney(value, { exact: true })
  const shown = formatMoney(value, options)
  const { triggerProps, bubble } = useTooltip<HTMLButtonElement>(copied ? t('money.copied') : t('money.copyHint', { exact }))
  return (
    <>
      <button
        type="button"
        {...triggerProps}
        className={`money ${className ?? ''}`}
        aria-label={label ? t('money.ariaLabel', { label, shown, exact }) : t('money.ariaLabelPlain', { shown, exact })}
        onClick={() => copy(value)}
        data-exact={value}
      >
        {/* An amount reads left to right in every language, isolated from the text around it (#37). */}
        <bdi dir="ltr">{shown}</bdi>
      </button>
      {bubble}
    </>
  )
}
