import { type InfiniteData, type QueryClient, keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ChatParams, Conversation, ConversationPage, ConversationSummary } from '../../../shared/domain/conversation'
import { tally } from '../ipc'
import { unwrap } from './errors'
import { queryKeys } from './keys'
import { newConversationLabels } from '../stores/labels'

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

/** Conversations per page of the list (main's default too). */
export const LIST_PAGE_SIZE = 50

/** The conversation list, newest first, a page at a time: `fetchNextPage` as the list scrolls. */
export function useConversationList() {
  return useInfiniteQuery({
    queryKey: queryKeys.conversationList,
    queryFn: ({ pageParam }) => unwrap(tally.conversations.list({ cursor: pageParam, limit: LIST_PAGE_SIZE })),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  })
}

/** Every summary loaded so far, in list order. */
export function loadedConversations(data: InfiniteData<ConversationPage> | undefined): ConversationSummary[] {
  return data?.pages.flatMap((page) => page.items) ?? []
}

/**
 * Full-text search (main's FTS index): ranked hits with snippets, and the query they answer (the
 * previous answer stays shown while the next is fetched); disabled for an empty query.
 */
export function useConversationSearch(query: string) {
  return useQuery({
    queryKey: queryKeys.conversationSearch(query),
    queryFn: async () => ({ query, hits: await unwrap(tally.conversations.search({ query, limit: SEARCH_LIMIT })) }),
    enabled: query !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  })
}

export const SEARCH_LIMIT = 50

/** One conversation, from the cache when it is there (else read from main). */
export function fetchConversation(client: QueryClient, id: string): Promise<Conversation> {
  return client.fetchQuery<Conversation>({ queryKey: queryKeys.conversation(id), queryFn: () => unwrap(tally.conversations.get({ id })) })
}

/** The most recent conversation's ID, or null when there is none. */
export async function latestConversationId(): Promise<string | null> {
  return (await unwrap(tally.conversations.list({ limit: 1 }))).items[0]?.id ?? null
}

/** Exports a conversation: main asks where to save (a save dialog) and writes the file. */
export function useExportConversation(conversationId: string) {
  return useMutation({ mutationFn: (format: 'markdown' | 'json' | 'html') => unwrap(tally.conversations.export({ id: conversationId, format })) })
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

/** A new conversation, in the project chosen for new chats (#35). */
export function useCreateConversation() {
  return useConversationMutation((params: ChatParams) => unwrap(tally.conversations.create({ params, ...labelsArg() })))
}

function labelsArg(): { labels?: { projectId: string } } {
  const labels = newConversationLabels()
  return labels ? { labels } : {}
}

export function useRenameConversation() {
  return useConversationMutation(({ id, title }: { id: string; title: string }) => unwrap(tally.conversations.rename({ id, title })))
}

export function useUpdateParams() {
  return useConversationMutation(({ id, params }: { id: string; params: ChatParams }) => unwrap(tally.conversations.updateParams({ id, params })))
}

/** #34 "Save only": a new version of a user message on its own branch; no request, nothing spent. */
export function useSaveEdit() {
  return useConversationMutation((args: { id: string; messageId: string; content: string }) => unwrap(tally.conversations.saveEdit(args)))
}

/** #34: shows the branch through a message (‹ 2 / 3 ›). */
export function useSwitchBranch() {
  return useConversationMutation((args: { id: string; messageId: string }) => unwrap(tally.conversations.switchBranch(args)))
}

/** #34: deletes a version of a message and everything after it on its branch. */
export function useDeleteBranch() {
  return useConversationMutation((args: { id: string; messageId: string }) => unwrap(tally.conversations.deleteBranch(args)))
}

export function useDeleteConversation() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => unwrap(tally.conversations.delete({ id })),
    onSuccess: (_result, id) => {
      client.removeQueries({ queryKey: queryKeys.conversation(id), exact: true })
      client.setQueryData<InfiniteData<ConversationPage>>(queryKeys.conversationList, (data) =>
        data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((c) => c.id !== id) })) } : data,
      )
      void client.invalidateQueries({ queryKey: queryKeys.conversationsAll })
    },
  })
}

/** Deletes every conversation (main stops streams first); nothing of the old list stays cached. */
export function useDeleteAllConversations() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => unwrap(tally.conversations.deleteAll()),
    onSuccess: () => {
      client.removeQueries({ queryKey: queryKeys.conversationAll })
      void client.invalidateQueries({ queryKey: queryKeys.conversationsAll })
    },
  })
}
