import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ChatParams, Conversation, ConversationSummary } from '../../../shared/domain/conversation'
import { tally, unwrap } from '../ipc'
import { queryKeys } from './keys'

/** The models of the active connection (main caches them; `refresh` asks the service again). */
export function useModels() {
  return useQuery({ queryKey: queryKeys.models, queryFn: () => unwrap(tally.models.list({ refresh: false })) })
}

export function useRefreshModels() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => unwrap(tally.models.list({ refresh: true })),
    onSuccess: (state) => client.setQueryData(queryKeys.models, state),
  })
}

function newestFirst(list: ConversationSummary[]): ConversationSummary[] {
  return [...list].sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0))
}

/** Conversations, newest first, matching `query` (title or any message text). */
export function useConversations(query: string) {
  return useQuery({
    queryKey: queryKeys.conversations(query),
    queryFn: () => unwrap(tally.conversations.list({ query })),
    placeholderData: keepPreviousData,
    select: newestFirst,
  })
}

/** One conversation with its messages; polled while it holds an answer streaming elsewhere. */
export function useConversation(id: string | null, { pollStreaming = false }: { pollStreaming?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.conversation(id ?? ''),
    queryFn: () => unwrap(tally.conversations.get({ id: id ?? '' })),
    enabled: id !== null,
    refetchInterval: (query) => (pollStreaming && query.state.data?.messages.some((m) => m.status === 'streaming') ? 2000 : false),
  })
}

function useConversationMutation<A>(run: (args: A) => Promise<Conversation>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: (conversation) => {
      client.setQueryData(queryKeys.conversation(conversation.id), conversation)
      void client.invalidateQueries({ queryKey: queryKeys.conversationsAll })
    },
  })
}

export function useCreateConversation() {
  return useConversationMutation((params: ChatParams) => unwrap(tally.conversations.create({ params })))
}

export function useRenameConversation() {
  return useConversationMutation(({ id, title }: { id: string; title: string }) => unwrap(tally.conversations.rename({ id, title })))
}

export function useUpdateParams() {
  return useConversationMutation(({ id, params }: { id: string; params: ChatParams }) => unwrap(tally.conversations.updateParams({ id, params })))
}

export function useDeleteConversation() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => unwrap(tally.conversations.delete({ id })),
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: queryKeys.conversation(id), exact: true })
      client.setQueriesData<ConversationSummary[]>({ queryKey: queryKeys.conversationsAll }, (list) => list?.filter((c) => c.id !== id))
      void client.invalidateQueries({ queryKey: queryKeys.conversationsAll })
    },
  })
}
