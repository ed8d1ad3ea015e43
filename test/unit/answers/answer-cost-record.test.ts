import { describe, expect, it } from 'vitest'
import { addCosts, answerCostRecord } from '../../../electron/services/answers/answer-cost-record'

const PRICES = { input: '3', cachedInput: '0.3', output: '15' }

describe('an answer’s one cost record (#33)', () => {
  it('counted here: the request as sent and the answer’s text, all input uncached, at the fitted prices', () => {
    expect(answerCostRecord({ reported: null, counted: { input: 1_000, output: 200 }, prices: PRICES, previous: null })).toEqual({
      source: 'counted',
      inputTokens: 1_000,
      cachedInputTokens: 0,
      outputTokens: 200,
      cost: '0.006', // 1,000 × $3 + 200 × $15, per million
      fromBill: false,
    })
  })

  it('billed: a usage chunk’s figures win over the count, cached input priced as cached', () => {
    const record = answerCostRecord({ reported: { inputTokens: 1_000, cachedInputTokens: 400, outputTokens: 200 }, counted: { input: 990, output: 210 }, prices: PRICES, previous: null })
    expect(record).toEqual({ source: 'billed', inputTokens: 1_000, cachedInputTokens: 400, outputTokens: 200, cost: '0.00492', fromBill: false })
  })

  it('no fitted price: the tokens are kept, the cost is unknown (never 0)', () => {
    expect(answerCostRecord({ reported: null, counted: { input: 10, output: 5 }, prices: null, previous: null }).cost).toBeNull()
    expect(answerCostRecord({ reported: null, counted: { input: 10, output: 5 }, prices: { ...PRICES, output: null }, previous: null }).cost).toBeNull()
    // A term without tokens needs no price.
    expect(answerCostRecord({ reported: null, counted: { input: 10, output: 0 }, prices: { ...PRICES, output: null }, previous: null }).cost).toBe('0.00003')
  })

  it('a continued answer holds both requests; billed only when both parts were, unknown when one part is', () => {
    const first = answerCostRecord({ reported: { inputTokens: 100, cachedInputTokens: 0, outputTokens: 50 }, counted: { input: 100, output: 50 }, prices: PRICES, previous: null })
    const both = answerCostRecord({ reported: null, counted: { input: 180, output: 40 }, prices: PRICES, previous: first })
    expect(both).toEqual({ source: 'counted', inputTokens: 280, cachedInputTokens: 0, outputTokens: 90, cost: '0.00219', fromBill: false })
    expect(addCosts(first, first).source).toBe('billed')
    expect(addCosts(first, { ...first, cost: null }).cost).toBeNull()
  })
})
