import { memo, useLayoutEffect, useRef } from 'react'
import type { ChatMessage } from '../../../../../shared/domain/conversation'
import { useLiveAnswers } from '../../../queries/live-answers'
import { liveMessage } from '../../../queries/live-buffer'
import { AnswerText } from '../AnswerText'
import { ChatErrorNotice, IncompleteNotice, StoppedNotice } from '../MessageNotices'
import { StatusBadge } from '../MessageItem'
import { useCopy } from '../../../components/clipboard'
import { AnswerFigures } from './AnswerFigures'
import { AnswerMoney, AnswerTokens, TotalCost, wasRefused } from '../AnswerCostLine'
import { t } from '../../../i18n'

interface Props {
  /** The column's stored answer (the live buffer, when one streams into it, is shown over it). */
  stored: ChatMessage
  index: number
  onRetry(column: number): void
  onStop(requestId: string): void
  onContinueWith(column: number): void
  continuing: boolean
  /** #27 blind compare: the column's letter; `hidden` until the vote hides the model and its figures. */
  blind?: { label: string; hidden: boolean }
}

/**
 * One model's answer in a compare run, with the same honest states as a single chat: streaming,
 * incomplete, stopped, an error (a 429 with its countdown) in this column only. Subscribes to its
 * own live buffer only, so a commit re-renders the columns whose text grew.
 */
export const CompareColumn = memo(function CompareColumn({ stored, index, onRetry, onStop, onContinueWith, continuing, blind }: Props) {
  const buffer = useLiveAnswers((live) => {
    for (const b of Object.values(live)) if (b.messageId === stored.id) return b
    return undefined
  })
  const [copied, copy] = useCopy()
  const message = buffer ? liveMessage(buffer, stored, stored.model) : stored
  const live = buffer !== undefined && buffer.terminal === null
  const streaming = live || message.status === 'streaming'
  const hidden = blind?.hidden ?? false
  const model = hidden ? t('compare.column.hiddenModel', { label: blind!.label }) : (message.model ?? t('compare.column.unnamed', { number: index + 1 }))
  const column = stored.column ?? index
  // Each column follows its own answer while the user is at its bottom, like the chat pane.
  const bodyRef = useRef<HTMLDivElement>(null)
  const stick = useRef(true)
  useLayoutEffect(() => {
    const el = bodyRef.current
    if (el && stick.current && streaming) el.scrollTop = el.scrollHeight
  }, [message.content, streaming])

  return (
    <article
      className={`compare-column msg-status-${streaming ? 'streaming' : message.status}`}
      aria-label={hidden ? t('compare.column.answer', { label: blind!.label }) : t('chat.answerFrom', { model })}
      aria-busy={streaming}
      data-column={column}
      data-message-id={message.id}
    >
      <header className="compare-column-head">
        {blind && <span className="compare-column-letter" aria-hidden="true">{blind.label}</span>}
        <span className={hidden ? 'compare-column-model' : 'compare-column-model mono'}>{hidden ? t('compare.column.answer', { label: blind!.label }) : model}</span>
        <StatusBadge message={message} live={live} />
        {streaming && buffer && (
          <button type="button" className="btn-stop btn-small" onClick={() => onStop(buffer.requestId)} aria-label={t('compare.column.stop', { model })}>
            {t('chat.stop')}
          </button>
        )}
      </header>

      <div className="compare-column-body">
        {message.content ? (
          <div
            ref={bodyRef}
            className={message.status === 'complete' || streaming ? 'msg-body' : 'msg-body msg-partial'}
            onScroll={(event) => {
              const el = event.currentTarget
              stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80
            }}
          >
            <AnswerText message={message} streaming={streaming} />
          </div>
        ) : (
          <AnswerText message={message} streaming={streaming} />
        )}

        {!streaming && message.status === 'incomplete' && <IncompleteNotice reason={message.incompleteReason} error={message.error} onRetry={() => onRetry(column)} />}
        {!streaming && message.status === 'stopped' && <StoppedNotice message={message} />}
        {!streaming && message.status === 'error' && message.error && <ChatErrorNotice error={message.error} onRetry={() => onRetry(column)} />}
      </div>

      {!streaming && (
        <footer className="compare-column-foot">
          {!hidden && !wasRefused(message) && (
            <>
              <div className="compare-figures small muted">
                {message.metrics ? <AnswerFigures metrics={message.metrics} /> : <span>{t('compare.column.noFigures')}</span>}
                <AnswerTokens cost={message.cost} />
                <AnswerMoney messageId={message.id} cost={message.cost} model={message.model} />
              </div>
              <div className="compare-column-total small">
                {t('compare.column.total')} <TotalCost messages={[message]} label={t('compare.column.totalLabel', { model })} />
              </div>
            </>
          )}
          <div className="msg-actions">
            {message.content && (
              <button type="button" className="btn-ghost btn-small" onClick={() => copy(message.content)} aria-label={copied ? t('compare.column.copied', { model }) : t('compare.column.copy', { model })}>
                {copied ? t('chat.copied') : t('chat.copy')}
              </button>
            )}
            {message.status === 'complete' || message.status === 'stopped' ? (
              <button type="button" className="btn-ghost btn-small" onClick={() => onRetry(column)} aria-label={t('compare.column.retry', { model })}>
                {t('chat.retry')}
              </button>
            ) : null}
            {!hidden && <button type="button" className="btn-small" onClick={() => onContinueWith(column)} disabled={continuing} title={t('compare.column.continueHint')}>
              {t('compare.column.continue')}
            </button>}
          </div>
        </footer>
      )}
    </article>
  )
})
