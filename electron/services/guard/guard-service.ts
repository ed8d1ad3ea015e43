import type { Balance } from '../../../shared/domain/balance'
import type { BalanceState } from '../../../shared/domain/balance-state'
import type { BalanceHistory, BudgetStatus, GuardStatus, HistoryRange, SendEstimate } from '../../../shared/domain/guard'
import type { PriceEstimates } from '../../../shared/domain/prices'
import type { Conversation } from '../../../shared/domain/conversation'
import type { Settings } from '../../../shared/domain/settings'
import type { AverageDailySpend } from '../../../shared/domain/usage-view'
import type { MoneyString } from '../../../shared/money'
import { budgetPace } from '../../../shared/guard/pace'
import { downsample, findTopUps, runwayEnd } from '../../../shared/guard/readings'
import { detectSpike } from '../../../shared/guard/spike'
import { medianTokens, sendEstimate } from '../../../shared/guard/presend'
import { AnswerMeter, CAP_NOT_ENFORCED, type CapHit, type CapKind, SharedAllowance } from '../../../shared/guard/cap'
import type { Preflight, RunPlan } from '../../../shared/domain/preflight'
import type { SpikeCause } from '../../../shared/domain/advice'
import { type PerMillion, pricesOn } from '../../../shared/prices/answer-cost'
import Decimal from 'decimal.js'
import { estimateInput } from '../prices/input-estimate'
import type { AnswerSpec, CapWatch } from '../answers/answer-runner'
import type { AnswerFinished } from '../answers/answer-finished'
import { answersCost, type PlannedRun } from '../chat/planned-requests'
import { countRequest } from '../tokens/request-tokens'
import { RunningTokenCount } from '../tokens/running-count'
import { preflightOf } from './preflight'
import type { AnswerSizes } from './answer-sizes'
import { type Said, inputError, say } from '../../../shared/error-model'
import type { Clock } from '../time/clock'
import type { AlertLog } from './alert-log'
import { type BalanceHistoryStore, readingOf } from './balance-history'
import { dueAlerts, type GuardAlert } from './guard-alerts'
import { parseAmount } from './validate'

export interface GuardServiceDeps {
  clock: Clock
  settings: { get(): Settings; replace(change: (current: Settings) => Settings): Promise<Settings> }
  history: BalanceHistoryStore
  alertLog: AlertLog
  /** The last 30 complete UTC days' spend (known days) and the averages, from the usage cache. */
  recentDays(accountId: string, today: string): Promise<{ days: MoneyString[]; averages: AverageDailySpend }>
  /** The balance the dashboard shows (the active connection's service account). */
  balanceState(): BalanceState
  /** Whether an ID is a service account (budgets belong to accounts; a router follows its linked one). */
  isAccount(id: string): boolean
  /** The service account that pays for a connection's answers (a router's linked one). */
  accountOf(connectionId: string): string | null
  /** A stored conversation (null when there is none: a new chat). */
  conversation(id: string): Conversation | null
  raise(alert: GuardAlert): void
  /** The fitted unit prices of an account's models (estimates from its usage history). */
  prices(accountId: string | null): Promise<PriceEstimates>
  answerSizes: AnswerSizes
  /** #33: the requests a run will send, exactly as it will send them (nothing is saved). */
  plan(plan: RunPlan): PlannedRun
  /** #33: tokens of a text (cached, so a conversation's history is counted once). */
  countText(text: string): number
  /** #35: what the cap of a project (a conversation's, or the one a new run will belong to) leaves this UTC month (null: no project or no cap). */
  projectCap?(of: ProjectOf): ProjectCapLeft | null
  /** #36: what made a day's spend (the spike alert names it), with each cause's fix. */
  explainDay?(accountId: string, day: string, spentSoFar: string): Promise<SpikeCause[]>
  log?: (message: string) => void
}

