import { useQueryClient } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import { longConversation } from '../../../../shared/advice/long-conversation'
import type { ChatMessage, Conversation } from '../../../../shared/domain/conversation'
import type { AppError } from '../../../../shared/domain/errors'
import { ErrorNotice } from '../../components/ErrorNotice'
import { Money } from '../../components/Money'
import { forkWithSummary, usePickerModels } from '../../queries/advice'
import { useChatStore } from '../../stores/chat'
import { usePreflight } from '../guard/usePreflight'
import { cheapestFitted, contextCost } from './long-context'
import './advice.css'

const count = (n: number) => n.toLocaleString('en-US')

/** Where a conversation came from, and where it went on (#36: continued in a new chat with a summary). */
function Links({ conversation }: { conversation: Conversation }) {
  const select = useChatStore((s) => s.select)
  const from = conversation.forkedFrom
  const into = conversation.continuedIn ?? []
  if (!from && into.length === 0) return null
  return (
    <p className="chat-forked small muted">
      {from &&
        (from.exists ? (
          <>
            Continued from{' '}
            <button type="button" className="btn-link" onClick={() => select(from.id)}>
              “{from.title}”
            </button>{' '}
            with a summary.
          </>
        ) : (
          <>Continued from “{from.title}” (since deleted) with a summary.</>
        ))}
      {into.map((c) => (
        <span key={c.id}>
          {' '}
          Continued in{' '}
          <button type="button" className="btn-link" onClick={() => select(c.id)}>
            “{c.title}”
          </button>
          .
        </span>
      ))}
    </p>
  )
}

/**
 * #36: once a conversation's input per message passes the threshold (20,000 tokens, or 5× its first), the
 * header says what each message now costs in context alone, and offers to continue in a new chat with a
 * summary written by a model the user picks (the cheapest fitted one first), through main's runner.
 */
export function LongContextNotice({ conversation, messages, busy }: { conversation: Conversation; messages: readonly ChatMessage[]; busy: boolean }) {
  const long = useMemo(() => longConversation(messages), [messages])
  const picker = usePickerModels()
  const client = useQueryClient()
  const preflight = usePreflight()
  const select = useChatStore((s) => s.select)
  const id = useId()
  const [picked, setPicked] = useState<string | null>(null)
  const [starting, setStarting] = useState(false)
  const [error, setError] = useState<AppError | null>(null)
  const models = useMemo(() => (picker.data?.models ?? []).filter((m) => !m.comingSoon && !m.retired), [picker.data])
  const model = picked ?? cheapestFitted(models) ?? conversation.params.model

  if (!long) return <Links conversation={conversation} />
  const priced = models.find((m) => m.id === (long.model ?? conversation.params.model))
  const perMessage = contextCost(long.inputTokens, priced)
  const go = async () => {
    setStarting(true)
    setError(null)
    try {
      const outcome = await preflight.run({ kind: 'summary', conversationId: conversation.id, model }, 'summary', (confirmed) => forkWithSummary(client, { conversationId: conversation.id, model, confirmed }))
      if (outcome?.ok) select(outcome.conversationId)
      else if (outcome && !outcome.ok) setError(outcome.error)
    } finally {
      setStarting(false)
    }
  }
  return (
    <>
      <Links conversation={conversation} />
      <div className="notice notice-warning long-context" role="note" aria-label="Long conversation">
        <p className="long-context-words">
          <strong>Long conversation.</strong> Each message now sends {count(long.inputTokens)} tokens of context
          {long.reason === 'growth' ? ` (${Math.round(long.inputTokens / Math.max(1, long.firstInputTokens))}× its first)` : ''}: about{' '}
          {perMessage === null ? <span title="This model has no fitted price yet">an unknown amount (no price yet)</span> : <Money value={perMessage} label="Context cost per message" significant={3} />} a
          message in context alone. A new chat with a summary starts small again.
        </p>
        <label htmlFor={`${id}-model`} className="small">
          Summary by
        </label>
        <select id={`${id}-model`} value={model} onChange={(e) => setPicked(e.target.value)} disabled={starting || busy}>
          {(models.some((m) => m.id === model) ? models : [{ id: model }, ...models]).map((m) => (
            <option key={m.id} value={m.id}>
              {m.id}
            </option>
          ))}
        </select>
        <button type="button" className="btn-small btn-primary" onClick={() => void go()} disabled={starting || busy}>
          {starting ? 'Starting…' : 'Continue in a new chat with a summary'}
        </button>
      </div>
      {error && <ErrorNotice error={error} title="The summary did not start" />}
      {preflight.dialog}
    </>
  )
}
