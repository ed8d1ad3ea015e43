import { describe, expect, it } from 'vitest'
import { type CountedRequest, preflightOf, type PreflightInput } from '../../../electron/services/guard/preflight'

const PRICES = { large: { input: '3', cachedInput: '0.3', output: '15' }, mini: { input: '0.15', cachedInput: '0.075', output: '0.6' } } as const

function input(requests: CountedRequest[], patch: Partial<PreflightInput> = {}): PreflightInput {
  return {
    requests,
    soFar: new Map([['c1', '0']]),
    pricesOf: (model) => (model === 'tally-large' ? PRICES.large : model === 'tally-mini' ? PRICES.mini : null),
    usualOf: (model) => (model === 'tally-large' ? { tokens: 400, answers: 12 } : { tokens: null, answers: 0 }),
    threshold: '0.250000',
    answerCap: null,
    conversationCap: null,
    balance: '10.000000',
    ...patch,
  }
}
const req = (model: string, inputTokens: number, patch: Partial<CountedRequest> = {}): CountedRequest => ({ model, inputTokens, maxOutputTokens: null, conversation: 'c1', ...patch })

describe('the one preflight (#33)', () => {
  it('prices the input as sent and the usual answer; nothing to ask under every limit', () => {
    const p = preflightOf(input([req('tally-large', 10_000)]))
    expect(p).toMatchObject({ inputTokens: 10_000, atLeast: '0.03', total: '0.036', upTo: null, unpriced: [], ask: false, reasons: [], capEnforced: true })
    expect(p.models).toEqual([{ model: 'tally-large', requests: 1, inputTokens: 10_000, inputCost: '0.03', usualOutputTokens: 400, usualAnswers: 12, usualCost: '0.006', maxOutputTokens: null, maxCost: null }])
  })

  it('asks past the pre-send check, by how much; the usual answer is held to the max output tokens', () => {
    const p = preflightOf(input([req('tally-large', 80_000, { maxOutputTokens: 100 })]))
    expect(p.models[0]).toMatchObject({ usualOutputTokens: 100, maxCost: '0.2415' })
    expect(p.reasons).toEqual([])
    const over = preflightOf(input([req('tally-large', 90_000, { maxOutputTokens: 100 })]))
    expect(over.reasons).toEqual([{ kind: 'threshold', limit: '0.250000', amount: '0.2715', over: '0.0215', basis: 'total' }])
    expect(over.ask).toBe(true)
  })

  it('with the usual answer unknown, asks on the input alone ("at least") and gives the answer’s most at its max output tokens', () => {
    const p = preflightOf(input([req('tally-mini', 10_000, { maxOutputTokens: 500 })], { threshold: '0.001000' }))
    expect(p).toMatchObject({ total: null, atLeast: '0.0015', upTo: '0.0018' })
    expect(p.reasons).toEqual([{ kind: 'threshold', limit: '0.001000', amount: '0.0015', over: '0.0005', basis: 'input' }])
  })

  it('a model without a fitted price: unknown, named, never $0; nothing to compare, nothing claimed', () => {
    const p = preflightOf(input([req('tally-new', 50_000)], { threshold: '0.000001' }))
    expect(p).toMatchObject({ atLeast: null, total: null, unpriced: ['tally-new'], capEnforced: false, ask: false })
    expect(p.models[0]?.inputCost).toBeNull()
  })

  it('asks when a request’s input alone passes the per-answer cap', () => {
    const p = preflightOf(input([req('tally-large', 100)], { answerCap: '0.000200', threshold: null }))
    expect(p.reasons).toEqual([{ kind: 'answer-cap', limit: '0.000200', amount: '0.0003', over: '0.0001', basis: 'input' }])
  })

  it('asks when the conversation would pass its cap: what it has cost so far and this run', () => {
    const p = preflightOf(input([req('tally-large', 1_000)], { conversationCap: '0.020000', soFar: new Map([['c1', '0.0231']]), threshold: null }))
    expect(p).toMatchObject({ conversationSoFar: '0.0231', conversationAfter: '0.0321' })
    expect(p.reasons).toEqual([{ kind: 'conversation-cap', limit: '0.020000', amount: '0.0321', over: '0.0121', basis: 'total' }])
  })

  it('a batch: every request counted; the conversation cap per prompt (each its own conversation), the furthest one asked about', () => {
    const requests = [req('tally-large', 1_000, { conversation: 'p0' }), req('tally-mini', 1_000, { conversation: 'p0' }), req('tally-large', 9_000, { conversation: 'p1' }), req('tally-mini', 9_000, { conversation: 'p1' })]
    const p = preflightOf(input(requests, { soFar: new Map([['p0', '0'], ['p1', '0']]), conversationCap: '0.030000', threshold: null }))
    expect(p.models.map((m) => [m.model, m.requests, m.inputTokens])).toEqual([['tally-large', 2, 10_000], ['tally-mini', 2, 10_000]])
    // p1: $0.027 + $0.006 of large, $0.00135 of mini input; mini's answer unknown: the input counts ("at least").
    expect(p.total).toBeNull()
    expect(p.conversationAfter).toBe('0.03435')
    expect(p.reasons.map((r) => r.kind)).toEqual(['conversation-cap'])
  })
})
