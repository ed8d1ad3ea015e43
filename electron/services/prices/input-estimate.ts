import { priceTokens } from '../../../shared/prices/answer-cost'
import { countText } from '../tokens/count-text'
import type { InputEstimate } from '../../../shared/domain/model-stats'
import type { PriceEstimates } from '../../../shared/domain/prices'

/**
 * Pre-send estimate of a prompt's input cost: tokens counted with gpt-tokenizer (o200k_base, a
 * well-kept tokenizer; the service's own count may differ a little), priced at the model's fitted
 * uncached input price. No fitted price: cost null ("no estimate yet"), never $0.
 */
export function estimateInput(text: string, model: string, prices: PriceEstimates): InputEstimate {
  const tokens = countText(text)
  const perMillion = prices.models.find((m) => m.model === model)?.perMillion
  const cost = perMillion?.input == null ? null : (priceTokens(perMillion, { input: tokens, cached: 0, output: 0 })?.toSignificantDigits(6).toFixed() ?? null)
  return { tokens, cost }
}
