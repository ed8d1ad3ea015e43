import { describe, expect, it } from 'vitest'
import { LONG_INPUT_TOKENS, longConversation } from '../../../shared/advice/long-conversation'
import type { ChatMessage } from '../../../shared/domain/conversation'
import { newMessage } from '../../../shared/chat/new-message'

let n = 0
const user = (): ChatMessage => newMessage({ id: `u${n++}`, role: 'user', content: 'q', createdAt: '2026-03-01T00:00:00Z', model: null, status: 'complete' })
const answer = (input: number | null, over: Partial<ChatMessage> = {}): ChatMessage => ({
  ...newMessage({ id: `a${n++}`, role: 'assistant', content: 'a', createdAt: '2026-03-01T00:00:00Z', model: 'tally-large', status: 'complete' }),
  cost: input === null ? null : { source: 'counted', inputTokens: input, cachedInputTokens: 0, outputTokens: 300, cost: '0.01', fromBill: false },
  ...over,
})
const chat = (...inputs: (number | null)[]) => inputs.flatMap((input) => [user(), answer(input)])

describe('the long-conversation threshold', () => {
  it('passes at 20,000 input tokens per message, not one below', () => {
    expect(longConversation(chat(15_000, LONG_INPUT_TOKENS - 1))).toBeNull()
    expect(longConversation(chat(15_000, LONG_INPUT_TOKENS))).toEqual({ inputTokens: 20_000, firstInputTokens: 15_000, reason: 'tokens', model: 'tally-large' })
    // One message alone that large is long too.
    expect(longConversation(chat(25_000))?.reason).toBe('tokens')
  })

  it('passes at 5× what its first message sent, once past a floor (a short chat that grew from a one-liner is not long)', () => {
    expect(longConversation(chat(1_000, 2_000, 4_999))).toBeNull()
    expect(longConversation(chat(1_000, 2_000, 5_000))).toMatchObject({ inputTokens: 5_000, firstInputTokens: 1_000, reason: 'growth' })
    expect(longConversation(chat(200, 1_000))).toBeNull()
    expect(longConversation(chat(2_000, 9_999))).toBeNull()
  })

  it('reads the latest answer with a record: answers without one, and a continued answer (two requests in one record), are skipped', () => {
    expect(longConversation(chat(1_000, 30_000, null))?.inputTokens).toBe(30_000)
    const continued = [...chat(1_000, 3_000), user(), answer(40_000, { continued: true })]
    expect(longConversation(continued)).toBeNull()
    expect(longConversation([])).toBeNull()
  })

  it('takes other thresholds when given', () => {
    expect(longConversation(chat(1_000, 12_000), { tokens: 10_000, factor: 50 })?.reason).toBe('tokens')
  })
})
