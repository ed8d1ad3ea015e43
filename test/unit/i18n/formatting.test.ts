import { afterAll, describe, expect, it } from 'vitest'
import type { LedgerDay } from '../../../shared/domain/ledger'
import { formatCount, formatRelative, formatUtcDay } from '../../../shared/i18n/format'
import { setFormatLocale } from '../../../shared/i18n/format-locale'
import type { AnyLocale } from '../../../shared/i18n/locales'
import { ledgerCsv } from '../../../shared/ledger/app-split'
import { formatMoney } from '../../../shared/money'

afterAll(() => setFormatLocale('en'))

const NBSP = '\u00a0'
const NNBSP = '\u202f'
const MINUS = '\u2212'

function inLocale<T>(locale: AnyLocale, run: () => T): T {
  setFormatLocale(locale)
  try {
    return run()
  } finally {
    setFormatLocale('en')
  }
}

// #37: money from its exact decimal string in each language's format: six decimals, a negative
// debt, a huge balance (past a float's 15–17 digits: a float would change the last digits).
describe('money per language, from decimal strings', () => {
  const cases: Array<[AnyLocale, { cents: string; exact: string; debt: string; huge: string; tiny: string }]> = [
    ['en', { cents: '$1,234.56', exact: '$0.000123', debt: `${MINUS}$42.10`, huge: '$123,456,789,012,345,678.123456', tiny: '$0.0013' }],
    ['de', { cents: `1.234,56${NBSP}$`, exact: `0,000123${NBSP}$`, debt: `${MINUS}42,10${NBSP}$`, huge: `123.456.789.012.345.678,123456${NBSP}$`, tiny: `0,0013${NBSP}$` }],
    ['fr', { cents: `1${NNBSP}234,56${NBSP}$US`, exact: `0,000123${NBSP}$US`, debt: `${MINUS}42,10${NBSP}$US`, huge: `123${NNBSP}456${NNBSP}789${NNBSP}012${NNBSP}345${NNBSP}678,123456${NBSP}$US`, tiny: `0,0013${NBSP}$US` }],
    ['ja', { cents: '$1,234.56', exact: '$0.000123', debt: `${MINUS}$42.10`, huge: '$123,456,789,012,345,678.123456', tiny: '$0.0013' }],
    ['pt-BR', { cents: `US$${NBSP}1.234,56`, exact: `US$${NBSP}0,000123`, debt: `${MINUS}US$${NBSP}42,10`, huge: `US$${NBSP}123.456.789.012.345.678,123456`, tiny: `US$${NBSP}0,0013` }],
  ]
  for (const [locale, want] of cases) {
    it(locale, () => {
      inLocale(locale, () => {
        expect(formatMoney('1234.560000')).toBe(want.cents)
        expect(formatMoney('0.000123', { exact: true })).toBe(want.exact)
        expect(formatMoney('-42.100000')).toBe(want.debt)
        expect(formatMoney('123456789012345678.123456', { exact: true })).toBe(want.huge)
        // Never zero for something: two significant digits under a cent, in every language.
        expect(formatMoney('0.001300')).toBe(want.tiny)
      })
    })
  }

  it('Arabic and Russian keep every digit and the sign', () => {
    for (const locale of ['ar', 'ru', 'zh-CN', 'ko', 'es'] as const) {
      const shown = inLocale(locale, () => formatMoney('-123456789012345678.123456', { exact: true }))
      expect(shown.replace(/[^0-9٠-٩]/g, ''), locale).toMatch(/^(123456789012345678123456|[٠-٩]{24})$/)
      expect(shown, locale).toContain(MINUS)
    }
  })

  it('zero is zero, and a signed amount gets its sign', () => {
    expect(inLocale('de', () => formatMoney('0.000000'))).toBe(`0,00${NBSP}$`)
    expect(inLocale('de', () => formatMoney('3.250000', { signed: true }))).toBe(`+3,25${NBSP}$`)
  })
})

describe('dates, counts and relative times per language', () => {
  it('a UTC day is that day everywhere, said the language’s way', () => {
    expect(inLocale('en', () => formatUtcDay('2026-03-01'))).toBe('Mar 1, 2026')
    expect(inLocale('de', () => formatUtcDay('2026-03-01'))).toBe('1. März 2026')
    expect(inLocale('ja', () => formatUtcDay('2026-03-01'))).toBe('2026年3月1日')
    expect(inLocale('ar', () => formatUtcDay('2026-03-01'))).toContain('مارس')
  })

  it('counts group digits the language’s way', () => {
    expect(inLocale('en', () => formatCount(1234567))).toBe('1,234,567')
    expect(inLocale('de', () => formatCount(1234567))).toBe('1.234.567')
    expect(inLocale('ru', () => formatCount(1234567))).toBe(`1${NBSP}234${NBSP}567`)
  })

  it('relative times through Intl.RelativeTimeFormat', () => {
    const now = Date.parse('2026-11-27T12:00:00Z')
    expect(inLocale('en', () => formatRelative(now - 12_000, now))).toBe('12 seconds ago')
    expect(inLocale('de', () => formatRelative(now - 2 * 86_400_000, now))).toBe('vor 2 Tagen')
    expect(inLocale('ru', () => formatRelative(now - 5 * 60_000, now))).toBe('5 минут назад')
    expect(inLocale('ja', () => formatRelative(now + 3 * 3_600_000, now))).toBe('3 時間後')
  })
})

describe('CSV keeps a machine format whatever the language', () => {
  const day: LedgerDay = {
    day: '2026-11-10', model: 'tally-mini', status: 'exact', billedCost: '1234.500000', appShare: '0.010000', elsewhere: '1234.490000',
    billedTokens: { input: 1200, cached: 0, output: 10 }, appTokens: { input: 0, cached: 0, output: 0 }, answers: 2, unknownAnswers: 0,
  }
  it('the same bytes in German and Arabic as in English', () => {
    const english = ledgerCsv([day])
    expect(english).toContain('2026-11-10,tally-mini,exact,1234.500000,0.010000,1234.490000,2,0,1200,10,0,0')
    for (const locale of ['de', 'ar', 'fr'] as const) expect(inLocale(locale, () => ledgerCsv([day]))).toBe(english)
  })
})
