import { useCallback, useMemo, useState } from 'react'
import { useProjects } from '../../queries/projects'
import { useLabels } from '../../stores/labels'
import { BulkLabelsBar } from '../projects/BulkLabelsBar'
import { NewChatProject } from '../projects/NewChatProject'
import { toAppError } from '../../../../shared/error-core'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { loadedConversations, useConversationList, useConversationSearch } from '../../queries/chat'
import { useChatStore } from '../../stores/chat'
import { ConversationList } from './ConversationList'
import { SEARCHABLE, SearchResults } from './SearchResults'
import { useThrottled } from './useThrottled'
import { t } from '../../i18n'

/** At most one search per this long while typing; the first keystroke searches at once. */
const SEARCH_EVERY_MS = 120

interface Props {
  streamingIds: ReadonlySet<string>
  onNew(): void
  creating: boolean
}

/** New chat, the search box, and below them the conversation list or, while searching, the results. */
export function ChatSidebar({ streamingIds, onNew, creating }: Props) {
  const [text, setText] = useState('')
  const typed = text.trim()
  const query = useThrottled(SEARCHABLE.test(typed) ? typed : '', SEARCH_EVERY_MS)
  const list = useConversationList()
  const search = useConversationSearch(query)
  const selectedId = useChatStore((s) => s.selectedId)
  const select = useChatStore((s) => s.select)
  const openAt = useChatStore((s) => s.openAt)
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage])

  // #35: each row names its project; the list's bulk change picks rows with checkboxes.
  const projects = useProjects()
  const projectNames = useMemo(() => new Map((projects.data?.projects ?? []).map((p) => [p.id, p.name])), [projects.data])
  const selecting = useLabels((s) => s.selecting)
  const selected = useLabels((s) => s.selected)
  const toggle = useLabels((s) => s.toggle)
  const selection = useMemo(() => (selecting ? { selected, toggle } : null), [selecting, selected, toggle])

  const searching = typed !== ''
  return (
    <nav className="chat-sidebar" aria-label={t('chat.list.label')}>
      <button type="button" className="btn-primary chat-new" onClick={onNew} disabled={creating}>
        {t('chat.list.new')}
      </button>
      <NewChatProject />
      {selecting && <BulkLabelsBar />}
      <input
        type="search"
        className="chat-search"
        aria-label={t('chat.list.search')}
        placeholder={t('chat.list.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text !== '') {
            event.stopPropagation()
            setText('')
          }
        }}
      />
      {searching ? (
        <SearchResults
          typed={typed}
          results={query === '' ? undefined : search.data}
          searching={search.data?.query !== typed || search.isFetching}
          error={search.isError ? (appErrorOf(search.error) ?? toAppError(search.error)) : null}
          onRetry={() => void search.refetch()}
          onOpen={(hit) => openAt(hit.conversationId, hit.messageId)}
        />
      ) : (
        <ConversationList
          conversations={loadedConversations(list.data)}
          selectedId={selectedId}
          streamingIds={streamingIds}
          onSelect={select}
          hasMore={hasNextPage && !isFetchNextPageError}
          loadingMore={isFetchingNextPage}
          onLoadMore={loadMore}
          projectNames={projectNames}
          selection={selection}
        />
      )}
      {!searching && isFetchNextPageError && (
        <ErrorNotice error={appErrorOf(list.error) ?? toAppError(list.error)} title={t('chat.list.olderFailed')}>
          <button type="button" className="btn-small" onClick={loadMore}>
            {t('chat.tryAgain')}
          </button>
        </ErrorNotice>
      )}
    </nav>
  )
}
