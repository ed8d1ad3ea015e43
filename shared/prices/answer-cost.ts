import Decimal from 'decimal.js'
import type { TokenUsage } from '../domain/conversation'
import { formatAmount } from '../money'
import type { ModelPriceEstimate, PriceEstimates } from '../domain/prices'

/** An answer's estimated cost, or why there is none. */
export type CostEstimate =
  | { kind: 'estimate'; /** USD decimal string. */ cost: string; fit: ModelPriceEstimate }
  /** no_tokens: the service reported no token counts; no_fit: too little usage history for this model (or a needed price unknown). */
  | { kind: 'none'; reason: 'no_tokens' | 'no_fit' }

const MILLION = new Decimal(1_000_000)

/**
 * Estimated cost of one answer: its reported tokens × the model's unit prices fitted from the usage
 * history (uncached input, cached input, output; per million). A term with tokens but no fitted
 * price means no estimate rather than a smaller, wrong one.
 */
export function estimateAnswerCost(usage: TokenUsage | null, model: string | null, prices: PriceEstimates | undefined): CostEstimate {
  if (usage === null) return { kind: 'none', reason: 'no_tokens' }
  const fit = model === null ? undefined : prices?.models.find((m) => m.model === model)
  if (!fit) return { kind: 'none', reason: 'no_fit' }
  const terms: Array<[number, string | null]> = [
    [usage.inputTokens - usage.cachedInputTokens, fit.perMillion.input],
    [usage.cachedInputTokens, fit.perMillion.cachedInput],
    [usage.outputTokens, fit.perMillion.output],
  ]
  let total = new Decimal(0)
  for (const [tokens, price] of terms) {
    if (tokens <= 0) continue
    if (price === null) return { kind: 'none', reason: 'no_fit' }
    total = total.plus(new Decimal(price).times(tokens))
  }
  return { kind: 'estimate', cost: total.dividedBy(MILLION).toFixed(), fit }
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
