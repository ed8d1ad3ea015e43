import { type Ref, useEffect, useEffectEvent, useId, useRef, useState } from 'react'
import { useSecondsUntil } from '../../components/Countdown'
import { useChatStore } from '../../stores/chat'
import { AnswersLeft } from '../guard/AnswersLeft'
import { SendPreview } from '../guard/SendPreview'
import type { RunKind } from '../guard/preflight-words'
import type { RunPlan } from '../../../../shared/domain/preflight'
import { useDebounced } from '../../components/useDebounced'
import { ComposerLibrary } from '../prompts/ComposerLibrary'
import { AttachButton, AttachmentList, useComposerAttachments } from '../attachments/ComposerAttachments'
import { t } from '../../i18n'
import { formatCount } from '../../../../shared/i18n/format'
import { tRich } from '../../components/rich-message'

const kbd = () => ({ enter: <kbd>{t('chat.key.enter')}</kbd>, shift: <kbd>{t('chat.key.shift')}</kbd>, esc: <kbd>{t('chat.key.esc')}</kbd> })

interface Props {
  /** Whose draft this is (a conversation ID, or the start panel's key). */
  draftKey: string
  /** Resolves true when main accepted the message (then the draft is cleared by the caller). */
  onSend(text: string): Promise<boolean>
  streaming: boolean
  /** The model the message goes to: its estimated input cost is shown before sending. */
  model?: string
  onStop(): void
  disabled?: boolean
  disabledReason?: string
  /** The service asked to wait until then (ms since the epoch, Retry-After of the last answer): a send waits too. */
  waitUntil?: number | null
  ref?: Ref<HTMLTextAreaElement>
  /** #27: a system-prompt preset picked in the prompt library (absent: presets go into the message). */
  onSystemPrompt?: (text: string) => void
  /**
   * #33: what a message would start, for the line under the box (the whole request as it will be sent,
   * priced). `revision` changes when the conversation does. The pre-send question itself is the caller's
   * (its `onSend` runs the preflight).
   */
  preview?: { plan(text: string): RunPlan | null; kind: RunKind; revision?: string }
}

/**
 * The message box: Enter sends, Shift+Enter adds a line, Esc (anywhere in the pane) stops.
 * Enter while an answer is still being written is never dropped: the message waits, says so, and
 * is sent when the answer ends (one conversation streams one answer at a time). Likewise while the
 * service's Retry-After runs ("Send in N s"), so a message never goes straight into another 429.
 */
