import type { ChatEvent, TerminalEvent } from '../../../shared/domain/chat-events'
import { isTerminal } from '../../../shared/domain/terminal-kinds'
import type { AnswerMetrics, ChatMessage, IncompleteReason, MessageStatus, TokenUsage } from '../../../shared/domain/conversation'
import type { AppError } from '../../../shared/domain/errors'

export { isTerminal, type TerminalEvent }

/** The answer of one running request as it streams in (by requestId). */
export interface LiveBuffer {
  readonly requestId: string
  readonly conversationId: string
  /** The assistant message being written; known from `chat.start`'s result or the first event. */
  readonly messageId: string | null
  /** When the request was started (ISO); shown until the stored message is fetched. */
  readonly startedAt: string
  /** Continue: the answer's partial text the streamed text is appended to (events carry only new text). */
  readonly prefix: string
  readonly text: string
  /** The seq of the next event to apply; events are applied strictly in seq order. */
  readonly nextSeq: number
  /** Events that arrived ahead of a missing one, sorted by seq. */
  readonly pending: readonly ChatEvent[]
  readonly usage: TokenUsage | null
  readonly metrics: AnswerMetrics | null
  /** Set once the one terminal event has been applied; nothing is applied after it. */
  readonly terminal: TerminalEvent | null
}

export function createBuffer(requestId: string, conversationId: string, startedAt: string, prefix = ''): LiveBuffer {
  return { requestId, conversationId, messageId: null, startedAt, prefix, text: '', nextSeq: 0, pending: [], usage: null, metrics: null, terminal: null }
}

/** Compare runs: the conversation is known only once main has created it. */
export function withConversationId(buffer: LiveBuffer, conversationId: string): LiveBuffer {
  return buffer.conversationId === conversationId ? buffer : { ...buffer, conversationId }
}

/** Records the message ID `chat.start` answered with. */
export function withMessageId(buffer: LiveBuffer, messageId: string): LiveBuffer {
  return buffer.messageId === messageId ? buffer : { ...buffer, messageId }
}

function applyInOrder(buffer: LiveBuffer, event: ChatEvent): LiveBuffer {
  const base = { ...buffer, nextSeq: event.seq + 1, messageId: buffer.messageId ?? event.messageId }
  switch (event.kind) {
    case 'delta':
      return { ...base, text: buffer.text + event.text }
    case 'usage':
      return { ...base, usage: event.usage }
    case 'metrics':
      return { ...base, metrics: event.metrics }
    default:
      return { ...base, terminal: event, pending: [] }
  }
}

function drain(buffer: LiveBuffer): LiveBuffer {
  let current = buffer
  while (!current.terminal) {
    const [next, ...rest] = current.pending
    if (!next || next.seq !== current.nextSeq) break
    current = applyInOrder({ ...current, pending: rest }, next)
  }
  return current
}

/**
 * Applies one `chat` event. Events of other requests, duplicates (seq already applied or
 * already pending) and anything after the terminal event are ignored (the same buffer is
 * returned). An event ahead of a missing seq waits in `pending` until the gap is filled.
 */
export function applyEvent(buffer: LiveBuffer, event: ChatEvent): LiveBuffer {
  if (event.requestId !== buffer.requestId || buffer.terminal) return buffer
  if (event.seq < buffer.nextSeq) return buffer
  if (event.seq > buffer.nextSeq) {
    if (buffer.pending.some((e) => e.seq === event.seq)) return buffer
    const pending = [...buffer.pending, event].sort((a, b) => a.seq - b.seq)
    return { ...buffer, pending }
  }
  return drain(applyInOrder(buffer, event))
}

/**
 * Applies whatever is pending in seq order, skipping missing events. Used when a terminal
 * event has waited too long for a gap that is never going to be filled.
 */
export function forceDrain(buffer: LiveBuffer): LiveBuffer {
  let current = buffer
  for (const event of buffer.pending) {
    if (current.terminal) break
    current = applyInOrder({ ...current, pending: current.pending.filter((e) => e !== event) }, event)
  }
  return current
}

export function hasPendingTerminal(buffer: LiveBuffer): boolean {
  return buffer.pending.some(isTerminal)
}

const STATUS: Record<TerminalEvent['kind'], Exclude<MessageStatus, 'streaming'>> = {
  done: 'complete',
  incomplete: 'incomplete',
  stopped: 'stopped',
  error: 'error',
}

/** The message as the live buffer shows it, over the stored message (or a stand-in). */
export function liveMessage(buffer: LiveBuffer, stored: ChatMessage | undefined, model: string | null): ChatMessage {
  const terminal = buffer.terminal
  let error: AppError | null = null
  let incompleteReason: IncompleteReason | null = null
  if (terminal?.kind === 'error') error = terminal.error
  if (terminal?.kind === 'incomplete') {
    error = terminal.error
    incompleteReason = terminal.reason
  }
  return {
    id: buffer.messageId ?? `live-${buffer.requestId}`,
    role: 'assistant',
    createdAt: stored?.createdAt ?? buffer.startedAt,
    model: stored?.model ?? model,
    content: buffer.prefix + buffer.text,
    status: terminal ? STATUS[terminal.kind] : 'streaming',
    usage: buffer.usage ?? stored?.usage ?? null,
    error,
    incompleteReason,
    metrics: buffer.metrics ?? stored?.metrics ?? null,
    continued: buffer.prefix.length > 0 || (stored?.continued ?? false),
    column: stored?.column ?? null,
    // #33: the terminal event carries the answer's cost record and why it ended: known the moment it ends.
    cost: terminal ? terminal.cost : null,
    endReason: terminal ? terminal.endReason : null,
  }
}
