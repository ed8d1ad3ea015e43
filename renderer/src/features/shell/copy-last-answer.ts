import type { QueryClient } from '@tanstack/react-query'
import { fetchConversation, latestConversationId } from '../../queries/chat'
import { useChatStore } from '../../stores/chat'
import { copyText } from '../../components/clipboard'
import { localNotices } from './local-notices'

/**
 * Ctrl/Cmd+Shift+C: copies the last finished answer (its markdown) of the open conversation, or
 * of the most recent one when none is open, and says what happened.
 */
export async function copyLastAnswer(client: QueryClient): Promise<void> {
  const say = (message: string, level: 'info' | 'warning' = 'info') => localNotices.emit({ level, message })
  try {
    const id = useChatStore.getState().selectedId ?? (await latestConversationId())
    if (!id) return say('There is no answer to copy yet.')
    const conversation = await fetchConversation(client, id)
    const answer = conversation.messages.findLast((m) => m.role === 'assistant' && m.status !== 'streaming' && m.content.trim() !== '')
    if (!answer) return say('There is no answer to copy yet.')
    if (await copyText(answer.content)) say(`Copied the last answer (${answer.content.length.toLocaleString('en-US')} characters).`)
    else say('Could not copy the answer: the clipboard is not available.', 'warning')
  } catch {
    say('Could not read the conversation to copy its last answer.', 'warning')
  }
}
