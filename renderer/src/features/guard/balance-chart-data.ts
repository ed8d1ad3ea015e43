import simplify from 'simplify-js'
import type { BalanceHistory } from '../../../../shared/domain/guard'
import { chartPosition } from '../../../../shared/money'

export interface Row {
  at: number
  balance?: number
  fast?: number
  slow?: number
  /** The runway range: between the two projections. */
  band?: [number, number]
  text?: string
}

/** The widest the plot is ever drawn (a 4K screen): points are kept as if for a plot this wide. */
const MAX_PLOT_WIDTH_PX = 3840
/** A reading is left out when the line drawn without it is everywhere within this distance of the line with it. */
const TOLERANCE_PX = 0.5

/**
 * The readings the balance line needs at `heightPx` (#33, the soak's renderer heap): a reading
 * that moves the drawn line by less than half a pixel is left out (Ramer–Douglas–Peucker in pixel
 * space, simplify-js), so the chart keeps the readings that show, not every one of the range: a
 * day of polling that spends cents is a flat line of a few points, not 150 points the chart lays
 * out, hit-tests and keeps a copy of per render. The first and the last reading always stay.
 * Pixels are taken at their smallest: the plot as wide as a 4K screen and `heightPx` tall for a
 * y axis from zero (or the lowest reading) to the highest reading, so nothing that shows is lost.
 */
export function visibleReadings<T extends { at: number; value: number }>(readings: readonly T[], heightPx: number): T[] {
  const first = readings[0]
  const last = readings.at(-1)
  if (!first || !last || readings.length <= 2) return [...readings]
  let low = 0
  let high = 0
  for (const r of readings) {
    if (r.value < low) low = r.value
    if (r.value > high) high = r.value
  }
  const xPerMs = MAX_PLOT_WIDTH_PX / Math.max(1, last.at - first.at)
  const yPerUnit = heightPx / Math.max(Number.EPSILON, high - low)
  const pixels = readings.map((reading) => ({ x: (reading.at - first.at) * xPerMs, y: reading.value * yPerUnit, reading }))
  // simplify-js returns the very point objects it keeps.
  return (simplify(pixels, TOLERANCE_PX, true) as typeof pixels).map((p) => p.reading)
}

/** The chart's rows (the readings that show, then the runway's ends) and its top-up dots. */
export function chartData(h: BalanceHistory, heightPx: number): { rows: Row[]; topUps: { at: number; y: number }[] } {
  const readings = h.points.map((p) => ({ at: p.at, value: chartPosition(p.balance), text: p.balance }))
  const rows: Row[] = visibleReadings(readings, heightPx).map((r) => ({ at: r.at, balance: r.value, text: r.text }))
  const topUps = h.topUps.map((t) => ({ at: t.at, y: chartPosition(t.balance) }))
  const r = h.runway
  const last = rows.at(-1)
  if (r && last && (r.days7 || r.days30)) {
    const start = chartPosition(r.balance)
    if (r.days7) last.fast = start
    if (r.days30) last.slow = start
    const ends = [r.days7?.at, r.days30?.at].filter((x): x is number => x !== undefined).sort((a, b) => a - b)
    const early = ends[0] as number
    const late = ends.at(-1) as number
    // Between the two lines: from the last balance to the earlier zero, then to the later one.
    last.band = [start, start]
    const lateAtEarly = start * (1 - (early - r.from) / (late - r.from || 1))
    if (r.days7) rows.push({ at: r.days7.at, fast: 0 })
    if (r.days30) rows.push({ at: r.days30.at, slow: 0 })
    rows.sort((a, b) => a.at - b.at)
    for (const row of rows) {
      if (row.at === early && row.at !== late) row.band = [0, lateAtEarly]
      if (row.at === late) row.band = [0, 0]
    }
  }
  return { rows, topUps }
}
