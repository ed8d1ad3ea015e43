import type { ChatEvent } from '../../../shared/domain/chat-events'
import type { ChatMessage, Conversation } from '../../../shared/domain/conversation'
import type { ConversationSearchHit } from '../../../shared/domain/conversation-search'
import type { AppError } from '../../../shared/domain/errors'
import type { ModelInfo } from '../../../shared/domain/models-state'
import type { TallyApi } from '../../../shared/ipc/bridge'
import type { Envelope } from '../../../shared/ipc/contract'

export const AT = '2026-03-01T10:00:00.000Z'

export function message(patch: Partial<ChatMessage> & Pick<ChatMessage, 'id' | 'role'>): ChatMessage {
  return { content: '', createdAt: AT, model: 'tally-mini', status: 'complete', usage: null, error: null, incompleteReason: null, metrics: null, continued: false, column: null, ...patch }
}

export function conversation(id: string, messages: ChatMessage[], patch: Partial<Conversation> = {}): Conversation {
  return {
    id,
    title: `Conversation ${id}`,
    createdAt: AT,
    updatedAt: AT,
    params: { model: 'tally-mini', systemPrompt: '', maxOutputTokens: null, temperature: null },
    kind: 'chat',
    compareModels: [],
    messages,
    ...patch,
  }
}

export function chatError(patch: Partial<AppError>): AppError {
  return { kind: 'http', status: 400, code: 'error', message: 'Something failed.', at: new Date().toISOString(), endpoint: 'POST /chat/completions', ...patch }
}

type StartArgs = Parameters<TallyApi['chat']['start']>[0]

/** A window.tally for component tests: conversations in memory, chat events emitted by the test. */
export function createFakeTally() {
  const log: string[] = []
  const listeners = new Set<(event: ChatEvent) => void>()
  const state = {
    conversations: new Map<string, Conversation>(),
    models: [
      { id: 'tally-mini', comingSoon: false },
      { id: 'tally-coder', comingSoon: false },
      { id: 'tally-ultra-preview', comingSoon: true },
    ] as ModelInfo[],
    startResult: null as Envelope<{ userMessageId: string | null; messageId: string }> | null,
    startCalls: [] as StartArgs[],
    abortCalls: [] as string[],
    /** Replaces the built-in substring search (errors, delays). */
    searchResult: null as ((query: string) => Envelope<ConversationSearchHit[]> | Promise<Envelope<ConversationSearchHit[]>>) | null,
    /** While set, `conversations.get` answers only once this promise resolves (a slow main). */
    getGate: null as Promise<void> | null,
  }
  const ok = <T>(value: T): Promise<Envelope<T>> => Promise.resolve({ ok: true, value })
  const notFound = (id: string): Promise<Envelope<never>> =>
    Promise.resolve({ ok: false, error: chatError({ kind: 'input', status: 0, code: 'conversation_not_found', message: `No conversation ${id}`, endpoint: 'app' }) })
  const get = (id: string) => state.conversations.get(id)
  const noop = () => () => undefined

  const api = {
    app: { onEvent: noop, openExternal: () => ok({ opened: true }) },
    models: { list: () => ok({ models: state.models, fetchedAt: AT, error: null }) },
    chat: {
      onEvent: (listener: (event: ChatEvent) => void) => {
        log.push('subscribe')
        listeners.add(listener)
        return () => {
          log.push('unsubscribe')
          listeners.delete(listener)
        }
      },
      start: (args: StartArgs) => {
        log.push(`start:${args.action}`)
        state.startCalls.push(args)
        return Promise.resolve(state.startResult ?? { ok: true, value: { userMessageId: 'u-new', messageId: 'a-new' } })
      },
      abort: ({ requestId }: { requestId: string }) => {
        state.abortCalls.push(requestId)
        return ok({ aborted: true })
      },
    },
    conversations: {
      list: ({ cursor = null, limit = 50 }: { cursor?: string | null; limit?: number } = {}) => {
        log.push(`list:${cursor ?? 'first'}`)
        const all = [...state.conversations.values()].sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : a.id < b.id ? 1 : -1))
        const from = cursor === null ? 0 : Number(cursor)
        const items = all.slice(from, from + limit).map((c) => ({
          id: c.id,
          title: c.title,
          createdAt: c.createdAt,
          updatedAt: c.updatedAt,
          kind: c.kind,
          messageCount: c.messages.length,
          model: c.params.model,
          preview: c.messages.at(-1)?.content.slice(0, 50) ?? '',
        }))
        return ok({ items, nextCursor: from + limit < all.length ? String(from + limit) : null })
      },
      search: ({ query }: { query: string }) => {
        log.push(`search:${query}`)
        if (state.searchResult) return Promise.resolve(state.searchResult(query))
        const word = query.toLowerCase()
        const hits = [...state.conversations.values()].flatMap((c) =>
          c.messages
            .filter((m) => m.content.toLowerCase().includes(word))
            .map((m) => {
              const at = m.content.toLowerCase().indexOf(word)
              return { conversationId: c.id, title: c.title, kind: c.kind, messageId: m.id, snippet: { text: m.content, ranges: [[at, at + word.length]] as [number, number][] } }
            }),
        )
        return ok(hits)
      },
      get: ({ id }: { id: string }) => {
        log.push(`get:${id}`)
        const answer = () => {
          const c = get(id)
          return c ? ok(structuredClone(c)) : notFound(id)
        }
        return state.getGate ? state.getGate.then(answer) : answer()
      },
      create: ({ params }: { params: Conversation['params'] }) => {
        const c = conversation(`c${state.conversations.size + 1}`, [], { params, title: 'New chat' })
        state.conversations.set(c.id, c)
        return ok(structuredClone(c))
      },
      rename: ({ id, title }: { id: string; title: string }) => {
        const c = get(id)
        if (!c) return notFound(id)
        c.title = title
        return ok(structuredClone(c))
      },
      updateParams: ({ id, params }: { id: string; params: Conversation['params'] }) => {
        const c = get(id)
        if (!c) return notFound(id)
        c.params = params
        return ok(structuredClone(c))
      },
      delete: ({ id }: { id: string }) => ok({ deleted: state.conversations.delete(id) }),
    },
  }

  return {
    api: api as unknown as TallyApi,
    log,
    state,
    emit(event: ChatEvent) {
      for (const listener of [...listeners]) listener(event)
    },
    listenerCount: () => listeners.size,
    reset(conversations: Conversation[]) {
      state.conversations = new Map(conversations.map((c) => [c.id, structuredClone(c)]))
      state.startResult = null
      state.startCalls = []
      state.abortCalls = []
      state.searchResult = null
      state.getGate = null
      log.length = 0
    },
  }
}