export function Composer({ draftKey, onSend, streaming, model, onStop, disabled = false, disabledReason, waitUntil = null, ref, onSystemPrompt, preview }: Props) {
  // #27: the prompt library, from its button or "/" in an empty box.
  const [library, setLibrary] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  // #27: text files put into the message, with their tokens and cost shown.
  const attachments = useComposerAttachments(draftKey)
  const [dropping, setDropping] = useState(false)
  const hintId = useId()
  const draft = useChatStore((s) => s.drafts[draftKey] ?? '')
  const setDraft = useChatStore((s) => s.setDraft)
  const [sending, setSending] = useState(false)
  const [queued, setQueued] = useState(false)
  const settledDraft = useDebounced(draft, 300)
  const waitSeconds = useSecondsUntil(waitUntil)
  const waiting = waitSeconds > 0
  const hasText = draft.trim().length > 0
  const canSend = !streaming && !sending && !disabled && hasText

  const send = async () => {
    // The draft as it is now, not as of the last render: Enter right after a paste must send it.
    const text = useChatStore.getState().drafts[draftKey] ?? ''
    if (sending || disabled || text.trim().length === 0) return
    if (streaming || (waitUntil !== null && Date.now() < waitUntil)) {
      setQueued(true)
      return
    }
    setQueued(false)
    setSending(true)
    try {
      if (await onSend(text)) attachments.clear()
    } finally {
      setSending(false)
    }
  }

  // A waiting message goes once the answer has ended and the wait is over; emptying the box takes it back.
  const sendQueued = useEffectEvent(() => void send())
  useEffect(() => {
    if (!queued) return
    if (!hasText || disabled) setQueued(false)
    else if (!streaming && !waiting) sendQueued()
  }, [queued, hasText, disabled, streaming, waiting])

  return (
    <>
    <form
      ref={formRef}
      className={dropping ? 'composer is-dropping' : 'composer'}
      onDragOver={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return
        event.preventDefault()
        setDropping(true)
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(event) => {
        if (event.dataTransfer.files.length === 0) return
        event.preventDefault()
        setDropping(false)
        void attachments.add([...event.dataTransfer.files])
      }}
      onSubmit={(event) => {
        event.preventDefault()
        void send()
      }}
    >
      <AttachmentList state={attachments} model={model} />
      <label className="sr-only" htmlFor={`${hintId}-message`}>
        {t('chat.composer.label')}
      </label>
      <textarea
        ref={ref}
        id={`${hintId}-message`}
        className="composer-input"
        placeholder={t('chat.composer.placeholder')}
        rows={3}
        value={draft}
        aria-describedby={hintId}
        onChange={(event) => setDraft(draftKey, event.target.value)}
        onKeyDown={(event) => {
          if (event.key === '/' && event.currentTarget.value === '') {
            event.preventDefault()
            setLibrary(true)
          } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault()
            void send()
          }
        }}
      />
      <div className="composer-bar">
        <span role="status" className="sr-only">
          {queued ? (streaming ? t('chat.composer.queuedStreaming') : t('chat.composer.queuedWait')) : ''}
        </span>
        <span id={hintId} className="composer-hint">
          {disabled && disabledReason ? (
            disabledReason
          ) : queued && streaming ? (
            tRich('chat.composer.hintQueuedStreaming', kbd())
          ) : queued ? (
            t('chat.composer.hintQueuedWait')
          ) : waiting ? (
            t('chat.composer.hintWaiting')
          ) : streaming ? (
            tRich('chat.composer.hintStreaming', kbd())
          ) : (
            tRich('chat.composer.hintIdle', kbd())
          )}
          {draft.length > 10_000 && <span className="composer-count"> · {t('chat.composer.characters', { count: formatCount(draft.length) })}</span>}
          {preview && !streaming && settledDraft.trim().length > 0 && <SendPreview plan={preview.plan(settledDraft)} kind={preview.kind} revision={preview.revision ?? ''} prefix=" · " />}
          {model && !streaming && <AnswersLeft model={model} prefix=" · " />}
        </span>
        <div className="composer-actions">
          <button type="button" className="btn-ghost btn-small" onClick={() => setLibrary(true)} title={t('chat.composer.promptsHint')}>
            {t('chat.composer.prompts')}
          </button>
          <AttachButton onFiles={(files) => void attachments.add(files)} />
          {queued && (
            <button type="button" className="btn-ghost btn-small" onClick={() => setQueued(false)}>
              {t('chat.composer.dontSend')}
            </button>
          )}
          {streaming ? (
            <button type="button" className="btn-stop" onClick={onStop}>
              {t('chat.stop')}
            </button>
          ) : (
            <button type="submit" className="btn-primary" disabled={!canSend || queued} aria-busy={sending || queued}>
              {sending ? t('chat.composer.sending') : waiting ? t('chat.composer.sendIn', { seconds: formatCount(waitSeconds) }) : t('chat.composer.send')}
            </button>
          )}
        </div>
      </div>
    </form>
    {/* Outside the form: React events bubble through portals, and the library's own forms must not submit the message. */}
    <ComposerLibrary draftKey={draftKey} open={library} onClose={() => setLibrary(false)} focusBox={() => formRef.current?.querySelector('textarea')?.focus()} {...(onSystemPrompt ? { onSystemPrompt } : {})} />
    </>
  )
}
