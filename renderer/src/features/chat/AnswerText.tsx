import type { ChatMessage } from '../../../../shared/domain/conversation'
import { MessageMarkdown } from './Markdown'
import { t } from '../../i18n'

/** An answer's text and its cut marker, or what stands in for text that has not (or never) arrived. */
export function AnswerText({ message, streaming }: { message: ChatMessage; streaming: boolean }) {
  if (message.content) {
    return (
      <>
        <MessageMarkdown text={message.content} streaming={streaming} />
        {message.status === 'incomplete' && <p className="msg-cut-marker">{t('chat.cutMarker')}</p>}
      </>
    )
  }
  if (streaming) {
    return (
      <p className="msg-waiting" role="status">
        <span className="spinner" aria-hidden="true" /> {t('chat.waitingFirst')}
      </p>
    )
  }
  if (message.status === 'stopped' || message.status === 'incomplete') return <p className="muted msg-empty">{t('chat.noText')}</p>
  return null
}
