import type { SpikeCause } from '../../../shared/domain/advice'
import type { BudgetPeriod, BudgetStatus } from '../../../shared/domain/guard'
import { formatMoney, money } from '../../../shared/money'
import type { AlertKind } from '../balance/alert-center'

export type GuardAlert =
  | { kind: 'budget'; accountId: string; period: BudgetPeriod; periodKey: string; threshold: number; percent: number; spent: string; budget: string }
  | { kind: 'spike'; accountId: string; day: string; today: string; median: string; factor: number; causes?: SpikeCause[] }

/**
 * The budget and spike alerts now due, each with the key that records it was given (one per
 * crossing per period and budget: `budget:month:2026-11:80:50.000000`; one spike a day: `spike:2026-11-26`). When one
 * read passes several thresholds, only the highest is said; the lower ones are recorded with it.
 */
export function dueAlerts(input: {
  accountId: string
  statuses: readonly BudgetStatus[]
  thresholds: readonly number[]
  spike: { day: string; today: string; median: string; factor: number } | null
  given: ReadonlySet<string>
}): { alerts: GuardAlert[]; keys: string[] } {
  const alerts: GuardAlert[] = []
  const keys: string[] = []
  for (const s of input.statuses) {
    if (s.spent === null || s.percent === null || s.state === 'unknown') continue
    const passed = input.thresholds.filter((t) => s.percent !== null && s.percent >= t)
    const fresh = passed.filter((t) => !input.given.has(budgetKey(s.period, s.periodKey, t, s.budget)))
    if (fresh.length === 0) continue
    const top = Math.max(...fresh)
    keys.push(...fresh.map((t) => budgetKey(s.period, s.periodKey, t, s.budget)))
    alerts.push({ kind: 'budget', accountId: input.accountId, period: s.period, periodKey: s.periodKey, threshold: top, percent: s.percent, spent: s.spent, budget: s.budget })
  }
  if (input.spike && !input.given.has(spikeKey(input.spike.day))) {
    keys.push(spikeKey(input.spike.day))
    alerts.push({ kind: 'spike', accountId: input.accountId, ...input.spike })
  }
  return { alerts, keys }
}

/** A changed budget is a new line to cross: its amount is part of the key. */
export function budgetKey(period: BudgetPeriod, periodKey: string, threshold: number, budget: string): string {
  return `budget:${period}:${periodKey}:${threshold}:${budget}`
}

export function spikeKey(day: string): string {
  return `spike:${day}`
}

/** Whether a recorded key still matters on `day` (its period is today's day or month): older ones are pruned. */
export function keyIsCurrent(key: string, day: string): boolean {
  if (key.startsWith('spike:')) return key === spikeKey(day)
  const period = key.split(':')[2] ?? ''
  return period === day || period === day.slice(0, 7)
}

const PERIOD_NAME: Record<BudgetPeriod, string> = { day: 'daily', month: 'monthly' }

/** The words of an alert: what happened and the figures. */
export function guardNotification(alert: GuardAlert): { title: string; body: string } {
  if (alert.kind === 'spike') {
    const median = money(alert.median)
    const times = median.isZero() ? `at least ${alert.factor}×` : `about ${money(alert.today).dividedBy(median).toDecimalPlaces(0).toFixed()}×`
    return {
      title: 'Spending spike',
      body: `Today's spend is ${formatMoney(alert.today)} so far (UTC), ${times} a usual day (median of the last 30 days: ${formatMoney(alert.median)}; you are alerted at ${alert.factor}×).${causeWords(alert.causes)}`,
    }
  }
  const name = PERIOD_NAME[alert.period]
  const reached = alert.threshold >= 100 ? `You have reached your ${name} budget` : `You have used ${alert.threshold}% of your ${name} budget`
  return { title: alert.threshold >= 100 ? 'Budget reached' : 'Budget alert', body: `${reached}: ${formatMoney(alert.spent)} of ${formatMoney(alert.budget)} (${alert.percent}%) for ${alert.periodKey}.` }
}

/** #36: the spike's causes found in the data, each with its fix (the two largest); said plainly when none is. */
function causeWords(causes: readonly SpikeCause[] | undefined): string {
  if (causes === undefined) return ''
  if (causes.length === 0) return ' No single cause found: neither one conversation, retries, a price change nor other keys explain most of it.'
  return causes
    .slice(0, 2)
    .map((c, i) => ` ${i === 0 ? 'Why' : 'Also'}: ${c.words} Fix: ${c.fix.words}`)
    .join('')
}

/** How the guard's alerts are said (registered with the alert center); their notice opens the dashboard's panels. */
export const GUARD_ALERT: AlertKind<GuardAlert> = { words: guardNotification, level: 'warning', view: 'dashboard' }
