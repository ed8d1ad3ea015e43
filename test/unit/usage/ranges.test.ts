import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AppFailure } from '../../../shared/error-model'
import {
  addDays,
  clampToHistory,
  dayOfTimestamp,
  daysBetween,
  defaultRange,
  eachDay,
  isFinalOn,
  isUtcDay,
  pageCount,
  planPages,
  utcDay,
  validateRange,
} from '../../../electron/services/usage/ranges'

const NOW = new Date('2025-03-10T12:00:00Z')

function rangeError(fn: () => unknown): { param: string | undefined; code: string; kind: string } {
  try {
    fn()
  } catch (err) {
    expect(err).toBeInstanceOf(AppFailure)
    const e = (err as AppFailure).error
    return { param: e.param, code: e.code, kind: e.kind }
  }
  throw new Error('expected a failure')
}

describe('UTC day math', () => {
  it('recognises real calendar days only', () => {
    expect(isUtcDay('2024-02-29')).toBe(true)
    expect(isUtcDay('2025-02-29')).toBe(false)
    expect(isUtcDay('2025-13-01')).toBe(false)
    expect(isUtcDay('2025-1-01')).toBe(false)
    expect(isUtcDay('2025-01-01T00:00:00Z')).toBe(false)
  })

  it('adds days across month, leap-year and year ends', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2024-02-29', 1)).toBe('2024-03-01')
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01')
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31')
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31') // a European DST change day
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366)
  })

  it('takes the UTC day of an instant whatever the local zone', () => {
    expect(utcDay(new Date('2025-03-10T23:59:59.999Z'))).toBe('2025-03-10')
    expect(utcDay(new Date('2025-03-11T00:00:00Z'))).toBe('2025-03-11')
    expect(dayOfTimestamp('2025-03-10T22:30:00-05:00')).toBe('2025-03-11')
  })

  it('defaults to the current UTC month up to tomorrow, like the service', () => {
    expect(defaultRange(NOW)).toEqual({ start: '2025-03-01', end: '2025-03-11' })
    expect(defaultRange(new Date('2025-12-31T23:00:00Z'))).toEqual({ start: '2025-12-01', end: '2026-01-01' })
  })

  it('lists each day of a range, end excluded', () => {
    expect(eachDay({ start: '2025-02-27', end: '2025-03-02' })).toEqual(['2025-02-27', '2025-02-28', '2025-03-01'])
  })
})

describe('pages', () => {
  it('splits 730 days into 9 pages at start + 90k', () => {
    const range = { start: '2023-03-12', end: addDays('2023-03-12', 730) }
    const pages = planPages(range)
    expect(pages).toHaveLength(9)
    expect(pageCount(range)).toBe(9)
    pages.forEach((p, k) => expect(p.start).toBe(addDays(range.start, 90 * k)))
    expect(pages.at(-1)).toEqual({ start: addDays(range.start, 720), end: range.end })
  })

  it('tiles any range with pages of at most 90 days (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9000 }), fc.integer({ min: 1, max: 2000 }), (offset, days) => {
        const start = addDays('2001-01-01', offset)
        const range = { start, end: addDays(start, days) }
        const pages = planPages(range)
        expect(pages.length).toBe(Math.ceil(days / 90))
        expect(pages[0]?.start).toBe(start)
        expect(pages.at(-1)?.end).toBe(range.end)
        for (let i = 0; i < pages.length; i++) {
          const p = pages[i]!
          expect(daysBetween(p.start, p.end)).toBeGreaterThan(0)
          expect(daysBetween(p.start, p.end)).toBeLessThanOrEqual(90)
          if (i > 0) expect(p.start).toBe(pages[i - 1]!.end)
        }
      }),
    )
  })
})

describe('final days', () => {
  it('treats days older than two UTC days as final', () => {
    // Read on 03-10: 03-07 and earlier are final; 03-08 (today − 2) is not.
    expect(isFinalOn('2025-03-08', '2025-03-10')).toBe(true)
    expect(isFinalOn('2025-03-09', '2025-03-10')).toBe(false)
    expect(isFinalOn('2025-03-11', '2025-03-10')).toBe(false)
  })
})

describe('history clamp', () => {
  it('clamps the start to history, or drops a range entirely before it', () => {
    expect(clampToHistory({ start: '2024-01-01', end: '2024-06-01' }, null)).toEqual({ start: '2024-01-01', end: '2024-06-01' })
    expect(clampToHistory({ start: '2024-01-01', end: '2024-06-01' }, '2024-03-01')).toEqual({ start: '2024-03-01', end: '2024-06-01' })
    expect(clampToHistory({ start: '2024-01-01', end: '2024-03-01' }, '2024-03-01')).toBeNull()
    expect(clampToHistory({ start: '2024-04-01', end: '2024-06-01' }, '2024-03-01')).toEqual({ start: '2024-04-01', end: '2024-06-01' })
  })
})

describe('range validation', () => {
  it('accepts a normal range', () => {
    expect(validateRange({ start: '2025-03-01', end: '2025-03-11' }, NOW)).toEqual({ start: '2025-03-01', end: '2025-03-11' })
  })

  it('names the field of each bad range', () => {
    expect(rangeError(() => validateRange({ start: '2025-02-30', end: '2025-03-11' }, NOW))).toEqual({ param: 'start', code: 'invalid_range', kind: 'input' })
    expect(rangeError(() => validateRange({ start: '2025-03-01', end: 'tomorrow' }, NOW)).param).toBe('end')
    expect(rangeError(() => validateRange({ start: '2025-03-01', end: '2025-03-01' }, NOW)).param).toBe('end')
    expect(rangeError(() => validateRange({ start: '2025-03-05', end: '2025-03-01' }, NOW)).param).toBe('end')
    expect(rangeError(() => validateRange({ start: '1999-12-31', end: '2000-01-05' }, NOW)).param).toBe('start')
    expect(rangeError(() => validateRange({ start: '2004-01-01', end: '2025-01-01' }, NOW)).param).toBe('start')
    expect(rangeError(() => validateRange({ start: '2025-03-01', end: '2026-12-01' }, NOW)).param).toBe('end')
  })

  it('allows up to a year past tomorrow and exactly 20 years', () => {
    expect(() => validateRange({ start: '2025-03-01', end: addDays('2025-03-11', 366) }, NOW)).not.toThrow()
    expect(() => validateRange({ start: '2005-03-11', end: addDays('2005-03-11', 7305) }, NOW)).not.toThrow()
  })
})
