import { describe, expect, it } from 'vitest'
import { estimateInput } from '../../../electron/services/prices/input-estimate'
import { modelStats } from '../../../electron/services/prices/model-stats'
import type { ChatMessage } from '../../../shared/domain/conversation'
import type { PriceEstimates } from '../../../shared/domain/prices'

function answer(model: string, status: ChatMessage['status'], ttftMs: number | null, tps: number | null): ChatMessage {
  return {
    id: `${model}-${Math.random()}`,
    role: 'assistant',
    content: 'x',
    createdAt: '2025-01-01T00:00:00.000Z',
    model,
    status,
    usage: null,
    error: null,
    incompleteReason: null,
    metrics: ttftMs === null && tps === null ? null : { ttftMs, outputTokensPerSec: tps, totalMs: 1000 },
    continued: false,
    column: null,
    cost: null,
    endReason: null,
  }
}

describe('modelStats', () => {
  it('medians per model over measured answers, answers counted, incomplete share; streaming and user messages left out', () => {
    const user: ChatMessage = { ...answer('tally-nano', 'complete', 1, 1), role: 'user' }
    const stats = modelStats([
      answer('tally-nano', 'complete', 100, 300),
      answer('tally-nano', 'complete', 300, 100),
      answer('tally-nano', 'incomplete', 200, null),
      answer('tally-nano', 'complete', null, null), // an old answer without metrics
      answer('tally-large', 'complete', 900, 40),
      answer('tally-large', 'streaming', 1, 1),
      user,
    ])
    expect(stats).toEqual([
      { model: 'tally-nano', answers: 4, medianTtftMs: 200, medianTokensPerSec: 200, incompleteShare: 0.25 },
      { model: 'tally-large', answers: 1, medianTtftMs: 900, medianTokensPerSec: 40, incompleteShare: 0 },
    ])
  })

  it('no history: no rows; no measured answers: medians unknown (null), not 0', () => {
    expect(modelStats([])).toEqual([])
    expect(modelStats([answer('m', 'error', null, null)])).toEqual([{ model: 'm', answers: 1, medianTtftMs: null, medianTokensPerSec: null, incompleteShare: 0 }])
  })
})

describe('estimateInput', () => {
  const prices: PriceEstimates = {
    connectionId: 'c',
    models: [{ model: 'tally-standard', perMillion: { input: '1.25', cachedInput: '0.125', output: '5' }, rows: 30, medianRelativeError: 0 }],
    tooFewRows: [],
    fittedAt: null,
  }

  it('counts tokens with gpt-tokenizer and prices them at the fitted input price (Decimal string)', () => {
    const text = 'Hello world, this is a test.'
    const estimate = estimateInput(text, 'tally-standard', prices)
    expect(estimate.tokens).toBe(8)
    expect(estimate.cost).toBe('0.00001')
    expect(estimateInput('word '.repeat(1000), 'tally-standard', prices).tokens).toBeGreaterThan(900)
  })

  it('no fitted price: cost null ("no estimate yet"), tokens still counted; empty text is 0 tokens', () => {
    expect(estimateInput('Hello world, this is a test.', 'tally-nano', prices)).toEqual({ tokens: 8, cost: null })
    expect(estimateInput('', 'tally-standard', prices)).toEqual({ tokens: 0, cost: '0' })
  })
})