const DAY_MS = 86_400_000
const RANGE_MS: Record<HistoryRange, number | null> = { '7d': 7 * DAY_MS, '30d': 30 * DAY_MS, '90d': 90 * DAY_MS, '1y': 366 * DAY_MS, all: null }
/** More points than a chart's width in pixels buys nothing. */
const MAX_POINTS = 600

/** #25: budgets with their pace, the balance over time, and the budget and spike alerts. */
export class GuardService {
  /** #35: what each capped project (per UTC month) and conversation leaves to the answers in flight under it; dropped once none is. */
  private readonly inFlight = new Map<string, SharedAllowance>()

  constructor(private readonly d: GuardServiceDeps) {}

  /** Budgets and pace of the account whose balance is on the dashboard. */
  async status(): Promise<GuardStatus> {
    const state = this.d.balanceState()
    const accountId = state.connectionId
    const now = this.d.clock.now()
    const budget = accountId ? (this.d.settings.get().spendGuard.budgets[accountId] ?? null) : null
    const average7 = accountId ? (await this.recent(accountId, now)).averages.days7 : null
    const b = state.balance
    const pace = (period: 'day' | 'month', limit: string | null): BudgetStatus | null =>
      limit === null
        ? null
        : budgetPace({ period, budget: limit, spent: b ? (period === 'day' ? b.spend_today : b.spend_month) : null, spendAsOf: b?.spend_as_of ?? null, stale: state.stale, average7, now })
    return {
      accountId,
      budget,
      daily: pace('day', budget?.daily ?? null),
      monthly: pace('month', budget?.monthly ?? null),
      spendAsOf: b?.spend_as_of ?? null,
      stale: state.stale,
      average7,
    }
  }

  /** Sets (or clears, with empty values) an account's budgets; an invalid amount changes nothing. */
  async setBudget(args: { accountId: string; daily: string | null; monthly: string | null }): Promise<GuardStatus> {
    if (!this.d.isAccount(args.accountId)) throw inputError('not_an_account', say('errors.guard.notAnAccount'), 'accountId')
    const daily = parseAmount(args.daily, 'daily', 'daily', true)
    const monthly = parseAmount(args.monthly, 'monthly', 'monthly', true)
    const setAt = new Date(this.d.clock.now()).toISOString()
    await this.d.settings.replace((s) => {
      const { [args.accountId]: _old, ...others } = s.spendGuard.budgets
      const budgets = daily === null && monthly === null ? others : { ...others, [args.accountId]: { daily, monthly, setAt } }
      return { ...s, spendGuard: { ...s.spendGuard, budgets } }
    })
    return this.status()
  }

  /** The balance line of the dashboard's account over a range, its top-ups and the runway to zero. */
  async history(range: HistoryRange): Promise<BalanceHistory> {
    const accountId = this.d.balanceState().connectionId
    if (!accountId) return { accountId, range, points: [], topUps: [], runway: null }
    const now = this.d.clock.now()
    const span = RANGE_MS[range]
    const readings = this.d.history.series(accountId, span === null ? 0 : now - span)
    const last = readings.at(-1)
    let runway: BalanceHistory['runway'] = null
    if (last) {
      const { averages } = await this.recent(accountId, now)
      runway = { from: last.at, balance: last.balance, days7: runwayEnd(last.balance, averages.days7, last.at), days30: runwayEnd(last.balance, averages.days30, last.at) }
    }
    return {
      accountId,
      range,
      points: downsample(readings, MAX_POINTS).map((r) => ({ at: r.at, balance: r.balance, held: r.held })),
      topUps: findTopUps(readings),
      runway,
    }
  }

