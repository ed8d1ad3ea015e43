import type { AnswerCostEntry, LedgerDay } from '../../../shared/domain/ledger'
import type { UsageRow } from '../../../shared/domain/usage'
import { applyBias, type TokenBias } from '../tokens/token-bias'
import type { StoredAnswer } from './ledger-store'
import type { DayReconciliation, LedgerAnswer, PerMillion } from './reconcile'
import { reconcileAccount } from './reconcile-account'

/**
 * An account's answers reconciled: only the UTC days and models that hold an app answer. Every other
 * day and model of a long history is the bill alone (the app's part zero), worked out when a range asks for it.
 */
export interface AnswerCells {
  /** day → model → a day and model with app answers. */
  cells: Map<string, Map<string, DayReconciliation>>
  /** Cells with app answers but no billed row (yet). */
  unbilled: DayReconciliation[]
  perAnswer: Map<string, AnswerCostEntry>
  tokenBias: TokenBias[]
  /** The estimate each answer was shown with (what the accuracy is measured on). */
  shown: Map<string, string>
}

/** Answers counted here get the model's learnt bias (the service's count per counted token). */
export function correctedAnswers(stored: readonly StoredAnswer[], biases: readonly TokenBias[]): LedgerAnswer[] {
  return stored.map(({ answer }) => {
    if (answer.tokens?.source !== 'counted') return answer
    const corrected = applyBias(answer.tokens, biases.find((b) => b.model === answer.model))
    return { ...answer, tokens: { ...corrected, source: 'counted' } }
  })
}

export function reconcileAnswers(input: {
  stored: readonly StoredAnswer[]
  biases: TokenBias[]
  rows: readonly UsageRow[]
  pricesOf: (model: string) => PerMillion | null
  finalOf: (day: string) => boolean
}): AnswerCells {
  const answers = correctedAnswers(input.stored, input.biases)
  const withAnswers = new Map<string, Set<string>>()
  for (const a of answers) {
    let models = withAnswers.get(a.day)
    if (!models) withAnswers.set(a.day, (models = new Set()))
    models.add(a.model)
  }
  // Only the billed rows of days and models the app answered on: the rest of the history is not read here.
  const rows = input.rows.filter((r) => r.model !== undefined && withAnswers.get(r.date)?.has(r.model) === true)
  const billed = new Set(rows.map((r) => `${r.date}\u0000${r.model}`))
  const days = reconcileAccount({ rows, answers, pricesOf: input.pricesOf, asOfFor: () => null, finalOf: input.finalOf })
  const cells = new Map<string, Map<string, DayReconciliation>>()
  const unbilled: DayReconciliation[] = []
  for (const d of days) {
    let models = cells.get(d.day)
    if (!models) cells.set(d.day, (models = new Map()))
    models.set(d.model, d)
    if (!billed.has(`${d.day}\u0000${d.model}`)) unbilled.push(d)
  }
  const counted = new Map(answers.map((a) => [a.id, a.tokens?.source === 'counted' ? { input: a.tokens.input, output: a.tokens.output } : null]))
  const perAnswer = new Map<string, AnswerCostEntry>()
  for (const d of days) for (const p of d.perAnswer) perAnswer.set(p.id, { ...p, counted: counted.get(p.id) ?? null })
  const shown = new Map(input.stored.flatMap(({ answer, estimate }) => (estimate === null ? [] : [[answer.id, estimate] as const])))
  return { cells, unbilled, perAnswer, tokenBias: input.biases, shown }
}

/** A reconciled day and model as the wire and the CSV carry it (no per-answer figures). */
export function ledgerDayOf({ perAnswer: _perAnswer, appEstimate: _estimate, ...day }: DayReconciliation): LedgerDay {
  return day
}
