import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { estimateBatch } from '../../../electron/services/batches/batch-estimate'
import { estimateInput } from '../../../electron/services/prices/input-estimate'
import type { PriceEstimates } from '../../../shared/domain/prices'
import type { UsageRow } from '../../../shared/domain/usage'

const PRICES: PriceEstimates = {
  connectionId: 'a',
  models: [{ model: 'mini', perMillion: { input: '0.5', cachedInput: '0.05', output: '2' }, rows: 40, medianRelativeError: 0.01 }],
  tooFewRows: [],
  fittedAt: '2026-03-01T00:00:00.000Z',
}
const row = (model: string, requests: number, output: number): UsageRow => ({ date: '2026-02-01', model, requests, input_tokens: 0, cached_input_tokens: 0, output_tokens: output, cost: '0.000000' })
const ROWS = [row('mini', 10, 3000), row('mini', 5, 1000), row('mini', 2, 1000), row('mini', 0, 0), row('other', 1, 50)]

describe('estimateBatch', () => {
  it('counts input exactly and prices output at the model’s typical answer, capped by the max tokens', () => {
    const prompts = ['Explain caching.', 'Name three sorting algorithms and compare them.']
    const inputTokens = prompts.reduce((s, p) => s + estimateInput(p, 'mini', PRICES).tokens, 0)
    // Per-request output by day: 300, 200, 500 → median 300 per answer.
    const e = estimateBatch({ prompts, models: ['mini'], maxOutputTokens: null }, PRICES, ROWS)
    expect(e.perModel[0]).toMatchObject({ model: 'mini', inputTokens, outputTokens: 600 })
    // Exact, and rounded up to six places (an estimate never undercounts by rounding).
    expect(e.total).toBe(new Decimal(inputTokens).times('0.5').plus(1200).dividedBy(1_000_000).toFixed(6, Decimal.ROUND_UP))
    expect(e.complete).toBe(true)
    expect(estimateBatch({ prompts, models: ['mini'], maxOutputTokens: 100 }, PRICES, ROWS).perModel[0]!.outputTokens).toBe(200)
  })

  it('leaves a model without a price fit or history out of the total and says the total is partial', () => {
    const e = estimateBatch({ prompts: ['Hi'], models: ['mini', 'other', 'new'], maxOutputTokens: null }, PRICES, ROWS)
    expect(e.perModel.map((m) => [m.model, m.cost === null])).toEqual([
      ['mini', false],
      ['other', true],
      ['new', true],
    ])
    expect(e.perModel[2]!.outputTokens).toBeNull()
    expect(e.complete).toBe(false)
    expect(e.total).toBe(e.perModel[0]!.cost)
    expect(estimateBatch({ prompts: ['Hi'], models: ['new'], maxOutputTokens: null }, PRICES, []).total).toBeNull()
  })

  it('asks when the total passes the spend guard’s pre-send check, and never without a total or a check', () => {
    const args = { prompts: ['Explain caching.'], models: ['mini'], maxOutputTokens: null }
    const total = estimateBatch(args, PRICES, ROWS).total!
    expect(estimateBatch(args, PRICES, ROWS, '0.000001')).toMatchObject({ threshold: '0.000001', ask: true })
    expect(estimateBatch(args, PRICES, ROWS, total)).toMatchObject({ ask: false })
    expect(estimateBatch(args, PRICES, ROWS, null)).toMatchObject({ threshold: null, ask: false })
    expect(estimateBatch({ ...args, models: ['new'] }, PRICES, [], '0.000001')).toMatchObject({ total: null, ask: false })
    // A partial total already past the check asks.
    expect(estimateBatch({ ...args, models: ['mini', 'new'] }, PRICES, ROWS, '0.000001')).toMatchObject({ complete: false, ask: true })
  })
})