  /** One message's estimated cost to a model (input + its median answer), the pre-send check and the runway. */
  async estimate(args: { model: string; text: string; conversationId?: string | undefined }): Promise<SendEstimate> {
    const state = this.d.balanceState()
    const prices = await this.d.prices(state.connectionId)
    const input = estimateInput(args.text, args.model, prices)
    const guard = this.d.settings.get().spendGuard
    const conversation = guard.conversationCap !== null && args.conversationId ? this.d.conversation(args.conversationId) : null
    const soFar = conversation ? answersCost(conversation.messages) : guard.conversationCap !== null && args.conversationId ? '0' : null
    return sendEstimate({
      model: args.model,
      inputTokens: input.tokens,
      inputCost: input.cost,
      outputTokens: this.d.answerSizes.outputTokens(args.model),
      outputPricePerMillion: prices.models.find((m) => m.model === args.model)?.perMillion.output ?? null,
      threshold: this.d.settings.get().spendGuard.presendCheck,
      balance: state.balance?.balance ?? null,
      answerCap: this.d.settings.get().spendGuard.answerCap,
      capPriced: isPriced(prices.models.find((m) => m.model === args.model)?.perMillion),
      conversationCap: guard.conversationCap,
      conversationSoFar: soFar,
    })
  }

  /**
   * #33: the one preflight of every kind of run: its requests as they will be sent (system prompt, the
   * history, attachments, the new message), priced at the fitted prices of the day, with each model's
   * usual answer, and whether to ask first (the pre-send check, a cap the input alone passes, the
   * conversation cap), by how much.
   */
  async preflight(plan: RunPlan): Promise<Preflight> {
    const run = this.d.plan(plan)
    const state = this.d.balanceState()
    const prices = await this.d.prices(state.connectionId)
    const today = new Date(this.d.clock.now()).toISOString().slice(0, 10)
    const guard = this.d.settings.get().spendGuard
    return preflightOf({
      requests: run.requests.map((r) => ({ model: r.model, inputTokens: countRequest(r.messages, this.d.countText), maxOutputTokens: r.maxOutputTokens, conversation: r.conversation })),
      soFar: run.soFar,
      pricesOf: (model) => {
        const fit = prices.models.find((m) => m.model === model)
        return fit ? pricesOn(fit, today) : null
      },
      usualOf: (model) => {
        const tokens = this.d.answerSizes.outputTokens(model)
        return { tokens: medianTokens(tokens), answers: tokens.length }
      },
      threshold: guard.presendCheck,
      answerCap: guard.answerCap,
      conversationCap: guard.conversationCap,
      balance: state.balance?.balance ?? null,
    })
  }

  /**
   * #33: main's own check before a run starts, whatever the window did: a run the preflight asks about is
   * refused unless the user confirmed it. Returns the caps the user confirmed sending past (that answer
   * is not held to them: it was asked and answered "send anyway").
   */
  async admit(plan: RunPlan, confirmed: boolean): Promise<CapKind[]> {
    const of = projectOfPlan(plan)
    const project = of ? (this.d.projectCap?.(of) ?? null) : null
    // #35: the answers of the project in flight now count too (a compare run, a batch, another chat).
    if (project && (project.reached || this.inFlightUnder(projectKey(project), project.left)?.room.lessThanOrEqualTo(0))) throw inputError('project_cap_reached', say('errors.guard.projectCapReached', { project: project.project, cap: project.cap }), 'conversationId')
    const pre = await this.preflight(plan)
    if (!pre.ask) return []
    if (!confirmed) {
      throw inputError('confirm_spend', wouldPass(pre.reasons), 'confirmed')
    }
    return pre.reasons.flatMap((r) => (r.kind === 'threshold' ? [] : [r.kind]))
  }

