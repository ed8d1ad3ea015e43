import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { MoneyString } from '../../../shared/domain/money-string'
import { compareMoney, formatMoney, isNegative, isZero, MONEY_PATTERN, parseMoney, sumMoney, toMoneyString } from '../../../shared/money'
import { anyMoneyString, fromMicros, hugeMoneyString, micros } from '../../support/reliability/money-arbitraries'

/**
 * Extends test/unit/shared/money.test.ts (round trip, exact sums, parts that add up) with what it
 * does not cover: formatting checked digit by digit against integer arithmetic, the sign, grouping,
 * comparisons, values far beyond any real balance, and the wire pattern as the single gate.
 */

// Property runs do real work (thousands of cases): give them room on a busy 2-core machine.
vi.setConfig({ testTimeout: 60_000 })

/** Half-even rounding of an integer number of micro-dollars to `digits` decimals, as integer units. */
function roundHalfEven(value: bigint, digits: number): bigint {
  const step = 10n ** BigInt(6 - digits)
  const abs = value < 0n ? -value : value
  let q = abs / step
  const r = abs % step
  if (r * 2n > step || (r * 2n === step && q % 2n === 1n)) q += 1n
  return value < 0n ? -q : q
}

/** What formatMoney should print for `value` at `digits` decimals, built from integers only. */
function expectedText(value: string, digits: number, opts: { signed?: boolean } = {}): string {
  const units = roundHalfEven(micros(value), digits)
  const abs = units < 0n ? -units : units
  const scale = 10n ** BigInt(digits)
  const whole = (abs / scale).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const frac = digits > 0 ? `.${(abs % scale).toString().padStart(digits, '0')}` : ''
  const body = `$${whole}${frac}`
  if (units < 0n) return `\u2212${body}`
  // A plus sign only for an amount that is really positive (a tiny debit rounded to 0 is not "+").
  if (opts.signed && micros(value) > 0n) return `+${body}`
  return body
}

/** The default (no options) number of decimals: 2, or two significant digits (at least 3 decimals) for a non-zero amount under a cent. */
function defaultDigits(value: string): number {
  const abs = micros(value) < 0n ? -micros(value) : micros(value)
  if (abs === 0n || abs >= 10_000n) return 2
  const firstDigit = 7 - abs.toString().length // 1330 micro-dollars = 0.001330: first significant decimal 3
  return Math.min(6, Math.max(3, firstDigit + 1))
}

/** The default text: sub-cent amounts drop trailing zeros after the third decimal ($0.004, not $0.0040). */
function expectedDefault(value: string): string {
  const text = expectedText(value, defaultDigits(value))
  const abs = micros(value) < 0n ? -micros(value) : micros(value)
  if (abs === 0n || abs >= 10_000n) return text
  // A sub-cent amount that rounds up to a cent shows as cents.
  return text.replace(/(\.\d{3}\d*?)0+$/, '$1').replace(/^(\u2212?\$0\.01)0$/, '$1')
}

/** `digits` is a minimum: a non-zero amount gets the decimals it needs to show as non-zero. */
function atLeast(value: string, digits: number): number {
  const abs = micros(value) < 0n ? -micros(value) : micros(value)
  let d = digits
  while (abs !== 0n && d < 6 && roundHalfEven(abs, d) === 0n) d++
  return d
}

