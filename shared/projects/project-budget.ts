import type { Project, ProjectStatus } from '../domain/projects'
import { budgetPace } from '../guard/pace'
import { DAY_MS, periodOf } from '../guard/periods'
import { microsToMoneyString, money, toMicros, toMoneyString } from '../money'

/** A project's answers' cost per UTC day they started (cost records, counted here). */
export interface DaySpend {
  day: string
  cost: string
}

/** Where the spend rows a project's status needs begin: the month's start, or 7 days back when that is earlier. */
export function spendSince(now: number): string {
  const month = periodOf('month', now).start
  const week = periodOf('day', now).start - 7 * DAY_MS
  return new Date(Math.min(month, week)).toISOString()
}

/** Spend today, this UTC month, and the average of the last 7 complete UTC days (null before any spend). */
export function projectSpend(rows: readonly DaySpend[], now: number): { today: string; month: string; average7: string | null } {
  const today = periodOf('day', now)
  const month = periodOf('month', now)
  const weekStart = new Date(today.start - 7 * DAY_MS).toISOString().slice(0, 10)
  let day = 0n
  let inMonth = 0n
  let week = 0n
  for (const r of rows) {
    const micros = toMicros(toMoneyString(r.cost))
    if (r.day === today.key) day += micros
    if (r.day.startsWith(month.key)) inMonth += micros
    if (r.day >= weekStart && r.day < today.key) week += micros
  }
  return { today: microsToMoneyString(day), month: microsToMoneyString(inMonth), average7: rows.length === 0 ? null : toMoneyString(money(microsToMoneyString(week)).dividedBy(7)) }
}

/**
 * #35: a project's budgets with their pace and crossing date (the account budgets' rules: UTC day and
 * month), and its cap with what this UTC month leaves of it. The spend is the app's own count, so it is
 * never stale: it is as of now.
 */
export function projectStatusOf(project: Project, rows: readonly DaySpend[], now: number): ProjectStatus {
  const spend = projectSpend(rows, now)
  const b = project.budget
  const at = { spendAsOf: new Date(now).toISOString(), stale: false, average7: spend.average7, now }
  const cap = b?.cap ?? null
  const left = cap === null ? null : toMicros(cap) - toMicros(spend.month)
  return {
    project,
    daily: b?.daily ? budgetPace({ period: 'day', budget: b.daily, spent: spend.today, ...at }) : null,
    monthly: b?.monthly ? budgetPace({ period: 'month', budget: b.monthly, spent: spend.month, ...at }) : null,
    spentMonth: spend.month,
    spentToday: spend.today,
    cap: cap === null || left === null ? null : { cap, left: microsToMoneyString(left > 0n ? left : 0n), reached: left <= 0n },
  }
}
