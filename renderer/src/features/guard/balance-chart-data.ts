import simplify from 'simplify-js'
import type { BalanceHistory } from '../../../../shared/domain/guard'
import { chartPosition } from '../../../../shared/money'
import { projectionEnd } from './history-summary'

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
  // #39: the projections stop at `projectionEnd`: a runway of years no longer squeezes the range into a sliver.
  if (r && last && (r.days7 || r.days30)) {
    const start = chartPosition(r.balance)
    const end = projectionEnd(h) ?? r.from
    const valueAt = (zeroAt: number | undefined, t: number) => (zeroAt === undefined ? undefined : t >= zeroAt ? 0 : start * (1 - (t - r.from) / (zeroAt - r.from || 1)))
    const at = (row: Row, t: number) => {
      const fast = valueAt(r.days7?.at, t)
      const slow = valueAt(r.days30?.at, t)
      if (fast !== undefined) row.fast = fast
      if (slow !== undefined) row.slow = slow
      // The runway range: between the two lines.
      if (fast !== undefined && slow !== undefined) row.band = [Math.min(fast, slow), Math.max(fast, slow)]
    }
    at(last, r.from)
    const ahead = [r.days7?.at, r.days30?.at, end].filter((t): t is number => t !== undefined && t > r.from).map((t) => Math.min(t, end))
    for (const t of [...new Set(ahead)].sort((a, b) => a - b)) {
      const row: Row = { at: t }
      at(row, t)
      rows.push(row)
    }
  }
  return { rows, topUps }
}

/** About seven dates evenly spread over the whole axis, the projection's days included, on whole UTC days. */
export function evenTicks(first: number | undefined, last: number | undefined): number[] | undefined {
  if (first === undefined || last === undefined || last <= first) return undefined
  const day = 86_400_000
  const step = Math.max(day, Math.round((last - first) / 7 / day) * day)
  const ticks: number[] = []
  for (let t = Math.ceil(first / day) * day; t <= last; t += step) ticks.push(t)
  return ticks
}
