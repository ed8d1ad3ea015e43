import type { BalanceHistory } from '../../../../shared/domain/guard'
import { formatMoney } from '../../../../shared/money'
import { formatDay, formatDays } from './format'

/** The runway in words: "≈ 34 days (to Dec 30) at the 7-day average ($2.10 a day) … 48 days (to Jan 13) at the 30-day". */
export function runwayText(h: BalanceHistory): string | null {
  const r = h.runway
  if (!r) return null
  const parts = [
    r.days7 && `≈ ${formatDays(r.days7.days)} (to ${formatDay(r.days7.at)}) at the 7-day average of ${formatMoney(r.days7.average)} a day`,
    r.days30 && `≈ ${formatDays(r.days30.days)} (to ${formatDay(r.days30.at)}) at the 30-day average of ${formatMoney(r.days30.average)} a day`,
  ].filter(Boolean)
  if (parts.length === 0) return null
  return `At ${formatMoney(r.balance)}, the balance lasts ${parts.join(', or ')}.`
}

/** What the chart shows, for screen readers. */
export function historySummary(h: BalanceHistory): string {
  const first = h.points[0]
  const last = h.points.at(-1)
  if (!first || !last) return 'No readings in this range.'
  const topUps = h.topUps.length === 0 ? 'No top-ups' : `${h.topUps.length} top-up${h.topUps.length === 1 ? '' : 's'}`
  return `From ${formatMoney(first.balance)} on ${formatDay(first.at)} to ${formatMoney(last.balance)} on ${formatDay(last.at)}. ${topUps}. ${runwayText(h) ?? ''}`.trim()
}
