import type { QueryClient } from '@tanstack/react-query'
import type { ChatMessage, ChatParams, Conversation } from '../../../../../shared/domain/conversation'
import type { AppError } from '../../../../../shared/domain/errors'
import { tally, unwrap } from '../../../ipc'
import { queryKeys } from '../../../queries/keys'
import { newRequestId, settleAfter, stopChat, trackRequest, unexpectedError } from '../streaming'

export type CompareOutcome = { ok: true; conversationId: string } | { ok: false; error: AppError }

/**
 * One prompt to 2–4 models. Every column streams through the chat pane's live buffers (one per
 * request, committed at most once per frame for all of them together), subscribed before main
 * starts the columns: the renderer picks the request IDs.
 */
export async function startCompare(client: QueryClient, args: { prompt: string; models: string[]; params: ChatParams }): Promise<CompareOutcome> {
  const startedAt = new Date().toISOString()
  const requestIds = args.models.map(() => newRequestId())
  const tracked = requestIds.map((id) => trackRequest(id, '', startedAt))
  let result
  try {
    result = await unwrap(tally.compare.start({ prompt: args.prompt, models: args.models, params: args.params, requestIds }))
  } catch (err) {
    for (const t of tracked) t.cancel()
    return { ok: false, error: unexpectedError(err, 'compare:start') }
  }
  const { conversationId } = result
  for (const column of result.columns) {
    const t = tracked[column.column]
    if (!t) continue
    t.accept({ messageId: column.messageId, conversationId })
    settleAfter(client, t, column.requestId, () => conversationId)
  }
  await client.prefetchQuery({ queryKey: queryKeys.conversation(conversationId), queryFn: () => unwrap(tally.conversations.get({ id: conversationId })) }).catch(() => undefined)
  void client.invalidateQueries({ queryKey: queryKeys.conversationsAll })
  return { ok: true, conversationId }
}

/** Retry in one column: a fresh answer replaces that column's (the others are left alone). */
export async function retryColumn(client: QueryClient, conversationId: string, column: number): Promise<{ ok: true } | { ok: false; error: AppError }> {
  const requestId = newRequestId()
  const startedAt = new Date().toISOString()
  const tracked = trackRequest(requestId, conversationId, startedAt)
  let ids
  try {
    ids = await unwrap(tally.compare.retry({ conversationId, column, requestId }))
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
  settleAfter(client, tracked, requestId, () => conversationId)
  return { ok: true }
}

function placeholder(old: ChatMessage, id: string, at: string): ChatMessage {
  return { ...old, id, content: '', createdAt: at, status: 'streaming', usage: null, error: null, incompleteReason: null, metrics: null, continued: false }
}

/** Esc in a compare run: every column still streaming stops. */
export function stopAll(requestIds: readonly string[]): void {
  for (const id of requestIds) void stopChat(id)
}
