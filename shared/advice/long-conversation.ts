import type { ChatMessage } from '../domain/conversation'

/** #36: a conversation is long once a message sends this many input tokens… */
export const LONG_INPUT_TOKENS = 20_000
/** …or this many times what its first message sent… */
export const LONG_FACTOR = 5
/** …once past this many (a short chat that grew from a one-liner is not long). */
export const LONG_GROWTH_FLOOR = 4_000

export interface LongConversation {
  /** Input tokens the latest answer's request sent (the whole history each time). */
  inputTokens: number
  /** What the first answer's request sent. */
  firstInputTokens: number
  /** Which rule it passed: the absolute threshold, or growth against its first message. */
  reason: 'tokens' | 'growth'
  /** The answer the figure comes from (its model's prices price the context). */
  model: string | null
}

/**
 * Whether a conversation's input per message has passed the threshold: the latest answer's request (its
 * cost record counts the request as sent) against 20,000 tokens, or 5× what the first answer's request
 * sent. Null while it has not (or no answer has a record yet).
 */
export function longConversation(messages: readonly ChatMessage[], thresholds = { tokens: LONG_INPUT_TOKENS, factor: LONG_FACTOR }): LongConversation | null {
  let first: ChatMessage | null = null
  let last: ChatMessage | null = null
  for (const m of messages) {
    // A continued answer's record holds both of its requests: not one message's input.
    if (m.role !== 'assistant' || !m.cost || m.cost.inputTokens <= 0 || m.continued) continue
    first ??= m
    last = m
  }
  if (!first?.cost || !last?.cost) return null
  const inputTokens = last.cost.inputTokens
  const firstInputTokens = first.cost.inputTokens
  if (inputTokens >= thresholds.tokens) return { inputTokens, firstInputTokens, reason: 'tokens', model: last.model }
  if (last !== first && inputTokens >= LONG_GROWTH_FLOOR && inputTokens >= firstInputTokens * thresholds.factor) return { inputTokens, firstInputTokens, reason: 'growth', model: last.model }
  return null
}
