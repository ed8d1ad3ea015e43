import type { AnswerCost, AnswerMetrics, EndReason, MessageStatus, TokenUsage } from '../../../shared/domain/conversation'
import type { AppError } from '../../../shared/domain/errors'

/** The kinds of run that produce answers; each is a caller of the one AnswerRunner. */
export type AnswerKind = 'chat' | 'compare' | 'batch'

/**
 * The one "answer finished" event: sent once per answer, however it ended, after its terminal
 * `chat` event (and what the runner's `start()` resolves with). Everything that must follow an answer
 * (balance, usage, errors, models, budgets, the ledger) subscribes to it, so a new kind of run gets all
 * of it without a line of its own.
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
  /** #33: why it ended (finished, the user, a cap, a delete, the app closing, incomplete, error). */
  endReason: EndReason
  /** Reported by the stream (a continued answer: both requests' tokens); null when none was reported. */
  usage: TokenUsage | null
  /** #33: this request's tokens counted here (the request as sent, the answer's new text), also when the stream reported them (the pair teaches the bias); null for a refused request. */
  counted: { input: number; output: number } | null
  /** #36: this request's input as counted here (also for a refused one: what a context window is learnt from). */
  inputTokens: number
  /** #33: the answer's one cost record (the same as on the saved message and the terminal event). */
  cost: AnswerCost | null
  metrics: AnswerMetrics
  error: AppError | null
  /** When the request started (ISO): the spec attributes its usage to that UTC day. */
  startedAt: string
  /** Some new text arrived (then a failed cell is never asked again: it may have been billed). */
  hadText: boolean
}
