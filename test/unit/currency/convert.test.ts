import { describe, expect, it } from 'vitest'
import { conversionHint, convertAmount, formatShown, rateIsStale, toDollars } from '../../../shared/money'
import { parseReferenceRates, perDollar } from '../../../electron/services/currency/ecb-rates'

const eur = { code: 'EUR', rate: '0.9210', date: '2026-11-26', stale: false }

describe('display currency (#35)', () => {
  it('converts in Decimal, exactly, with rates of many digits', () => {
    expect(convertAmount('13.400000', '0.9210').toFixed()).toBe('12.3414')
    expect(convertAmount('0.100000', '0.123456789012345678').toFixed()).toBe('0.0123456789012345678')
    // 0.1 + 0.2 in floats is 0.30000000000000004; here every digit is kept.
    expect(convertAmount('0.300000', '1.000000000000000001').toFixed()).toBe('0.3000000000000000003')
  })

  it('shows a converted figure as such, and how it was made', () => {
    expect(formatShown('13.400000', eur)).toBe('≈ €12.34')
    expect(formatShown('-3.250000', eur)).toBe('≈ −€2.99')
    expect(formatShown('13.400000', null)).toBe('$13.40')
    // Never a zero for something: a tiny amount gets the digits it needs.
    expect(formatShown('0.000100', eur)).toBe('≈ €0.000092')
    expect(conversionHint('13.400000', eur)).toBe('$13.40 at 0.9210 on 26 Nov 2026')
    expect(conversionHint('13.400000', { ...eur, stale: true })).toBe('$13.40 at 0.9210 on 26 Nov 2026; the rate is over 7 days old')
  })

  it('marks a rate older than a week stale', () => {
    expect(rateIsStale('2026-11-26', Date.parse('2026-12-03T00:00:00Z'))).toBe(false)
    expect(rateIsStale('2026-11-26', Date.parse('2026-12-03T00:00:01Z'))).toBe(true)
  })

  it('turns an amount typed in the currency back into exact dollars', () => {
    expect(toDollars('50', '0.9210')).toBe('54.288817')
  })

  it('reads ECB reference rates and derives per-dollar rates in Decimal; a missing rate is null', () => {
    const rates = parseReferenceRates(`<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube><Cube time='2026-11-26'><Cube currency='USD' rate='1.0857'/><Cube currency='GBP' rate='0.83745'/><Cube currency='JPY' rate='162.31'/></Cube></Cube>
</gesmes:Envelope>`)
    expect(rates.date).toBe('2026-11-26')
    expect(perDollar(rates, 'EUR')).toBe('0.921064750852')
    expect(perDollar(rates, 'GBP')).toBe('0.771345675601')
    expect(perDollar(rates, 'JPY')).toBe('149.498019711')
    expect(perDollar(rates, 'CHF')).toBeNull()
  })

  it('refuses what is not ECB reference rates, saying what is wrong', () => {
    expect(() => parseReferenceRates('<html><body>Not found</body></html>')).toThrow(/no rates in the ECB reference format/)
    expect(() => parseReferenceRates("<Cube><Cube time='2026-11-26'><Cube currency='USD' rate='abc'/></Cube></Cube>")).toThrow(/not a positive number/)
    expect(() => parseReferenceRates('{"rates": {}}')).toThrow()
  })
})
