import type { ChatEvent } from '../../../shared/domain/chat-events'
import type { Conversation, ConversationSummary } from '../../../shared/domain/conversation'
import type { ConversationSearchHit } from '../../../shared/domain/conversation-search'
import type { ModelInfo } from '../../../shared/domain/models-state'
import type { Envelope, InvokeArgs, InvokeResult } from '../../../shared/ipc/contract'
import { createFakeBridge, type FakeBridge } from './fake-bridge'
import { AT, chatError, conversation, fail, ok } from './fixtures'

type StartArgs = InvokeArgs<'chat:start'>

/**
 * Main's chat side on the fake bridge: conversations in memory, chat events emitted by the test.
 * `log` records subscriptions and calls in order ('subscribe', 'start:send', 'get:c1', …).
 */
export function createChatFake() {
  const log: string[] = []
  const bridge: FakeBridge = createFakeBridge({
    onSubscribe: (channel, subscribed) => {
      if (channel === 'chat') log.push(subscribed ? 'subscribe' : 'unsubscribe')
    },
  })
  const state = {
    conversations: new Map<string, Conversation>(),
    models: [
      { id: 'tally-mini', comingSoon: false },
      { id: 'tally-coder', comingSoon: false },
      { id: 'tally-ultra-preview', comingSoon: true },
    ] as ModelInfo[],
    startResult: null as Envelope<InvokeResult<'chat:start'>> | null,
    startCalls: [] as StartArgs[],
    abortCalls: [] as string[],
    /** Replaces the built-in substring search (errors, delays). */
    searchResult: null as ((query: string) => Envelope<ConversationSearchHit[]> | Promise<Envelope<ConversationSearchHit[]>>) | null,
    /** While set, `conversations.get` answers only once this promise resolves (a slow main). */
    getGate: null as Promise<void> | null,
    exportResult: null as Envelope<InvokeResult<'conversations:export'>> | null,
  }
  const notFound = (id: string) => fail(chatError({ kind: 'input', status: 0, code: 'conversation_not_found', message: `No conversation ${id}`, endpoint: 'app' }))
  const get = (id: string) => state.conversations.get(id)
  const summary = (c: Conversation): ConversationSummary => ({
    id: c.id,
    title: c.title,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    kind: c.kind,
    blind: c.blind,
    messageCount: c.messages.length,
    model: c.params.model,
    preview: c.messages.at(-1)?.content.slice(0, 50) ?? '',
  })

  const answer = () => {
    bridge.respond('app:openExternal', () => ok({ opened: true }))
    bridge.respond('models:list', () => ok({ models: state.models, fetchedAt: AT, error: null }))
    bridge.respond('chat:start', (args) => {
      log.push(`start:${args.action}`)
      state.startCalls.push(args)
      return state.startResult ?? ok({ userMessageId: 'u-new', messageId: 'a-new' })
    })
    bridge.respond('chat:abort', ({ requestId }) => {
      state.abortCalls.push(requestId)
      return ok({ aborted: true })
    })
    bridge.respond('conversations:list', ({ cursor = null, limit = 50 }) => {
      log.push(`list:${cursor ?? 'first'}`)
      const all = [...state.conversations.values()].sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : a.id < b.id ? 1 : -1))
      const from = cursor === null ? 0 : Number(cursor)
      return ok({ items: all.slice(from, from + limit).map(summary), nextCursor: from + limit < all.length ? String(from + limit) : null })
    })
    bridge.respond('conversations:search', ({ query }) => {
      log.push(`search:${query}`)
      if (state.searchResult) return state.searchResult(query)
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
    })
    bridge.respond('conversations:get', ({ id }) => {
      log.push(`get:${id}`)
      const found = () => {
        const c = get(id)
        return c ? ok(structuredClone(c)) : notFound(id)
      }
      return state.getGate ? state.getGate.then(found) : found()
    })
    bridge.respond('conversations:create', ({ params }) => {
      const c = conversation(`c${state.conversations.size + 1}`, [], { params, title: 'New chat' })
      state.conversations.set(c.id, c)
      return ok(structuredClone(c))
    })
    bridge.respond('conversations:rename', ({ id, title }) => {
      const c = get(id)
      if (!c) return notFound(id)
      c.title = title
      return ok(structuredClone(c))
    })
    bridge.respond('conversations:updateParams', ({ id, params }) => {
      const c = get(id)
      if (!c) return notFound(id)
      c.params = params
      return ok(structuredClone(c))
    })
    bridge.respond('conversations:delete', ({ id }) => ok({ deleted: state.conversations.delete(id) }))
    bridge.respond('conversations:export', ({ id, format }) => {
      log.push(`export:${id}:${format}`)
      return state.exportResult ?? ok({ saved: true, path: `/home/ada/${id}.${format === 'json' ? 'json' : 'md'}` })
    })
  }
  answer()

  return {
    bridge,
    log,
    state,
    emit: (event: ChatEvent) => bridge.emit('chat', event),
    listenerCount: () => bridge.listenerCount('chat'),
    /** Starts over with these conversations (subscriptions stay: the app's stay across tests too). */
    reset(conversations: Conversation[]) {
      state.conversations = new Map(conversations.map((c) => [c.id, structuredClone(c)]))
      state.startResult = null
      state.startCalls = []
      state.abortCalls = []
      state.searchResult = null
      state.getGate = null
      state.exportResult = null
      log.length = 0
    },
  }
}

export type ChatFake = ReturnType<typeof createChatFake>
