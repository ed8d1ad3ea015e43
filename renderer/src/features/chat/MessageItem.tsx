import { memo, useState } from 'react'
import type { ChatMessage } from '../../../../shared/domain/conversation'
import { RelativeTime } from '../../components/RelativeTime'
import { AnswerFigures } from './compare/AnswerFigures'
import { AnswerMoney, AnswerTokens, wasRefused } from './AnswerCostLine'
import { AnswerText } from './AnswerText'
import { ChatErrorNotice, IncompleteNotice, StoppedNotice } from './MessageNotices'
import { useCopy } from '../../components/clipboard'
import { t } from '../../i18n'
import type { MessageKey } from '../../../../shared/i18n/catalogue'
import { formatCount } from '../../../../shared/i18n/format'

/** User messages longer than this are shown collapsed (a pasted 2,000,000-character prompt stays usable). */
export const USER_PREVIEW_CHARS = 1_500


export interface MessageHandlers {
  regenerate(): void
  /** Carries the last answer on from its partial text (incomplete or stopped). */
  continueAnswer(): void
  startEdit(messageId: string): void
  cancelEdit(): void
  /** "Save & regenerate": a new version on a new branch, answered. */
  sendEdit(messageId: string, content: string): void
  /** #34 "Save only": a new version on a new branch, no request. */
  saveOnly(messageId: string, content: string): void
  /** #34: shows the branch through this message (‹ 2 / 3 ›). */
  switchBranch(messageId: string): void
  /** #34: deletes this version and everything after it on its branch. */
  deleteBranch(messageId: string): void
  pickModel(): void
  /** Opens the last user message for editing (after "too long"). */
  shorten(): void
}

interface Props {
  message: ChatMessage
  /** Streaming into this message right now. */
  live: boolean
  isLastAssistant: boolean
  /** An answer is streaming in this conversation: no new actions. */
  busy: boolean
  editing: boolean
  /** The conversation's current model. */
  model: string
  handlers: MessageHandlers
  /** #34: every version of this message (itself included), in the order they were written; absent: one. */
  siblings?: readonly string[] | undefined
}

/** #33: why a stopped answer stopped, in a word (saved with it, so the same after a restart). */
const STOPPED_BADGE: Partial<Record<NonNullable<ChatMessage['endReason']>, MessageKey>> = {
  'answer-cap': 'chat.badge.answerCap',
  'conversation-cap': 'chat.badge.conversationCap',
  'project-cap': 'chat.badge.projectCap',
  'app-closing': 'chat.badge.appClosing',
}

export function StatusBadge({ message, live }: { message: ChatMessage; live: boolean }) {
  if (live || message.status === 'streaming') return <span className="badge badge-live">{t('chat.badge.streaming')}</span>
  if (message.status === 'incomplete') return <span className="badge badge-stale">{t('chat.badge.incomplete')}</span>
  if (message.status === 'stopped') {
    const badge = (message.endReason && STOPPED_BADGE[message.endReason]) ?? (message.metrics?.stoppedAtCap ? 'chat.badge.answerCap' : 'chat.badge.stopped')
    return <span className="badge badge-muted">{t(badge)}</span>
  }
  if (message.status === 'error') return <span className="badge badge-bad">{t('chat.badge.failed')}</span>
  return null
}

export function UserText({ text }: { text: string }) {
  const [showAll, setShowAll] = useState(false)
  const long = text.length > USER_PREVIEW_CHARS
  if (!long || showAll) return <div className="user-text" dir="auto">{text}</div>
  return (
    <div className="user-text" dir="auto">
      {text.slice(0, USER_PREVIEW_CHARS)}
      <span className="user-text-more">
        … <span className="muted">{t('chat.moreChars', { count: formatCount(text.length - USER_PREVIEW_CHARS) })}</span>{' '}
        <button type="button" className="btn-link" onClick={() => setShowAll(true)}>
          {t('chat.showAllChars', { count: formatCount(text.length) })}
        </button>
      </span>
    </div>
  )
}

function EditBox({ message, handlers }: { message: ChatMessage; handlers: MessageHandlers }) {
  const [text, setText] = useState(message.content)
  const send = () => {
    if (text.trim()) handlers.sendEdit(message.id, text)
  }
  return (
    <form
      className="edit-box"
      onSubmit={(event) => {
        event.preventDefault()
        send()
      }}
    >
      <textarea
        aria-label={t('chat.editMessage')}
        value={text}
        rows={Math.min(12, Math.max(3, text.slice(0, 2000).split('\n').length))}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault()
            send()
          } else if (event.key === 'Escape') {
            event.stopPropagation()
            handlers.cancelEdit()
          }
        }}
        autoFocus
      />
      <div className="row">
        <button type="submit" className="btn-primary" disabled={!text.trim()}>
          {t('chat.edit.saveRegenerate')}
        </button>
        <button type="button" onClick={() => text.trim() && handlers.saveOnly(message.id, text)} disabled={!text.trim()}>
          {t('chat.edit.saveOnly')}
        </button>
        <button type="button" onClick={handlers.cancelEdit}>
          {t('chat.cancel')}
        </button>
      </div>
      <p className="muted small edit-note">{t('chat.edit.note')}</p>
    </form>
  )
}

