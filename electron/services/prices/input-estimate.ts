import Decimal from 'decimal.js'
import { countTokens } from 'gpt-tokenizer'
import type { InputEstimate } from '../../../shared/domain/model-stats'
import type { PriceEstimates } from '../../../shared/domain/prices'

/**
 * Pre-send estimate of a prompt's input cost: tokens counted with gpt-tokenizer (o200k_base, a
 * well-kept tokenizer; the service's own count may differ a little), priced at the model's fitted
 * uncached input price. No fitted price: cost null ("no estimate yet"), never $0.
 */
export function estimateInput(text: string, model: string, prices: PriceEstimates): InputEstimate {
  const tokens = text.length === 0 ? 0 : countTokens(text)
  const price = prices.models.find((m) => m.model === model)?.perMillion.input ?? null
  const cost = price === null ? null : new Decimal(price).times(tokens).dividedBy(1_000_000).toSignificantDigits(6).toFixed()
  return { tokens, cost }
}
