import Decimal from 'decimal.js'
import type { ContextKnowledge, WhatIf, WhatIfRow } from '../../../shared/domain/advice'
import type { ModelPriceEstimate } from '../../../shared/domain/prices'
import type { UsageRow } from '../../../shared/domain/usage'
import type { Strength } from '../../../shared/ranking/bradley-terry'
import { addTo, byTotal, contextMark, type HeadToHead, priceByDay, type PricedTokens, qualityOf, savingOf, type TokensByDay, upMoney } from './what-if'

/** A model the tables list: every listed, fitted or used model, with what the picker knows of it. */
export interface Candidate {
  id: string
  comingSoon: boolean
  retired: boolean
}

/** One answer of the app: its tokens, and the cost its record was made with (null: none). */
export interface AppAnswer extends PricedTokens {
  recorded: string | null
}

export interface AppTableInput {
  answers: readonly AppAnswer[]
  fits: readonly ModelPriceEstimate[]
  candidates: readonly Candidate[]
  context: ReadonlyMap<string, ContextKnowledge>
  strengths: ReadonlyMap<string, Strength>
  headToHead: HeadToHead
  votesOf(model: string): number
}

interface Used {
  byDay: TokensByDay
  answers: number
  recorded: Decimal | null
}

/**
 * #36: the app's answers of a range at every model's fitted prices of each answer's day. What they cost is
 * each at its own model's prices (the answer's recorded cost when that model has no fit); the quality
 * column is measured against the model most of that went to.
 */
export function appTable(input: AppTableInput): Omit<WhatIf['app'], 'votes' | 'prompts'> {
  const fitOf = new Map(input.fits.map((f) => [f.model, f]))
  const all: TokensByDay = new Map()
  const used = new Map<string, Used>()
  const inputs: number[] = []
  for (const a of input.answers) {
    addTo(all, a)
    inputs.push(a.input)
    let u = used.get(a.model)
    if (!u) used.set(a.model, (u = { byDay: new Map(), answers: 0, recorded: new Decimal(0) }))
    addTo(u.byDay, a)
    u.answers++
    u.recorded = u.recorded === null || a.recorded === null ? null : u.recorded.plus(a.recorded)
  }
  inputs.sort((a, b) => a - b)
  const usedCosts = [...used].map(([model, u]) => ({ model, answers: u.answers, cost: priceByDay(fitOf.get(model), u.byDay) ?? u.recorded }))
  const actual = usedCosts.some((u) => u.cost === null) ? null : usedCosts.reduce((s, u) => s.plus(u.cost as Decimal), new Decimal(0))
  const baseline = usedCosts.reduce<{ model: string; cost: Decimal } | null>((best, u) => {
    const cost = u.cost ?? new Decimal(0)
    return best === null || cost.greaterThan(best.cost) || (cost.equals(best.cost) && u.answers > (used.get(best.model)?.answers ?? 0)) ? { model: u.model, cost } : best
  }, null)?.model ?? null
  const rows: WhatIfRow[] = candidatesWith(input.candidates, [...used.keys()]).map((c) => {
    const total = input.answers.length === 0 ? new Decimal(0) : priceByDay(fitOf.get(c.id), all)
    return {
      model: c.id,
      total: total === null ? null : upMoney(total),
      ...savingOf(total, actual),
      used: used.has(c.id),
      comingSoon: c.comingSoon,
      retired: c.retired,
      context: contextMark(inputs, input.context.get(c.id)),
      quality: baseline === null || c.id === baseline ? null : qualityOf(c.id, baseline, input.strengths, input.headToHead, input.votesOf),
    }
  })
  return {
    answers: input.answers.length,
    actual: actual === null ? null : upMoney(actual),
    baseline,
    used: usedCosts.map((u) => ({ model: u.model, answers: u.answers, cost: u.cost === null ? null : upMoney(u.cost) })).sort((a, b) => b.answers - a.answers || a.model.localeCompare(b.model)),
    largestInput: inputs.at(-1) ?? 0,
    rows: rows.sort(byTotal),
  }
}

/** #36: the whole account's usage of a range (every key, from the bill) at every model's fitted prices; no quality column. */
export function accountTable(rows: readonly UsageRow[], fits: readonly ModelPriceEstimate[], candidates: readonly Candidate[]): WhatIf['account'] {
  const fitOf = new Map(fits.map((f) => [f.model, f]))
  const all: TokensByDay = new Map()
  const usedModels = new Set<string>()
  let bill = new Decimal(0)
  let days = 0
  for (const r of rows) {
    if (r.model === undefined) continue
    days++
    usedModels.add(r.model)
    bill = bill.plus(r.cost)
    addTo(all, { day: r.date, model: r.model, input: r.input_tokens, cached: r.cached_input_tokens, output: r.output_tokens })
  }
  const actual = days === 0 ? null : bill
  const table: WhatIfRow[] = candidatesWith(candidates, [...usedModels]).map((c) => {
    const total = days === 0 ? null : priceByDay(fitOf.get(c.id), all)
    return { model: c.id, total: total === null ? null : upMoney(total), ...savingOf(total, actual), used: usedModels.has(c.id), comingSoon: c.comingSoon, retired: c.retired, context: null, quality: null }
  })
  return { actual: actual === null ? null : upMoney(actual), days, rows: table.sort(byTotal) }
}

/** The candidates, plus any used model they lack (a model of the history no list names), each once. */
function candidatesWith(candidates: readonly Candidate[], used: readonly string[]): Candidate[] {
  const out = new Map(candidates.map((c) => [c.id, c]))
  for (const model of used) if (!out.has(model)) out.set(model, { id: model, comingSoon: false, retired: false })
  return [...out.values()]
}
