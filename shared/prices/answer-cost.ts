import Decimal from 'decimal.js'
import type { TokenUsage } from '../domain/conversation'
import { formatAmount } from '../money'
import type { ModelPriceEstimate, PriceEstimates } from '../domain/prices'

/** A model's unit prices in USD per million tokens (uncached input, cached input, output); null: not fitted. */
export type PerMillion = ModelPriceEstimate['perMillion']

/** Token counts as the cost formula reads them: `input` includes `cached` (as the service's usage does). */
export interface TokenCounts {
  input: number
  cached: number
  output: number
}

const MILLION = new Decimal(1_000_000)

/**
 * THE answer-cost formula (#33: every caller uses this one): uncached input × input price + cached input
 * × cached price + output × output price, per million, in Decimal. A term with no tokens (zero or less)
 * costs nothing whatever its price; a term with tokens but no fitted price makes the cost unknown (null)
 * rather than a smaller, wrong one.
 */
export function priceTokens(perMillion: PerMillion, tokens: TokenCounts): Decimal | null {
  const terms: Array<[number, string | null]> = [
    [tokens.input - tokens.cached, perMillion.input],
    [tokens.cached, perMillion.cachedInput],
    [tokens.output, perMillion.output],
  ]
  let total = new Decimal(0)
  for (const [count, price] of terms) {
    if (count <= 0) continue
    if (price === null) return null
    total = total.plus(new Decimal(price).times(count))
  }
  return total.dividedBy(MILLION)
}

/** The fitted prices in force on a UTC day: before a price change the fit found (`since`), the previous ones. */
export function pricesOn(fit: ModelPriceEstimate, day: string): PerMillion {
  if (fit.since && fit.previous && day < fit.since && day < fit.previous.until) return fit.previous.perMillion
  return fit.perMillion
}

/** An answer's estimated cost, or why there is none. */
export type CostEstimate =
  | { kind: 'estimate'; /** USD decimal string. */ cost: string; fit: ModelPriceEstimate }
  /** no_tokens: no token counts; no_fit: too little usage history for this model (or a needed price unknown). */
  | { kind: 'none'; reason: 'no_tokens' | 'no_fit' }

/** Estimated cost of some tokens of a model at its fitted prices (through `priceTokens`), or why there is none. */
export function estimateAnswerCost(usage: TokenUsage | null, model: string | null, prices: PriceEstimates | undefined): CostEstimate {
  if (usage === null) return { kind: 'none', reason: 'no_tokens' }
  const fit = model === null ? undefined : prices?.models.find((m) => m.model === model)
  if (!fit) return { kind: 'none', reason: 'no_fit' }
  const cost = priceTokens(fit.perMillion, { input: usage.inputTokens, cached: usage.cachedInputTokens, output: usage.outputTokens })
  return cost === null ? { kind: 'none', reason: 'no_fit' } : { kind: 'estimate', cost: cost.toFixed(), fit }
}

/** The sum of the estimates there are, and how many answers had none. */
export function sumEstimates(estimates: readonly CostEstimate[]): { cost: string | null; missing: number } {
  let total: Decimal | null = null
  let missing = 0
  for (const e of estimates) {
    if (e.kind === 'estimate') total = (total ?? new Decimal(0)).plus(e.cost)
    else missing++
  }
  return { cost: total === null ? null : total.toFixed(), missing }
}

/** `$0.0123`: three significant digits under a dollar (never rounded to $0.00), cents above; through the one money formatter. */
export function formatEstimate(cost: string): string {
  return formatAmount(cost, { significant: 3 })
}
