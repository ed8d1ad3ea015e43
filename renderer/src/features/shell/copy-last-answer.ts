import type { QueryClient } from '@tanstack/react-query'
import { fetchConversation, latestConversationId } from '../../queries/chat'
import { useChatStore } from '../../stores/chat'
import { copyText } from '../../components/clipboard'
import { localNotices } from './local-notices'
import { t } from '../../i18n'
import { formatCount } from '../../../../shared/i18n/format'

/**
 * Ctrl/Cmd+Shift+C: copies the last finished answer (its markdown) of the open conversation, or
 * of the most recent one when none is open, and says what happened.
 */
export async function copyLastAnswer(client: QueryClient): Promise<void> {
  const say = (message: string, level: 'info' | 'warning' = 'info') => localNotices.emit({ level, message })
  try {
    const id = useChatStore.getState().selectedId ?? (await latestConversationId())
    if (!id) return say(t('frame.copy.none'))
    const conversation = await fetchConversation(client, id)
    const answer = conversation.messages.findLast((m) => m.role === 'assistant' && m.status !== 'streaming' && m.content.trim() !== '')
    if (!answer) return say(t('frame.copy.none'))
    if (await copyText(answer.content)) say(t('frame.copy.done', { count: answer.content.length, characters: formatCount(answer.content.length) }))
    else say(t('frame.copy.noClipboard'), 'warning')
  } catch {
    say(t('frame.copy.unreadable'), 'warning')
  }
}
