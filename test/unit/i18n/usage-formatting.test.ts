import Decimal from 'decimal.js'
import { afterEach, describe, expect, it } from 'vitest'
import { setFormatLocale } from '../../../shared/i18n/format-locale'
import { formatRate, formatShare } from '../../../shared/usage/aggregate'
import { describeRange, formatDay, formatMonth, formatMonthShort } from '../../../shared/usage/presets'
import { formatCompact } from '../../../renderer/src/features/usage/format'

// #37: the Usage view's days, ranges, axis counts and percentages in the shown language; English keeps
// its own words ("3 Jun 2025", "100k", "12.3%") exactly as before.

afterEach(() => setFormatLocale('en'))

/** Intl's no-break spaces as plain ones, to compare. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('usage dates and numbers by language (#37)', () => {
  it('English is unchanged', () => {
    expect(formatDay('2025-09-03')).toBe('3 Sep 2025')
    expect(formatDay('2025-09-03', { year: false })).toBe('3 Sep')
    expect(formatMonth('2025-09-01')).toBe('Sep 2025')
    expect(formatMonthShort('2025-09-01')).toBe('Sep')
    expect(describeRange({ start: '2025-06-01', end: '2025-06-16' })).toBe('1 – 15 Jun 2025')
    expect(describeRange({ start: '2024-12-28', end: '2025-01-04' })).toBe('28 Dec 2024 – 3 Jan 2025')
    expect(formatCompact(1_500_000)).toBe('1.5M')
    expect(formatShare(new Decimal('0.123'))).toBe('12.3%')
    expect(formatRate(0.5)).toBe('50.0%')
  })

  it('German, Chinese and Arabic write days, ranges and counts their own way, read as UTC', () => {
    setFormatLocale('de')
    expect(plain(formatDay('2025-09-03'))).toBe('3. Sept. 2025')
    expect(describeRange({ start: '2025-06-01', end: '2025-06-16' })).toMatch(/^1\.[\s–-]+15\. Juni 2025$/)
    expect(plain(formatCompact(1_500_000))).toBe('1,5 Mio.')
    expect(plain(formatShare(new Decimal('0.123')))).toBe('12,3 %')
    setFormatLocale('zh-CN')
    expect(formatDay('2025-09-03', { year: false })).toBe('9月3日')
    expect(formatMonth('2025-09-01')).toBe('2025年9月')
    expect(formatCompact(1_500_000)).toBe('150万')
    setFormatLocale('ar')
    expect(formatDay('2025-09-03')).toContain('سبتمبر')
  })

  it('the pseudo-locale accents days (no bare English month left for the untranslated-text check)', () => {
    setFormatLocale('pseudo')
    expect(formatDay('2025-06-03')).not.toMatch(/[A-Za-z]{3}/)
    expect(formatDay('2025-06-03')).toMatch(/^3 /)
  })

  it('a share too small to show is "<0.1 %" in German, never 0', () => {
    setFormatLocale('de')
    expect(plain(formatShare(new Decimal('0.0001')))).toBe('<0,1 %')
    expect(plain(formatShare(new Decimal(0)))).toBe('0 %')
  })
})
