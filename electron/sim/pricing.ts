import { parseDay } from './sim-time'
import { type Money, tokenCost } from './money'
import type { SimModel, TokenCounts } from './models'

export interface ModelPrices {
  /** USD per million tokens, as decimal strings. */
  input: string
  cachedInput: string
  output: string
}

/** From UTC day `from` (`YYYY-MM-DD`) on, `model` costs `prices` (the parts not given keep their price). */
export interface PriceChange {
  model: string
  from: string
  prices: Partial<ModelPrices>
}

/** Requests of `model` whose input is above `aboveInputTokens` are priced at `prices` as a whole (a long-context tier). */
export interface LongContextTier {
  model: string
  aboveInputTokens: number
  prices: Partial<ModelPrices>
}

export interface PricingOptions {
  priceChanges: readonly PriceChange[]
  longContextTiers: readonly LongContextTier[]
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const PRICE = /^\d{1,6}(\.\d{1,8})?$/

export function checkPricing(options: PricingOptions): string | null {
  for (const change of options.priceChanges) {
    if (!DAY.test(change.from) || parseDay(change.from) === null) return `priceChanges: '${change.from}' is not a YYYY-MM-DD day`
    if (Object.values(change.prices).some((p) => !PRICE.test(p))) return `priceChanges: prices of ${change.model} must be decimal strings`
  }
  for (const tier of options.longContextTiers) {
    if (!Number.isInteger(tier.aboveInputTokens) || tier.aboveInputTokens < 1) return 'longContextTiers: aboveInputTokens must be an integer >= 1'
    if (Object.values(tier.prices).some((p) => !PRICE.test(p))) return `longContextTiers: prices of ${tier.model} must be decimal strings`
  }
  return null
}

/**
 * The price of one request of `model` that started on UTC `day` with `inputTokens` of input: the list
 * price, then every price change in effect by that day (in date order), then a long-context tier if the
 * input is above its threshold (the highest threshold that applies wins).
 */
export function pricesOn(options: PricingOptions, model: SimModel, day: number, inputTokens: number): ModelPrices {
  let prices: ModelPrices = { ...model.prices }
  const changes = options.priceChanges
    .filter((c) => c.model === model.id && (parseDay(c.from) ?? Infinity) <= day)
    .sort((a, b) => a.from.localeCompare(b.from))
  for (const change of changes) prices = { ...prices, ...change.prices }
  const tier = options.longContextTiers
    .filter((t) => t.model === model.id && inputTokens > t.aboveInputTokens)
    .sort((a, b) => b.aboveInputTokens - a.aboveInputTokens)[0]
  if (tier) prices = { ...prices, ...tier.prices }
  return prices
}

/** Exact (unrounded) cost of one request at the prices of its day and size. */
export function costOn(options: PricingOptions, model: SimModel, day: number, tokens: TokenCounts): Money {
  const prices = pricesOn(options, model, day, tokens.input)
  return tokenCost(tokens.input - tokens.cached, prices.input)
    .plus(tokenCost(tokens.cached, prices.cachedInput))
    .plus(tokenCost(tokens.output, prices.output))
}

