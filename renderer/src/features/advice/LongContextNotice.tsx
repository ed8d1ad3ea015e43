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
import { formatCount } from '../../../../shared/i18n/format'
import { tRich } from '../../components/rich-message'
import { t } from '../../i18n'
import './advice.css'

const count = (n: number) => formatCount(n)

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
          tRich('advice.continuedFrom', {
            link: (
              <button type="button" className="btn-link" onClick={() => select(from.id)}>
                {t('advice.quoted', { title: from.title })}
              </button>
            ),
          })
        ) : (
          t('advice.continuedFromDeleted', { title: from.title })
        ))}
      {into.map((c) => (
        <span key={c.id}>
          {tRich('advice.continuedIn', {
            link: (
              <button type="button" className="btn-link" onClick={() => select(c.id)}>
                {t('advice.quoted', { title: c.title })}
              </button>
            ),
          })}
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
      <div className="notice notice-warning long-context" role="note" aria-label={t('advice.longLabel')}>
        <p className="long-context-words">
          <strong>{t('advice.longTitle')}</strong>{' '}
          {tRich(long.reason === 'growth' ? 'advice.longBodyGrowth' : 'advice.longBody', {
            count: count(long.inputTokens),
            times: count(Math.round(long.inputTokens / Math.max(1, long.firstInputTokens))),
            cost: perMessage === null ? <span title={t('advice.noFittedPrice')}>{t('advice.unknownAmount')}</span> : <Money value={perMessage} label={t('advice.contextCost')} significant={3} />,
          })}
        </p>
        <label htmlFor={`${id}-model`} className="small">
          {t('advice.summaryBy')}
        </label>
        <select id={`${id}-model`} value={model} onChange={(e) => setPicked(e.target.value)} disabled={starting || busy}>
          {(models.some((m) => m.id === model) ? models : [{ id: model }, ...models]).map((m) => (
            <option key={m.id} value={m.id}>
              {m.id}
            </option>
          ))}
        </select>
        <button type="button" className="btn-small btn-primary" onClick={() => void go()} disabled={starting || busy}>
          {starting ? t('advice.starting') : t('advice.continueWithSummary')}
        </button>
      </div>
      {error && <ErrorNotice error={error} title={t('advice.summaryFailed')} />}
      {preflight.dialog}
    </>
  )
}
