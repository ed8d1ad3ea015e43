import Decimal from 'decimal.js'
import type { DayExplanation, LargestDay, PickerModel, PickerModels, SpikeCause, WhatIf, WhatIfQuery } from '../../../shared/domain/advice'
import type { ModelsState } from '../../../shared/domain/models-state'
import type { PriceEstimates } from '../../../shared/domain/prices'
import type { UsageRow } from '../../../shared/domain/usage'
import type { UsageRange } from '../../../shared/domain/usage-view'
import type { Leaderboard } from '../../../shared/domain/votes'
import { medianMoney } from '../../../shared/guard/spike'
import { pricesOn, type TokenCounts } from '../../../shared/prices/answer-cost'
import type { PairOutcome, Strength } from '../../../shared/ranking/bradley-terry'
import { addDays, utcDay } from '../../../shared/time/utc-days'
import type { AnswerFinished } from '../answers/answer-finished'
import { SUMMARY_INSTRUCTION } from '../chat/summary-fork'
import { validateRange } from '../usage/ranges'
import type { AdviceStore } from './advice-store'
import type { ContextStore } from './context-store'
import { findCauses } from './day-causes'
import { modelCandidates } from './model-list'
import { HeadToHead, upMoney } from './what-if'
import { accountTable, appTable } from './what-if-tables'

export interface AdviceServiceDeps {
  store: AdviceStore
  contexts: ContextStore
  prices(accountId: string): Promise<PriceEstimates>
  /** The account's cached usage day rows (grouped by model) of a range. */
  rows(accountId: string, range: UsageRange): Promise<UsageRow[]>
  /** The account's cached bill per day of a range, in micro-dollars (no rows read). */
  daySpend(accountId: string, range: UsageRange): Promise<Map<string, bigint>>
  /** The active connection's model list (as learnt: coming soon). */
  models(): Promise<ModelsState>
  /** Every vote's pairwise outcomes and the leaderboard they make. */
  votes(): { board: Leaderboard; outcomes: PairOutcome[] }
  now(): number
}

/** Prompts a blind compare from What if runs on. */
export const COMPARE_PROMPTS = 5
/** The picker's "median cost per answer" looks this far back. */
const MEDIAN_DAYS = 90
/** Days before a day whose median is "a usual day" (as the spike alert's). */
const USUAL_DAYS = 30

/**
 * #36 "What should I change?": the app's answers re-priced at every model's fitted prices beside the
 * user's own votes (What if), the causes of a day's spend with their fixes (the spike alert, the Usage
 * view's largest day), and the facts of each model for the picker. Reads only; learns context windows
 * from every answer's end.
 */
export class AdviceService {
  /** The models each account's answers used (read once, then kept up to date by `noteAnswer`). */
  private readonly answered = new Map<string, Set<string>>()

  constructor(private readonly deps: AdviceServiceDeps) {}

  /** Subscribed to the runner's "answer finished": its context window lesson, and its model in the history. */
  noteAnswer(answer: AnswerFinished): void {
    this.deps.contexts.note(answer)
    if (answer.accountId !== null) this.answered.get(answer.accountId)?.add(answer.model)
  }

  /** The range's answers (this app) and usage (the account) at every model's prices, with the user's evidence of quality. */
  async whatIf(accountId: string | null, query: WhatIfQuery): Promise<WhatIf> {
    const range = validateRange({ start: query.start, end: query.end }, new Date(this.deps.now()))
    const empty: WhatIf = {
      accountId,
      ...range,
      app: { answers: 0, actual: null, baseline: null, used: [], largestInput: 0, votes: 0, rows: [], prompts: [] },
      account: { actual: null, days: 0, rows: [] },
    }
    if (accountId === null) return empty
    const [prices, rows, models] = await Promise.all([this.deps.prices(accountId), this.deps.rows(accountId, range), this.deps.models()])
    const candidates = modelCandidates(models, this.history(accountId, prices))
    const { board, outcomes } = this.deps.votes()
    const app = appTable({
      answers: this.deps.store.answersIn(accountId, range.start, range.end),
      fits: prices.models,
      candidates,
      context: this.deps.contexts.of(accountId),
      strengths: strengthsOf(board),
      headToHead: new HeadToHead(outcomes),
      votesOf: (model) => board.rows.find((r) => r.model === model)?.votes ?? 0,
    })
    const prompts = this.deps.store.recentPrompts(COMPARE_PROMPTS, 200_000, new Set([SUMMARY_INSTRUCTION]))
    return { ...empty, app: { ...app, votes: board.votes, prompts }, account: accountTable(rows, prices.models, candidates) }
  }

