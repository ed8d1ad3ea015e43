import Decimal from 'decimal.js'

import { MONEY_PATTERN } from './money-pattern'
import { intlTag } from './i18n/format-locale'
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
  /** Show every one of the six decimals (and any further ones an estimate has). */
  exact?: boolean
  /** Always print a sign (+/−) for non-zero values. */
  signed?: boolean
  /**
   * At least this many decimals (0–6), e.g. from `partsDigits`; a non-zero amount that would show as
   * zero at this many gets the digits it needs instead (never `$0.00` for something).
   */
  digits?: number
  /** Under a dollar, this many significant digits (estimates: 3). Default: 2 under a cent, cents above. */
  significant?: number
}

/** Decimals at which a non-zero `abs` shows `significant` significant digits (at least `min`, at most `max`). */
function significantDecimals(abs: Decimal, significant: number, min: number, max: number): number {
  const firstDigit = -Math.floor(Math.log10(abs.toNumber())) // 0.00133 -> 3; only a position, never an amount
  return Math.min(max, Math.max(min, firstDigit + significant - 1))
}

/** Drops trailing zeros after the `keep`-th decimal: 0.004000 shows as 0.004. */
function trimZeros(frac: string, keep: number): string {
  let end = frac.length
  while (end > keep && frac[end - 1] === '0') end--
  return frac.slice(0, end)
}

/**
 * Dollars for people, from any decimal amount (money strings go through formatMoney). Cents by
 * default; a non-zero amount under a cent gets two significant digits (`$0.0013`, never `$0.00`);
 * `exact` shows all six decimals (more when the amount has them, as estimates can); a non-zero amount
 * is never shown as zero, whatever `digits` asks. Negative amounts use a real minus sign: −$3.25.
 * Grouping, decimal mark and the dollar sign's place follow the shown language (shared/i18n/format-locale.ts).
 */
export function formatAmount(value: Decimal.Value, options: FormatOptions = {}): string {
  const amount = new D(value)
  const abs = amount.abs()
  // An amount finer than micro-dollars (an estimate of a few tokens) may need more than six decimals.
  const maxDigits = Math.max(6, abs.decimalPlaces())
  let digits = 2
  let trimTo: number | null = null
  if (options.exact) digits = maxDigits
  else if (options.digits !== undefined) digits = Math.min(6, Math.max(0, options.digits))
  else if (!abs.isZero() && options.significant !== undefined && abs.lessThan(1)) {
    digits = significantDecimals(abs, options.significant, 2, maxDigits)
    trimTo = 2
  } else if (!abs.isZero() && abs.lessThan('0.01')) {
    digits = significantDecimals(abs, 2, 3, maxDigits)
    trimTo = 3
  }
  while (!abs.isZero() && digits < maxDigits && abs.toDecimalPlaces(digits, D.ROUND_HALF_EVEN).isZero()) digits++
  const rounded = abs.toDecimalPlaces(digits, D.ROUND_HALF_EVEN)
  const [whole = '0', rawFrac = ''] = rounded.toFixed(digits).split('.')
  // A sub-cent amount that rounded up to a cent shows as cents ($0.01, not $0.010).
  const frac = trimTo === null ? rawFrac : trimZeros(rawFrac, rounded.greaterThanOrEqualTo('0.01') ? 2 : trimTo)
  const body = moneyFormat(frac.length, options.signed === true).formatToParts(`${amount.isNegative() && !rounded.isZero() ? '-' : ''}${whole}${frac ? `.${frac}` : ''}` as Intl.StringNumericLiteral)
  // A real minus sign (−$3.25), whatever the language's own.
  return body.map((part) => (part.type === 'minusSign' ? '\u2212' : part.value)).join('')
}

const formats = new Map<string, Intl.NumberFormat>()

/**
 * US dollars in the shown language's way (1.234,56 $ in German), at exactly `digits` decimals. Fed
 * the decimal string itself: Intl.NumberFormat reads strings as exact decimals, never via a float.
 */
function moneyFormat(digits: number, signed: boolean): Intl.NumberFormat {
  const tag = intlTag()
  const key = `${tag}|${digits}|${signed}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits, signDisplay: signed ? 'exceptZero' : 'auto' })
    formats.set(key, format)
  }
  return format
}

/** A money string for people: see formatAmount. */
export function formatMoney(value: string, options: FormatOptions = {}): string {
  return formatAmount(parseMoney(value), options)
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

/**
 * Where an amount sits on a chart's axis: a plain number for drawing only (pixel geometry, never
 * arithmetic or display; the exact string goes with it for labels and tooltips).
 */
export function chartPosition(value: string): number {
  return new D(value).toNumber()
}

/**
 * #35: the currency money is shown in, when not US dollars: the rate (units per dollar, a decimal
 * string) and the day it is for. Conversion is for display only: every amount stays an exact dollar
 * Decimal in storage and arithmetic, and is converted here, in Decimal, when it is shown.
 */
export interface DisplayCurrency {
  code: string
  rate: string
  /** YYYY-MM-DD: the day the rate is for. */
  date: string
  /** The rate is older than a week. */
  stale: boolean
}

/** A rate older than this many days is marked stale. */
export const RATE_STALE_DAYS = 7

export function rateIsStale(date: string, now: number): boolean {
  return now - Date.parse(`${date}T00:00:00Z`) > RATE_STALE_DAYS * 86_400_000
}

/** A dollar amount in the display currency, exact (Decimal; never a float). */
export function convertAmount(value: Decimal.Value, rate: string): Money {
  return new D(value).times(new D(rate))
}

/** A dollar amount typed in the display currency, back to dollars (a budget typed in euros), rounded to micro-dollars. */
export function toDollars(value: Decimal.Value, rate: string): MoneyString {
  return toMoneyString(new D(value).dividedBy(new D(rate)))
}

const symbols = new Map<string, string>()
/** The currency's sign as people write it (€, £, CHF…); the code when Intl knows none. */
export function currencySymbol(code: string): string {
  let symbol = symbols.get(code)
  if (symbol === undefined) {
    try {
      symbol = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).formatToParts(0).find((p) => p.type === 'currency')?.value ?? code
    } catch {
      symbol = code
    }
    symbols.set(code, symbol)
  }
  return symbol
}

/** "26 Nov 2026" for a YYYY-MM-DD day (UTC). */
export function rateDateText(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))
}

/**
 * A dollar amount shown in the display currency: "≈ €12.34" (the same rules as formatAmount: never
 * "€0.00" for something, a real minus sign), or dollars when no currency is chosen.
 */
export function formatShown(value: string, currency: DisplayCurrency | null, options: FormatOptions = {}): string {
  if (!currency) return formatMoney(value, options)
  const dollars = formatAmount(convertAmount(parseMoney(value), currency.rate), options)
  return `≈ ${dollars.replace('$', currencySymbol(currency.code))}`
}

/** How a converted figure was made: "$13.40 at 0.9210 on 26 Nov 2026" (+ "; the rate is over a week old"). */
export function conversionHint(value: string, currency: DisplayCurrency): string {
  return `${formatMoney(value, { exact: false })} at ${currency.rate} on ${rateDateText(currency.date)}${currency.stale ? `; the rate is over ${RATE_STALE_DAYS} days old` : ''}`
}
