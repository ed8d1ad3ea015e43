import Decimal from 'decimal.js'
import type { ContextKnowledge, ContextMark, QualityEvidence, WhatIfRow } from '../../../shared/domain/advice'
import type { ModelPriceEstimate } from '../../../shared/domain/prices'
import { type PerMillion, pricesOn, priceTokens, type TokenCounts } from '../../../shared/prices/answer-cost'
import type { PairOutcome, Strength } from '../../../shared/ranking/bradley-terry'

/** One answer (or a bill's day row) as the what-if reads it: its UTC day, the model that answered, its tokens (`input` includes `cached`). */
export interface PricedTokens extends TokenCounts {
  day: string
  model: string
}

/** Fewer head-to-head votes than this and the table says the evidence is thin (and offers a blind compare). */
export const FEW_HEAD_TO_HEAD = 5

/** Tokens summed per UTC day: the formula is linear, so a day's sum priced once is each answer priced and added. */
export type TokensByDay = Map<string, TokenCounts>

export function addTo(byDay: TokensByDay, t: PricedTokens): void {
  const day = byDay.get(t.day)
  if (day) {
    day.input += t.input
    day.cached += t.cached
    day.output += t.output
  } else byDay.set(t.day, { input: t.input, cached: t.cached, output: t.output })
}

/**
 * Tokens at a model's fitted prices in force on each of their days (`pricesOn` and `priceTokens`, the one
 * formula). Null: no fit, or tokens of a kind the fit has no price for (unknown, never $0). The formula is
 * linear, so the days under the same prices are summed first and priced once (a fit has one or two sets of
 * prices: 100 models × 30 days was 3,000 Decimal pricings per table). Each day's term counts as the
 * formula counts it (a day's negative uncached input adds nothing), so the sum is exactly each day's.
 */
export function priceByDay(fit: ModelPriceEstimate | undefined, byDay: TokensByDay): Decimal | null {
  if (!fit) return null
  const sums = new Map<PerMillion, { uncached: number; cached: number; output: number }>()
  for (const [day, t] of byDay) {
    const prices = pricesOn(fit, day)
    let sum = sums.get(prices)
    if (!sum) sums.set(prices, (sum = { uncached: 0, cached: 0, output: 0 }))
    sum.uncached += Math.max(0, t.input - t.cached)
    sum.cached += Math.max(0, t.cached)
    sum.output += Math.max(0, t.output)
  }
  let total = new Decimal(0)
  for (const [prices, sum] of sums) {
    const cost = priceTokens(prices, { input: sum.uncached + sum.cached, cached: sum.cached, output: sum.output })
    if (cost === null) return null
    total = total.plus(cost)
  }
  return total
}

/** The inputs of a range against what is known of a model's context window. `sortedInputs` ascending. */
export function contextMark(sortedInputs: readonly number[], k: ContextKnowledge | undefined): ContextMark {
  const fitsUpTo = k?.fitsUpTo ?? null
  const stated = k?.stated ?? null
  const limit = stated ?? (k?.refusedFrom != null ? k.refusedFrom - 1 : null)
  const above = (n: number) => sortedInputs.length - upperBound(sortedInputs, n)
  const tooLong = limit === null ? 0 : above(limit)
  // A stated limit leaves nothing unsure; otherwise whatever is longer than the most it is known to take.
  const unsure = stated !== null ? 0 : above(fitsUpTo ?? 0) - tooLong
  return { tooLong, unsure, limit, fitsUpTo }
}

/** Index of the first value above `n` in an ascending list. */
function upperBound(sorted: readonly number[], n: number): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if ((sorted[mid] as number) <= n) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Head-to-head tallies per unordered pair of models, from the votes' pairwise outcomes. */
export class HeadToHead {
  private readonly pairs = new Map<string, { n: number; first: number }>()

  constructor(outcomes: readonly PairOutcome[]) {
    for (const o of outcomes) {
      if (o.a === o.b) continue
      const [first, second, score] = o.a < o.b ? [o.a, o.b, o.score] : [o.b, o.a, 1 - o.score]
      const key = `${first}\u0000${second}`
      const p = this.pairs.get(key) ?? { n: 0, first: 0 }
      p.n++
      p.first += score
      this.pairs.set(key, p)
    }
  }

  /** How often `model` was compared with `other`, and its score share (ties as half). */
  of(model: string, other: string): { votes: number; winRate: number | null } {
    const [first, second] = model < other ? [model, other] : [other, model]
    const p = this.pairs.get(`${first}\u0000${second}`)
    if (!p || p.n === 0) return { votes: 0, winRate: null }
    const firstRate = p.first / p.n
    return { votes: p.n, winRate: model === first ? firstRate : 1 - firstRate }
  }
}

/** The user's evidence of quality for `model` against the model the answers used. */
export function qualityOf(model: string, against: string, strengths: ReadonlyMap<string, Strength>, headToHead: HeadToHead, votesOf: (model: string) => number): QualityEvidence {
  const s = strengths.get(model)
  const h = headToHead.of(model, against)
  return {
    against,
    strength: s?.strength ?? null,
    low: s?.low ?? null,
    high: s?.high ?? null,
    againstStrength: strengths.get(against)?.strength ?? null,
    headToHead: h,
    votes: votesOf(model),
    fewVotes: h.votes < FEW_HEAD_TO_HEAD,
  }
}

/** A positive amount as six places rounded up (a nonzero amount never reads $0); a signed one rounded half-even. */
export function upMoney(d: Decimal): string {
  return d.toFixed(6, d.isNegative() ? Decimal.ROUND_HALF_EVEN : Decimal.ROUND_UP)
}

export function signedMoney(d: Decimal): string {
  const s = d.toFixed(6, Decimal.ROUND_HALF_EVEN)
  return s === '-0.000000' ? '0.000000' : s
}

/** The saving against what was paid, and its percent (one decimal). */
export function savingOf(total: Decimal | null, actual: Decimal | null): { saving: string | null; savingPct: number | null } {
  if (total === null || actual === null) return { saving: null, savingPct: null }
  const saving = total.minus(actual)
  return { saving: signedMoney(saving), savingPct: actual.isZero() ? null : saving.dividedBy(actual).times(100).toDecimalPlaces(1).toNumber() }
}

/** Priced rows first (cheapest first), then those without a price, by name. */
export function byTotal(a: WhatIfRow, b: WhatIfRow): number {
  if (a.total !== null && b.total !== null) return new Decimal(a.total).comparedTo(b.total) || a.model.localeCompare(b.model)
  if (a.total !== null) return -1
  if (b.total !== null) return 1
  return a.model.localeCompare(b.model)
}
