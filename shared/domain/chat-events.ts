import { z } from 'zod'
import { AppError } from './errors'
import { AnswerMetrics, StreamIncompleteReason, TokenUsage } from './conversation'
import { TERMINAL_KINDS } from './terminal-kinds'

const Base = z.object({ requestId: z.string(), conversationId: z.string(), messageId: z.string(), seq: z.number().int().nonnegative() })

/**
 * Streamed to the renderer on the `chat` channel. `delta` carries only new text (never the
 * whole message again). Exactly one terminal event ends a request: done, incomplete, stopped or error.
 */
export const ChatEvent = z.discriminatedUnion('kind', [
  Base.extend({ kind: z.literal('delta'), text: z.string() }),
  Base.extend({ kind: z.literal('usage'), usage: TokenUsage }),
  /** Sent once, just before the terminal event. */
  Base.extend({ kind: z.literal('metrics'), metrics: AnswerMetrics }),
  Base.extend({ kind: z.literal('done') }),
  Base.extend({ kind: z.literal('incomplete'), reason: StreamIncompleteReason, error: AppError.nullable() }),
  Base.extend({ kind: z.literal('stopped') }),
  Base.extend({ kind: z.literal('error'), error: AppError }),
])
export type ChatEvent = z.infer<typeof ChatEvent>

/** The events that end a request: exactly one per request. */
export const TerminalKind = z.enum(TERMINAL_KINDS)
export type TerminalKind = z.infer<typeof TerminalKind>
export type TerminalEvent = Extract<ChatEvent, { kind: TerminalKind }>

/** A terminal event without its request fields: what a stream's end hands to the request's events. */
export type Terminal = TerminalEvent extends infer E ? (E extends TerminalEvent ? Omit<E, 'requestId' | 'conversationId' | 'messageId' | 'seq'> : never) : never
