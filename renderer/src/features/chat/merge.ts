import type { ChatMessage } from '../../../../shared/domain/conversation'
import { type LiveBuffer, liveMessage } from '../../queries/live-buffer'

/**
 * The messages to show: the stored ones, with the streaming answer taken from the live buffer
 * (appended when the stored conversation does not have its placeholder yet).
 */
export function withLive(messages: readonly ChatMessage[], live: LiveBuffer | undefined, model: string): { messages: readonly ChatMessage[]; liveId: string | null } {
  if (!live?.messageId) return { messages, liveId: null }
  const index = messages.findIndex((m) => m.id === live.messageId)
  const shown = liveMessage(live, messages[index], model)
  if (index === -1) return { messages: [...messages, shown], liveId: shown.id }
  return { messages: messages.with(index, shown), liveId: shown.id }
}

/** The ID of the message "Regenerate" applies to: the last message, when it is an answer. */
export function lastAssistantId(messages: readonly ChatMessage[]): string | null {
  const last = messages.at(-1)
  return last?.role === 'assistant' ? last.id : null
}

export function lastUserId(messages: readonly ChatMessage[]): string | null {
  return messages.findLast((m) => m.role === 'user')?.id ?? null
}
