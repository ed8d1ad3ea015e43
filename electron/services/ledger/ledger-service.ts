import type { LedgerAccuracy, LedgerAnswerCosts, LedgerSplit, LedgerToday } from '../../../shared/domain/ledger'
import { inputError } from '../../../shared/error-model'
import { ledgerCsv, splitByDay, splitByModel, todaySplit } from '../../../shared/ledger/app-split'
import type { PriceEstimates } from '../../../shared/domain/prices'
import type { UsageRow } from '../../../shared/domain/usage'
import type { UsageRange } from '../../../shared/domain/usage-view'
import type { AnswerFinished } from '../answers/answer-finished'
import { learnBias, type TokenBias, type TokenPair } from '../tokens/token-bias'
import { addDays, isUtcDay, validateRange } from '../usage/ranges'
import { type AnswerCells, correctedAnswers, ledgerDayOf, ledgerDays, reconcileAnswers, withDaysReplaced } from './answer-cells'
import type { LedgerStore, StoredAnswer } from './ledger-store'
import { isDayFinal, type PerMillion } from './reconcile'
import { reconcileAccount } from './reconcile-account'
import { splitBars } from './split-bars'

export interface LedgerServiceDeps {
  store: LedgerStore
  prices(accountId: string): Promise<PriceEstimates>
  /** The account's cached usage day rows (grouped by model), all or those of a range. */
  rows(accountId: string, range?: UsageRange): Promise<UsageRow[]>
  /** The usage `as_of` the cache holds for a day (null: the day was never read). */
  asOfFor(accountId: string): Promise<(day: string) => string | null>
  /** Epoch ms (the range check's "not too far in the future"). */
  now(): number
  log(level: 'warn', message: string): void
}

/**
 * The answer ledger: records every finished answer (account, the UTC day its request started, tokens
 * counted here, the estimate shown) and reconciles them with the bill per day and model.
 */
export class LedgerService {
  /** Per account: its answers reconciled, and the splits of the ranges asked for since (dropped on every change). */
  private readonly built = new Map<string, Promise<Reconciled>>()

  constructor(private readonly deps: LedgerServiceDeps) {}

