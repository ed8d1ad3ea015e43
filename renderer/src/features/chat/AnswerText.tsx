import type { ChatMessage } from '../../../../shared/domain/conversation'
import { MessageMarkdown } from './Markdown'

/** An answer's text and its cut marker, or what stands in for text that has not (or never) arrived. */
export function AnswerText({ message, streaming }: { message: ChatMessage; streaming: boolean }) {
  if (message.content) {
    return (
      <>
        <MessageMarkdown text={message.content} streaming={streaming} />
        {message.status === 'incomplete' && <p className="msg-cut-marker">⋯ the answer breaks off here</p>}
      </>
    )
  }
  if (streaming) {
    return (
      <p className="msg-waiting" role="status">
        <span className="spinner" aria-hidden="true" /> Waiting for the first words…
      </p>
    )
  }
  if (message.status === 'stopped' || message.status === 'incomplete') return <p className="muted msg-empty">No text arrived.</p>
  return null
}
