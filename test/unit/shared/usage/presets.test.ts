import { describe, expect, it } from 'vitest'
import { customRange, describeRange, presetRange } from '../../../../shared/usage/presets'
import { addDays, dayOfTimestamp, isUtcDay, lastDay, nextMonth, rangeDays, startOfWeek, utcDay } from '../../../../shared/time/utc-days'

const at = (iso: string) => new Date(iso)

describe('UTC day math', () => {
  it('takes the UTC day of an instant whatever the local zone says', () => {
    // 23:30 UTC on the 31st is already the 1st in UTC+1, still the 31st in UTC.
    expect(utcDay(at('2025-01-31T23:30:00Z'))).toBe('2025-01-31')
    expect(utcDay(at('2025-02-01T00:30:00+02:00'))).toBe('2025-01-31')
  })

  it('adds days across month, year and leap-day boundaries', () => {
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01')
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01')
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01')
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28')
    // Around European and US DST changes the day is still 24 h in UTC.
    expect(addDays('2025-03-29', 2)).toBe('2025-03-31')
    expect(addDays('2025-11-01', 2)).toBe('2025-11-03')
  })

  it('recognises real calendar days only', () => {
    expect(isUtcDay('2024-02-29')).toBe(true)
    expect(isUtcDay('2025-02-29')).toBe(false)
    expect(isUtcDay('2025-13-01')).toBe(false)
    expect(isUtcDay('2025-1-01')).toBe(false)
  })

  it('finds Monday of the ISO week and the next month', () => {
    expect(startOfWeek('2025-06-01')).toBe('2025-05-26') // a Sunday
    expect(startOfWeek('2025-06-02')).toBe('2025-06-02') // a Monday
    expect(startOfWeek('2025-01-01')).toBe('2024-12-30')
    expect(nextMonth('2025-12-15')).toBe('2026-01-01')
    expect(nextMonth('2025-01-31')).toBe('2025-02-01')
  })

  it('reads the day of a history_start timestamp in UTC', () => {
    expect(dayOfTimestamp('2024-04-10T00:00:00Z')).toBe('2024-04-10')
    expect(dayOfTimestamp('2024-04-10T23:59:59.999Z')).toBe('2024-04-10')
    expect(dayOfTimestamp('not a time')).toBeNull()
  })
})

describe('presetRange', () => {
  const now = at('2025-06-15T22:10:00Z')

  it('ends every preset with today: end is tomorrow, exclusive', () => {
    expect(presetRange('this-month', { now })).toEqual({ start: '2025-06-01', end: '2025-06-16' })
    expect(presetRange('last-7', { now })).toEqual({ start: '2025-06-09', end: '2025-06-16' })
    expect(presetRange('last-30', { now })).toEqual({ start: '2025-05-17', end: '2025-06-16' })
    expect(presetRange('last-90', { now })).toEqual({ start: '2025-03-18', end: '2025-06-16' })
    expect(presetRange('this-year', { now })).toEqual({ start: '2025-01-01', end: '2025-06-16' })
  })

  it('counts exactly N days for "last N days"', () => {
    for (const [id, n] of [
      ['last-7', 7],
      ['last-30', 30],
      ['last-90', 90],
    ] as const) {
      const range = presetRange(id, { now })
      expect(range && rangeDays(range)).toBe(n)
      expect(range && lastDay(range)).toBe('2025-06-15')
    }
  })

  it('crosses into the next month and year at midnight UTC, not local midnight', () => {
    expect(presetRange('this-month', { now: at('2025-01-31T23:59:59Z') })).toEqual({ start: '2025-01-01', end: '2025-02-01' })
    expect(presetRange('this-month', { now: at('2025-02-01T00:00:00Z') })).toEqual({ start: '2025-02-01', end: '2025-02-02' })
    expect(presetRange('this-month', { now: at('2024-12-31T23:00:00Z') })).toEqual({ start: '2024-12-01', end: '2025-01-01' })
    expect(presetRange('this-year', { now: at('2024-12-31T23:00:00Z') })).toEqual({ start: '2024-01-01', end: '2025-01-01' })
    expect(presetRange('this-year', { now: at('2025-01-01T00:00:00Z') })).toEqual({ start: '2025-01-01', end: '2025-01-02' })
    expect(presetRange('last-7', { now: at('2025-03-02T12:00:00Z') })).toEqual({ start: '2025-02-24', end: '2025-03-03' })
    expect(presetRange('last-7', { now: at('2024-03-02T12:00:00Z') })).toEqual({ start: '2024-02-25', end: '2024-03-03' })
  })

  it('starts all history at the UTC day of history_start', () => {
    expect(presetRange('all', { now, historyStart: '2024-04-22T00:00:00Z' })).toEqual({ start: '2024-04-22', end: '2025-06-16' })
    expect(presetRange('all', { now, historyStart: '2024-04-22' })).toEqual({ start: '2024-04-22', end: '2025-06-16' })
    expect(presetRange('all', { now, historyStart: null })).toBeNull()
    // A history that starts today is one day long.
    expect(presetRange('all', { now, historyStart: '2025-06-15T08:00:00Z' })).toEqual({ start: '2025-06-15', end: '2025-06-16' })
  })

  it('turns a custom pick of two included days into an exclusive end', () => {
    expect(presetRange('custom', { now, custom: { start: '2025-02-01', last: '2025-02-28' } })).toEqual({ start: '2025-02-01', end: '2025-03-01' })
    expect(presetRange('custom', { now, custom: { start: '2024-12-31', last: '2024-12-31' } })).toEqual({ start: '2024-12-31', end: '2025-01-01' })
    expect(presetRange('custom', { now, custom: null })).toBeNull()
    expect(presetRange('custom', { now, custom: { start: '2025-03-02', last: '2025-03-01' } })).toBeNull()
  })
})

describe('customRange', () => {
  it('names the field that is wrong', () => {
    expect(customRange({ start: '', last: '2025-01-01' })).toMatchObject({ ok: false, field: 'start' })
    expect(customRange({ start: '2025-01-01', last: '2025-02-30' })).toMatchObject({ ok: false, field: 'last' })
    expect(customRange({ start: '2025-01-05', last: '2025-01-04' })).toMatchObject({ ok: false, field: 'last' })
    expect(customRange({ start: '2025-01-05', last: '2025-01-05' })).toEqual({ ok: true, range: { start: '2025-01-05', end: '2025-01-06' } })
  })
})

describe('describeRange', () => {
  it('shows the last included day, not the exclusive end', () => {
    expect(describeRange({ start: '2025-06-01', end: '2025-06-16' })).toBe('1 – 15 Jun 2025')
    expect(describeRange({ start: '2025-05-17', end: '2025-06-16' })).toBe('17 May – 15 Jun 2025')
    expect(describeRange({ start: '2024-12-28', end: '2025-01-04' })).toBe('28 Dec 2024 – 3 Jan 2025')
    expect(describeRange({ start: '2025-06-15', end: '2025-06-16' })).toBe('15 Jun 2025')
  })
})
