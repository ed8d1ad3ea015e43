import type { UsageRow } from '../../../shared/domain/usage'
import { type DayReconciliation, isDayFinal, type LedgerAnswer, type PerMillion, reconcileDay } from './reconcile'

/**
 * Every UTC day and model of one account that has a billed row or an app answer, reconciled.
 * `asOfFor`: the usage data's `as_of` for a day (decides whether it is final; `finalOf`, when given, decides
 * instead); `pricesOf`: the fitted prices per model.
 */
export function reconcileAccount(input: {
  rows: readonly UsageRow[]
  answers: readonly LedgerAnswer[]
  pricesOf: (model: string) => PerMillion | null
  asOfFor: (day: string) => string | null
  finalOf?: (day: string) => boolean
}): DayReconciliation[] {
  // Per day, per model: the billed row and the app's answers (nested maps: no joined keys to split again).
  type Cell = { billed: UsageRow | undefined; answers: LedgerAnswer[] }
  const byDay = new Map<string, Map<string, Cell>>()
  const cell = (day: string, model: string): Cell => {
    let models = byDay.get(day)
    if (!models) byDay.set(day, (models = new Map()))
    let found = models.get(model)
    if (!found) models.set(model, (found = { billed: undefined, answers: [] }))
    return found
  }
  for (const row of input.rows) if (row.model) cell(row.date, row.model).billed = row
  for (const a of input.answers) cell(a.day, a.model).answers.push(a)
  const out: DayReconciliation[] = []
  // Days in order, and models in order within a day: the order of the joined `day \0 model` keys before.
  for (const day of [...byDay.keys()].sort(codeUnitOrder)) {
    const models = byDay.get(day) as Map<string, Cell>
    const final = input.finalOf ? input.finalOf(day) : isDayFinal(day, input.asOfFor(day))
    for (const model of [...models.keys()].sort(codeUnitOrder)) {
      const { billed, answers } = models.get(model) as Cell
      out.push(reconcileDay({ day, model, billed, answers, prices: input.pricesOf(model), final }))
    }
  }
  return out
}

function codeUnitOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
