import fc from 'fast-check'

/** A money string from a signed number of micro-dollars (the wire format: 6 decimals, no "-0"). */
export function fromMicros(value: bigint): string {
  const negative = value < 0n
  const abs = negative ? -value : value
  const whole = abs / 1_000_000n
  const frac = (abs % 1_000_000n).toString().padStart(6, '0')
  return `${negative ? '-' : ''}${whole}.${frac}`
}

/** The signed number of micro-dollars of a valid money string, by integer arithmetic only. */
export function micros(value: string): bigint {
  const negative = value.startsWith('-')
  const digits = (negative ? value.slice(1) : value).replace('.', '')
  const n = BigInt(digits)
  return negative ? -n : n
}

const sizes = fc.oneof(
  fc.bigInt({ min: -1_000_000n, max: 1_000_000n }),
  fc.bigInt({ min: -100_000_000n, max: 100_000_000n }),
  fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
  fc.constantFrom(0n, 1n, -1n, 4_999n, 5_000n, 5_001n, 15_000n, 25_000n, -5_000n, 999_999n, -999_999n),
)

/** Any 6-decimal money string: negatives, sub-cent, exact half-cents and up to 24 integer digits. */
export const anyMoneyString = sizes.map(fromMicros)

/** Far beyond any real balance: up to 50 integer digits, either sign. */
export const hugeMoneyString = fc.bigInt({ min: -(10n ** 56n) + 1n, max: 10n ** 56n - 1n }).map(fromMicros)
