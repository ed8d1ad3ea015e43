import type { BudgetPeriod, BudgetStatus } from '../domain/guard'
import { money, parseMoney, toMoneyString } from '../money'
import { DAY_MS, periodOf } from './periods'

export interface PaceInput {
  period: BudgetPeriod
  budget: string
  /** The service's spend_today or spend_month; null before any balance was read. */
  spent: string | null
  /** The service's spend_as_of (ISO): the moment the spend figures were complete. */
  spendAsOf: string | null
  /** The balance read failed or is overdue. */
  stale: boolean
  /** Average daily spend of the last 7 complete UTC days, when known. */
  average7: string | null
  now: number
}

/**
 * The pace of one budget. The daily rate blends the period's own rate (spent ÷ days elapsed) with
 * the 7-day average, weighted by the share of the period gone: an hour into a month says little,
 * the 28th says a lot. Without the average the period's rate alone is used (once an hour has gone).
 * Figures of an earlier period than `now`'s, or from a stale read, claim nothing ("stale").
 */
export function budgetPace(input: PaceInput): BudgetStatus {
  const { period, budget } = input
  const nowPeriod = periodOf(period, input.now)
  const base = { period, budget, spent: null, percent: null, projected: null, crossesAt: null, periodKey: nowPeriod.key }
  if (input.spent === null || input.spendAsOf === null) return { ...base, state: 'unknown' }
  const asOf = Date.parse(input.spendAsOf)
  const p = periodOf(period, asOf)
  const spent = parseMoney(input.spent)
  const limit = parseMoney(budget)
  const percent = limit.isZero() ? (spent.isZero() ? 0 : 1000) : spent.dividedBy(limit).times(100).toDecimalPlaces(1).toNumber()
  const known = { ...base, spent: input.spent, percent, periodKey: p.key }
  // Spend of a period that has ended is no figure for this one. Spend only grows within a period, so
  // a stale figure at or past the budget is still "over"; below it, a stale figure claims nothing.
  if (p.key !== nowPeriod.key) return { ...base, state: 'stale' }
  if (spent.greaterThanOrEqualTo(limit)) return { ...known, projected: null, crossesAt: null, state: 'over' }

  const rate = dailyRate(spent, asOf - p.start, p.end - p.start, input.average7)
  const remainingDays = money(p.end - asOf).dividedBy(DAY_MS)
  const projected = rate === null ? null : spent.plus(rate.times(remainingDays))
  let crossesAt: string | null = null
  if (rate !== null && rate.greaterThan(0)) {
    const ms = limit.minus(spent).dividedBy(rate).times(DAY_MS).ceil()
    const at = asOf + ms.toNumber()
    if (at < p.end) crossesAt = new Date(at).toISOString()
  }
  const state = input.stale ? 'stale' : crossesAt !== null ? 'heading-over' : 'within'
  return { ...known, projected: projected === null ? null : toMoneyString(projected), crossesAt, state }
}

const MIN_ELAPSED_MS = 3_600_000

function dailyRate(spent: ReturnType<typeof money>, elapsedMs: number, lengthMs: number, average7: string | null) {
  const average = average7 === null ? null : parseMoney(average7)
  const own = elapsedMs >= MIN_ELAPSED_MS ? spent.dividedBy(elapsedMs).times(DAY_MS) : null
  if (own === null) return average
  if (average === null) return own
  const share = money(elapsedMs).dividedBy(lengthMs)
  return own.times(share).plus(average.times(money(1).minus(share)))
}
