import { useState } from 'react'
import { type FormatOptions, formatMoney } from '../../../shared/money'

/** A money amount in cents (or as many digits as a sub-cent amount needs); exact value on hover, click to copy. */
export function Money({ value, className, label, ...options }: { value: string; className?: string; label?: string } & FormatOptions) {
  const [copied, setCopied] = useState(false)
  const exact = formatMoney(value, { exact: true })
  const copy = async () => {
    await navigator.clipboard.writeText(value).catch(() => undefined)
    setCopied(true)
    setTimeout(() => setCopied(false), 1200)
  }
  return (
    <button
      type="button"
      className={`money ${className ?? ''}`}
      title={copied ? 'Copied' : `${exact} — click to copy the exact value`}
      aria-label={`${label ? `${label}: ` : ''}${formatMoney(value, options)} (exact ${exact}); copy`}
      onClick={() => void copy()}
      data-exact={value}
    >
      {formatMoney(value, options)}
    </button>
  )
}
