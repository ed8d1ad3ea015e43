import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { formatAmount, formatMoney, fromMicros, microsToMoneyString, money, parseMoney, partsDigits, sumMoney, toMicros, toMoneyString, chartPosition } from '../../../shared/money'

/** Arbitrary 6-decimal money strings, negatives and very large values included. */
const moneyString = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 24n }), fc.integer({ min: 0, max: 999_999 }))
  .map(([neg, whole, frac]) => `${neg && (whole > 0n || frac > 0) ? '-' : ''}${whole}.${String(frac).padStart(6, '0')}`)

/** Parses what formatMoney printed back into a signed decimal string. */
function shown(text: string): string {
  const negative = text.startsWith('\u2212')
  const digits = text.replace(/[^\d.]/g, '')
  return negative ? `-${digits}` : digits
}

describe('money', () => {
  it('rejects anything but a 6-decimal string', () => {
    for (const bad of ['1', '1.00', '1.0000000', ' 1.000000', '1e3', 'NaN', '', '--1.000000', '1,000000']) {
      expect(() => parseMoney(bad)).toThrow(/Not a money string/)
    }
  })

  it('parses and prints back exactly, for any value', () => {
    fc.assert(fc.property(moneyString, (s) => toMoneyString(parseMoney(s)) === (s === '-0.000000' ? '0.000000' : s)))
  })

  it('goes to integer micro-dollars and back exactly, for any value, and refuses what is not money', () => {
    const canonical = (s: string) => (s === '-0.000000' ? '0.000000' : s)
    fc.assert(fc.property(moneyString, (s) => microsToMoneyString(toMicros(s)) === canonical(s) && fromMicros(toMicros(s)).equals(parseMoney(s))))
    expect(toMicros('-0.000123')).toBe(-123n)
    expect(microsToMoneyString(-5n)).toBe('-0.000005')
    expect(microsToMoneyString(1_000_000n)).toBe('1.000000')
    for (const bad of ['1', '1.00', '1e3', '', '0x1.000000', ' 1.000000']) expect(() => toMicros(bad)).toThrow(/Not a money string/)
  })

  it('sums exactly, where floats would not', () => {
    expect(sumMoney(['0.100000', '0.200000'])).toBe('0.300000')
    expect(sumMoney(['999999999999999999.999999', '0.000001'])).toBe('1000000000000000000.000000')
    fc.assert(
      fc.property(fc.array(moneyString, { maxLength: 20 }), (values) => {
        const micros = values.reduce((acc, v) => acc + BigInt(v.replace('.', '')), 0n)
        return BigInt(sumMoney(values).replace('.', '')) === micros
      }),
    )
  })

  it('shows cents by default, sub-cent amounts with enough digits to be non-zero, and a real minus', () => {
    expect(formatMoney('1234.567800')).toBe('$1,234.57')
    expect(formatMoney('0.004000')).toBe('$0.004')
    expect(formatMoney('0.000020')).toBe('$0.00002')
    expect(formatMoney('0.000000')).toBe('$0.00')
    expect(formatMoney('-3.250000')).toBe('\u2212$3.25')
    expect(formatMoney('-0.000001', { exact: true })).toBe('\u2212$0.000001')
    expect(formatMoney('5.000000', { signed: true })).toBe('+$5.00')
  })

  it('rounds half-even at the cent like a ledger', () => {
    expect(formatMoney('0.125000')).toBe('$0.12')
    expect(formatMoney('0.135000')).toBe('$0.14')
  })

  it('the displayed parts always add up exactly to the displayed total, negatives included', () => {
    fc.assert(
      fc.property(moneyString, moneyString, (paid, promo) => {
        const balance = sumMoney([paid, promo])
        const digits = partsDigits(balance, [paid, promo])
        const parts = [paid, promo].map((p) => shown(formatMoney(p, { digits })))
        const total = shown(formatMoney(balance, { digits }))
        expect(sumMoney(parts.map((p) => money(p).toFixed(6)))).toBe(money(total).toFixed(6))
        for (const [i, p] of [paid, promo].entries()) {
          if (!parseMoney(p).isZero()) expect(money(parts[i] ?? '0').isZero()).toBe(false)
        }
      }),
      { numRuns: 2000 },
    )
  })

  it('uses cents when cents add up, more digits only when they must', () => {
    expect(partsDigits('10.000000', ['12.500000', '-2.500000'])).toBe(2)
    expect(partsDigits('0.010000', ['0.005000', '0.005000'])).toBe(3)
    expect(partsDigits('-3.250000', ['-3.250000', '0.000000'])).toBe(2)
  })
})

describe('a figure is never rounded into a lie', () => {
  it('sub-cent amounts get two significant digits ($0.0013, not $0.001), trailing zeros dropped after the third decimal', () => {
    expect(formatMoney('0.001330')).toBe('$0.0013')
    expect(formatMoney('0.005041')).toBe('$0.005')
    expect(formatMoney('0.000778')).toBe('$0.00078')
    expect(formatMoney('0.009999')).toBe('$0.01')
    expect(formatMoney('0.000001')).toBe('$0.000001')
  })

  it('a fixed number of digits is a minimum: a non-zero amount is never shown as $0.00', () => {
    expect(formatMoney('0.001330', { digits: 2 })).toBe('$0.001')
    expect(formatMoney('0.000004', { digits: 2 })).toBe('$0.000004')
    expect(formatMoney('0.000000', { digits: 2 })).toBe('$0.00')
    expect(formatMoney('12.345678', { digits: 2 })).toBe('$12.35')
  })

  it('formatAmount takes any decimal (an estimate finer than a micro-dollar keeps its digits; exact shows them all)', () => {
    expect(formatAmount('0.0000001')).toBe('$0.0000001')
    expect(formatAmount('0.0123456', { significant: 3 })).toBe('$0.0123')
    expect(formatAmount('0.0000001234', { exact: true })).toBe('$0.0000001234')
    expect(formatAmount('0.5', { exact: true })).toBe('$0.500000')
    expect(formatAmount('-0.0000004')).toBe('\u2212$0.0000004')
  })
})

describe('chartPosition', () => {
  it('places an amount on a chart axis (drawing only), negative and sub-cent amounts too', () => {
    expect(chartPosition('12.345678')).toBe(12.345678)
    expect(chartPosition('-0.000001')).toBe(-0.000001)
    expect(chartPosition('0.000000')).toBe(0)
  })
})
