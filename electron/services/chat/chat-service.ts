import type { ConversationSearchHit } from '../../../shared/domain/conversation-search'
import { randomUUID } from 'node:crypto'
import type { AnswerFigures, ChatParams, Conversation, ConversationPage, MessageStatus, TokenUsage } from '../../../shared/domain/conversation'
import type { AppError } from '../../../shared/domain/errors'
import { inputError, makeError } from '../../../shared/error-model'
import type { ServiceClient } from '../api/service-client'
import { type Clock, systemClock } from '../api/clock'
import type { Emit } from '../ipc/emitter'
import { AnswerTimer, type MonotonicClock } from './answer-metrics'
import { buildChatRequest, StreamOptionsMemory, withUsageRequested } from './chat-request'
import { DEFAULT_IDLE_TIMEOUT_MS, streamChat, type StreamOutcome } from './chat-stream'
import type { ConversationStore } from './conversation-store'
import { type ExportedConversation, type ExportFormat, exportConversation } from './export'
import { type ChatStartArgs, prepareTurn, type Turn } from './prepare-turn'
import type { Terminal } from '../../../shared/domain/chat-events'
import { Emitter } from '../../../shared/emitter'
import { RequestEvents } from './request-events'

export interface ChatServiceDeps {
  store: ConversationStore
  emit: Emit
  /** No byte for this long ends a stream as incomplete ('stalled'). Default 30 s. */
  idleTimeoutMs?: number
  /** Text delta batching window. Default 24 ms. */
  batchWindowMs?: number
  /** How often partial text is saved while streaming (so a crash keeps it). Default 0.5 s. */
  checkpointMs?: number
  clock?: Pick<Clock, 'now'>
  /** Monotonic ms clock for answer metrics. Default `performance.now`. */
  monotonic?: MonotonicClock
  newId?: () => string
  log?: (level: 'info' | 'warn' | 'error', message: string) => void
}

export interface ChatStartContext {
  connectionId: string
  client: ServiceClient
}

/** Passed to `onFinished` listeners once a stream has ended and its answer is saved in memory. */
export interface ChatFinished {
  requestId: string
  connectionId: string
  conversationId: string
  messageId: string
  model: string
  status: Exclude<MessageStatus, 'streaming'>
  usage: TokenUsage | null
  error: AppError | null
}

interface Active {
  conversationId: string
  controller: AbortController
  done: Promise<void>
}

const STATUS: Record<StreamOutcome['status'], Exclude<MessageStatus, 'streaming'>> = {
  complete: 'complete',
  stopped: 'stopped',
  incomplete: 'incomplete',
  error: 'error',
}

/**
 * Chat in the main process: turns `chat:start` into a saved user message, a streamed answer
 * (`chat` events) and a saved assistant message; `chat:abort` stops it. One stream per
 * conversation at a time; never retries on its own (Retry, Regenerate and Continue are the user's).
 * The spec's rule on retrying tool requests (check whether the tool already ran) does not arise: the app sends no tools.
 */
export class ChatService {
  private readonly active = new Map<string, Active>()
  private readonly finished = new Emitter<ChatFinished>((err) => this.log('error', `chat: onFinished listener failed: ${(err as Error).message}`))
  private readonly comingSoon = new Set<string>()
  /** Connections that answered 400 to `stream_options`: asked without it, token counts unknown. */
  private readonly streamOptions = new StreamOptionsMemory()
  private readonly now: () => Date
  private readonly newId: () => string

  constructor(private readonly deps: ChatServiceDeps) {
    const clock = deps.clock ?? systemClock
    this.now = () => new Date(clock.now())
    this.newId = deps.newId ?? randomUUID
  }