describe('money: hostile and extreme values (property)', () => {
  it('the wire pattern is the only gate: parseMoney accepts exactly what MoneyString accepts, and never throws anything else', () => {
    const nearMoney = fc.oneof(
      fc.string(),
      fc.stringMatching(/^[-+ ]?\d{0,30}[.,]?\d{0,8}[eE ]?\d{0,3}$/),
      anyMoneyString.map((s) => ` ${s}`),
      anyMoneyString.map((s) => `${s}\n`),
      anyMoneyString.map((s) => s.replace('.', ',')),
      anyMoneyString.map((s) => `${s}0`),
      anyMoneyString.map((s) => s.slice(0, -1)),
      anyMoneyString.map((s) => `+${s}`),
      fc.constantFrom('NaN', 'Infinity', '-Infinity', '0x10.000000', '１.000000', '1.00000０', '-.000001', '1.', '.000001', '--1.000000'),
    )
    fc.assert(
      fc.property(nearMoney, (s) => {
        const valid = MoneyString.safeParse(s).success
        let parsed = false
        try {
          parseMoney(s)
          parsed = true
        } catch (err) {
          expect(err).toBeInstanceOf(Error)
          expect((err as Error).message).toMatch(/^Not a money string/)
        }
        expect(parsed).toBe(valid)
        expect(valid).toBe(MONEY_PATTERN.test(s))
      }),
      { numRuns: 3000 },
    )
  })

  it('exact formatting shows all six decimals of any value, sign and digit grouping included', () => {
    fc.assert(
      fc.property(anyMoneyString, (s) => {
        expect(formatMoney(s, { exact: true })).toBe(expectedText(s, 6))
      }),
      { numRuns: 3000 },
    )
  })

  it('default formatting rounds half-even at the cent, keeps sub-cent amounts non-zero, and never shows a negative zero', () => {
    fc.assert(
      fc.property(anyMoneyString, (s) => {
        const text = formatMoney(s)
        expect(text).toBe(expectedDefault(s))
        if (micros(s) !== 0n) expect(text).not.toMatch(/^\$0\.0+$/)
        expect(text).not.toMatch(/^\u2212\$0(\.0+)?$/)
      }),
      { numRuns: 3000 },
    )
  })

  it('a sub-cent amount that rounds up to a cent shows as cents', () => {
    expect(formatMoney('0.009999')).toBe(expectedDefault('0.009999'))
    expect(formatMoney('-0.009996')).toBe('\u2212$0.01')
  })

  it('fixed digits (2–6) are exact too, and never round a non-zero amount to zero', () => {
    fc.assert(
      fc.property(anyMoneyString, fc.integer({ min: 2, max: 6 }), (s, digits) => {
        expect(formatMoney(s, { digits })).toBe(expectedText(s, atLeast(s, digits)))
        if (micros(s) !== 0n) expect(formatMoney(s, { digits })).not.toMatch(/^\u2212?\$0(\.0+)?$/)
      }),
      { numRuns: 2000 },
    )
  })

  it('signed: "+" only for amounts that are positive; a tiny debit shows as the debit it is, never as $0.00', () => {
    expect(formatMoney('-0.000001', { digits: 2, signed: true })).toBe('\u2212$0.000001')
    fc.assert(
      fc.property(anyMoneyString, fc.integer({ min: 2, max: 6 }), (s, digits) => {
        expect(formatMoney(s, { digits, signed: true })).toBe(expectedText(s, atLeast(s, digits), { signed: true }))
      }),
      { numRuns: 2000 },
    )
  })

  it('comparisons, sign and zero agree with integer arithmetic', () => {
    fc.assert(
      fc.property(anyMoneyString, anyMoneyString, (a, b) => {
        const [x, y] = [micros(a), micros(b)]
        expect(compareMoney(a, b)).toBe(x < y ? -1 : x > y ? 1 : 0)
        expect(isNegative(a)).toBe(x < 0n)
        expect(isZero(a)).toBe(x === 0n)
      }),
      { numRuns: 2000 },
    )
  })

  it('sums of positive and negative amounts are exact in any order (a refund cancels its charge to the micro-dollar)', () => {
    fc.assert(
      fc.property(fc.array(anyMoneyString, { minLength: 1, maxLength: 40 }), (values) => {
        const total = values.reduce((acc, v) => acc + micros(v), 0n)
        const shuffled = [...values].reverse()
        expect(sumMoney(values)).toBe(fromMicros(total))
        expect(sumMoney(shuffled)).toBe(fromMicros(total))
        const negated = values.map((v) => fromMicros(-micros(v)))
        expect(sumMoney([...values, ...negated])).toBe('0.000000')
      }),
      { numRuns: 1000 },
    )
  })

  it('stays exact for values far beyond any real balance (up to 50 integer digits)', () => {
    fc.assert(
      fc.property(fc.array(hugeMoneyString, { minLength: 1, maxLength: 10 }), (values) => {
        for (const v of values) {
          expect(toMoneyString(parseMoney(v))).toBe(fromMicros(micros(v)))
          expect(formatMoney(v, { exact: true })).toBe(expectedText(v, 6))
        }
        expect(sumMoney(values)).toBe(fromMicros(values.reduce((acc, v) => acc + micros(v), 0n)))
      }),
      { numRuns: 500 },
    )
  })

  it('leading zeros and negative zero on the wire parse to the same amount', () => {
    expect(toMoneyString(parseMoney('-0.000000'))).toBe('0.000000')
    expect(formatMoney('-0.000000')).toBe('$0.00')
    expect(toMoneyString(parseMoney('007.500000'))).toBe('7.500000')
    expect(formatMoney('-000.004000')).toBe('\u2212$0.004')
    expect(sumMoney([])).toBe('0.000000')
  })
})
