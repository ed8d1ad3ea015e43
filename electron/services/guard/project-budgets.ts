import type { Rate } from '../../../shared/domain/currency'
import type { BudgetPeriod } from '../../../shared/domain/guard'
import type { ProjectBudget, ProjectStatus } from '../../../shared/domain/projects'
import { inputError, say } from '../../../shared/error-model'
import { formatMoney, toDollars } from '../../../shared/money'
import { projectStatusOf, spendSince } from '../../../shared/projects/project-budget'
import type { AlertKind } from '../balance/alert-center'
import type { ProjectStore } from '../projects/project-store'
import type { Clock } from '../time/clock'
import type { AlertLog } from './alert-log'
import type { ProjectCapLeft, ProjectOf } from './guard-service'
import { dueAlerts } from './guard-alerts'
import { type AmountField, parseAmount } from './validate'

export type ProjectBudgetAlert = { kind: 'project-budget'; projectId: string; project: string; period: BudgetPeriod; periodKey: string; threshold: number; percent: number; spent: string; budget: string }

export interface ProjectBudgetsDeps {
  clock: Pick<Clock, 'now'>
  projects: Pick<ProjectStore, 'get' | 'list' | 'setBudget' | 'spendByDay' | 'labelsOf'>
  /** The budget alert thresholds (Settings → Spend guard: the same as the account budgets'). */
  thresholds(): readonly number[]
  /** The rate of a currency on a day (budgets typed in it are converted at that day's rate). */
  rateOn(day: string, code: string): Rate | null
  alertLog: AlertLog
  raise(alert: ProjectBudgetAlert): void
  log?(message: string): void
}

/**
 * #35: budgets per project beside the account budgets: pace and crossing date, an alert once per
 * crossing, and an optional cap per UTC month that stops the project's answers like the other caps
 * (through the guard's `capFor` and `admit`). A project's spend is its answers' cost records on every
 * account (counted here), by the UTC day each started.
 */
export class ProjectBudgets {
  constructor(private readonly d: ProjectBudgetsDeps) {}

  /** Every project with its budgets and cap now. */
  statuses(): ProjectStatus[] {
    const now = this.d.clock.now()
    return this.d.projects.list().map((p) => projectStatusOf(p, this.d.projects.spendByDay(p.id, spendSince(now)), now))
  }

  status(projectId: string): ProjectStatus {
    const now = this.d.clock.now()
    return projectStatusOf(this.d.projects.get(projectId), this.d.projects.spendByDay(projectId, spendSince(now)), now)
  }

  /**
   * Sets (or clears, with empty values) a project's budgets and cap. Amounts typed in another currency
   * are converted to dollars at that currency's rate of today (kept with what was typed, and said where
   * shown); without a rate nothing changes. An invalid amount changes nothing.
   */
  setBudget(args: { id: string; daily: string | null; monthly: string | null; cap: string | null; currency?: string | undefined }): ProjectStatus {
    this.d.projects.get(args.id)
    const code = (args.currency ?? 'USD').trim().toUpperCase()
    const today = new Date(this.d.clock.now()).toISOString().slice(0, 10)
    const rate = code === 'USD' ? null : this.d.rateOn(today, code)
    if (code !== 'USD' && rate === null) throw inputError('no_rate', say('errors.guard.noRate', { code }), 'currency')
    const typed = (value: string | null, what: AmountField, field: string) => {
      const amount = parseAmount(value === null ? null : value.replace(/^[^\d.-]+/, ''), what, field, true)
      return amount === null || rate === null ? amount : toDollars(amount, rate.rate)
    }
    const daily = typed(args.daily, 'daily', 'daily')
    const monthly = typed(args.monthly, 'monthly', 'monthly')
    const cap = typed(args.cap, 'cap', 'cap')
    const off = daily === null && monthly === null && cap === null
    const budget: ProjectBudget | null = off
      ? null
      : {
          daily,
          monthly,
          cap,
          setAt: new Date(this.d.clock.now()).toISOString(),
          typedAs: rate === null ? null : { code, rate: rate.rate, date: rate.date, daily: args.daily?.trim() || null, monthly: args.monthly?.trim() || null, cap: args.cap?.trim() || null },
        }
    this.d.projects.setBudget(args.id, budget)
    return this.status(args.id)
  }

  /** What the cap of a project (a conversation's, or the one a new run will belong to) leaves this month (null: no project, or no cap). */
  capOf(of: ProjectOf): ProjectCapLeft | null {
    const projectId = 'projectId' in of ? of.projectId : this.d.projects.labelsOf(of.conversationId).projectId
    if (projectId === null) return null
    const now = this.d.clock.now()
    const status = projectStatusOf(this.d.projects.get(projectId), this.d.projects.spendByDay(projectId, spendSince(now)), now)
    return status.cap && { projectId, month: new Date(now).toISOString().slice(0, 7), project: status.project.name, ...status.cap }
  }

  /** An answer of a project ended: its budgets' alerts now due, each once per crossing. Never throws. */
  async answerEnded(conversationId: string): Promise<void> {
    try {
      const { projectId } = this.d.projects.labelsOf(conversationId)
      if (projectId === null) return
      const status = this.status(projectId)
      const statuses = [status.daily, status.monthly].flatMap((s) => (s ? [s] : []))
      if (statuses.length === 0) return
      const key = `project:${projectId}`
      const due = dueAlerts({ accountId: key, statuses, thresholds: this.d.thresholds(), spike: null, given: this.d.alertLog.given(key) })
      if (due.keys.length === 0) return
      await this.d.alertLog.record(key, due.keys, new Date(this.d.clock.now()).toISOString().slice(0, 10))
      for (const a of due.alerts) if (a.kind === 'budget') this.d.raise({ ...a, kind: 'project-budget', projectId, project: status.project.name })
    } catch (err) {
      this.d.log?.(`project budgets: ${(err as Error).message}`)
    }
  }
}

/** How a project budget's alert is said (main's language); its notice opens Settings, where the project's budgets are. */
export const PROJECT_BUDGET_ALERT: AlertKind<ProjectBudgetAlert> = {
  words: (a, t) => {
    const values = { project: a.project, period: a.period, threshold: a.threshold, spent: formatMoney(a.spent), budget: formatMoney(a.budget), percent: a.percent, periodKey: a.periodKey }
    const reached = a.threshold >= 100
    return { title: t(reached ? 'alerts.project.reachedTitle' : 'alerts.project.title', values), body: t(reached ? 'alerts.project.reached' : 'alerts.project.used', values) }
  },
  level: 'warning',
  view: 'settings',
}
