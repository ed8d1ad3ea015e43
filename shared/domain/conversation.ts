import { z } from 'zod'
import { AppError } from './errors'
import { ConversationOrigin } from './imports'

export const MessageStatus = z.enum(['complete', 'streaming', 'incomplete', 'stopped', 'error'])
export type MessageStatus = z.infer<typeof MessageStatus>

export const TokenUsage = z.object({
  inputTokens: z.number().int().nonnegative(),
  cachedInputTokens: z.number().int().nonnegative(),
  outputTokens: z.number().int().nonnegative(),
})
export type TokenUsage = z.infer<typeof TokenUsage>

/** Why a stream ended without `[DONE]`; 'interrupted' means the app stopped while it streamed. */
export const IncompleteReason = z.enum(['cut', 'stalled', 'network', 'garbage', 'interrupted'])
export type IncompleteReason = z.infer<typeof IncompleteReason>

/** The reasons a stream itself can end incomplete (all but 'interrupted', which only the app's start sets). */
export const StreamIncompleteReason = IncompleteReason.exclude(['interrupted'])
export type StreamIncompleteReason = z.infer<typeof StreamIncompleteReason>

/**
 * Measured by main for each answer. `ttftMs`: request sent → first content delta; `outputTokensPerSec`:
 * output tokens (from the usage chunk, else null) over first → last content delta; `totalMs`: request
 * sent → terminal event.
 */
export const AnswerMetrics = z.object({
  ttftMs: z.number().int().nonnegative().nullable(),
  outputTokensPerSec: z.number().nonnegative().nullable(),
  totalMs: z.number().int().nonnegative(),
  /** #25, #33: main stopped the answer at this cap (USD): the per-answer or the conversation cap, as `endReason` says. */
  stoppedAtCap: z.string().nullable().optional(),
})
export type AnswerMetrics = z.infer<typeof AnswerMetrics>

/**
 * #33: why an answer ended, on its terminal event and saved with it: finished ([DONE]), stopped by the
 * user, stopped at the per-answer or the conversation cap, stopped because its conversation was deleted
 * or the app was closing, broken off (incomplete), or failed (error).
 */
export const EndReason = z.enum(['finished', 'user', 'answer-cap', 'conversation-cap', 'project-cap', 'deleted', 'app-closing', 'incomplete', 'error'])
export type EndReason = z.infer<typeof EndReason>

/**
 * #33: the one cost record of an answer, made by the answer runner at the answer's end and read by every
 * figure (the answer line, conversation totals, compare, batches, the leaderboard, the guard, the ledger).
 * `counted`: the tokens were counted here (the request as sent, the answer's text) because the stream
 * reported none (the spec promises no usage in a stream); `billed`: the service's own figures (a usage
 * chunk's tokens, or, with `fromBill`, the answer's exact share of the day's bill). `cost` is the tokens
 * at the model's fitted prices of the answer's UTC day (or the bill's share); null while the model has no
 * fitted price. A continued answer's record holds both requests (each was billed).
 */
export const AnswerCost = TokenUsage.extend({
  source: z.enum(['counted', 'billed']),
  /** USD decimal string; null: no fitted price for the model yet. */
  cost: z.string().nullable(),
  /** The cost is the answer's share of the service's bill (reconciled), not an estimate. */
  fromBill: z.boolean().default(false),
})
export type AnswerCost = z.infer<typeof AnswerCost>

export const ChatMessage = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  createdAt: z.string(),
  model: z.string().nullable(),
  status: MessageStatus,
  usage: TokenUsage.nullable(),
  error: AppError.nullable(),
  /** Why a stream ended without `[DONE]`: cut, stalled, network... */
  incompleteReason: IncompleteReason.nullable(),
  metrics: AnswerMetrics.nullable().default(null),
  /** The answer was carried on by "Continue" after it ended incomplete or stopped: content is partial + continuation. */
  continued: z.boolean().default(false),
  /** Compare runs: which column (0–3) this answer belongs to; null in ordinary chats. */
  column: z.number().int().min(0).max(3).nullable().default(null),
  /** #33: the answer's tokens and cost (null: not ended yet, or nothing could be counted). */
  cost: AnswerCost.nullable().default(null),
  /** #33: why the answer ended (null: a user message, one streaming now, or one saved before #33). */
  endReason: EndReason.nullable().default(null),
  /** #34: brought from another app by an import (its cost was not spent here). */
  imported: z.boolean().optional(),
})
export type ChatMessage = z.infer<typeof ChatMessage>

export const ChatParams = z.object({
  model: z.string().min(1),
  systemPrompt: z.string().max(200_000).default(''),
  /** Sent as `max_completion_tokens` only. */
  maxOutputTokens: z.number().int().positive().max(1_000_000).nullable().default(null),
  /** Sent only when set. */
  temperature: z.number().min(0).max(2).nullable().default(null),
})
export type ChatParams = z.infer<typeof ChatParams>

export const Conversation = z.object({
  id: z.string(),
  title: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  params: ChatParams,
  /** 'compare': one prompt sent to several models (`compareModels`), answers in columns. */
  kind: z.enum(['chat', 'compare']).default('chat'),
  compareModels: z.array(z.string()).max(4).default([]),
  /** #39: a compare run started blind (names, speed and cost hidden until its vote); chosen at its start, kept. Absent: not blind. */
  blind: z.boolean().optional(),
  /** The branch shown: every message from the first to the leaf. */
  messages: z.array(ChatMessage),
  /**
   * #34: branches. For each shown message that has siblings (other answers to the same message, or
   * other versions of an edited message), every sibling's ID in the order they were written, this
   * one included. Absent or empty: the conversation has one branch.
   */
  siblings: z.record(z.string(), z.array(z.string())).optional(),
  /** #34: imported from another app: which, and when it started there. */
  origin: ConversationOrigin.optional(),
  /** #35: the project it belongs to (null: none) and its tags; its answers inherit both. */
  projectId: z.string().nullable().optional(),
  tags: z.array(z.string()).optional(),
  /** #36: continued from another conversation with a summary (`exists`: that one is still there). */
  forkedFrom: z.object({ id: z.string(), title: z.string(), exists: z.boolean() }).optional(),
  /** #36: the new chats this one was continued in. */
  continuedIn: z.array(z.object({ id: z.string(), title: z.string() })).optional(),
})
export type Conversation = z.infer<typeof Conversation>

export const ConversationSummary = Conversation.pick({ id: true, title: true, createdAt: true, updatedAt: true, kind: true, blind: true, origin: true, projectId: true, tags: true }).extend({
  messageCount: z.number().int(),
  model: z.string(),
  preview: z.string(),
})
export type ConversationSummary = z.infer<typeof ConversationSummary>

/** One page of the conversation list, newest first; `nextCursor` null at the end. */
export const ConversationPage = z.object({ items: z.array(ConversationSummary), nextCursor: z.string().nullable() })
export type ConversationPage = z.infer<typeof ConversationPage>

/** What per-model figures read of a finished answer. */
export type AnswerFigures = Pick<ChatMessage, 'role' | 'model' | 'status' | 'metrics'>
