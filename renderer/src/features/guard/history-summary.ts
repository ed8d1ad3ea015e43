import type { BalanceHistory } from '../../../../shared/domain/guard'
import { formatMoney, parseMoney } from '../../../../shared/money'
import { formatDay, formatDays } from './format'

/** The runway in words: "≈ 34 days (to Dec 30) at the 7-day average ($2.10 a day) … 48 days (to Jan 13) at the 30-day". */
export function runwayText(h: BalanceHistory): string | null {
  const r = h.runway
  if (!r) return null
  // Two averages that differ never read the same: as many decimals as it takes to tell them apart.
  const digits = r.days7 && r.days30 ? apartDigits(r.days7.average, r.days30.average) : 2
  const rate = (average: string) => formatMoney(average, { digits })
  const parts = [
    r.days7 && `≈ ${formatDays(r.days7.days)} (to ${formatDay(r.days7.at)}) at the 7-day average of ${rate(r.days7.average)} a day`,
    r.days30 && `≈ ${formatDays(r.days30.days)} (to ${formatDay(r.days30.at)}) at the 30-day average of ${rate(r.days30.average)} a day`,
  ].filter(Boolean)
  if (parts.length === 0) return null
  return `At ${formatMoney(r.balance)}, the balance lasts ${parts.join(', or ')}.`
}

const DAY_MS = 86_400_000

/**
 * How far ahead the chart draws the projections: as far as the range looks back (at least a week),
 * so the range's own days keep most of the width; a runway of years goes on past the edge.
 */
export function projectionEnd(h: BalanceHistory): number | null {
  const r = h.runway
  if (!r) return null
  return r.from + Math.max(r.from - (h.points[0]?.at ?? r.from), 7 * DAY_MS)
}

/** "The dashed lines show the next 30 days; both reach $0 beyond the chart's edge." or null when both end on the chart. */
export function projectionNote(h: BalanceHistory): string | null {
  const end = projectionEnd(h)
  const r = h.runway
  if (end === null || !r) return null
  const beyond = [r.days7?.at, r.days30?.at].filter((t): t is number => t !== undefined && t > end)
  if (beyond.length === 0) return null
  const days = Math.round((end - r.from) / DAY_MS)
  return `The dashed lines show the next ${days} days; ${beyond.length === 2 ? 'both reach' : 'one reaches'} $0 beyond the chart’s edge.`
}

/** The fewest decimals (2 to 6) at which two different amounts show differently. */
function apartDigits(a: string, b: string): number {
  for (let digits = 2; digits < 6; digits++) if (formatMoney(a, { digits }) !== formatMoney(b, { digits }) || parseMoney(a).equals(parseMoney(b))) return digits
  return 6
}

/** What the chart shows, for screen readers. */
export function historySummary(h: BalanceHistory): string {
  const first = h.points[0]
  const last = h.points.at(-1)
  if (!first || !last) return 'No readings in this range.'
  const topUps = h.topUps.length === 0 ? 'No top-ups' : `${h.topUps.length} top-up${h.topUps.length === 1 ? '' : 's'}`
  return `From ${formatMoney(first.balance)} on ${formatDay(first.at)} to ${formatMoney(last.balance)} on ${formatDay(last.at)}. ${topUps}. ${runwayText(h) ?? ''}`.trim()
}
