import type { ChatMessage } from '../../../shared/domain/conversation'
import type { ConversationStore } from '../chat/conversation-store'
import { buildChatRequest } from '../answers/request-body'
import type { SentMessage } from '../tokens/count-answer-tokens'

/**
 * The request an answer was sent with, rebuilt from its conversation (system prompt, the turns before
 * it; for a compare column only that column's answers), and the answer's text: what the app counts
 * tokens from. Null when the conversation or the message is gone.
 */
export function ledgerRequestOf(store: Pick<ConversationStore, 'has' | 'get'>, conversationId: string, messageId: string): { messages: SentMessage[]; answerText: string } | null {
  if (!store.has(conversationId)) return null
  const conversation = store.get(conversationId)
  const index = conversation.messages.findIndex((m) => m.id === messageId)
  const answer = conversation.messages[index]
  if (!answer) return null
  const history: ChatMessage[] = conversation.messages.slice(0, index).filter((m) => m.role === 'user' || m.column === answer.column)
  const body = buildChatRequest(conversation.params, history)
  return { messages: body.messages.map((m) => ({ role: m.role, content: typeof m.content === 'string' ? m.content : '' })), answerText: answer.content }
}
