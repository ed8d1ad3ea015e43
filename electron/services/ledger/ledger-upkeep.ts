import type { PriceEstimates } from '../../../shared/domain/prices'
import type { UsageRow } from '../../../shared/domain/usage'
import type { UsageRange } from '../../../shared/domain/usage-view'
import { learnBias, type TokenBias, type TokenPair } from '../tokens/token-bias'
import { addDays } from '../usage/ranges'
import { dayErrors } from './accuracy'
import { type AnswerCells, ledgerDayOf, reconcileAnswers } from './answer-cells'
import type { DirtyCell, KeptCell, LedgerCells, LedgerState } from './ledger-cells'
import type { LedgerStore, StoredAnswer } from './ledger-store'
import { isDayFinal, type PerMillion } from './reconcile'

export interface LedgerUpkeepDeps {
  store: LedgerStore
  cells: LedgerCells
  prices(accountId: string): Promise<PriceEstimates>
  /** The account's cached usage day rows (grouped by model), all or those of a range. */
  rows(accountId: string, range?: UsageRange): Promise<UsageRow[]>
  asOfFor(accountId: string): Promise<(day: string) => string | null>
}

/** More touched days than this read the account's answers once instead of day by day. */
const DAY_BY_DAY = 60

/**
 * Brings an account's kept reconciliation (LedgerCells) up to date: the whole history the first time,
 * afterwards only the days and models a change touched (an answer, a deleted one, a usage row), a day
 * that turned final, and every day of a model whose fitted prices or token bias moved. `refit`: the usage
 * was synced (prices are fitted again even if no page count says so). Returns whether anything changed.
 */
export async function bringUpToDate(d: LedgerUpkeepDeps, accountId: string, refit: boolean): Promise<boolean> {
  const state = d.cells.state(accountId)
  if (state === null) return rebuild(d, accountId)
  // The marks are read before anything else: a change made while this runs stays marked for the next run.
  const dirt = d.cells.dirt(accountId)
  const asOf = await d.asOfFor(accountId)
  const touched = new CellKeys(dirt.cells)
  for (const c of d.cells.pending(accountId)) if (isDayFinal(c.day, asOf(c.day))) touched.add(c)
  // Prices are fitted again after a usage change; an account that had no answers yet has none kept.
  const usageChanges = state.usageChanges
  const needsFit = state.prices === null ? touched.size > 0 : refit || usageChanges !== state.pricesAt
  const prices = needsFit ? perMillionOf(await d.prices(accountId)) : state.prices
  for (const model of changedKeys(state.prices ?? {}, prices ?? {})) touched.addAll(d.cells.cellsOfModel(accountId, model))
  let biases = state.biases
  if (dirt.cells.length > 0) {
    biases = biasesOf(d.store.countedAndReported(accountId))
    const byModel = (list: TokenBias[]) => Object.fromEntries(list.map((b) => [b.model, b]))
    for (const model of changedKeys(byModel(state.biases), byModel(biases))) touched.addAll(d.cells.cellsOfModel(accountId, model))
  }
  if (touched.size === 0 && !needsFit) return false
  const stored = touched.days().length > DAY_BY_DAY ? d.store.answers(accountId) : touched.days().flatMap((day) => d.store.answersOn(accountId, day))
  const answers = stored.filter((s) => touched.has(s.answer.day, s.answer.model))
  const days = touched.days()
  const first = days[0]
  const last = days.at(-1)
  const rows = first === undefined || last === undefined ? [] : (await d.rows(accountId, { start: first, end: addDays(last, 1) })).filter((r) => r.model !== undefined && touched.has(r.date, r.model))
  const fresh = keptCells(reconcileAnswers({ stored: answers, biases, rows, pricesOf: pricesOf(prices), finalOf: finalOf(asOf) }))
  d.cells.replace(accountId, { touched: touched.list(), fresh, dirtUpTo: dirt.upTo, state: { prices, biases, pricesAt: needsFit ? usageChanges : state.pricesAt } })
  return true
}

