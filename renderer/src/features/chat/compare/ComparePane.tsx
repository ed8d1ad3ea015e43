import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useState } from 'react'
import type { Conversation } from '../../../../../shared/domain/conversation'
import type { AppError } from '../../../../../shared/domain/errors'
import { ErrorNotice } from '../../../components/ErrorNotice'
import { appErrorOf } from '../../../queries/errors'
import { retryColumn, stopAll, stopChat } from '../../../queries/answers'
import { usePreflight } from '../../guard/usePreflight'
import { continueWithColumn } from '../../../queries/compare'
import { type LiveAnswersSnapshot, useLiveAnswers } from '../../../queries/live-answers'
import { useChatStore } from '../../../stores/chat'
import { DeleteConversationDialog } from '../DeleteConversationDialog'
import { UserText } from '../MessageItem'
import { CompareColumn } from './CompareColumn'
import { TotalCost } from '../AnswerCostLine'
import { useBlindRun } from './useBlindRun'
import { BlindVoteBar } from './BlindVoteBar'
import { t } from '../../../i18n'
import './compare.css'
import { shownTitle } from '../shown-title'

/** A saved compare run: the prompt once, then one column per model (stacked on narrow windows). */
export function ComparePane({ conversation }: { conversation: Conversation }) {
  const client = useQueryClient()
  const select = useChatStore((s) => s.select)
  const openCompareSetup = useChatStore((s) => s.openCompareSetup)
  // Only which requests of this run still stream (not their text): the columns read their own buffers.
  const liveIds = useLiveAnswers(
    useCallback(
      (live: LiveAnswersSnapshot) =>
        Object.values(live)
          .filter((b) => b.conversationId === conversation.id && b.terminal === null)
          .map((b) => b.requestId)
          .join(' '),
      [conversation.id],
    ),
  )
  const running = useMemo(() => (liveIds ? liveIds.split(' ') : []), [liveIds])
  const [error, setError] = useState<AppError | null>(null)
  const [continuing, setContinuing] = useState(false)
  const [confirmDelete, setConfirmDelete] = useState(false)

  const prompt = conversation.messages.find((m) => m.role === 'user')
  const columns = conversation.messages.filter((m) => m.role === 'assistant').sort((a, b) => (a.column ?? 0) - (b.column ?? 0))
  // #27: blind runs show the columns shuffled under letters until the vote.
  const blind = useBlindRun(conversation, columns)

  // Esc stops every column, wherever the focus is in the window.
  useEffect(() => {
    if (running.length === 0) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) stopAll(running)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [running])

  // #33: a column run again asks the one preflight first, as any run does.
  const preflight = usePreflight()
  const { run } = preflight
  const onRetry = useCallback(
    (column: number) => {
      setError(null)
      void run({ kind: 'compare-retry', conversationId: conversation.id, column }, 'column', (confirmed) => retryColumn(client, conversation.id, column, confirmed)).then(
        (r) => r && !r.ok && setError(r.error),
      )
    },
    [client, conversation.id, run],
  )
  const onStop = useCallback((requestId: string) => void stopChat(requestId), [])
  const onContinueWith = useCallback(
    (column: number) => {
      setError(null)
      setContinuing(true)
      continueWithColumn(client, { conversationId: conversation.id, column })
        .then((chat) => select(chat.id))
        .catch((err: unknown) => setError(appErrorOf(err)))
        .finally(() => setContinuing(false))
    },
    [client, conversation.id, select],
  )

  return (
    <section className="chat-pane compare-pane" aria-labelledby="chat-title">
      <header className="chat-header">
        <div className="chat-title-row">
          <h2 id="chat-title" className="chat-title" title={shownTitle(conversation.title)}>
            <span className="tag tag-compare">{t('chat.list.compareTag')}</span> <bdi>{shownTitle(conversation.title)}</bdi>
          </h2>
          <div className="row chat-title-actions">
            {blind.on && (
              <span className="tag tag-blind" title={t('compare.pane.blindHint')}>
                {t('compare.pane.blindRun')}
              </span>
            )}
            {!blind.hidden && <TotalCost messages={conversation.messages} label={t('compare.pane.totalLabel')} prefix={`${t('chat.header.totalPrefix')} `} />}
            <button
              type="button"
              className="btn-small"
              onClick={() => openCompareSetup(conversation.compareModels, prompt?.content ?? '')}
              title={t('compare.pane.rerunHint')}
            >
              {t('compare.pane.rerun')}
            </button>
            {running.length > 0 && (
              <button type="button" className="btn-stop btn-small" onClick={() => stopAll(running)}>
                {t('compare.pane.stopAll')}
              </button>
            )}
            <button type="button" className="btn-ghost btn-small btn-danger" onClick={() => setConfirmDelete(true)}>
              {t('chat.header.delete')}
            </button>
          </div>
        </div>
        <p className="muted small compare-sub">
          {t('compare.pane.sub', { count: columns.length })}
          {running.length > 0 ? ` · ${t('compare.pane.escStops')}` : ''}
          {` · ${blind.hidden ? t('compare.pane.blindSub') : t('compare.pane.estimatesSub')}`}
        </p>
        {confirmDelete && (
          <DeleteConversationDialog
            conversation={conversation}
            onClose={() => setConfirmDelete(false)}
            description={t('compare.pane.deleteDescription', { count: columns.length })}
            confirmLabel={t('compare.pane.deleteConfirm')}
          />
        )}
      </header>

      <div className="compare-scroll" role="region" aria-label={t('compare.pane.region')} tabIndex={0}>
        {prompt && (
          <article className="msg msg-user compare-prompt" aria-label={t('compare.pane.prompt')}>
            <UserText text={prompt.content} />
          </article>
        )}
        {error && <ErrorNotice error={error} title={t('compare.pane.failed')} />}
        {blind.on && blind.loaded && <BlindVoteBar conversationId={conversation.id} columns={blind.columns} vote={blind.vote} running={running.length > 0 || columns.some((m) => m.status === 'streaming')} />}
        <div className="compare-columns" data-columns={columns.length}>
          {blind.order.map((i) => {
            const m = columns[i]!
            const label = blind.on ? blind.columns.find((c) => c.index === i)?.label : undefined
            return (
              <CompareColumn
                key={m.id}
                stored={m}
                index={i}
                onRetry={onRetry}
                onStop={onStop}
                onContinueWith={onContinueWith}
                continuing={continuing}
                {...(label ? { blind: { label, hidden: blind.hidden } } : {})}
              />
            )
          })}
        </div>
      </div>
      {preflight.dialog}
    </section>
  )
}
