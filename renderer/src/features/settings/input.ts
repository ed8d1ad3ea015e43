import { MIN_POLL_SECONDS } from '../../../../shared/domain/poll-interval'
import { t } from '../../i18n'
import { type MoneyString, formatAmount, money, toMoneyString } from '../../../../shared/money'

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string }

export const MAX_POLL_SECONDS = 3600
export const MAX_THRESHOLD_DOLLARS = 1_000_000

/** The balance polling interval as typed: whole seconds from 5 to 3600. */
export function parsePollInterval(input: string): Parsed<number> {
  const text = input.trim()
  if (text === '') return { ok: false, message: t('settings.input.secondsEmpty', { min: MIN_POLL_SECONDS }) }
  if (!/^\d+$/.test(text)) return { ok: false, message: t('settings.input.secondsWhole', { min: MIN_POLL_SECONDS }) }
  const seconds = Number(text)
  if (seconds < MIN_POLL_SECONDS) {
    return { ok: false, message: t('settings.input.secondsMin', { min: MIN_POLL_SECONDS }) }
  }
  if (seconds > MAX_POLL_SECONDS) return { ok: false, message: t('settings.input.secondsMax', { max: MAX_POLL_SECONDS }) }
  return { ok: true, value: seconds }
}

const PLAIN = /^(\d+(\.\d*)?|\.\d+)$/
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d*)?$/

/**
 * A dollar amount as people type it ("5", "12.50", "$1,000") to the service's 6-decimal money
 * string, through decimal.js: never a float.
 */
export function parseDollars(input: string): Parsed<MoneyString> {
  const typed = input.trim()
  const text = typed.replace(/^\$\s*/, '').replace(/\s*(USD|\$)$/i, '')
  if (text === '') return { ok: false, message: t('settings.input.dollarsEmpty') }
  if (/^[-\u2212]/.test(text)) return { ok: false, message: t('settings.input.dollarsNegative') }
  let plain = text
  if (GROUPED.test(text)) plain = text.replace(/,/g, '')
  else if (text.includes(',')) return { ok: false, message: t('settings.input.dollarsComma', { typed }) }
  if (!PLAIN.test(plain)) return { ok: false, message: t('settings.input.dollarsNotAmount', { typed }) }
  if ((plain.split('.')[1] ?? '').length > 6) return { ok: false, message: t('settings.input.dollarsDecimals') }
  const amount = money(plain)
  if (amount.greaterThan(MAX_THRESHOLD_DOLLARS)) return { ok: false, message: t('settings.input.dollarsMax', { max: formatAmount(MAX_THRESHOLD_DOLLARS, { digits: 0 }) }) }
  return { ok: true, value: toMoneyString(amount) }
}

/** A money string for an input field: at least cents, without the trailing zeros ("5.000000" → "5.00", "0.004500" → "0.0045"). */
export function moneyToDollarsInput(value: MoneyString): string {
  const [whole = '0', fraction = ''] = value.split('.')
  return `${whole}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`
}
