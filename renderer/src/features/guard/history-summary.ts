import type { BalanceHistory } from '../../../../shared/domain/guard'
import { t } from '../../i18n'
import { formatAmount, formatMoney, parseMoney } from '../../../../shared/money'
import { formatDay, formatDays } from './format'

/** The runway in words: "≈ 34 days (to Dec 30) at the 7-day average ($2.10 a day) … 48 days (to Jan 13) at the 30-day". */
export function runwayText(h: BalanceHistory): string | null {
  const r = h.runway
  if (!r) return null
  // Two averages that differ never read the same: as many decimals as it takes to tell them apart.
  const digits = r.days7 && r.days30 ? apartDigits(r.days7.average, r.days30.average) : 2
  const rate = (average: string) => formatMoney(average, { digits })
  const seven = r.days7 && t('guard.runway.seven', { days: formatDays(r.days7.days), day: formatDay(r.days7.at), rate: rate(r.days7.average) })
  const thirty = r.days30 && t('guard.runway.thirty', { days: formatDays(r.days30.days), day: formatDay(r.days30.at), rate: rate(r.days30.average) })
  const balance = formatMoney(r.balance)
  if (seven && thirty) return t('guard.runway.both', { balance, seven, thirty })
  const part = seven || thirty
  return part ? t('guard.runway.one', { balance, part }) : null
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
  return t(beyond.length === 2 ? 'guard.runway.bothBeyond' : 'guard.runway.oneBeyond', { days, zero: formatAmount(0, { digits: 0 }) })
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
  if (!first || !last) return t('guard.summary.none')
  const topUps = h.topUps.length === 0 ? t('guard.summary.noTopUps') : t('guard.summary.topUps', { count: h.topUps.length })
  const from = t('guard.summary.from', { first: formatMoney(first.balance), firstDay: formatDay(first.at), last: formatMoney(last.balance), lastDay: formatDay(last.at) })
  return `${from} ${topUps} ${runwayText(h) ?? ''}`.trim()
}