  /**
   * #25, #33, #35: the caps one answer is held to while it streams, at the model's fitted prices of the
   * day, checked on the exact count of the text so far: the per-answer cap (its own), and its share of
   * what the conversation's cap and its project's cap (this UTC month) leave to every answer in flight
   * under them (a compare run's columns, a batch's cells, two chats of one project): past one, every
   * answer under it stops; an answer with nothing left under one is not sent. A continued answer's
   * first part counts under the conversation and project caps. Null when no cap applies, or when the
   * model has no price estimate (then the cap is not enforced, and the composer says so).
   */
  capFor(answer: { spec: AnswerSpec; inputTokens: number; prices: PerMillion | null }): CapWatch | null {
    const { spec, prices } = answer
    const guard = this.d.settings.get().spendGuard
    const waived = new Set(spec.capsWaived ?? [])
    const conversationCap = waived.has('conversation-cap') ? null : guard.conversationCap
    const project = waived.has('project-cap') ? null : (this.d.projectCap?.({ conversationId: spec.conversationId }) ?? null)
    const answerCap = waived.has('answer-cap') ? null : guard.answerCap
    if (answerCap === null && conversationCap === null && project === null) return null
    if (!prices || prices.input === null || prices.output === null) {
      this.d.log?.(`${spec.model}: ${CAP_NOT_ENFORCED}`)
      return null
    }
    const previous = spec.previousCost?.cost ?? null
    const under: { allowance: SharedAllowance; before?: string | null }[] = []
    if (answerCap !== null) under.push({ allowance: new SharedAllowance({ kind: 'answer-cap', cap: answerCap }, answerCap) })
    if (conversationCap !== null) {
      // What is saved: the answers in flight have no record yet (they count under the allowance as they stream).
      const conversation = this.d.conversation(spec.conversationId)
      const left = new Decimal(conversationCap).minus(conversation ? answersCost(conversation.messages) : 0)
      under.push({ allowance: this.shared(`conversation:${spec.conversationId}`, { kind: 'conversation-cap', cap: conversationCap }, left), before: previous })
    }
    if (project) under.push({ allowance: this.shared(projectKey(project), { kind: 'project-cap', cap: project.cap }, project.left), before: previous })
    const meter = AnswerMeter.join(under, answer.inputTokens, { input: prices.input, output: prices.output }, new RunningTokenCount())
    const keys = [...this.inFlight].filter(([, a]) => under.some((u) => u.allowance === a)).map(([key]) => key)
    const prune = () => {
      for (const key of keys) if (this.inFlight.get(key)?.inFlight === 0) this.inFlight.delete(key)
    }
    if (meter.refused) prune()
    return {
      refused: meter.refused,
      passed: (text) => meter.text(text),
      onPassed: (stop) => meter.onStop(stop),
      end: (cost) => {
        meter.end(cost)
        prune()
      },
    }
  }

  /** #35: the allowance the answers in flight under one cap share (made for the first), what it leaves read again from what is saved. */
  private shared(key: string, hit: CapHit, left: Decimal.Value): SharedAllowance {
    const allowance = this.inFlightUnder(key, left) ?? new SharedAllowance(hit, left)
    this.inFlight.set(key, allowance)
    return allowance
  }

  /** #35: the allowance of answers in flight under a cap, what it leaves read again (null: none in flight). */
  private inFlightUnder(key: string, left: Decimal.Value): SharedAllowance | null {
    const allowance = this.inFlight.get(key) ?? null
    allowance?.reread(left)
    return allowance
  }

  /** An answer ended: it counts in its model's usual answer at once, so the next preflight counts it. */
  answerEnded(answer: Pick<AnswerFinished, 'model' | 'status' | 'cost'>): void {
    this.d.answerSizes.noteAnswer({ model: answer.model, status: answer.status, outputTokens: answer.cost?.outputTokens ?? null })
  }

  /** Every good balance read: a history row when worth one, then the alerts now due. Never throws. */
  async onBalance(connectionId: string, balance: Balance): Promise<void> {
    const now = this.d.clock.now()
    try {
      this.d.history.record(connectionId, readingOf(balance, now))
      await this.checkAlerts(connectionId, balance, now)
    } catch (err) {
      this.d.log?.(`spend guard: ${(err as Error).message}`)
    }
  }

  async forget(accountId: string): Promise<void> {
    this.d.history.forget(accountId)
    await this.d.alertLog.forget(accountId)
    await this.d.settings.replace((s) => {
      const { [accountId]: _gone, ...budgets } = s.spendGuard.budgets
      return { ...s, spendGuard: { ...s.spendGuard, budgets } }
    })
  }

