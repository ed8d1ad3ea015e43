import type { LedgerAccuracy, LedgerAnswerCosts, LedgerDay, LedgerSplit, LedgerToday } from '../../../shared/domain/ledger'
import { inputError, say } from '../../../shared/error-model'
import { ledgerCsv, splitByDay, splitByModel, todaySplit } from '../../../shared/ledger/app-split'
import type { UsageRange } from '../../../shared/domain/usage-view'
import { Sequencer } from '../../../shared/sequencer'
import type { AnswerFinished } from '../answers/answer-finished'
import { addDays, isUtcDay, validateRange } from '../usage/ranges'
import { accuracyOf } from './accuracy'
import { correctedAnswers, ledgerDayOf } from './answer-cells'
import { biasesOf, bringUpToDate, type LedgerUpkeepDeps } from './ledger-upkeep'
import { isDayFinal, reconcileDay } from './reconcile'
import { reconcileAccount } from './reconcile-account'
import { splitBars } from './split-bars'

export interface LedgerServiceDeps extends LedgerUpkeepDeps {
  /** Epoch ms (the range check's "not too far in the future"). */
  now(): number
  log(level: 'warn', message: string): void
}

/** A range's split as last worked out, with the days in it that were not final then. */
interface KeptSplit {
  split: LedgerSplit
  pending: string[]
}

/**
 * The answer ledger: records every finished answer (account, the UTC day its request started, tokens
 * counted here, the estimate shown) and reconciles them with the bill per day and model. The
 * reconciliation is kept on disk (LedgerCells) and brought up to date per change (ledger-upkeep.ts):
 * after each answer and usage sync in the background, and before every read, so a read after a start
 * reconciles only what changed, never the whole history again.
 */
