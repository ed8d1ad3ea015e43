import { useEffect, useRef, useState } from 'react'
import type { ChatMessage } from '../../../../shared/domain/conversation'
import { formatAmount } from '../../../../shared/money'
import { t } from '../../i18n'

/** What a screen reader hears when an answer ends: who answered, why it ended, and its cost. */
export function endAnnouncement(message: ChatMessage): string | null {
  if (message.endReason === null) return null
  const model = message.model ?? '—'
  const reason = t(`chat.end.${message.endReason}`)
  const cost = message.cost?.cost
  return cost ? t('chat.announce', { model, reason, cost: formatAmount(cost) }) : t('chat.announceNoCost', { model, reason })
}

/**
 * #37: the answer being written is aria-busy (MessageItem) and not a live region, so its deltas are
 * not read one by one; this polite status says once, when it ends, how it ended and what it cost.
 */
export function AnswerAnnouncer({ messages, liveId, streaming }: { messages: readonly ChatMessage[]; liveId: string | null; streaming: boolean }) {
  const waiting = useRef<string | null>(null)
  const [said, setSaid] = useState('')
  useEffect(() => {
    if (streaming && liveId !== null) waiting.current = liveId
    const id = waiting.current
    if (streaming || id === null) return
    const ended = messages.find((m) => m.id === id)
    const text = ended ? endAnnouncement(ended) : null
    if (text === null) return
    waiting.current = null
    setSaid(text)
  }, [messages, streaming, liveId])
  return (
    <p className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="answer-announcer">
      {said}
    </p>
  )
}
