import Decimal from 'decimal.js'

/** A private Decimal class so the simulator never depends on (or changes) global decimal.js settings. */
export const Money = Decimal.clone({ precision: 60, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -30, toExpPos: 40 })
export type Money = Decimal

export const ZERO: Money = new Money(0)
const PER_MILLION = new Money(1_000_000)

/** Format as the service's money string: exactly 6 decimals, no "-0.000000". */
export function formatMoney(value: Money): string {
  const rounded = value.toDecimalPlaces(6)
  return (rounded.isZero() ? ZERO : rounded).toFixed(6)
}

export function sumMoney(values: Iterable<Money>): Money {
  let total = ZERO
  for (const v of values) total = total.plus(v)
  return total
}

/** Exact cost of `tokens` at a price given in USD per million tokens. */
export function tokenCost(tokens: number, pricePerMillion: string): Money {
  return new Money(tokens).times(pricePerMillion).div(PER_MILLION)
}
