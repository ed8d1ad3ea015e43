import type { SpikeCause } from '../../../shared/domain/advice'
import type { BudgetPeriod, BudgetStatus } from '../../../shared/domain/guard'
import { formatMoney, money } from '../../../shared/money'
import { causeWords } from '../../../shared/advice/cause-words'
import type { AlertKind, Translate } from '../balance/alert-center'

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

/** The words of an alert, in main's language: what happened and the figures. */
export function guardNotification(alert: GuardAlert, t: Translate): { title: string; body: string } {
  if (alert.kind === 'spike') {
    const median = money(alert.median)
    const times = median.isZero() ? t('alerts.spike.atLeast', { factor: alert.factor }) : t('alerts.spike.about', { times: money(alert.today).dividedBy(median).toDecimalPlaces(0).toFixed() })
    return {
      title: t('alerts.spike.title'),
      body: [t('alerts.spike.body', { today: formatMoney(alert.today), times, median: formatMoney(alert.median), factor: alert.factor }), ...causeLines(alert.causes, t)].join(' '),
    }
  }
  const values = { period: alert.period, threshold: alert.threshold, spent: formatMoney(alert.spent), budget: formatMoney(alert.budget), percent: alert.percent, periodKey: alert.periodKey }
  const reached = alert.threshold >= 100
  return { title: t(reached ? 'alerts.budget.reachedTitle' : 'alerts.budget.title'), body: t(reached ? 'alerts.budget.reached' : 'alerts.budget.used', values) }
}

/** #36: the spike's causes found in the data, each with its fix (the two largest); said plainly when none is. */
function causeLines(causes: readonly SpikeCause[] | undefined, t: Translate): string[] {
  if (causes === undefined) return []
  if (causes.length === 0) return [t('causes.noneFound')]
  return causes.slice(0, 2).map((c, i) => t(i === 0 ? 'causes.why' : 'causes.also', causeWords(c, t)))
}

/** How the guard's alerts are said (registered with the alert center); their notice opens the dashboard's panels. */
export const GUARD_ALERT: AlertKind<GuardAlert> = { words: guardNotification, level: 'warning', view: 'dashboard' }
