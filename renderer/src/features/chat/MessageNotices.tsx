import type { ChatMessage } from '../../../../shared/domain/conversation'
import { formatEstimate } from '../../../../shared/prices/answer-cost'
import { chatErrorSay } from '../../../../shared/chat/describe-error'
import { errorReport } from '../../../../shared/domain/error-report'
import type { AppError } from '../../../../shared/domain/errors'
import { Countdown, useSecondsUntil } from '../../components/Countdown'
import { useUi } from '../../stores/ui'
import { retryAllowedAt } from './retry-wait'
import { useCopy } from '../../components/clipboard'
import { ReenterKeyButton } from '../keys/ReenterKeyButton'
import { useConnections } from '../../queries/connections'
import { t } from '../../i18n'
import type { MessageKey } from '../../../../shared/i18n/catalogue'
import { tRich } from '../../components/rich-message'
import { describedText } from '../../components/error-text'

export interface RecoveryActions {
  /** Regenerate the answer; absent when this message cannot be retried (not the last answer, or busy). */
  onRetry?: () => void
  onPickModel?: () => void
  /** Edit the message that was too long. */
  onShorten?: () => void
  /** The conversation's model now differs from the one that failed (a retry may work). */
  modelChanged?: boolean
}

function ErrorMeta({ error }: { error: AppError }) {
  return (
    <p className="notice-meta">
      {/* The kind and code are the error model's own names, kept as they are. */}
      {error.status === 200 ? t('chat.error.inStream') : error.status > 0 ? t('chat.error.http', { status: String(error.status) }) : <span className="mono">{error.kind}</span>} · <span className="mono">{error.code}</span>
      {error.requestId ? ` · ${t('chat.requestId', { id: error.requestId })}` : ''}
    </p>
  )
}

function CopyReport({ error }: { error: AppError }) {
  const [copied, copy] = useCopy()
  return (
    <button type="button" className="btn-ghost" onClick={() => copy(errorReport(error))}>
      {copied ? t('chat.copied') : t('chat.copyReport')}
    </button>
  )
}

/** A failed answer: what happened, in plain words, and the one thing to do about it. */
export function ChatErrorNotice({ error, onRetry, onPickModel, onShorten, modelChanged = false }: { error: AppError } & RecoveryActions) {
  const description = chatErrorSay(error)
  const setView = useUi((s) => s.setView)
  const until = retryAllowedAt(error)
  const waiting = useSecondsUntil(until) > 0
  const { action } = description
  const activeId = useConnections().data?.activeId ?? null

  const offerRetry =
    onRetry !== undefined &&
    (action === 'retry' || action === 'wait' || action === 'see_balance' || action === 'replace_key' || action === 'enter_key' || action === 'none' || ((action === 'pick_model' || action === 'shorten') && modelChanged))

  return (
    <div className={`notice ${action === 'wait' ? 'notice-warning' : 'notice-error'} chat-error`} role="alert" data-action={action}>
      <div className="notice-body">
        <strong className="notice-title">{t(description.title.key, description.title.args)}</strong>
        <p>{describedText(description.message)}</p>
        {waiting && until !== null && (
          <p className="chat-wait" aria-live="polite">
            {tRich('chat.retryIn', { countdown: <Countdown iso={new Date(until).toISOString()} /> })}
          </p>
        )}
        <ErrorMeta error={error} />
      </div>
      <div className="notice-actions">
        {action === 'replace_key' && (
          <button type="button" className="btn-primary" onClick={() => setView('settings')}>
            {t('chat.replaceKey')}
          </button>
        )}
        {action === 'enter_key' && activeId && <ReenterKeyButton connectionId={activeId} />}
        {action === 'see_balance' && (
          <button type="button" className="btn-primary" onClick={() => setView('dashboard')}>
            {t('chat.seeBalance')}
          </button>
        )}
        {action === 'pick_model' && onPickModel && (
          <button type="button" className="btn-primary" onClick={onPickModel}>
            {t('chat.pickModel')}
          </button>
        )}
        {action === 'shorten' && onShorten && (
          <button type="button" className="btn-primary" onClick={onShorten}>
            {t('chat.editMessage')}
          </button>
        )}
        {offerRetry && (
          <button type="button" className={action === 'retry' || action === 'wait' ? 'btn-primary' : undefined} onClick={onRetry} disabled={waiting} title={waiting ? t('chat.retryWait') : undefined}>
            {t('chat.retry')}
          </button>
        )}
        <CopyReport error={error} />
      </div>
    </div>
  )
}

const INCOMPLETE_REASONS: Record<string, MessageKey> = {
  cut: 'chat.incomplete.cut',
  stalled: 'chat.incomplete.stalled',
  network: 'chat.incomplete.network',
  garbage: 'chat.incomplete.garbage',
  interrupted: 'chat.incomplete.interrupted',
}

export function incompleteReasonText(reason: string | null): string {
  return t((reason && INCOMPLETE_REASONS[reason]) || 'chat.incomplete.unsaid')
}

/** A partial answer: kept, clearly marked as not the full answer, with a Retry. */
export function IncompleteNotice({ reason, error, onRetry, onContinue }: { reason: string | null; error: AppError | null; onRetry?: () => void; onContinue?: () => void }) {
  return (
    <div className="notice notice-warning chat-incomplete" role="status">
      <div className="notice-body">
        <strong className="notice-title">{t('chat.incomplete.title')}</strong>
        <p>{t('chat.incomplete.body', { reason: incompleteReasonText(reason) })}</p>
        <p className="notice-meta">
          {t('chat.incomplete.reason', { reason: reason ?? t('chat.incomplete.unknown') })}
          {error?.requestId ? ` · ${t('chat.requestId', { id: error.requestId })}` : ''}
        </p>
      </div>
      <div className="notice-actions">
        {onRetry && (
          <button type="button" className="btn-primary" onClick={onRetry}>
            {t('chat.retry')}
          </button>
        )}
        {onContinue && (
          <button type="button" onClick={onContinue} title={t('chat.continueFromBreak')}>
            {t('chat.continue')}
          </button>
        )}
        {error && <CopyReport error={error} />}
      </div>
    </div>
  )
}

/** #33: why a stopped answer stopped (its saved end reason), and what to do. */
export function StoppedNotice({ message }: { message: Pick<ChatMessage, 'endReason' | 'metrics'> }) {
  const cap = message.metrics?.stoppedAtCap ?? null
  const reason = message.endReason ?? (cap ? 'answer-cap' : 'user')
  const capText = cap ? ` (${formatEstimate(cap)})` : ''
  const text =
    reason === 'answer-cap'
      ? t('chat.stopped.answerCap', { cap: capText })
      : reason === 'conversation-cap'
        ? t('chat.stopped.conversationCap', { cap: capText })
        : reason === 'project-cap'
          ? t('chat.stopped.projectCap', { cap: capText })
          : reason === 'app-closing'
            ? t('chat.stopped.appClosing')
            : t('chat.stopped.user')
  return (
    <p className="chat-stopped-note" role="status">
      {text}
    </p>
  )
}
