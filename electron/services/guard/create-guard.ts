import type { DatabaseSync } from 'node:sqlite'
import type { SpikeCause } from '../../../shared/domain/advice'
import type { BalanceState } from '../../../shared/domain/balance-state'
import type { Clock } from '../time/clock'
import type { AlertCenter } from '../balance/alert-center'
import type { ConnectionStore } from '../connections/connection-store'
import type { ConversationStore } from '../chat/conversation-store'
import type { PriceService } from '../prices/price-service'
import type { SettingsStore } from '../settings/settings-store'
import type { UsageService } from '../usage/usage-service'
import { AlertLog } from './alert-log'
import { AnswerSizes } from './answer-sizes'
import { BalanceHistoryStore } from './balance-history'
import { GuardService, type GuardServiceDeps } from './guard-service'
import { PROJECT_BUDGET_ALERT, ProjectBudgets } from './project-budgets'
import type { ProjectStore } from '../projects/project-store'
import type { Rate } from '../../../shared/domain/currency'
import { registerGuard } from './register'
import { planRequests } from '../chat/planned-requests'

/** Builds the spend guard from the app's parts (kept out of core.ts, which only calls this). */
export async function createGuard(o: {
  db: DatabaseSync
  dataDir: string
  clock: Clock
  settings: SettingsStore
  usage: UsageService
  prices: PriceService
  alerts: AlertCenter
  connections: ConnectionStore
  conversations: ConversationStore
  balanceState(): BalanceState
  /** Tokens of a text (the app's one cache of counts). */
  countText(text: string): number
  /** #35: what the cap of a conversation's project leaves. */
  projectCap?: GuardServiceDeps['projectCap']
  /** #36: what made a day's spend (the spike alert names it). */
  explainDay(accountId: string, day: string, spentSoFar: string): Promise<SpikeCause[]>
  log(message: string): void
}): Promise<GuardService> {
  registerGuard(o)
  return new GuardService({
    clock: o.clock,
    settings: o.settings,
    history: new BalanceHistoryStore(o.db),
    alertLog: await AlertLog.open(o.dataDir),
    recentDays: (id, today) => o.usage.recentDays(id, today),
    balanceState: o.balanceState,
    isAccount: (id) => o.connections.accountFor(id) === id,
    accountOf: (id) => o.connections.accountFor(id),
    // #34: every branch's answers (money spent in the conversation, whichever branch is shown).
    conversation: (id) => (o.conversations.has(id) ? o.conversations.withEveryBranch(id) : null),
    raise: (alert) => o.alerts.raise(alert),
    prices: (id) => o.prices.get(id),
    answerSizes: new AnswerSizes(o.db, () => o.clock.now()),
    plan: (plan) => planRequests(
      plan,
      (id) => o.conversations.get(id),
      (id) => o.conversations.withEveryBranch(id),
    ),
    countText: o.countText,
    ...(o.projectCap ? { projectCap: o.projectCap } : {}),
    explainDay: o.explainDay,
    log: o.log,
  })
}

/** #35: budgets and caps per project, their alerts said once per crossing (kept in their own file). */
export async function createProjectBudgets(o: {
  dataDir: string
  clock: Clock
  projects: ProjectStore
  settings: SettingsStore
  alerts: AlertCenter
  rateOn(day: string, code: string): Rate | null
  log(message: string): void
}): Promise<ProjectBudgets> {
  o.alerts.register('project-budget', PROJECT_BUDGET_ALERT)
  return new ProjectBudgets({
    clock: o.clock,
    projects: o.projects,
    thresholds: () => o.settings.get().spendGuard.thresholds,
    rateOn: o.rateOn,
    alertLog: await AlertLog.open(o.dataDir, 'project-alerts.json'),
    raise: (alert) => o.alerts.raise(alert),
    log: o.log,
  })
}
