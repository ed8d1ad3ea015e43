import { describe, expect, it } from 'vitest'
import { moneyToDollarsInput, parseDollars, parsePollInterval } from '../../../../renderer/src/features/settings/input'

describe('parsePollInterval', () => {
  it('accepts whole seconds from 5 to 3600', () => {
    expect(parsePollInterval('5')).toEqual({ ok: true, value: 5 })
    expect(parsePollInterval(' 60 ')).toEqual({ ok: true, value: 60 })
    expect(parsePollInterval('3600')).toEqual({ ok: true, value: 3600 })
  })
  it('explains values below 5 seconds', () => {
    const result = parsePollInterval('3')
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.message).toMatch(/at least 5 seconds/)
  })
  it('rejects empty, fractional, negative and too large values', () => {
    for (const text of ['', '  ', '7.5', '-10', 'abc', '3601', '1e3']) expect(parsePollInterval(text).ok, text).toBe(false)
  })
})

describe('parseDollars (threshold → 6-decimal money string)', () => {
  const cases: [string, string][] = [
    ['5', '5.000000'],
    ['12.5', '12.500000'],
    ['12.50', '12.500000'],
    ['$7', '7.000000'],
    ['$ 7.25', '7.250000'],
    ['1,234.56', '1234.560000'],
    ['.5', '0.500000'],
    ['0', '0.000000'],
    ['0.000001', '0.000001'],
    ['0.1', '0.100000'],
    ['0.3', '0.300000'],
    ['999999.999999', '999999.999999'],
    ['10 USD', '10.000000'],
  ]
  it.each(cases)('%s → %s', (input, expected) => {
    expect(parseDollars(input)).toEqual({ ok: true, value: expected })
  })
  it('is exact where a float would not be', () => {
    // 0.1 + 0.2 style values and large amounts keep every digit.
    expect(parseDollars('123456.789012')).toEqual({ ok: true, value: '123456.789012' })
  })
  it('rejects what is not an amount, with a message', () => {
    for (const text of ['', 'abc', '-5', '−5', '1,5', '12,50', '1.2.3', '5.1234567', '2000000', '1e3']) {
      const result = parseDollars(text)
      expect(result.ok, text).toBe(false)
      if (!result.ok) expect(result.message.length).toBeGreaterThan(10)
    }
  })
})

describe('moneyToDollarsInput', () => {
  it('shows cents and drops trailing zeros', () => {
    expect(moneyToDollarsInput('5.000000')).toBe('5.00')
    expect(moneyToDollarsInput('12.500000')).toBe('12.50')
    expect(moneyToDollarsInput('0.004500')).toBe('0.0045')
    expect(moneyToDollarsInput('1234.567891')).toBe('1234.567891')
  })
  it('round-trips through parseDollars', () => {
    for (const value of ['5.000000', '0.004500', '1234.567891']) expect(parseDollars(moneyToDollarsInput(value))).toEqual({ ok: true, value })
  })
})
