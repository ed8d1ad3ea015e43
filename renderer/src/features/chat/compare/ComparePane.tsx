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
import './compare.css'

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
          <h2 id="chat-title" className="chat-title" title={conversation.title}>
            <span className="tag tag-compare">Compare</span> {conversation.title}
          </h2>
          <div className="row chat-title-actions">
            {blind.on && (
              <span className="tag tag-blind" title="Started blind: names, speed and cost stay hidden until you vote">
                Blind run
              </span>
            )}
            {!blind.hidden && <TotalCost messages={conversation.messages} label="Estimated cost of this compare run" prefix="Est. total " />}
            <button
              type="button"
              className="btn-small"
              onClick={() => openCompareSetup(conversation.compareModels, prompt?.content ?? '')}
              title="Send the same prompt again, to the same or other models (a new compare run)"
            >
              Re-run…
            </button>
            {running.length > 0 && (
              <button type="button" className="btn-stop btn-small" onClick={() => stopAll(running)}>
                Stop all
              </button>
            )}
            <button type="button" className="btn-ghost btn-small btn-danger" onClick={() => setConfirmDelete(true)}>
              Delete
            </button>
          </div>
        </div>
        <p className="muted small compare-sub">
          {columns.length} models, one prompt{running.length > 0 ? ' · Esc stops all' : ''}
          {blind.hidden ? ' · blind: names, speed and cost are hidden until you vote' : ' · costs are estimates from your usage history'}
        </p>
        {confirmDelete && (
          <DeleteConversationDialog
            conversation={conversation}
            onClose={() => setConfirmDelete(false)}
            description={`This compare run and its ${columns.length} answers are removed from this computer. This cannot be undone.`}
            confirmLabel="Delete compare run"
          />
        )}
      </header>

      <div className="compare-scroll" role="region" aria-label="Compare run" tabIndex={0}>
        {prompt && (
          <article className="msg msg-user compare-prompt" aria-label="Your prompt">
            <UserText text={prompt.content} />
          </article>
        )}
        {error && <ErrorNotice error={error} title="That did not work" />}
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
