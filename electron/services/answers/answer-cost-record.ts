import Decimal from 'decimal.js'
import type { AnswerCost, TokenUsage } from '../../../shared/domain/conversation'
import { type PerMillion, priceTokens } from '../../../shared/prices/answer-cost'

/**
 * #33: an answer's one cost record, made at its end. The service's own token counts when the stream
 * reported them (`billed`), else those counted here (`counted`: the request as sent, the answer's text;
 * a count cannot tell cached input, so all of it counts as uncached). Priced at the model's fitted prices
 * of the day (null while there are none). A continued answer adds the first request's record: both were
 * billed; the sum is `billed` only when both parts were.
 */
export function answerCostRecord(a: {
  reported: TokenUsage | null
  counted: { input: number; output: number }
  prices: PerMillion | null
  previous: AnswerCost | null
}): AnswerCost {
  const tokens = a.reported ?? { inputTokens: a.counted.input, cachedInputTokens: 0, outputTokens: a.counted.output }
  const cost = a.prices === null ? null : priceTokens(a.prices, { input: tokens.inputTokens, cached: tokens.cachedInputTokens, output: tokens.outputTokens })
  const own: AnswerCost = { source: a.reported ? 'billed' : 'counted', ...tokens, cost: cost === null ? null : cost.toFixed(), fromBill: false }
  return a.previous ? addCosts(a.previous, own) : own
}

/** Two records of one answer (its first request and its continuation) as one. */
export function addCosts(a: AnswerCost, b: AnswerCost): AnswerCost {
  return {
    source: a.source === 'billed' && b.source === 'billed' ? 'billed' : 'counted',
    inputTokens: a.inputTokens + b.inputTokens,
    cachedInputTokens: a.cachedInputTokens + b.cachedInputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    cost: a.cost === null || b.cost === null ? null : new Decimal(a.cost).plus(b.cost).toFixed(),
    fromBill: false,
  }
}
