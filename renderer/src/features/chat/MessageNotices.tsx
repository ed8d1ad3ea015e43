import type { ChatMessage } from '../../../../shared/domain/conversation'
import { formatEstimate } from '../../../../shared/prices/answer-cost'
import { describeChatError } from '../../../../shared/chat/describe-error'
import { errorReport } from '../../../../shared/domain/error-report'
import type { AppError } from '../../../../shared/domain/errors'
import { Countdown, useSecondsUntil } from '../../components/Countdown'
import { useUi } from '../../stores/ui'
import { retryAllowedAt } from './retry-wait'
import { useCopy } from '../../components/clipboard'
import { ReenterKeyButton } from '../keys/ReenterKeyButton'
import { useConnections } from '../../queries/connections'

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
      {error.status === 200 ? 'error inside the stream' : error.status > 0 ? `HTTP ${error.status}` : error.kind} · {error.code}
      {error.requestId ? ` · request ID ${error.requestId}` : ''}
    </p>
  )
}

function CopyReport({ error }: { error: AppError }) {
  const [copied, copy] = useCopy()
  return (
    <button type="button" className="btn-ghost" onClick={() => copy(errorReport(error))}>
      {copied ? 'Copied' : 'Copy error report'}
    </button>
  )
}

/** A failed answer: what happened, in plain words, and the one thing to do about it. */
export function ChatErrorNotice({ error, onRetry, onPickModel, onShorten, modelChanged = false }: { error: AppError } & RecoveryActions) {
  const description = describeChatError(error)
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
        <strong className="notice-title">{description.title}</strong>
        <p>{description.message}</p>
        {waiting && until !== null && (
          <p className="chat-wait" aria-live="polite">
            Retry possible in <Countdown iso={new Date(until).toISOString()} />
          </p>
        )}
        <ErrorMeta error={error} />
      </div>
      <div className="notice-actions">
        {action === 'replace_key' && (
          <button type="button" className="btn-primary" onClick={() => setView('settings')}>
            Replace key
          </button>
        )}
        {action === 'enter_key' && activeId && <ReenterKeyButton connectionId={activeId} />}
        {action === 'see_balance' && (
          <button type="button" className="btn-primary" onClick={() => setView('dashboard')}>
            See balance
          </button>
        )}
        {action === 'pick_model' && onPickModel && (
          <button type="button" className="btn-primary" onClick={onPickModel}>
            Pick another model
          </button>
        )}
        {action === 'shorten' && onShorten && (
          <button type="button" className="btn-primary" onClick={onShorten}>
            Edit message
          </button>
        )}
        {offerRetry && (
          <button type="button" className={action === 'retry' || action === 'wait' ? 'btn-primary' : undefined} onClick={onRetry} disabled={waiting} title={waiting ? 'The service asked to wait before retrying' : undefined}>
            Retry
          </button>
        )}
        <CopyReport error={error} />
      </div>
    </div>
  )
}

const INCOMPLETE_REASONS: Record<string, string> = {
  cut: 'The connection closed before the answer was finished.',
  stalled: 'No data arrived for too long, so Tokentally stopped waiting.',
  network: 'The network connection was lost while the answer was streaming.',
  garbage: 'The service sent data Tokentally could not read.',
  interrupted: 'Tokentally closed while this answer was streaming.',
}

export function incompleteReasonText(reason: string | null): string {
  return (reason && INCOMPLETE_REASONS[reason]) ?? 'The stream ended without the service saying it was finished.'
}

/** A partial answer: kept, clearly marked as not the full answer, with a Retry. */
export function IncompleteNotice({ reason, error, onRetry, onContinue }: { reason: string | null; error: AppError | null; onRetry?: () => void; onContinue?: () => void }) {
  return (
    <div className="notice notice-warning chat-incomplete" role="status">
      <div className="notice-body">
        <strong className="notice-title">Incomplete — the stream ended before the service finished</strong>
        <p>
          {incompleteReasonText(reason)} The text above is what arrived; it may be missing its end.
        </p>
        <p className="notice-meta">
          reason: {reason ?? 'unknown'}
          {error?.requestId ? ` · request ID ${error.requestId}` : ''}
        </p>
      </div>
      <div className="notice-actions">
        {onRetry && (
          <button type="button" className="btn-primary" onClick={onRetry}>
            Retry
          </button>
        )}
        {onContinue && (
          <button type="button" onClick={onContinue} title="Ask the model to carry on from where the text breaks off">
            Continue
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
      ? `Stopped at your per-answer cap${capText}: the answer's estimated cost passed it, so Tokentally stopped it. The text above is kept; Continue carries on.`
      : reason === 'conversation-cap'
        ? `Stopped at your conversation cap${capText}: this conversation's estimated cost passed it, so Tokentally stopped the answer. The text above is kept; Continue carries on (you are asked first).`
        : reason === 'project-cap'
          ? `Stopped at this project's monthly cap${capText}: the project's answers this UTC month passed it, so Tokentally stopped the answer. The text above is kept; raise the cap in Settings → Projects to carry on.`
          : reason === 'app-closing'
          ? 'Stopped — Tokentally was closing while this answer was written; the text above is what arrived before that. Continue carries on.'
          : 'Stopped — you stopped this answer; the text above is what arrived before that.'
  return (
    <p className="chat-stopped-note" role="status">
      {text}
    </p>
  )
}