/** The whole history reconciled (the first time, or after the kept cells were cleared). */
async function rebuild(d: LedgerUpkeepDeps, accountId: string): Promise<boolean> {
  const dirt = d.cells.dirt(accountId)
  const version = d.cells.usageVersion(accountId)
  // One read of the ledger serves the biases and the reconciliation; without answers no prices are needed.
  const stored = d.store.answers(accountId)
  const some = stored.length > 0
  const [fit, rows, asOf] = await Promise.all([some ? d.prices(accountId) : null, some ? d.rows(accountId) : [], d.asOfFor(accountId)])
  const prices = fit === null ? null : perMillionOf(fit)
  const biases = biasesOf(stored)
  const fresh = keptCells(reconcileAnswers({ stored, biases, rows, pricesOf: pricesOf(prices), finalOf: finalOf(asOf) }))
  d.cells.replace(accountId, { touched: 'all', fresh, dirtUpTo: dirt.upTo, state: { prices, biases, pricesAt: version } })
  return true
}

/** The cells as kept: the wire's day, its answers' costs, the estimates' errors on an exact day. */
function keptCells(answers: AnswerCells): KeptCell[] {
  const unbilled = new Set(answers.unbilled)
  const out: KeptCell[] = []
  for (const models of answers.cells.values()) {
    for (const cell of models.values()) {
      out.push({
        day: ledgerDayOf(cell),
        final: cell.status !== 'pending',
        billed: !unbilled.has(cell),
        perAnswer: cell.perAnswer.flatMap((p) => answers.perAnswer.get(p.id) ?? []),
        errors: dayErrors(cell, answers.shown),
      })
    }
  }
  return out
}

function perMillionOf(fit: PriceEstimates): Record<string, PerMillion> {
  return Object.fromEntries(fit.models.map((m) => [m.model, m.perMillion]))
}

function pricesOf(prices: LedgerState['prices']): (model: string) => PerMillion | null {
  return (model) => prices?.[model] ?? null
}

/** Whether a day is final, worked out once per day. */
function finalOf(asOf: (day: string) => string | null): (day: string) => boolean {
  const finals = new Map<string, boolean>()
  return (day) => {
    let final = finals.get(day)
    if (final === undefined) finals.set(day, (final = isDayFinal(day, asOf(day))))
    return final
  }
}

/** Keys whose values differ (added, dropped or changed). */
function changedKeys(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
}

/** Each model's bias between the app's count and the service's, from answers that have both. */
export function biasesOf(stored: readonly StoredAnswer[]): TokenBias[] {
  const pairs: TokenPair[] = []
  for (const { answer, counted } of stored) {
    if (counted && answer.tokens?.source === 'reported') {
      pairs.push({ model: answer.model, day: answer.day, counted, reported: { input: answer.tokens.input, output: answer.tokens.output } })
    }
  }
  return learnBias(pairs)
}

/** A set of (day, model) cells, by day. */
class CellKeys {
  private readonly byDay = new Map<string, Set<string>>()
  size = 0

  constructor(cells: readonly DirtyCell[] = []) {
    this.addAll(cells)
  }

  add(c: DirtyCell): void {
    let models = this.byDay.get(c.day)
    if (!models) this.byDay.set(c.day, (models = new Set()))
    if (!models.has(c.model)) {
      models.add(c.model)
      this.size++
    }
  }

  addAll(cells: readonly DirtyCell[]): void {
    for (const c of cells) this.add(c)
  }

  has(day: string, model: string): boolean {
    return this.byDay.get(day)?.has(model) === true
  }

  /** The days, in order. */
  days(): string[] {
    return [...this.byDay.keys()].sort()
  }

  list(): DirtyCell[] {
    return [...this.byDay].flatMap(([day, models]) => [...models].map((model) => ({ day, model })))
  }
}
