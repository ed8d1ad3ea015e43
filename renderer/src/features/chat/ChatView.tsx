import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import type { Conversation } from '../../../../shared/domain/conversation'
import { EmptyState, Loading } from '../../components/EmptyState'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../ipc'
import { useConversations, useCreateConversation, useModels } from '../../queries/chat'
import { queryKeys } from '../../queries/keys'
import { useChatStore } from '../../stores/chat'
import { ConversationList } from './ConversationList'
import { ConversationPane } from './ConversationPane'
import { defaultModel } from './models'
import { StartPanel } from './StartPanel'
import './chat.css'

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const id = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(id)
  }, [value, ms])
  return debounced
}

/** The Chat view: conversations on the left, the open one on the right. */
export default function ChatView() {
  const client = useQueryClient()
  const [search, setSearch] = useState('')
  const query = useDebounced(search.trim(), 200)
  const all = useConversations('')
  const found = useConversations(query)
  const models = useModels()
  const create = useCreateConversation()
  const selectedId = useChatStore((s) => s.selectedId)
  const select = useChatStore((s) => s.select)
  const lastModel = useChatStore((s) => s.lastModel)
  // A string, so this view re-renders when which conversations stream changes, not on every commit of their text.
  const streamingKey = useChatStore((s) => [...new Set(Object.values(s.live).filter((b) => !b.terminal).map((b) => b.conversationId))].sort().join('\n'))
  const streamingIds = useMemo(() => new Set(streamingKey ? streamingKey.split('\n') : []), [streamingKey])

  const first = all.data?.[0]?.id
  useEffect(() => {
    if (selectedId === null && first) select(first)
  }, [selectedId, first, select])

  if (all.isPending) return <Loading label="Loading conversations…" />
  if (all.isError) {
    const error = appErrorOf(all.error)
    return error ? <ErrorNotice error={error} title="Could not load your conversations" /> : <p role="alert">{String(all.error)}</p>
  }
  if (all.data.length === 0 && selectedId === null) return <StartPanel />

  const newChat = () => {
    const current = selectedId ? client.getQueryData<Conversation>(queryKeys.conversation(selectedId)) : undefined
    if (current && current.messages.length === 0) {
      document.querySelector<HTMLTextAreaElement>('.composer-input')?.focus()
      return
    }
    const model = defaultModel(models.data?.models ?? [], [current?.params.model, lastModel])
    create.mutate(
      { model, systemPrompt: '', maxOutputTokens: null, temperature: null },
      {
        onSuccess: (conversation) => {
          setSearch('')
          select(conversation.id)
        },
      },
    )
  }

  const createError = create.error ? appErrorOf(create.error) : null
  return (
    <div className="chat-view">
      <div className="chat-side">
        <ConversationList
          conversations={(search.trim() && query ? found.data : all.data) ?? []}
          selectedId={selectedId}
          streamingIds={streamingIds}
          search={search}
          searching={query !== search.trim() || (query !== '' && found.isFetching)}
          onSearch={setSearch}
          onSelect={select}
          onNew={newChat}
          creating={create.isPending}
        />
        {createError && <ErrorNotice error={createError} title="Could not create a conversation" />}
      </div>
      {selectedId ? (
        <ConversationPane key={selectedId} conversationId={selectedId} />
      ) : (
        <div className="chat-pane">
          <EmptyState title="Pick a conversation">Choose one on the left, or start a new chat.</EmptyState>
        </div>
      )}
    </div>
  )
}