export class LedgerService {
  /** Per account: the splits of the ranges asked for since the last change. */
  private readonly splits = new Map<string, Map<string, KeptSplit>>()
  /** One upkeep at a time per account. */
  private readonly upkeep = new Sequencer<string>()
  /** Accounts whose usage was synced since their last upkeep (prices are fitted again). */
  private readonly synced = new Set<string>()

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
      this.changed(answer.accountId)
    } catch (error) {
      this.deps.log('warn', `ledger: could not record answer ${answer.messageId}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  /** The account's usage was synced (days changed, prices were fitted again): brought up to date in the background. */
  invalidate(accountId: string): void {
    this.synced.add(accountId)
    this.changed(accountId)
  }

  /** A connection was removed: nothing of its account is kept in memory. */
  forget(accountId: string): void {
    this.splits.delete(accountId)
  }

  /** Something of the account changed: the kept splits go, the reconciliation is brought up to date in the background. */
  private changed(accountId: string): void {
    this.splits.delete(accountId)
    this.upToDate(accountId).catch((error: unknown) => {
      this.deps.log('warn', `ledger: could not bring the reconciliation up to date: ${error instanceof Error ? error.message : String(error)}`)
    })
  }

  /** Resolves once the kept reconciliation holds every change made before the call. */
  upToDate(accountId: string): Promise<void> {
    return this.upkeep.run(accountId, async () => {
      const refit = this.synced.delete(accountId)
      try {
        if (await bringUpToDate(this.deps, accountId, refit)) this.splits.delete(accountId)
      } catch (error) {
        if (refit) this.synced.add(accountId)
        throw error
      }
    })
  }

  /** The bill over [start, end) per day and per model, split into this app and elsewhere. */
  async split(accountId: string | null, range: UsageRange): Promise<LedgerSplit> {
    validateRange(range, new Date(this.deps.now()))
    const empty: LedgerSplit = { accountId, start: range.start, end: range.end, ...splitBars([], range), byDay: [], byModel: [] }
    if (accountId === null) return empty
    await this.upToDate(accountId)
    const key = `${range.start}/${range.end}`
    const kept = this.splits.get(accountId)?.get(key)
    if (kept && (kept.pending.length === 0 || !(await this.anyTurnedFinal(accountId, kept.pending)))) return kept.split
    const { days, pending } = await this.days(accountId, range)
    const byDay = splitByDay(days, range.start, range.end)
    const split = { ...empty, ...splitBars(byDay, range), byDay, byModel: splitByModel(days, range.start, range.end) }
    let splits = this.splits.get(accountId)
    if (!splits) this.splits.set(accountId, (splits = new Map()))
    if (splits.size >= KEPT_SPLITS) splits.delete(splits.keys().next().value as string)
    splits.set(key, { split, pending })
    return split
  }

  /**
   * One UTC day summed over its models (the dashboard's line): reads only that day's answers and rows,
   * so the first screen never waits for any reconciliation.
   */
  async today(accountId: string | null, day: string): Promise<LedgerToday> {
    if (!isUtcDay(day)) throw inputError('invalid_day', say('errors.ledger.badDay', { day: day.slice(0, 20) }), 'day')
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
    if (this.deps.cells.state(accountId) === null && this.deps.store.recorded(accountId, ids).length === 0) return { accountId, perAnswer: [] }
    await this.upToDate(accountId)
    const costs = new Map(this.deps.cells.costsOf(accountId, ids).map((p) => [p.id, p]))
    return { accountId, perAnswer: ids.flatMap((id) => costs.get(id) ?? []) }
  }

  /** How close the estimates came to the bill per model, and the learnt token bias per model. */
  async accuracy(accountId: string | null): Promise<LedgerAccuracy> {
    if (accountId === null) return { accountId, accuracy: [], tokenBias: [] }
    await this.upToDate(accountId)
    return { accountId, accuracy: accuracyOf(this.deps.cells.errors(accountId)), tokenBias: this.deps.cells.state(accountId)?.biases ?? [] }
  }

  /** The split of the whole history as CSV, one line per UTC day and model (worked out on demand). */
  async exportCsv(accountId: string | null): Promise<{ filename: string; csv: string; rowCount: number }> {
    let days: LedgerDay[] = []
    if (accountId !== null) {
      await this.upToDate(accountId)
      days = (await this.days(accountId, null)).days
    }
    return { filename: 'tokentally-app-vs-account.csv', csv: ledgerCsv(days), rowCount: days.length }
  }

  /**
   * Every day and model with a billed row or an app answer, in the range (null: all history): the kept
   * cells where the app answered, the bill alone elsewhere; and the days among them not final yet.
   */
  private async days(accountId: string, range: UsageRange | null): Promise<{ days: LedgerDay[]; pending: string[] }> {
    const [rows, asOf] = await Promise.all([this.deps.rows(accountId, range ?? undefined), this.deps.asOfFor(accountId)])
    const kept = this.deps.cells.days(accountId, range)
    const cells = new Map(kept.map((c) => [`${c.day.day}\u0000${c.day.model}`, c.day]))
    const finals = new Map<string, boolean>()
    const finalOf = (day: string): boolean => {
      let final = finals.get(day)
      if (final === undefined) finals.set(day, (final = isDayFinal(day, asOf(day))))
      return final
    }
    const inRange = (day: string): boolean => range === null || (day >= range.start && day < range.end)
    const days: LedgerDay[] = []
    for (const row of rows) {
      if (!row.model || !inRange(row.date)) continue
      const cell = cells.get(`${row.date}\u0000${row.model}`)
      days.push(cell ?? ledgerDayOf(reconcileDay({ day: row.date, model: row.model, billed: row, answers: [], prices: null, final: finalOf(row.date) })))
    }
    for (const c of kept) if (!c.billed) days.push(c.day)
    const pending = [...new Set(days.flatMap((d) => (d.status === 'pending' ? [d.day] : [])))]
    return { days, pending }
  }

  /** Whether a day that was not final has become final since (its rows unchanged, so no sync said so). */
  private async anyTurnedFinal(accountId: string, days: readonly string[]): Promise<boolean> {
    const asOf = await this.deps.asOfFor(accountId)
    return days.some((day) => isDayFinal(day, asOf(day)))
  }
}

/** Ranges whose split is kept per account (the Usage view's presets). */
const KEPT_SPLITS = 8
