import type { AnswerMetrics, MessageStatus, TokenUsage } from '../../../shared/domain/conversation'
import type { AppError } from '../../../shared/domain/errors'

/** The kinds of run that produce answers; each is a caller of the one AnswerRunner. */
export type AnswerKind = 'chat' | 'compare' | 'batch'

/**
 * The one "answer finished" event: sent once per answer, however it ended, after its terminal
 * `chat` event. Everything that must follow an answer (balance, usage, errors, models, budgets,
 * the ledger) subscribes to it, so a new kind of run gets all of it without a line of its own.
 */
export interface AnswerFinished {
  kind: AnswerKind
  requestId: string
  /** The connection the request went through (a router's own ID for a router). */
  connectionId: string
  /** The service account whose credits paid (a router's linked account); null when unknown. */
  accountId: string | null
  conversationId: string
  messageId: string
  /** The compare column; null for a chat. */
  column: number | null
  model: string
  status: Exclude<MessageStatus, 'streaming'>
  /** Reported by the stream (a continued answer: both requests' tokens); null when none was reported. */
  usage: TokenUsage | null
  metrics: AnswerMetrics
  error: AppError | null
  /** When the request started (ISO): the spec attributes its usage to that UTC day. */
  startedAt: string
  /** Estimated cost (USD decimal string) from the account's fitted prices; null when there is none. */
  estimate: string | null
}
