import { type Ref, useEffect, useEffectEvent, useId, useState } from 'react'
import { useChatStore } from '../../stores/chat'
import { InputCost } from '../compare/InputCost'

const count = new Intl.NumberFormat('en-US')

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
  ref?: Ref<HTMLTextAreaElement>
}

/**
 * The message box: Enter sends, Shift+Enter adds a line, Esc (anywhere in the pane) stops.
 * Enter while an answer is still being written is never dropped: the message waits, says so, and
 * is sent when the answer ends (one conversation streams one answer at a time).
 */
export function Composer({ draftKey, onSend, streaming, model, onStop, disabled = false, disabledReason, ref }: Props) {
  const hintId = useId()
  const draft = useChatStore((s) => s.drafts[draftKey] ?? '')
  const setDraft = useChatStore((s) => s.setDraft)
  const [sending, setSending] = useState(false)
  const [queued, setQueued] = useState(false)
  const hasText = draft.trim().length > 0
  const canSend = !streaming && !sending && !disabled && hasText

  const send = async () => {
    // The draft as it is now, not as of the last render: Enter right after a paste must send it.
    const text = useChatStore.getState().drafts[draftKey] ?? ''
    if (sending || disabled || text.trim().length === 0) return
    if (streaming) {
      setQueued(true)
      return
    }
    setQueued(false)
    setSending(true)
    try {
      await onSend(text)
    } finally {
      setSending(false)
    }
  }

  // A waiting message goes once the answer has ended; emptying the box takes it back.
  const sendQueued = useEffectEvent(() => void send())
  useEffect(() => {
    if (!queued) return
    if (!hasText || disabled) setQueued(false)
    else if (!streaming) sendQueued()
  }, [queued, hasText, disabled, streaming])

  return (
    <form
      className="composer"
      onSubmit={(event) => {
        event.preventDefault()
        void send()
      }}
    >
      <label className="sr-only" htmlFor={`${hintId}-message`}>
        Message
      </label>
      <textarea
        ref={ref}
        id={`${hintId}-message`}
        className="composer-input"
        placeholder="Ask something…"
        rows={3}
        value={draft}
        aria-describedby={hintId}
        onChange={(event) => setDraft(draftKey, event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault()
            void send()
          }
        }}
      />
      <div className="composer-bar">
        <span role="status" className="sr-only">
          {queued ? 'Message waiting for the answer to end.' : ''}
        </span>
        <span id={hintId} className="composer-hint">
          {disabled && disabledReason ? (
            disabledReason
          ) : queued ? (
            <>
              Your message is sent when this answer ends · <kbd>Esc</kbd> stops the answer now
            </>
          ) : streaming ? (
            <>
              <kbd>Enter</kbd> sends once this answer ends · <kbd>Esc</kbd> to stop
            </>
          ) : (
            <>
              <kbd>Enter</kbd> to send · <kbd>Shift</kbd>+<kbd>Enter</kbd> for a new line
            </>
          )}
          {draft.length > 10_000 && <span className="composer-count"> · {count.format(draft.length)} characters</span>}
          {model && !streaming && <InputCost text={draft} model={model} prefix=" · " />}
        </span>
        <div className="composer-actions">
          {queued && (
            <button type="button" className="btn-ghost btn-small" onClick={() => setQueued(false)}>
              Don’t send
            </button>
          )}
          {streaming ? (
            <button type="button" className="btn-stop" onClick={onStop}>
              Stop
            </button>
          ) : (
            <button type="submit" className="btn-primary" disabled={!canSend} aria-busy={sending}>
              {sending ? 'Sending…' : 'Send'}
            </button>
          )}
        </div>
      </div>
    </form>
  )
}