/** ‹ 2 / 3 ›: the versions of a message (edits of a question, answers regenerated), and deleting one. */
function Versions({ id, siblings, busy, handlers }: { id: string; siblings: readonly string[]; busy: boolean; handlers: MessageHandlers }) {
  const [confirming, setConfirming] = useState(false)
  const index = siblings.indexOf(id)
  const previous = siblings[index - 1]
  const next = siblings[index + 1]
  return (
    <span className="branch-switch" role="group" aria-label={t('chat.versions')}>
      <button type="button" className="btn-ghost btn-small" aria-label={t('chat.versions.previous')} disabled={busy || !previous} onClick={() => previous && handlers.switchBranch(previous)}>
        ‹
      </button>
      <span className="branch-count small" aria-live="polite">
        {t('chat.versions.position', { index: formatCount(index + 1), total: formatCount(siblings.length) })}
      </span>
      <button type="button" className="btn-ghost btn-small" aria-label={t('chat.versions.next')} disabled={busy || !next} onClick={() => next && handlers.switchBranch(next)}>
        ›
      </button>
      {confirming ? (
        <span className="row branch-delete">
          <span className="small">{t('chat.versions.confirm')}</span>
          <button type="button" className="btn-small btn-danger" disabled={busy} onClick={() => handlers.deleteBranch(id)}>
            {t('chat.versions.delete')}
          </button>
          <button type="button" className="btn-small" onClick={() => setConfirming(false)}>
            {t('chat.versions.keep')}
          </button>
        </span>
      ) : (
        <button type="button" className="btn-ghost btn-small" disabled={busy} onClick={() => setConfirming(true)}>
          {t('chat.versions.deleteAsk')}
        </button>
      )}
    </span>
  )
}

export const MessageItem = memo(function MessageItem({ message, live, isLastAssistant, busy, editing, model, handlers, siblings }: Props) {
  const [copied, copy] = useCopy()
  const user = message.role === 'user'
  const streaming = live || message.status === 'streaming'
  const canRetry = isLastAssistant && !busy
  const canContinue = canRetry && (message.status === 'incomplete' || message.status === 'stopped') && message.content.length > 0
  const partial = message.status === 'incomplete' || message.status === 'stopped' || (message.status === 'error' && message.content.length > 0)
  const author = user ? t('chat.you') : (message.model ?? t('chat.assistant'))

  return (
    <article
      className={`msg msg-${message.role} msg-status-${streaming ? 'streaming' : message.status}`}
      aria-label={user ? t('chat.yourMessage') : t('chat.answerFrom', { model: author })}
      aria-busy={streaming}
      data-message-id={message.id}
    >
      <header className="msg-head">
        <span className="msg-author">{user ? author : <bdi dir="ltr">{author}</bdi>}</span>
        <span className="msg-time">
          <RelativeTime iso={message.createdAt} />
        </span>
        {user && message.model && <span className="msg-model muted">{t('chat.toModel', { model: message.model })}</span>}
        {/* #33: the answer's one cost record, known the moment it ends (on its terminal event). #34: an answer imported
            from another app was not paid for here: no cost of its own (see "What it would have cost here"). */}
        {!user && !streaming && !message.imported && !wasRefused(message) && <AnswerTokens cost={message.cost} />}
        {!user && !streaming && message.metrics && <AnswerFigures metrics={message.metrics} />}
        {!user && !streaming && !message.imported && !wasRefused(message) && <AnswerMoney messageId={message.id} cost={message.cost} model={message.model} />}
        {!user && message.continued && (
          <span className="badge badge-muted" title={t('chat.continuedHint')}>
            {t('chat.badge.continued')}
          </span>
        )}
        <StatusBadge message={message} live={live} />
      </header>

      {user ? (
        editing ? (
          <EditBox message={message} handlers={handlers} />
        ) : (
          <UserText text={message.content} />
        )
      ) : message.content ? (
        <div className={partial ? 'msg-body msg-partial' : 'msg-body'}>
          <AnswerText message={message} streaming={streaming} />
        </div>
      ) : (
        <AnswerText message={message} streaming={streaming} />
      )}

      {!streaming && message.status === 'incomplete' && (
        <IncompleteNotice
          reason={message.incompleteReason}
          error={message.error}
          {...(canRetry ? { onRetry: handlers.regenerate } : {})}
          {...(canContinue ? { onContinue: handlers.continueAnswer } : {})}
        />
      )}
      {!streaming && message.status === 'stopped' && <StoppedNotice message={message} />}
      {!streaming && message.status === 'error' && message.error && (
        <ChatErrorNotice
          error={message.error}
          modelChanged={message.model !== null && message.model !== model}
          onPickModel={handlers.pickModel}
          onShorten={handlers.shorten}
          {...(canRetry ? { onRetry: handlers.regenerate } : {})}
        />
      )}

      {!editing && !streaming && (
        <div className="msg-actions">
          {siblings && siblings.length > 1 && <Versions id={message.id} siblings={siblings} busy={busy} handlers={handlers} />}
          {message.content && (
            <button type="button" className="btn-ghost btn-small" onClick={() => copy(message.content)} aria-label={copied ? t('chat.messageCopied') : t('chat.copyMessage')}>
              {copied ? t('chat.copied') : t('chat.copy')}
            </button>
          )}
          {user && (
            <button type="button" className="btn-ghost btn-small" onClick={() => handlers.startEdit(message.id)} disabled={busy}>
              {t('chat.edit')}
            </button>
          )}
          {/* Incomplete and failed answers offer Retry in their notice instead. */}
          {isLastAssistant && (message.status === 'complete' || message.status === 'stopped') && (
            <button type="button" className="btn-ghost btn-small" onClick={handlers.regenerate} disabled={busy}>
              {t('chat.regenerate')}
            </button>
          )}
          {message.status === 'stopped' && canContinue && (
            <button type="button" className="btn-ghost btn-small" onClick={handlers.continueAnswer} title={t('chat.continueHint')}>
              {t('chat.continue')}
            </button>
          )}
        </div>
      )}
    </article>
  )
})
