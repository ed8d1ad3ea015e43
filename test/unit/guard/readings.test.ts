import { describe, expect, it } from 'vitest'
import { downsample, findTopUps, readingsToThin, runwayEnd, worthKeeping, type Reading } from '../../../shared/guard/readings'

const MIN = 60_000
const DAY = 86_400_000

function reading(at: number, balance: string, held = '0.000000'): Reading {
  return { at, balance, paid: balance, promo: '0.000000', held, debt: '0.000000', allowance: null }
}

describe('what is kept', () => {
  it('keeps a changed reading at once, an unchanged one only after 5 minutes', () => {
    const last = reading(0, '10.000000')
    expect(worthKeeping(null, last)).toBe(true)
    expect(worthKeeping(last, reading(MIN, '10.000000'))).toBe(false)
    expect(worthKeeping(last, reading(MIN, '9.990000'))).toBe(true)
    expect(worthKeeping(last, { ...reading(MIN, '10.000000'), held: '0.100000' })).toBe(true)
    expect(worthKeeping(last, reading(5 * MIN, '10.000000'))).toBe(true)
  })
})

describe('thinning', () => {
  it('keeps the last hour whole and one reading per 10 minutes before it', () => {
    const now = 10 * DAY
    const readings = Array.from({ length: 180 }, (_, i) => ({ at: now - (180 - i) * MIN }))
    const dropped = new Set(readingsToThin(readings, now))
    const kept = readings.filter((r) => !dropped.has(r.at))
    const recent = kept.filter((r) => now - r.at <= 60 * MIN)
    expect(recent).toHaveLength(60)
    // two hours before that, a reading a minute: 12 buckets of 10 minutes (edges may split one)
    expect(kept.length - recent.length).toBeLessThanOrEqual(13)
    expect(kept.length - recent.length).toBeGreaterThanOrEqual(12)
    // thinning twice changes nothing
    expect(readingsToThin(kept, now)).toEqual([])
  })

  it('keeps a year of readings a minute apart within about 12,000 rows', () => {
    const now = 400 * DAY
    const readings: { at: number }[] = []
    for (let at = now - 365 * DAY; at < now; at += MIN) readings.push({ at })
    const dropped = new Set(readingsToThin(readings, now))
    const kept = readings.length - dropped.size
    expect(kept).toBeLessThan(13_000)
    expect(kept).toBeGreaterThan(10_000)
  })

  it('a busy day adds at most ~200 rows once thinned', () => {
    const now = 3 * DAY
    const readings: { at: number }[] = []
    for (let at = now - DAY; at < now; at += MIN) readings.push({ at })
    const kept = readings.length - readingsToThin(readings, now).length
    expect(kept).toBeLessThanOrEqual(300)
  })
})

describe('top-ups', () => {
  it('finds a top-up and ignores spending', () => {
    const topUps = findTopUps([reading(0, '10.000000'), reading(1, '9.500000'), reading(2, '29.500000'), reading(3, '29.000000')])
    expect(topUps).toEqual([{ at: 2, added: '20.000000', balance: '29.500000' }])
  })

  it('does not take a released hold for a top-up', () => {
    // $2 held, then released with $0.40 charged: the balance rises by $1.60
    expect(findTopUps([reading(0, '8.000000', '2.000000'), reading(1, '9.600000', '0.000000')])).toEqual([])
  })

  it('finds a top-up made while requests are held', () => {
    // $3 held throughout, $50 added
    expect(findTopUps([reading(0, '7.000000', '3.000000'), reading(1, '57.000000', '3.000000')])).toEqual([{ at: 1, added: '50.000000', balance: '57.000000' }])
    // and one that lands as the hold is released: +$25 top-up, $0.50 charged
    expect(findTopUps([reading(0, '7.000000', '3.000000'), reading(1, '34.500000', '0.000000')])).toEqual([{ at: 1, added: '24.500000', balance: '34.500000' }])
  })
})

describe('runway', () => {
  it('projects the balance to zero at an average', () => {
    expect(runwayEnd('30.000000', '2.000000', 0)).toEqual({ average: '2.000000', days: 15, at: 15 * DAY })
    expect(runwayEnd('30.000000', '0.000000', 0)).toBeNull()
    expect(runwayEnd('30.000000', null, 0)).toBeNull()
    expect(runwayEnd('-1.000000', '2.000000', 0)).toBeNull()
  })

  it('downsamples to the last reading of each slice', () => {
    const points = Array.from({ length: 1000 }, (_, i) => ({ at: i }))
    const out = downsample(points, 100)
    expect(out.length).toBeLessThanOrEqual(100)
    expect(out.at(-1)).toEqual({ at: 999 })
  })
})
