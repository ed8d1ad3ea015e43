import { newConversationLabels } from '../stores/labels'
import type { QueryClient } from '@tanstack/react-query'
import { newMessage } from '../../../shared/chat/new-message'
import type { ChatMessage, ChatParams, Conversation } from '../../../shared/domain/conversation'
import type { AppError } from '../../../shared/domain/errors'
import { toAppError } from '../../../shared/error-core'
import { tally } from '../ipc'
import { appErrorOf, unwrap } from './errors'
import { queryKeys } from './keys'
import { liveAnswers } from './live-answers'
import { type TurnRequest, applyTurn } from './turn'

/**
 * Starting and stopping answers (single chats, compare runs, a compare column's retry). Each one
 * subscribes its requests' `chat` events in the live-answers store FIRST, then asks main to start
 * (so no early delta is lost); the answer streams into the store afterwards.
 */

export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

function unexpectedError(err: unknown, endpoint: string): AppError {
  return appErrorOf(err) ?? toAppError(err, endpoint)
}

export interface StartRequest extends TurnRequest {
  conversationId: string
  /** #33: the preflight's question was answered "send anyway". */
  confirmed?: boolean
}

export type StartOutcome = { ok: true; requestId: string } | { ok: false; error: AppError }

/**
 * Sends, regenerates, edits or continues. Resolves once main has accepted the request (the user
 * message is stored then); the answer streams into the live-answers store afterwards.
 */
export async function startChat(client: QueryClient, request: StartRequest): Promise<StartOutcome> {
  const { conversationId } = request
  const requestId = newRequestId()
  const startedAt = new Date().toISOString()
  // Continue: the partial text stays in front of what streams now.
  const prefix = request.action === 'continue' ? (client.getQueryData<Conversation>(queryKeys.conversation(conversationId))?.messages.at(-1)?.content ?? '') : ''
  const tracked = liveAnswers.track(requestId, conversationId, startedAt, prefix)

  let ids: { userMessageId: string | null; messageId: string }
  try {
    ids = await unwrap(
      tally.chat.start({
        requestId,
        conversationId,
        action: request.action,
        ...(request.content !== undefined ? { content: request.content } : {}),
        ...(request.messageId !== undefined ? { messageId: request.messageId } : {}),
        ...(request.confirmed ? { confirmed: true } : {}),
      }),
    )
  } catch (err) {
    tracked.cancel()
    return { ok: false, error: unexpectedError(err, 'chat:start') }
  }

  const buffer = tracked.accept(ids)
  if (buffer && !buffer.terminal) {
    client.setQueryData<Conversation>(queryKeys.conversation(conversationId), (c) => (c ? applyTurn(c, request, ids, startedAt) : c))
  }
  void client.invalidateQueries({ queryKey: queryKeys.conversationsAll })
  liveAnswers.settleAfter(client, tracked, requestId, () => conversationId)
  return { ok: true, requestId }
}

/** Stops a running answer (the Stop button and Esc). Main ends it with a `stopped` event. */
export async function stopChat(requestId: string): Promise<void> {
  const result = await unwrap(tally.chat.abort({ requestId })).catch(() => ({ aborted: false }))
  // Nothing was running in main: if no terminal event shows up, show what main stored.
  if (!result.aborted) liveAnswers.endIfSilent(requestId)
}

export type CompareOutcome = { ok: true; conversationId: string } | { ok: false; error: AppError }

/**
 * One prompt to 2–4 models. Every column streams through the live-answers store (one buffer per
 * request, committed together), subscribed before main starts the columns: the renderer picks the
 * request IDs.
 */
export async function startCompare(client: QueryClient, args: { prompt: string; models: string[]; params: ChatParams; confirmed?: boolean; blind?: boolean }): Promise<CompareOutcome> {
  const startedAt = new Date().toISOString()
  const requestIds = args.models.map(() => newRequestId())
  const tracked = requestIds.map((id) => liveAnswers.track(id, '', startedAt))
  let result
  try {
    const labels = newConversationLabels()
    result = await unwrap(tally.compare.start({ prompt: args.prompt, models: args.models, params: args.params, requestIds, ...(args.confirmed ? { confirmed: true } : {}), ...(args.blind ? { blind: true } : {}), ...(labels ? { labels } : {}) }))
  } catch (err) {
    for (const t of tracked) t.cancel()
    return { ok: false, error: unexpectedError(err, 'compare:start') }
  }
  const { conversationId } = result
  for (const column of result.columns) {
    const t = tracked[column.column]
    if (!t) continue
    t.accept({ messageId: column.messageId, conversationId })
    liveAnswers.settleAfter(client, t, column.requestId, () => conversationId)
  }
  await client.prefetchQuery({ queryKey: queryKeys.conversation(conversationId), queryFn: () => unwrap(tally.conversations.get({ id: conversationId })) }).catch(() => undefined)
  void client.invalidateQueries({ queryKey: queryKeys.conversationsAll })
  return { ok: true, conversationId }
}

/** Retry in one column: a fresh answer replaces that column's (the others are left alone). */
export async function retryColumn(client: QueryClient, conversationId: string, column: number, confirmed = false): Promise<{ ok: true } | { ok: false; error: AppError }> {
  const requestId = newRequestId()
  const startedAt = new Date().toISOString()
  const tracked = liveAnswers.track(requestId, conversationId, startedAt)
  let ids
  try {
    ids = await unwrap(tally.compare.retry({ conversationId, column, requestId, ...(confirmed ? { confirmed: true } : {}) }))
  } catch (err) {
    tracked.cancel()
    return { ok: false, error: unexpectedError(err, 'compare:retry') }
  }
  const buffer = tracked.accept({ messageId: ids.messageId })
  if (buffer && !buffer.terminal) {
    client.setQueryData<Conversation>(queryKeys.conversation(conversationId), (c) =>
      c ? { ...c, messages: c.messages.map((m) => (m.role === 'assistant' && m.column === column ? placeholder(m, ids.messageId, startedAt) : m)) } : c,
    )
  }
  liveAnswers.settleAfter(client, tracked, requestId, () => conversationId)
  return { ok: true }
}

function placeholder(old: ChatMessage, id: string, at: string): ChatMessage {
  return newMessage({ id, role: old.role, content: '', createdAt: at, model: old.model, status: 'streaming', column: old.column })
}

/** Esc in a compare run: every column still streaming stops. */
export function stopAll(requestIds: readonly string[]): void {
  for (const id of requestIds) void stopChat(id)
}
