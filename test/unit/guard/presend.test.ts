import { describe, expect, it } from 'vitest'
import { sendEstimate } from '../../../shared/guard/presend'

const base = { model: 'm', inputTokens: 50_000, inputCost: '0.15', outputTokens: [1000, 2000, 3000], outputPricePerMillion: '60', threshold: '0.250000', balance: '12.000000' }

describe('pre-send estimate', () => {
  it('adds the input to the median answer and asks past the threshold', () => {
    const e = sendEstimate(base)
    expect(e.medianAnswer).toBe('0.12')
    expect(e.total).toBe('0.27')
    expect(e.ask).toBe(true)
    expect(e.answersLeft).toBe(100)
  })

  it('does not ask under the threshold or when the check is off', () => {
    expect(sendEstimate({ ...base, inputCost: '0.1' }).ask).toBe(false)
    expect(sendEstimate({ ...base, threshold: null }).ask).toBe(false)
  })

  it('never asks (and gives no runway) without a price estimate or answer history', () => {
    const noPrice = sendEstimate({ ...base, outputPricePerMillion: null })
    expect(noPrice).toMatchObject({ total: null, ask: false, answersLeft: null })
    const noHistory = sendEstimate({ ...base, outputTokens: [] })
    expect(noHistory).toMatchObject({ medianAnswer: null, answers: 0, ask: false, answersLeft: null })
    expect(sendEstimate({ ...base, inputCost: null })).toMatchObject({ total: null, ask: false, answersLeft: 100 })
  })

  it('gives no runway without a balance, and none below zero', () => {
    expect(sendEstimate({ ...base, balance: null }).answersLeft).toBeNull()
    expect(sendEstimate({ ...base, balance: '-3.000000' }).answersLeft).toBe(0)
  })

  it('asks when the message would take the conversation past its cap, even under the per-message threshold', () => {
    const e = sendEstimate({ ...base, inputCost: '0.05', threshold: '1.000000', conversationCap: '2.000000', conversationSoFar: '1.9' })
    expect(e).toMatchObject({ total: '0.17', conversationAfter: '2.07', overConversationCap: true, ask: true })
    expect(sendEstimate({ ...base, inputCost: '0.05', threshold: '1.000000', conversationCap: '2.000000', conversationSoFar: '1.5' })).toMatchObject({ overConversationCap: false, ask: false })
    // Unknown cost so far: nothing claimed, nothing blocked.
    expect(sendEstimate({ ...base, inputCost: '0.05', threshold: '1.000000', conversationCap: '2.000000', conversationSoFar: null })).toMatchObject({ overConversationCap: false, ask: false })
  })
})