  /**
   * What made a day's spend: the day's bill (or `spentSoFar`, today's spend from the balance, when larger),
   * a usual day (the median of the 30 before), and its causes with their fixes.
   */
  async explainDay(accountId: string, day: string, spentSoFar: string | null = null): Promise<DayExplanation> {
    const from = addDays(day, -USUAL_DAYS)
    const [prices, rows] = await Promise.all([this.deps.prices(accountId), this.deps.rows(accountId, { start: from, end: addDays(day, 1) })])
    const bill = new Map<string, Decimal>()
    const billedTokens = new Map<string, TokenCounts>()
    for (const r of rows) {
      if (r.model === undefined) continue
      bill.set(r.date, (bill.get(r.date) ?? new Decimal(0)).plus(r.cost))
      if (r.date !== day) continue
      const t = billedTokens.get(r.model) ?? { input: 0, cached: 0, output: 0 }
      billedTokens.set(r.model, { input: t.input + r.input_tokens, cached: t.cached + r.cached_input_tokens, output: t.output + r.output_tokens })
    }
    const app = this.deps.store.spendByDay(accountId, from, addDays(day, 1))
    const billed = bill.get(day) ?? new Decimal(0)
    const total = spentSoFar !== null && new Decimal(spentSoFar).greaterThan(billed) ? new Decimal(spentSoFar) : billed
    const before = Array.from({ length: USUAL_DAYS }, (_, i) => addDays(from, i))
    const usual = before.some((d) => bill.has(d)) ? medianMoney(before.map((d) => upMoney(bill.get(d) ?? new Decimal(0)))) : null
    const elsewhereOn = (d: string, b: Decimal) => Decimal.max(0, b.minus(app.get(d) ?? 0))
    const usualElsewhere = usual === null ? null : medianMoney(before.map((d) => upMoney(elsewhereOn(d, bill.get(d) ?? new Decimal(0)))))
    const firsts = new Map<string, number | null>()
    const causes = findCauses({
      day,
      total,
      answers: this.deps.store.answersOn(accountId, day),
      firstInputOf: (id) => {
        if (!firsts.has(id)) firsts.set(id, this.deps.store.firstInput(id))
        return firsts.get(id) ?? null
      },
      fits: prices.models,
      billedTokens,
      elsewhere: { day: elsewhereOn(day, total), usual: usualElsewhere },
    })
    return { day, total: upMoney(total), usual: usual === null ? null : upMoney(usual), causes }
  }

  /** The range's largest day (its bill), explained. */
  async largestDay(accountId: string | null, query: WhatIfQuery): Promise<LargestDay> {
    const range = validateRange({ start: query.start, end: query.end }, new Date(this.deps.now()))
    if (accountId === null) return { accountId, explained: null }
    let largest: [string, bigint] | null = null
    for (const entry of await this.deps.daySpend(accountId, range)) if (largest === null || entry[1] > largest[1] || (entry[1] === largest[1] && entry[0] > largest[0])) largest = entry
    if (largest === null || largest[1] === 0n) return { accountId, explained: null }
    return { accountId, explained: await this.explainDay(accountId, largest[0]) }
  }

  /** Every model of the active connection (and the retired ones of the history) with prices, the user's cost per answer, context and strength. */
  async picker(accountId: string | null): Promise<PickerModels> {
    const models = await this.deps.models()
    const prices = accountId === null ? null : await this.deps.prices(accountId)
    const today = utcDay(new Date(this.deps.now()))
    const candidates = modelCandidates(models, accountId === null || prices === null ? [] : this.history(accountId, prices))
    const costs = accountId === null ? new Map<string, string[]>() : this.deps.store.costsPerModel(accountId, addDays(today, -MEDIAN_DAYS))
    const contexts = this.deps.contexts.of(accountId)
    const board = this.deps.votes().board
    const list: PickerModel[] = candidates.map((c) => {
      const fit = prices?.models.find((m) => m.model === c.id)
      const perMillion = fit ? pricesOn(fit, today) : null
      const own = costs.get(c.id) ?? []
      const voted = board.rows.find((r) => r.model === c.id)
      return {
        id: c.id,
        comingSoon: c.comingSoon,
        retired: c.retired,
        inputPerMillion: perMillion?.input ?? null,
        outputPerMillion: perMillion?.output ?? null,
        medianCost: own.length === 0 ? null : upMoney(medianMoney(own.map((v) => new Decimal(v).toFixed(6, Decimal.ROUND_UP))) ?? new Decimal(0)),
        answers: own.length,
        context: contexts.get(c.id) ?? { model: c.id, fitsUpTo: null, refusedFrom: null, stated: null },
        strength: voted ? { strength: voted.strength, low: voted.low, high: voted.high, votes: voted.votes } : null,
      }
    })
    return { accountId, models: list }
  }

  /** Every model of the account's history: the bill's (fitted or not) and the app's answers'. */
  private history(accountId: string, prices: PriceEstimates): string[] {
    let answered = this.answered.get(accountId)
    if (!answered) this.answered.set(accountId, (answered = new Set(this.deps.store.answeredModels(accountId))))
    return [...prices.models.map((m) => m.model), ...prices.tooFewRows, ...answered]
  }

  /** #36: the spike alert's causes (today's spend so far from the balance). */
  async spikeCauses(accountId: string, day: string, spentSoFar: string): Promise<SpikeCause[]> {
    return (await this.explainDay(accountId, day, spentSoFar)).causes
  }

  /** A removed connection's account: nothing of it is kept. */
  forget(accountId: string): void {
    this.answered.delete(accountId)
    this.deps.contexts.forget(accountId)
  }
}

function strengthsOf(board: Leaderboard): Map<string, Strength> {
  return new Map(board.rows.map((r) => [r.model, { model: r.model, theta: Math.log(r.strength), se: 0, strength: r.strength, low: r.low, high: r.high, comparisons: r.votes, winRate: r.winRate }]))
}
