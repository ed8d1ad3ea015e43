import Decimal from 'decimal.js'

import { MONEY_PATTERN } from './money-pattern'
export { MONEY_PATTERN }
// The zod schema lives apart so the renderer's money math does not pull zod into its bundle.
import type { MoneyString } from './domain/money-string'
export type { MoneyString }

// A private constructor so app-wide Decimal settings never leak into other users of decimal.js.
const D = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_EVEN, toExpNeg: -30, toExpPos: 60 })
export type Money = Decimal

export function parseMoney(value: string): Money {
  if (!MONEY_PATTERN.test(value)) throw new Error(`Not a money string: ${JSON.stringify(value).slice(0, 40)}`)
  return new D(value)
}

export function money(value: Decimal.Value): Money {
  return new D(value)
}

/** Back to the wire format (6 decimals), rounding half-even like a ledger. */
export function toMoneyString(value: Decimal.Value): MoneyString {
  const s = new D(value).toFixed(6, D.ROUND_HALF_EVEN)
  return s === '-0.000000' ? '0.000000' : s
}

/**
 * A money string as integer micro-dollars. As exact as Decimal and several times cheaper to parse
 * and add, for passes over thousands of rows (usage aggregation); convert back with fromMicros.
 */
export function toMicros(value: string): bigint {
  if (!MONEY_PATTERN.test(value)) throw new Error(`Not a money string: ${JSON.stringify(value).slice(0, 40)}`)
  return BigInt(value.replace('.', ''))
}

/** Integer micro-dollars in the wire format (6 decimals). */
export function microsToMoneyString(micros: bigint): MoneyString {
  const negative = micros < 0n
  const digits = (negative ? -micros : micros).toString().padStart(7, '0')
  return `${negative ? '-' : ''}${digits.slice(0, -6)}.${digits.slice(-6)}`
}

/** Integer micro-dollars as Money. */
export function fromMicros(micros: bigint): Money {
  return new D(microsToMoneyString(micros))
}

export function sumMoney(values: readonly string[]): MoneyString {
  return toMoneyString(values.reduce((acc, v) => acc.plus(parseMoney(v)), new D(0)))
}

export function isNegative(value: string): boolean {
  return parseMoney(value).isNegative() && !parseMoney(value).isZero()
}

export function isZero(value: string): boolean {
  return parseMoney(value).isZero()
}

export function compareMoney(a: string, b: string): number {
  return parseMoney(a).comparedTo(parseMoney(b))
}

export interface FormatOptions {
  /** Show every one of the six decimals. */
  exact?: boolean
  /** Always print a sign (+/−) for non-zero values. */
  signed?: boolean
  /** Exactly this many decimals (2–6), e.g. from `partsDigits`. */
  digits?: number
}

/**
 * Dollars for people: cents by default; a non-zero amount under a cent gets as many digits as it
 * needs to stay non-zero (so $0.004 is never shown as $0.00); `exact` shows all six decimals.
 * Negative amounts use a real minus sign before the dollar sign: −$3.25.
 */
export function formatMoney(value: string, options: FormatOptions = {}): string {
  const amount = parseMoney(value)
  const abs = amount.abs()
  let digits = 2
  if (options.exact) digits = 6
  else if (options.digits !== undefined) digits = Math.min(6, Math.max(0, options.digits))
  else if (!abs.isZero() && abs.lessThan('0.01')) {
    digits = 3
    while (digits < 6 && abs.toDecimalPlaces(digits, D.ROUND_HALF_EVEN).isZero()) digits++
  }
  const rounded = abs.toDecimalPlaces(digits, D.ROUND_HALF_EVEN)
  const [whole = '0', frac = ''] = rounded.toFixed(digits).split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const body = `$${grouped}${frac ? `.${frac}` : ''}`
  if (amount.isNegative() && !rounded.isZero()) return `\u2212${body}`
  if (options.signed && amount.greaterThan(0)) return `+${body}`
  return body
}

/**
 * The fewest decimals (2 to 6) at which the shown parts add up exactly to the shown total and no
 * non-zero part shows as zero. At 6 the service's own values are shown, which add up by definition.
 */
export function partsDigits(total: string, parts: readonly string[]): number {
  for (let digits = 2; digits < 6; digits++) {
    const round = (v: string) => parseMoney(v).toDecimalPlaces(digits, D.ROUND_HALF_EVEN)
    const sum = parts.reduce((acc, p) => acc.plus(round(p)), new D(0))
    const hidesPart = parts.some((p) => !parseMoney(p).isZero() && round(p).isZero())
    if (sum.equals(round(total)) && !hidesPart && !(round(total).isZero() && !parseMoney(total).isZero())) return digits
  }
  return 6
}
