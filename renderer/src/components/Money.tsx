import { useState } from 'react'
import { Button } from 'react-aria-components'
import { type FormatOptions, formatMoney } from '../../../shared/money'
import { Tooltip } from './Tooltip'

/** A money amount in cents (or as many digits as a sub-cent amount needs); the exact value in a tooltip, press to copy it. */
export function Money({ value, className, label, ...options }: { value: string; className?: string; label?: string } & FormatOptions) {
  const [copied, setCopied] = useState(false)
  const exact = formatMoney(value, { exact: true })
  const copy = async () => {
    await navigator.clipboard.writeText(value).catch(() => undefined)
    setCopied(true)
    setTimeout(() => setCopied(false), 1200)
  }
  return (
    <Tooltip content={copied ? 'Copied' : `${exact} — click to copy the exact value`}>
      <Button
        className={`money ${className ?? ''}`}
        aria-label={`${label ? `${label}: ` : ''}${formatMoney(value, options)} (exact ${exact}); copy`}
        onPress={() => void copy()}
        data-exact={value}
      >
        {formatMoney(value, options)}
      </Button>
    </Tooltip>
  )
}
