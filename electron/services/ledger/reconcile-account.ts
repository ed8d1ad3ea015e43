import type { UsageRow } from '../../../shared/domain/usage'
import { type DayReconciliation, isDayFinal, type LedgerAnswer, type PerMillion, reconcileDay } from './reconcile'

/**
 * Every UTC day and model of one account that has a billed row or an app answer, reconciled.
 * `asOfFor`: the usage data's `as_of` for a day (decides whether it is final); `pricesOf`: the fitted prices per model.
 */
export function reconcileAccount(input: {
  rows: readonly UsageRow[]
  answers: readonly LedgerAnswer[]
  pricesOf: (model: string) => PerMillion | null
  asOfFor: (day: string) => string | null
}): DayReconciliation[] {
  const key = (day: string, model: string): string => `${day}\u0000${model}`
  const billed = new Map<string, UsageRow>()
  for (const row of input.rows) if (row.model) billed.set(key(row.date, row.model), row)
  const answers = new Map<string, LedgerAnswer[]>()
  for (const a of input.answers) {
    const k = key(a.day, a.model)
    const list = answers.get(k)
    if (list) list.push(a)
    else answers.set(k, [a])
  }
  const keys = [...new Set([...billed.keys(), ...answers.keys()])].sort()
  const finalByDay = new Map<string, boolean>()
  return keys.map((k) => {
    const [day = '', model = ''] = k.split('\u0000')
    let final = finalByDay.get(day)
    if (final === undefined) {
      final = isDayFinal(day, input.asOfFor(day))
      finalByDay.set(day, final)
    }
    return reconcileDay({ day, model, billed: billed.get(k), answers: answers.get(k) ?? [], prices: input.pricesOf(model), final })
  })
}