  private async checkAlerts(accountId: string, balance: Balance, now: number): Promise<void> {
    const guard = this.d.settings.get().spendGuard
    const budget = guard.budgets[accountId]
    const today = new Date(now).toISOString().slice(0, 10)
    const recent = await this.recent(accountId, now)
    const statuses: BudgetStatus[] = []
    const at = { spendAsOf: balance.spend_as_of, stale: false, average7: recent.averages.days7, now }
    if (budget?.daily) statuses.push(budgetPace({ period: 'day', budget: budget.daily, spent: balance.spend_today, ...at }))
    if (budget?.monthly) statuses.push(budgetPace({ period: 'month', budget: budget.monthly, spent: balance.spend_month, ...at }))
    const spendDay = balance.spend_as_of.slice(0, 10)
    const spike = spendDay === today ? detectSpike({ today: balance.spend_today, days: recent.days, factor: guard.spikeFactor, floor: guard.spikeFloor }) : null
    const due = dueAlerts({ accountId, statuses, thresholds: guard.thresholds, spike: spike && { day: today, ...spike }, given: this.d.alertLog.given(accountId) })
    if (due.keys.length === 0) return
    // Recorded first: a crash between the two loses an alert rather than repeating it forever.
    await this.d.alertLog.record(accountId, due.keys, today)
    for (const alert of due.alerts) this.d.raise(alert.kind === 'spike' ? await this.explained(alert) : alert)
  }

  /** #36: a spike with its causes; without them when they cannot be found (the alert is told all the same). */
  private async explained(alert: Extract<GuardAlert, { kind: 'spike' }>): Promise<GuardAlert> {
    try {
      const causes = await this.d.explainDay?.(alert.accountId, alert.day, alert.today)
      return causes ? { ...alert, causes } : alert
    } catch (err) {
      this.d.log?.(`spend guard: the spike's causes could not be read: ${(err as Error).message}`)
      return alert
    }
  }

  private recent(accountId: string, now: number) {
    return this.d.recentDays(accountId, new Date(now).toISOString().slice(0, 10))
  }
}

const REASON_WORDS: Record<Preflight['reasons'][number]['kind'], string> = {
  threshold: 'threshold',
  'answer-cap': 'answer',
  'conversation-cap': 'conversation',
}

/** "This would pass your per-answer cap of $0.05 by $0.01; …. Confirm it first", a sentence per reason (the errors catalogue's words). */
function wouldPass(reasons: Preflight['reasons']): Said[] {
  return reasons.map((r, i) => {
    const args = { kind: REASON_WORDS[r.kind], limit: r.limit, over: new Decimal(r.over).toSignificantDigits(3).toFixed() }
    const last = i === reasons.length - 1
    return say(i === 0 ? (last ? 'errors.guard.wouldPass' : 'errors.guard.wouldPassAnd') : last ? 'errors.guard.alsoPass' : 'errors.guard.alsoPassAnd', args)
  })
}

function isPriced(perMillion: PerMillion | undefined): boolean {
  return perMillion !== undefined && perMillion.input !== null && perMillion.output !== null
}

/** A project: a conversation's, or the one a new run will belong to. */
export type ProjectOf = { conversationId: string } | { projectId: string }

/** #35: what a project's cap leaves this UTC month (`month`: YYYY-MM), from its answers saved. */
export interface ProjectCapLeft {
  projectId: string
  month: string
  project: string
  cap: string
  left: string
  reached: boolean
}

/** One allowance per project and UTC month: an answer started in October spends October's. */
function projectKey(p: Pick<ProjectCapLeft, 'projectId' | 'month'>): string {
  return `project:${p.projectId}:${p.month}`
}

/** #35: whose project cap a run is checked against before anything is sent (a new compare run or batch: the project it is created in). */
function projectOfPlan(plan: RunPlan): ProjectOf | null {
  if (plan.kind === 'chat' || plan.kind === 'compare-retry') return plan.conversationId ? { conversationId: plan.conversationId } : null
  if (plan.kind === 'compare' || plan.kind === 'batch') return plan.projectId ? { projectId: plan.projectId } : null
  return null
}
