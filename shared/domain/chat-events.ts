import { z } from 'zod'
import { AppError } from './errors'
import { AnswerCost, AnswerMetrics, EndReason, StreamIncompleteReason, TokenUsage } from './conversation'
import { TERMINAL_KINDS } from './terminal-kinds'

const Base = z.object({ requestId: z.string(), conversationId: z.string(), messageId: z.string(), seq: z.number().int().nonnegative() })
/** #33: every terminal event says why the answer ended and carries its one cost record (null: nothing to count). */
const End = Base.extend({ endReason: EndReason, cost: AnswerCost.nullable() })

/**
 * Streamed to the renderer on the `chat` channel. `delta` carries only new text (never the
 * whole message again). Exactly one terminal event ends a request: done, incomplete, stopped or error,
 * with the reason it ended and the answer's cost record.
 */
export const ChatEvent = z.discriminatedUnion('kind', [
  Base.extend({ kind: z.literal('delta'), text: z.string() }),
  Base.extend({ kind: z.literal('usage'), usage: TokenUsage }),
  /** Sent once, just before the terminal event. */
  Base.extend({ kind: z.literal('metrics'), metrics: AnswerMetrics }),
  End.extend({ kind: z.literal('done') }),
  End.extend({ kind: z.literal('incomplete'), reason: StreamIncompleteReason, error: AppError.nullable() }),
  End.extend({ kind: z.literal('stopped') }),
  End.extend({ kind: z.literal('error'), error: AppError }),
])
export type ChatEvent = z.infer<typeof ChatEvent>

/** The events that end a request: exactly one per request. */
export const TerminalKind = z.enum(TERMINAL_KINDS)
export type TerminalKind = z.infer<typeof TerminalKind>
export type TerminalEvent = Extract<ChatEvent, { kind: TerminalKind }>

/** A terminal event without its request fields: what a stream's end hands to the request's events. */
export type Terminal = TerminalEvent extends infer E ? (E extends TerminalEvent ? Omit<E, 'requestId' | 'conversationId' | 'messageId' | 'seq'> : never) : never
