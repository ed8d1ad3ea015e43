import { describe, expect, it } from 'vitest'
import type { PriceEstimates } from '../../../shared/domain/prices'
import { estimateAnswerCost, formatEstimate, sumEstimates } from '../../../shared/prices/answer-cost'

const PRICES: PriceEstimates = {
  connectionId: 'c1',
  models: [
    { model: 'tally-mini', perMillion: { input: '0.5', cachedInput: '0.05', output: '2' }, rows: 40, medianRelativeError: 0.004 },
    { model: 'tally-half', perMillion: { input: '1', cachedInput: null, output: '4' }, rows: 12, medianRelativeError: 0.02 },
  ],
  tooFewRows: ['tally-new'],
  fittedAt: '2026-03-01T00:00:00.000Z',
}

describe('estimated answer cost', () => {
  it('prices uncached input, cached input and output at the fitted unit prices, exactly', () => {
    // 1,000 uncached × 0.5 + 4,000 cached × 0.05 + 500 out × 2 = 500 + 200 + 1,000 = 1,700 per million.
    const e = estimateAnswerCost({ inputTokens: 5_000, cachedInputTokens: 4_000, outputTokens: 500 }, 'tally-mini', PRICES)
    expect(e).toMatchObject({ kind: 'estimate', cost: '0.0017', fit: { rows: 40 } })
  })

  it('says why there is no estimate: no token counts, an unknown model, a needed price that could not be fitted', () => {
    expect(estimateAnswerCost(null, 'tally-mini', PRICES)).toEqual({ kind: 'none', reason: 'no_tokens' })
    expect(estimateAnswerCost({ inputTokens: 1, cachedInputTokens: 0, outputTokens: 1 }, 'tally-new', PRICES)).toEqual({ kind: 'none', reason: 'no_fit' })
    expect(estimateAnswerCost({ inputTokens: 1, cachedInputTokens: 0, outputTokens: 1 }, 'tally-mini', undefined)).toEqual({ kind: 'none', reason: 'no_fit' })
    expect(estimateAnswerCost({ inputTokens: 10, cachedInputTokens: 5, outputTokens: 1 }, 'tally-half', PRICES)).toEqual({ kind: 'none', reason: 'no_fit' })
    // No cached tokens: the missing cached price does not matter.
    expect(estimateAnswerCost({ inputTokens: 1_000, cachedInputTokens: 0, outputTokens: 1_000 }, 'tally-half', PRICES)).toMatchObject({ kind: 'estimate', cost: '0.005' })
  })

  it('sums what can be estimated and counts the rest', () => {
    const a = estimateAnswerCost({ inputTokens: 1_000, cachedInputTokens: 0, outputTokens: 1_000 }, 'tally-half', PRICES)
    const b = estimateAnswerCost({ inputTokens: 2_000, cachedInputTokens: 0, outputTokens: 0 }, 'tally-mini', PRICES)
    expect(sumEstimates([a, b, { kind: 'none', reason: 'no_tokens' }])).toEqual({ cost: '0.006', missing: 1 })
    expect(sumEstimates([{ kind: 'none', reason: 'no_fit' }])).toEqual({ cost: null, missing: 1 })
  })

  it('formats small amounts with three significant digits, never as $0.00', () => {
    expect(formatEstimate('0.0123456')).toBe('$0.0123')
    expect(formatEstimate('0.000004')).toBe('$0.000004')
    expect(formatEstimate('0')).toBe('$0.00')
    expect(formatEstimate('0.00000012345')).toBe('$0.000000123')
    expect(formatEstimate('0.5')).toBe('$0.50')
    // Half-even at the cent, like every other amount (the one formatter).
    expect(formatEstimate('12.345')).toBe('$12.34')
    expect(formatEstimate('12.355')).toBe('$12.36')
  })
})
