import { countTokens } from 'gpt-tokenizer'
import type { AnswerTokens } from '../ledger/reconcile'

/**
 * Tokens when the stream reports none: the app counts them itself with gpt-tokenizer (o200k_base; the
 * service's tokenizer is not published, so its count may differ a little, see token-bias.ts). Input is
 * the request as sent, output the answer text. Marked `counted` ("counted here"), never `reported`.
 */

export interface SentMessage {
  role: string
  content: string
}

/** Chat framing per message (role and separators) and before the reply, as in OpenAI's chat format. */
export const TOKENS_PER_MESSAGE = 3
export const REPLY_PRIMING_TOKENS = 3

export function countAnswerTokens(requestMessages: readonly SentMessage[], answerText: string, _model: string): AnswerTokens {
  const input =
    requestMessages.reduce((sum, m) => sum + TOKENS_PER_MESSAGE + countTokens(m.role) + (m.content.length === 0 ? 0 : countTokens(m.content)), 0) +
    REPLY_PRIMING_TOKENS
  const output = answerText.length === 0 ? 0 : countTokens(answerText)
  // A count cannot tell which input the service served from its cache: all of it counts as uncached.
  return { input, cached: 0, output, source: 'counted' }
}

/** The stream's usage chunk as the app reads it (OpenAI names), or null when it sent none. */
export interface StreamUsage {
  prompt_tokens: number
  completion_tokens: number
  prompt_tokens_details?: { cached_tokens?: number } | null
}

export function reportedTokens(usage: StreamUsage): AnswerTokens {
  return { input: usage.prompt_tokens, cached: usage.prompt_tokens_details?.cached_tokens ?? 0, output: usage.completion_tokens, source: 'reported' }
}

/**
 * An answer's tokens: the service's figures when the stream reported them, else counted here (with the
 * model's learned bias applied when there is one). Null only when nothing can be counted: no request
 * text and no answer text.
 */
export function answerTokens(
  usage: StreamUsage | null,
  requestMessages: readonly SentMessage[],
  answerText: string,
  model: string,
  correct: (tokens: AnswerTokens) => AnswerTokens = (t) => t,
): AnswerTokens | null {
  if (usage) return reportedTokens(usage)
  if (requestMessages.length === 0 && answerText.length === 0) return null
  return correct(countAnswerTokens(requestMessages, answerText, model))
}