  /**
   * Subscribed to the runner's "answer finished" event: the account, the UTC day its request started,
   * the tokens counted here and the cost of the answer's one record (#33). Never throws (a ledger failure
   * must not break chats).
   */
  record(answer: AnswerFinished): void {
    try {
      if (answer.accountId === null) return
      const counted = answer.cost?.source === 'counted' ? { input: answer.cost.inputTokens, output: answer.cost.outputTokens } : answer.counted
      this.deps.store.record(answer.messageId, { accountId: answer.accountId, day: answer.startedAt.slice(0, 10), counted, estimate: answer.cost?.cost ?? null })
      this.invalidate(answer.accountId)
    } catch (error) {
      this.deps.log('warn', `ledger: could not record answer ${answer.messageId}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  /** The account's answers or usage changed (an answer finished, a usage sync changed days, so prices were fitted again): reconcile afresh on the next read. */
  invalidate(accountId: string): void {
    this.built.delete(accountId)
  }

  /** A connection was removed: nothing of its account is kept. */
  forget(accountId: string): void {
    this.invalidate(accountId)
  }

  /** The bill over [start, end) per day and per model, split into this app and elsewhere. */
  async split(accountId: string | null, range: UsageRange): Promise<LedgerSplit> {
    validateRange(range, new Date(this.deps.now()))
    const empty: LedgerSplit = { accountId, start: range.start, end: range.end, ...splitBars([], range), byDay: [], byModel: [] }
    if (accountId === null) return empty
    const built = await this.current(accountId)
    const key = `${range.start}/${range.end}`
    const kept = built.splits.get(key)
    if (kept) return kept
    const days = ledgerDays(built.rows, built.answers, range, built.finalOf)
    const byDay = splitByDay(days, range.start, range.end)
    const split = { ...empty, ...splitBars(byDay, range), byDay, byModel: splitByModel(days, range.start, range.end) }
    if (built.splits.size >= KEPT_SPLITS) built.splits.delete(built.splits.keys().next().value as string)
    built.splits.set(key, split)
    return split
  }

  /**
   * One UTC day summed over its models (the dashboard's line): reads only that day's answers and rows,
   * so the first screen never waits for the whole history to be reconciled.
   */
  async today(accountId: string | null, day: string): Promise<LedgerToday> {
    if (!isUtcDay(day)) throw inputError('invalid_day', `"${day.slice(0, 20)}" is not a valid YYYY-MM-DD day.`, 'day')
    if (accountId === null) return { accountId, day, row: null }
    const stored = this.deps.store.answersOn(accountId, day)
    const needsBias = stored.some((s) => s.answer.tokens?.source === 'counted')
    const [rows, asOfFor, prices] = await Promise.all([
      this.deps.rows(accountId, { start: day, end: addDays(day, 1) }),
      this.deps.asOfFor(accountId),
      // Prices only when the app answered that day: a day of others' spending alone needs none.
      stored.length > 0 ? this.deps.prices(accountId) : Promise.resolve(null),
    ])
    const biases = needsBias ? biasesOf(this.deps.store.countedAndReported(accountId)) : []
    const perMillion = new Map((prices?.models ?? []).map((m) => [m.model, m.perMillion]))
    const days = reconcileAccount({
      rows: rows.filter((r) => r.date === day),
      answers: correctedAnswers(stored, biases),
      pricesOf: (model) => perMillion.get(model) ?? null,
      asOfFor,
    })
    return { accountId, day, row: todaySplit(days.map(ledgerDayOf), day) }
  }

  /** The ledger's cost of the answers asked for (those it has one for). */
  async answerCosts(accountId: string | null, ids: readonly string[]): Promise<LedgerAnswerCosts> {
    if (accountId === null || ids.length === 0) return { accountId, perAnswer: [] }
    // Answers the ledger never recorded (older chats, another account's) need no reconciliation at all.
    if (!this.built.has(accountId) && this.deps.store.recorded(accountId, ids).length === 0) return { accountId, perAnswer: [] }
    const { answers } = await this.current(accountId)
    return { accountId, perAnswer: ids.flatMap((id) => answers.perAnswer.get(id) ?? []) }
  }

  /** How close the estimates came to the bill per model, and the learnt token bias per model. */
  async accuracy(accountId: string | null): Promise<LedgerAccuracy> {
    if (accountId === null) return { accountId, accuracy: [], tokenBias: [] }
    const { answers } = await this.current(accountId)
    return { accountId, accuracy: answers.accuracy, tokenBias: answers.tokenBias }
  }

  /** The split of the whole history as CSV, one line per UTC day and model (worked out on demand). */
  async exportCsv(accountId: string | null): Promise<{ filename: string; csv: string; rowCount: number }> {
    const days = accountId === null ? [] : await this.current(accountId).then((b) => ledgerDays(b.rows, b.answers, null, b.finalOf))
    return { filename: 'tokentally-app-vs-account.csv', csv: ledgerCsv(days), rowCount: days.length }
  }

  /** The account's answers reconciled, kept until invalidated (a failed attempt is not kept). */
  private reconciled(accountId: string): Promise<Reconciled> {
    let kept = this.built.get(accountId)
    if (!kept) {
      kept = this.reconcile(accountId)
      this.built.set(accountId, kept)
      const attempt = kept
      attempt.catch(() => {
        if (this.built.get(accountId) === attempt) this.built.delete(accountId)
      })
    }
    return kept
  }

  private async reconcile(accountId: string): Promise<Reconciled> {
    // One read of the ledger serves the biases and the reconciliation; without answers no prices are needed.
    const stored = this.deps.store.answers(accountId)
    const [prices, rows, asOfFor] = await Promise.all([
      stored.length > 0 ? this.deps.prices(accountId) : Promise.resolve(null),
      this.deps.rows(accountId),
      this.deps.asOfFor(accountId),
    ])
    const perMillion = new Map((prices?.models ?? []).map((m) => [m.model, m.perMillion]))
    const finals = new Map<string, boolean>()
    const asOf = { of: asOfFor }
    const finalOf = (day: string): boolean => {
      let final = finals.get(day)
      if (final === undefined) finals.set(day, (final = isDayFinal(day, asOf.of(day))))
      return final
    }
    const pricesOf = (model: string): PerMillion | null => perMillion.get(model) ?? null
    const answers = reconcileAnswers({ stored, biases: biasesOf(stored), rows, pricesOf, finalOf })
    return { rows, pricesOf, asOf, finals, finalOf, answers, splits: new Map() }
  }

  /**
   * The kept reconciliation, brought up to date with the usage's `as_of`: a day that has become final
   * since (its rows unchanged, so no sync said so) is reconciled again, alone.
   */
  private async current(accountId: string): Promise<Reconciled> {
    const built = await this.reconciled(accountId)
    built.asOf.of = await this.deps.asOfFor(accountId)
    const turned = [...built.finals].flatMap(([day, final]) => (!final && isDayFinal(day, built.asOf.of(day)) ? [day] : []))
    if (turned.length === 0) return built
    for (const day of turned) built.finals.set(day, true)
    built.splits.clear()
    const days = new Set(turned.filter((day) => built.answers.cells.has(day)))
    if (days.size > 0) {
      const stored = [...days].flatMap((day) => this.deps.store.answersOn(accountId, day))
      const fresh = reconcileAnswers({ stored, biases: built.answers.tokenBias, rows: built.rows.filter((r) => days.has(r.date)), pricesOf: built.pricesOf, finalOf: built.finalOf })
      built.answers = withDaysReplaced(built.answers, days, fresh)
    }
    return built
  }
}

/** Ranges whose split is kept per account (the Usage view's presets). */
const KEPT_SPLITS = 8

interface Reconciled {
  rows: UsageRow[]
  pricesOf: (model: string) => PerMillion | null
  /** The usage's `as_of` per day, as last read. */
  asOf: { of: (day: string) => string | null }
  /** Whether each day looked at so far is final (a day not final yet is checked again on every read). */
  finals: Map<string, boolean>
  finalOf: (day: string) => boolean
  answers: AnswerCells
  splits: Map<string, LedgerSplit>
}

/** Each model's bias between the app's count and the service's, from answers that have both. */
function biasesOf(stored: readonly StoredAnswer[]): TokenBias[] {
  const pairs: TokenPair[] = []
  for (const { answer, counted } of stored) {
    if (counted && answer.tokens?.source === 'reported') {
      pairs.push({ model: answer.model, day: answer.day, counted, reported: { input: answer.tokens.input, output: answer.tokens.output } })
    }
  }
  return learnBias(pairs)
}
