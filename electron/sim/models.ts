import { Money, tokenCost } from './money'

export type ModelStatus = 'available' | 'coming_soon'

export interface SimModel {
  id: string
  name: string
  /** Largest prompt + output, in tokens. */
  contextWindow: number
  /** Prices in USD per million tokens, as decimal strings. */
  prices: { input: string; cachedInput: string; output: string }
  status: ModelStatus
  /** Unix seconds, as in OpenAI's model list. */
  created: number
  /** Realistic speed, used when the simulator runs with per-model speeds. */
  speed: ModelSpeed
}

export interface ModelSpeed {
  /** Time from the request to the first content token. */
  ttftMs: number
  tokensPerSecond: number
}

export const SIM_MODELS: readonly SimModel[] = [
  {
    id: 'tally-nano',
    name: 'Tally Nano',
    contextWindow: 16_384,
    prices: { input: '0.05', cachedInput: '0.0125', output: '0.20' },
    status: 'available',
    created: 1_704_067_200,
    speed: { ttftMs: 150, tokensPerSecond: 320 },
  },
  {
    id: 'tally-mini',
    name: 'Tally Mini',
    contextWindow: 32_768,
    prices: { input: '0.15', cachedInput: '0.075', output: '0.60' },
    status: 'available',
    created: 1_706_745_600,
    speed: { ttftMs: 250, tokensPerSecond: 180 },
  },
  {
    id: 'tally-standard',
    name: 'Tally Standard',
    contextWindow: 128_000,
    prices: { input: '1.25', cachedInput: '0.125', output: '5.00' },
    status: 'available',
    created: 1_711_929_600,
    speed: { ttftMs: 450, tokensPerSecond: 90 },
  },
  {
    id: 'tally-coder',
    name: 'Tally Coder',
    contextWindow: 256_000,
    prices: { input: '0.80', cachedInput: '0.08', output: '3.20' },
    status: 'available',
    created: 1_719_792_000,
    speed: { ttftMs: 400, tokensPerSecond: 120 },
  },
  {
    id: 'tally-large',
    name: 'Tally Large',
    contextWindow: 200_000,
    prices: { input: '3.00', cachedInput: '0.30', output: '15.00' },
    status: 'available',
    created: 1_725_148_800,
    speed: { ttftMs: 800, tokensPerSecond: 45 },
  },
  {
    id: 'tally-reasoner',
    name: 'Tally Reasoner',
    contextWindow: 131_072,
    prices: { input: '2.20', cachedInput: '0.55', output: '8.80' },
    status: 'available',
    created: 1_733_011_200,
    speed: { ttftMs: 1800, tokensPerSecond: 70 },
  },
  {
    id: 'tally-ultra-preview',
    name: 'Tally Ultra (preview)',
    contextWindow: 400_000,
    prices: { input: '5.00', cachedInput: '0.50', output: '25.00' },
    status: 'coming_soon',
    created: 1_746_057_600,
    speed: { ttftMs: 1200, tokensPerSecond: 35 },
  },
]

export const COMING_SOON_MODEL_ID = 'tally-ultra-preview'

export function findModel(id: string): SimModel | undefined {
  return SIM_MODELS.find((model) => model.id === id)
}

export interface TokenCounts {
  /** All input tokens, cached ones included. */
  input: number
  cached: number
  output: number
}

/** Exact (unrounded) cost of one request. */
export function requestCost(model: SimModel, tokens: TokenCounts): Money {
  return tokenCost(tokens.input - tokens.cached, model.prices.input)
    .plus(tokenCost(tokens.cached, model.prices.cachedInput))
    .plus(tokenCost(tokens.output, model.prices.output))
}