  /** Saves the user's side first (a huge prompt is never lost), then streams the answer in the background. */
  async start(args: ChatStartArgs, ctx: ChatStartContext): Promise<{ userMessageId: string | null; messageId: string }> {
    const { store } = this.deps
    if (this.active.has(args.requestId)) throw inputError('duplicate_request', 'A request with this ID is already running.', 'requestId')
    const conversation = store.get(args.conversationId)
    for (const a of this.active.values()) {
      if (a.conversationId === conversation.id) throw inputError('conversation_busy', 'An answer is still streaming in this conversation. Stop it first.', 'conversationId')
    }
    const turn = prepareTurn(conversation, args, { now: this.now().toISOString(), newId: this.newId })
    const body = buildChatRequest(conversation.params, turn.history)

    const controller = new AbortController()
    let release: () => void = () => undefined
    const entry: Active = { conversationId: conversation.id, controller, done: new Promise<void>((resolve) => (release = resolve)) }
    this.active.set(args.requestId, entry)
    try {
      await store.update(conversation.id, (c) => {
        c.messages = turn.messages
        c.title = turn.title
      })
    } catch (err) {
      // Kept in memory either way; the answer is still worth asking for.
      this.log('error', `chat: could not save conversation ${conversation.id}: ${(err as Error).message}`)
    }
    const ids = { requestId: args.requestId, conversationId: conversation.id, messageId: turn.placeholder.id }
    void this.run(ids, body, conversation.params, ctx, turn).finally(() => {
      if (this.active.get(args.requestId) === entry) this.active.delete(args.requestId)
      release()
    })
    return { userMessageId: turn.userMessageId, messageId: turn.placeholder.id }
  }

  /** Stops a running request: its answer keeps the text so far, status 'stopped'. */
  abort(requestId: string): { aborted: boolean } {
    const entry = this.active.get(requestId)
    if (!entry || entry.controller.signal.aborted) return { aborted: false }
    entry.controller.abort()
    return { aborted: true }
  }

  isActive(requestId: string): boolean {
    return this.active.has(requestId)
  }

  /** Called after every stream ends (e.g. to refresh the balance ~5 s and usage ~15 s later). */
  onFinished(listener: (info: ChatFinished) => void): () => void {
    return this.finished.on(listener)
  }

  /** Models that answered `model_coming_soon` during this session (until one answers normally). */
  comingSoonModels(): Set<string> {
    return new Set(this.comingSoon)
  }

  /** Resolves when the request (or, without an ID, every running request) has ended. */
  async settled(requestId?: string): Promise<void> {
    if (requestId !== undefined) return this.active.get(requestId)?.done
    await Promise.all([...this.active.values()].map((a) => a.done))
  }

  /** Stops every stream and waits for the history to be written (app quit). */
  async dispose(): Promise<void> {
    for (const entry of this.active.values()) entry.controller.abort()
    await this.settled()
    await this.deps.store.flush()
  }

  page(args: { cursor?: string | null; limit?: number }): ConversationPage {
    return this.deps.store.page(args)
  }

  answerFigures(): Iterable<AnswerFigures> {
    return this.deps.store.answerFigures()
  }

  search(query: string, limit?: number): ConversationSearchHit[] {
    return this.deps.store.search(query, limit)
  }

  get(id: string): Conversation {
    return this.deps.store.get(id)
  }

  create(params: ChatParams): Promise<Conversation> {
    return this.deps.store.create(params)
  }

  rename(id: string, title: string): Promise<Conversation> {
    return this.deps.store.rename(id, title)
  }

  updateParams(id: string, params: ChatParams): Promise<Conversation> {
    return this.deps.store.updateParams(id, params)
  }

  /** Stops the conversation's stream, if any, then deletes it. */
  async delete(id: string): Promise<{ deleted: boolean }> {
    const running = [...this.active.values()].filter((a) => a.conversationId === id)
    for (const entry of running) entry.controller.abort()
    await Promise.all(running.map((a) => a.done))
    return { deleted: await this.deps.store.delete(id) }
  }

  /** Stops every stream, then deletes every conversation (search index emptied, file compacted). */
  async deleteAll(): Promise<{ deleted: number; compacted: boolean }> {
    const running = [...this.active.values()]
    for (const entry of running) entry.controller.abort()
    await Promise.all(running.map((a) => a.done))
    return this.deps.store.deleteAll()
  }

  /** A conversation as Markdown or JSON, named for a save dialog. */
  export(id: string, format: ExportFormat, now: Date): ExportedConversation {
    return exportConversation(this.deps.store.get(id), format, now)
  }

