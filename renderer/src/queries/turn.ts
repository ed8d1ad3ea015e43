import type { ChatMessage, Conversation } from '../../../shared/domain/conversation'
import type { InvokeArgs } from '../../../shared/ipc/contract'
import { newMessage } from '../../../shared/chat/new-message'

/** What the user asked for: the turn fields of chat:start's arguments. */
export type TurnRequest = Pick<InvokeArgs<'chat:start'>, 'action' | 'content' | 'messageId'>

/**
 * What main just did to the history (see electron/services/chat/prepare-turn.ts), applied to
 * the cached conversation so the user's message and the streaming answer show at once. The
 * conversation is fetched again when the answer ends: the stored one is the source of truth.
 */
export function applyTurn(
  conversation: Conversation,
  turn: TurnRequest,
  ids: { userMessageId: string | null; messageId: string },
  at: string,
): Conversation {
  const model = conversation.params.model
  if (turn.action === 'continue') {
    // The last answer goes back to streaming; its partial text stays (the live buffer shows it first).
    return { ...conversation, messages: conversation.messages.map((m) => (m.id === ids.messageId ? { ...m, status: 'streaming', error: null, incompleteReason: null, continued: true } : m)) }
  }
  let messages: ChatMessage[] = conversation.messages
  if (turn.action === 'send' && ids.userMessageId) {
    messages = [...messages, newMessage({ id: ids.userMessageId, role: 'user', content: turn.content ?? '', createdAt: at, model, status: 'complete' })]
  } else if (turn.action === 'regenerate') {
    const lastUser = messages.findLastIndex((m) => m.role === 'user')
    messages = messages.slice(0, lastUser + 1)
  } else if (turn.action === 'edit') {
    const index = messages.findIndex((m) => m.id === turn.messageId)
    const original = messages[index]
    // #34: the new version is a new message (main keeps the old one as another branch).
    if (original) messages = [...messages.slice(0, index), { ...original, id: ids.userMessageId ?? original.id, content: turn.content ?? original.content, model }]
  }
  const placeholder = newMessage({ id: ids.messageId, role: 'assistant', content: '', createdAt: at, model, status: 'streaming' })
  return { ...conversation, messages: [...messages.filter((m) => m.id !== ids.messageId), placeholder] }
}
