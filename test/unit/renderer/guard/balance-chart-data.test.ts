import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import type { BalanceHistory } from '../../../../shared/domain/guard'
import { chartData, visibleReadings } from '../../../../renderer/src/features/guard/balance-chart-data'

const T0 = Date.UTC(2025, 5, 16, 7)
const MINUTE = 60_000
const HEIGHT = 220

/** A day of readings (one every `every` ms) from $50, spending `perReading` dollars at each. */
function day(count: number, perReading: string, every = (24 * 60 * MINUTE) / count): BalanceHistory['points'] {
  let balance = new Decimal('50')
  return Array.from({ length: count }, (_, i) => {
    if (i % 3 === 1) balance = balance.minus(perReading)
    return { at: T0 + Math.round(i * every), balance: balance.toFixed(6), held: '0.000000' }
  })
}

function history(points: BalanceHistory['points'], runway: BalanceHistory['runway'] = null): BalanceHistory {
  return { accountId: 'acct', range: '30d', points, topUps: [], runway }
}

/** The largest distance (pixels, at `widthPx` × HEIGHT for a y axis from 0 to the top reading) of a reading from the line through the kept ones. */
function worstMiss(all: readonly { at: number; value: number }[], kept: readonly { at: number; value: number }[], widthPx: number): number {
  const first = all[0]!.at
  const span = all.at(-1)!.at - first
  const top = Math.max(...all.map((r) => r.value))
  const px = (r: { at: number; value: number }) => ({ x: ((r.at - first) / span) * widthPx, y: (r.value / top) * HEIGHT })
  let worst = 0
  for (const r of all) {
    const next = kept.findIndex((k) => k.at >= r.at)
    const a = px(kept[Math.max(0, next - 1)]!)
    const b = px(kept[next]!)
    const p = px(r)
    const [dx, dy] = [b.x - a.x, b.y - a.y]
    const t = dx === 0 && dy === 0 ? 0 : Math.min(1, Math.max(0, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)))
    worst = Math.max(worst, Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy)))
  }
  return worst
}

describe('the balance chart’s rows (#33: its memory follows what it draws)', () => {
  it('a day that spends cents is a flat line: a few rows however many readings it has', () => {
    // The soak's day: ~$0.50 spent out of $50 (about 2 px on a 220 px chart), read every few minutes.
    const counts = [24, 156, 600].map((n) => chartData(history(day(n, '0.009')), HEIGHT).rows.length)
    expect(counts[0]).toBeLessThanOrEqual(4)
    expect(new Set(counts).size).toBe(1)
  })

  it('keeps the first and the last reading, with their exact amounts for the tooltip', () => {
    const points = day(156, '0.009')
    const { rows } = chartData(history(points), HEIGHT)
    expect(rows[0]).toEqual({ at: points[0]!.at, balance: 50, text: '50.000000' })
    expect(rows.at(-1)).toEqual({ at: points.at(-1)!.at, balance: Number(points.at(-1)!.balance), text: points.at(-1)!.balance })
  })

  it('what shows stays: a spend of dollars and a top-up keep their shape within half a pixel', () => {
    const points = day(300, '0.35')
    // A top-up of $40 halfway through.
    for (const p of points.slice(150)) p.balance = new Decimal(p.balance).plus(40).toFixed(6)
    const readings = points.map((p) => ({ at: p.at, value: Number(p.balance) }))
    const kept = visibleReadings(readings, HEIGHT)
    expect(kept.length).toBeLessThan(readings.length)
    expect(kept).toContain(readings[149])
    expect(kept).toContain(readings[150])
    for (const width of [3840, 1200, 600]) expect(worstMiss(readings, kept, width)).toBeLessThanOrEqual(0.5)
  })

  it('two readings or fewer are kept as they are', () => {
    const two = [
      { at: T0, value: 5 },
      { at: T0 + MINUTE, value: 5 },
    ]
    expect(visibleReadings(two, HEIGHT)).toEqual(two)
    expect(visibleReadings([], HEIGHT)).toEqual([])
  })

  it('the runway goes on after the last reading kept, as far ahead as the range looks back (a week at least)', () => {
    const points = day(156, '0.009')
    const last = points.at(-1)!
    const runway = { from: last.at, balance: last.balance, days7: { average: '0.450000', days: 110, at: last.at + 110 * 86_400_000 }, days30: null }
    const { rows } = chartData(history(points, runway), HEIGHT)
    const end = rows.at(-1)!
    // A day of readings: the projection is drawn a week ahead, where the line has fallen by 7/110 of the balance.
    expect(end.at).toBe(last.at + 7 * 86_400_000)
    expect(end.fast).toBeCloseTo(Number(last.balance) * (1 - 7 / 110), 6)
    expect(end.band).toBeUndefined()
    expect(end.balance).toBeUndefined()
    const lastReading = rows.at(-2)!
    expect(lastReading).toMatchObject({ at: last.at, text: last.balance, fast: Number(last.balance) })
  })
})
