import { Button } from 'react-aria-components'
import { type FormatOptions, formatMoney } from '../../../shared/money'
import { useCopy } from './clipboard'
import { Tooltip } from './Tooltip'

/** A money amount in cents (or as many digits as a sub-cent amount needs); the exact value in a tooltip, press to copy it. */
export function Money({ value, className, label, ...options }: { value: string; className?: string; label?: string } & FormatOptions) {
  const [copied, copy] = useCopy(1200)
  const exact = formatMoney(value, { exact: true })
  return (
    <Tooltip content={copied ? 'Copied' : `${exact} — click to copy the exact value`}>
      <Button
        className={`money ${className ?? ''}`}
        aria-label={`${label ? `${label}: ` : ''}${formatMoney(value, options)} (exact ${exact}); copy`}
        onPress={() => copy(value)}
        data-exact={value}
      >
        {formatMoney(value, options)}
      </Button>
    </Tooltip>
  )
}
