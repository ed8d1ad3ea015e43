import type { AnswerTokens } from './answer-tokens'
import { countText } from './count-text'
import { countRequest, type SentMessage } from './request-tokens'

export type { SentMessage } from './request-tokens'
export { REPLY_PRIMING_TOKENS, TOKENS_PER_MESSAGE } from './request-tokens'

/**
 * Tokens when the stream reports none: the app counts them itself (count-text.ts). Input is the request
 * as sent, output the answer text. Marked `counted` ("counted here"), never `reported`.
 */
export function countAnswerTokens(requestMessages: readonly SentMessage[], answerText: string, _model: string): AnswerTokens {
  // A count cannot tell which input the service served from its cache: all of it counts as uncached.
  return { input: countRequest(requestMessages), cached: 0, output: countText(answerText), source: 'counted' }
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
