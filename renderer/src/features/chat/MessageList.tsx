import { useEffect, useLayoutEffect, useRef } from 'react'
import type { ChatMessage } from '../../../../shared/domain/conversation'
import { EmptyState } from '../../components/EmptyState'
import { useChatStore } from '../../stores/chat'
import { t } from '../../i18n'
import { formatCount } from '../../../../shared/i18n/format'
import { type MessageHandlers, MessageItem } from './MessageItem'
import { useMessageWindow } from './useMessageWindow'
import type { useStickToBottom } from './useStickToBottom'

/** How long a message opened from search stays marked. */
const FOUND_MS = 2500

interface Props {
  conversationId: string
  messages: readonly ChatMessage[]
  /** The message the live answer is written into, while it streams. */
  liveId: string | null
  streaming: boolean
  busy: boolean
  editingId: string | null
  lastAnswerId: string | null
  model: string
  handlers: MessageHandlers
  /** #34: each shown message's versions (Conversation.siblings). */
  siblings?: Readonly<Record<string, readonly string[]>> | undefined
  /** The scroll area: follows the answer while the user is at the bottom. */
  scroll: ReturnType<typeof useStickToBottom>
}

/** The messages of a conversation in their scroll area; a search result opened here is scrolled to and marked. */
export function MessageList({ conversationId, messages, liveId, streaming, busy, editingId, lastAnswerId, model, handlers, siblings, scroll }: Props) {
  const { ref, onScroll, release } = scroll
  const jumpTo = useChatStore((s) => (s.jumpTo?.conversationId === conversationId ? s.jumpTo.messageId : null))
  const clearJump = useChatStore((s) => s.clearJump)
  // Long conversations render their latest messages first; earlier ones on request (or when a search result is among them).
  const { start: shownFrom, showEarlier, sentinel: earlierRef } = useMessageWindow(messages.length, jumpTo === null ? -1 : messages.findIndex((m) => m.id === jumpTo), ref)
  const foundTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(foundTimer.current), [])
  useLayoutEffect(() => {
    const el = jumpTo ? ref.current?.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(jumpTo)}"]`) : null
    if (!el) return
    release()
    el.scrollIntoView?.({ block: 'center' })
    el.dataset.found = 'true'
    clearJump()
    clearTimeout(foundTimer.current)
    foundTimer.current = setTimeout(() => delete el.dataset.found, FOUND_MS)
  }, [jumpTo, clearJump, release, ref])

  return (
    <div className="chat-scroll" ref={ref} role="region" aria-label={t('chat.messages')} tabIndex={0} onScroll={onScroll}>
      {messages.length === 0 ? (
        <EmptyState title={t('chat.noMessages')}>{t('chat.noMessagesHint')}</EmptyState>
      ) : (
        <>
          {shownFrom > 0 && (
            <button type="button" ref={earlierRef} className="btn-ghost btn-small chat-earlier" onClick={showEarlier}>
              {t('chat.showEarlier', { count: formatCount(shownFrom) })}
            </button>
          )}
          {messages.slice(shownFrom).map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              live={message.id === liveId && streaming}
              isLastAssistant={message.id === lastAnswerId}
              busy={busy}
              editing={message.id === editingId}
              model={model}
              handlers={handlers}
              siblings={siblings?.[message.id]}
            />
          ))}
        </>
      )}
    </div>
  )
}