  private async run(
    ids: { requestId: string; conversationId: string; messageId: string },
    body: ReturnType<typeof buildChatRequest>,
    params: ChatParams,
    ctx: ChatStartContext,
    turn: Pick<Turn, 'prefix' | 'previousUsage'>,
  ): Promise<void> {
    const { store, emit } = this.deps
    const entry = this.active.get(ids.requestId)
    const signal = entry?.controller.signal ?? AbortSignal.abort()
    const events = new RequestEvents(emit, ids, this.deps.batchWindowMs)
    // A continued answer keeps its partial text in front of what streams now (events carry only the new text).
    const parts: string[] = turn.prefix ? [turn.prefix] : []
    let usage: TokenUsage | null = null
    let saved = parts.length
    const writeMessage = (patch: Partial<Conversation['messages'][number]>, touch: boolean): Promise<void> =>
      store.updateMessage(ids.conversationId, ids.messageId, patch, { touch })
    const checkpoint = setInterval(() => {
      if (parts.length === saved) return
      saved = parts.length
      writeMessage({ content: parts.join('') }, false).catch(() => undefined)
    }, this.deps.checkpointMs ?? 500)

    const timer = new AnswerTimer(this.deps.monotonic ?? (() => performance.now()))
    let outcome: StreamOutcome
    try {
      outcome = await streamChat({
        client: withUsageRequested(ctx.client, ctx.connectionId, this.streamOptions),
        body,
        signal,
        idleTimeoutMs: this.deps.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS,
        onText: (text) => {
          timer.text(text)
          parts.push(text)
          events.text(text)
        },
        onUsage: (u) => {
          usage = u
          events.usage(u)
        },
        onGarbage: (sample) => this.log('warn', `chat ${ids.requestId}: unreadable stream data: ${sample}`),
      })
    } catch (err) {
      // streamChat does not reject; this is a last guard so the message never stays 'streaming'.
      const error = makeError({ kind: 'internal', code: 'internal_error', message: `Unexpected error: ${(err as Error).message}`, endpoint: 'app' })
      outcome = { status: 'error', error, requestId: null }
    } finally {
      clearInterval(checkpoint)
    }

    if (outcome.status === 'error' && outcome.error.code === 'model_coming_soon') this.comingSoon.add(params.model)
    else if (outcome.status === 'complete') this.comingSoon.delete(params.model)
    const status = STATUS[outcome.status]
    const error = outcome.status === 'error' || outcome.status === 'incomplete' ? outcome.error : null
    const metrics = timer.finish((usage as TokenUsage | null)?.outputTokens ?? null)
    // Continued: the answer's tokens are both requests' (each was billed); unknown when this one reported none.
    const reported = usage as TokenUsage | null
    if (reported !== null && turn.previousUsage !== null) usage = addUsage(turn.previousUsage, reported)
    const write = writeMessage(
      { content: parts.join(''), status, usage, error, incompleteReason: outcome.status === 'incomplete' ? outcome.reason : null, metrics },
      true,
    )
    // Free the conversation before the terminal event, so an immediate Retry is never "busy".
    if (this.active.get(ids.requestId) === entry) this.active.delete(ids.requestId)
    events.finish(this.terminal(outcome), metrics)
    if (outcome.status !== 'complete') this.log('info', `chat ${ids.requestId}: ${status}${error ? ` (${error.code}: ${error.message})` : ''}`)
    const info: ChatFinished = { requestId: ids.requestId, connectionId: ctx.connectionId, conversationId: ids.conversationId, messageId: ids.messageId, model: params.model, status, usage, error }
    this.finished.emit(info)
    // A conversation deleted mid-stream has nowhere to keep its answer: that is expected.
    await write.catch((err: unknown) => {
      if (store.has(ids.conversationId)) this.log('error', `chat: could not save the answer ${ids.messageId}: ${(err as Error).message}`)
    })
  }

  private terminal(outcome: StreamOutcome): Terminal {
    switch (outcome.status) {
      case 'complete':
        return { kind: 'done' }
      case 'stopped':
        return { kind: 'stopped' }
      case 'incomplete':
        return { kind: 'incomplete', reason: outcome.reason, error: outcome.error }
      case 'error':
        return { kind: 'error', error: outcome.error }
    }
  }

  private log(level: 'info' | 'warn' | 'error', message: string): void {
    this.deps.log?.(level, message)
  }
}

function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return { inputTokens: a.inputTokens + b.inputTokens, cachedInputTokens: a.cachedInputTokens + b.cachedInputTokens, outputTokens: a.outputTokens + b.outputTokens }
}
