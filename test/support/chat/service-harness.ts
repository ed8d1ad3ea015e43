import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ChatEvent } from '../../../shared/domain/chat-events'
import { ChatEvent as ChatEventSchema, isTerminal } from '../../../shared/domain/chat-events'
import type { ChatParams } from '../../../shared/domain/conversation'
import type { EventChannel, EventPayload } from '../../../shared/ipc/contract'
import { ChatService, type ChatFinished, type ChatServiceDeps } from '../../../electron/services/chat/chat-service'
import { ConversationStore } from '../../../electron/services/chat/conversation-store'
import type { Emit } from '../../../electron/services/ipc/emitter'

export const PARAMS: ChatParams = { model: 'tally-mini', systemPrompt: '', maxOutputTokens: null, temperature: null }

export interface Harness {
  dir: string
  store: ConversationStore
  service: ChatService
  events: ChatEvent[]
  finished: ChatFinished[]
  eventsFor(requestId: string): ChatEvent[]
  textOf(requestId: string): string
  terminal(requestId: string): ChatEvent | undefined
  /** Resolves with the terminal event of a request. */
  waitForEnd(requestId: string): Promise<ChatEvent>
  cleanup(): Promise<void>
}

/** A ChatService over a real store in a temp dir, recording every `chat` event (validated by the contract schema). */
export async function makeHarness(deps: Partial<ChatServiceDeps> = {}): Promise<Harness> {
  const dir = await mkdtemp(join(tmpdir(), 'tally-chat-service-'))
  const store = await ConversationStore.open({ dataDir: dir })
  const events: ChatEvent[] = []
  const emit: Emit = <E extends EventChannel>(channel: E, payload: EventPayload<E>) => {
    if (channel === 'chat') events.push(ChatEventSchema.parse(payload))
  }
  const service = new ChatService({ store, emit, batchWindowMs: 10, ...deps })
  const finished: ChatFinished[] = []
  service.onFinished((info) => finished.push(info))
  const h: Harness = {
    dir,
    store,
    service,
    events,
    finished,
    eventsFor: (id) => events.filter((e) => e.requestId === id),
    textOf: (id) => h.eventsFor(id).map((e) => (e.kind === 'delta' ? e.text : '')).join(''),
    terminal: (id) => h.eventsFor(id).find(isTerminal),
    async waitForEnd(id) {
      for (let i = 0; i < 2000; i++) {
        const t = h.terminal(id)
        if (t) {
          await service.settled(id)
          return t
        }
        await new Promise((r) => setTimeout(r, 5))
      }
      throw new Error(`request ${id} did not end`)
    },
    async cleanup() {
      await service.dispose()
      await rm(dir, { recursive: true, force: true })
    },
  }
  return h
}
