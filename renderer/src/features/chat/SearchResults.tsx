import type { ConversationSearchHit } from '../../../../shared/domain/conversation-search'
import { ErrorNotice } from '../../components/ErrorNotice'
import type { AppError } from '../../../../shared/domain/errors'
import { Highlighted } from './Highlighted'
import { t } from '../../i18n'
import { formatCount } from '../../../../shared/i18n/format'

interface Props {
  /** What is in the search box (trimmed). */
  typed: string
  /** The latest answer: the hits and the text they were found for (may lag behind `typed`). */
  results: { query: string; hits: readonly ConversationSearchHit[] } | undefined
  /** A search for the latest text is under way (older hits are shown meanwhile). */
  searching: boolean
  error: AppError | null
  onRetry(): void
  onOpen(hit: ConversationSearchHit): void
}

/** Letters or digits: what the search looks for (punctuation alone finds nothing). */
export const SEARCHABLE = /[\p{L}\p{N}]/u

/** Search results: best match first, each with the matching words marked in a snippet. */
export function SearchResults({ typed, results, searching, error, onRetry, onOpen }: Props) {
  if (error) {
    return (
      <ErrorNotice error={error} title={t('chat.search.failed')}>
        <button type="button" className="btn-small" onClick={onRetry}>
          {t('chat.tryAgain')}
        </button>
      </ErrorNotice>
    )
  }
  const hits = results?.hits
  const query = results?.query ?? typed
  const status = !SEARCHABLE.test(typed)
    ? t('chat.search.typeWord')
    : hits === undefined
      ? t('chat.search.searching')
      : hits.length === 0
        ? searching
          ? t('chat.search.searching')
          : t('chat.search.none', { query })
        : hits.length >= 50
          ? t('chat.search.manyMatches', { count: formatCount(hits.length) })
          : t('chat.search.matches', { count: hits.length })
  return (
    <div className="chat-results">
      <p className="muted small chat-results-status" role="status" aria-live="polite">
        {status}
      </p>
      {hits && hits.length > 0 && SEARCHABLE.test(typed) && (
        <ul className="chat-results-list" aria-label={t('chat.search.results', { query })} aria-busy={searching}>
          {hits.map((hit) => (
            <li key={`${hit.conversationId}/${hit.messageId ?? 'title'}`}>
              <button type="button" className="chat-result" onClick={() => onOpen(hit)}>
                <span className="chat-result-title" dir="auto">{hit.messageId === null ? <Highlighted text={hit.snippet.text} ranges={hit.snippet.ranges} /> : hit.title}</span>
                {hit.messageId !== null && (
                  <span className="chat-result-snippet" dir="auto">
                    <Highlighted text={hit.snippet.text} ranges={hit.snippet.ranges} />
                  </span>
                )}
                <span className="chat-result-meta">{hit.messageId === null ? t('chat.search.inTitle') : t('chat.search.inMessage')}{hit.kind === 'compare' ? ` · ${t('chat.search.compare')}` : ''}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
