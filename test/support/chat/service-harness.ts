import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ChatEvent } from '../../../shared/domain/chat-events'
import { ChatEvent as ChatEventSchema } from '../../../shared/domain/chat-events'
import { isTerminal } from '../../../shared/domain/terminal-kinds'
import type { ChatParams } from '../../../shared/domain/conversation'
import type { EventChannel, EventPayload } from '../../../shared/ipc/contract'
import type { AnswerFinished } from '../../../electron/services/answers/answer-finished'
import { AnswerRunner, type AnswerRunnerDeps } from '../../../electron/services/answers/answer-runner'
import { ChatService } from '../../../electron/services/chat/chat-service'
import { ModelsService } from '../../../electron/services/models/models-service'
import { systemClock } from '../../../electron/services/time/clock'
import { ConversationStore } from '../../../electron/services/chat/conversation-store'
import type { Emit } from '../../../electron/services/ipc/emitter'

export const PARAMS: ChatParams = { model: 'tally-mini', systemPrompt: '', maxOutputTokens: null, temperature: null }

export interface Harness {
  dir: string
  store: ConversationStore
  service: ChatService
  /** The runner every answer goes through (abort, settled, coming-soon learning, onFinished). */
  answers: AnswerRunner
  /** Learns coming-soon models from every finished answer, as the app does. */
  models: ModelsService
  events: ChatEvent[]
  finished: AnswerFinished[]
  eventsFor(requestId: string): ChatEvent[]
  textOf(requestId: string): string
  terminal(requestId: string): ChatEvent | undefined
  /** Resolves with the terminal event of a request. */
  waitForEnd(requestId: string): Promise<ChatEvent>
  cleanup(): Promise<void>
}

export type RunnerDeps = Partial<Omit<AnswerRunnerDeps, 'store' | 'emit'>>
export type HarnessDeps = RunnerDeps & { newId?: () => string }

/**
 * The answer runner alone over `store`, for the services built on it (chat, compare, batches): the real clock,
 * each connection its own account, deltas batched every 10 ms; every `chat` event validated by the contract
 * schema and kept in `events`. The whole app's runner is createCore's (startTestApp).
 */
export function answerRunnerOver(store: ConversationStore, deps: RunnerDeps = {}): { answers: AnswerRunner; events: ChatEvent[] } {
  const events: ChatEvent[] = []
  const emit: Emit = <E extends EventChannel>(channel: E, payload: EventPayload<E>) => {
    if (channel === 'chat') events.push(ChatEventSchema.parse(payload))
  }
  return { answers: new AnswerRunner({ store, emit, clock: systemClock, accountOf: (id) => id, batchWindowMs: 10, ...deps }), events }
}

/** A ChatService and its AnswerRunner over a real store in a temp dir, recording every `chat` event (validated by the contract schema). */
export async function makeHarness(deps: HarnessDeps = {}): Promise<Harness> {
  const dir = await mkdtemp(join(tmpdir(), 'tally-chat-service-'))
  const store = await ConversationStore.open({ dataDir: dir })
  const { newId, ...runnerDeps } = deps
  const { answers, events } = answerRunnerOver(store, runnerDeps)
  const service = new ChatService({ store, answers, ...(deps.clock ? { clock: deps.clock } : {}), ...(newId ? { newId } : {}) })
  const finished: AnswerFinished[] = []
  answers.onFinished((info) => finished.push(info))
  const models = new ModelsService({ getClient: () => null, clock: systemClock })
  answers.onFinished((a) => models.noteAnswer(a))
  const h: Harness = {
    dir,
    store,
    service,
    answers,
    models,
    events,
    finished,
    eventsFor: (id) => events.filter((e) => e.requestId === id),
    textOf: (id) => h.eventsFor(id).map((e) => (e.kind === 'delta' ? e.text : '')).join(''),
    terminal: (id) => h.eventsFor(id).find(isTerminal),
    async waitForEnd(id) {
      for (let i = 0; i < 2000; i++) {
        const t = h.terminal(id)
        if (t) {
          await answers.settled(id)
          return t
        }
        await new Promise((r) => setTimeout(r, 5))
      }
      throw new Error(`request ${id} did not end`)
    },
    async cleanup() {
      await answers.dispose()
      await rm(dir, { recursive: true, force: true })
    },
  }
  return h
}
