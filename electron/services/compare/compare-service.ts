import { randomUUID } from 'node:crypto'
import type { ChatMessage, ChatParams, Conversation, TokenUsage } from '../../../shared/domain/conversation'
import type { AppError } from '../../../shared/domain/errors'
import { inputError } from '../../../shared/error-model'
import type { Clock } from '../api/clock'
import type { ServiceClient } from '../api/service-client'
import type { Emit } from '../ipc/emitter'
import { AnswerTimer } from '../chat/answer-metrics'
import { buildChatRequest, StreamOptionsMemory, withUsageRequested } from '../chat/chat-request'
import { DEFAULT_IDLE_TIMEOUT_MS, streamChat, type StreamOutcome } from '../chat/chat-stream'
import type { ConversationStore } from '../chat/conversation-store'
import type { Terminal } from '../../../shared/domain/chat-events'
import { RequestEvents } from '../chat/request-events'
import { titleFrom } from '../chat/titles'
import { ConcurrencyLearner } from './concurrency-learner'

/** A column refused as "too many simultaneous requests" is queued again at most this often. */
export const MAX_REQUEUES = 3

export interface CompareServiceDeps {
  store: ConversationStore
  emit: Emit
  clock: Pick<Clock, 'now' | 'sleep'>
  idleTimeoutMs?: number
  batchWindowMs?: number
  monotonic?: () => number
  newId?: () => string
  log?: (level: 'info' | 'warn' | 'error', message: string) => void
}

export interface CompareStartArgs {
  prompt: string
  models: string[]
  params: ChatParams
  /** One per model (the renderer's, so it listens before events flow); generated when absent. */
  requestIds?: string[]
}

export interface CompareColumn {
  column: number
  model: string
  requestId: string
  messageId: string
}

/** The spec's chat 429 for "too many simultaneous requests" (not "no credits", not "model at capacity"). */
export function isConcurrencyLimit(error: AppError): boolean {
  if (error.status !== 429) return false
  const text = `${error.code} ${error.message}`.toLowerCase()
  return /concurren|simultaneous/.test(text)
}

/**
 * Compare runs: one prompt to 2–4 models, each column its own chat request (own requestId and
 * terminal event), run concurrently through the account's ConcurrencyLearner so columns beyond
 * the learned limit queue instead of failing.
 */
export class CompareService {
  private readonly learners = new Map<string, ConcurrencyLearner>()
  private readonly running = new Map<string, { conversationId: string; column: number; controller: AbortController; done: Promise<void> }>()
  private readonly streamOptions = new StreamOptionsMemory()
  private readonly newId: () => string

  constructor(private readonly deps: CompareServiceDeps) {
    this.newId = deps.newId ?? randomUUID
  }

  learner(connectionId: string): ConcurrencyLearner {
    let learner = this.learners.get(connectionId)
    if (!learner) {
      learner = new ConcurrencyLearner(this.deps.clock)
      this.learners.set(connectionId, learner)
    }
    return learner
  }

  /** Drops what was learned about a removed connection (a run still going keeps its own). */
  forget(connectionId: string): void {
    this.learners.delete(connectionId)
  }

  /** Saves the compare conversation (prompt + one placeholder per column), then streams every column. */
  async start(args: CompareStartArgs, ctx: { connectionId: string; client: ServiceClient }): Promise<{ conversationId: string; columns: CompareColumn[] }> {
    if (args.prompt.trim().length === 0) throw inputError('empty_message', 'The prompt is empty.', 'prompt')
    if (args.models.length < 2 || args.models.length > 4) throw inputError('invalid_models', 'Pick 2 to 4 models to compare.', 'models')
    const ids = args.requestIds
    if (ids && (ids.length !== args.models.length || new Set(ids).size !== ids.length || ids.some((id) => this.running.has(id)))) {
      throw inputError('invalid_request_ids', 'Each column needs its own new request ID.', 'requestIds')
    }
    const { store } = this.deps
    const created = await store.create(args.params)
    const at = new Date(this.deps.clock.now()).toISOString()
    const user: ChatMessage = message({ id: this.newId(), role: 'user', content: args.prompt, createdAt: at, model: null, status: 'complete' })
    const columns: CompareColumn[] = args.models.map((model, column) => ({ column, model, requestId: ids?.[column] ?? this.newId(), messageId: this.newId() }))
    const placeholders = columns.map((c) => message({ id: c.messageId, role: 'assistant', content: '', createdAt: at, model: c.model, status: 'streaming', column: c.column }))
    await store.update(created.id, (c) => {
      c.kind = 'compare'
      c.compareModels = [...args.models]
      c.title = titleFrom(args.prompt)
      c.messages = [user, ...placeholders]
    })
    for (const column of columns) this.launch(created.id, column, user, args.params, ctx)
    return { conversationId: created.id, columns }
  }

  /**
   * Retry in one column: a fresh answer from the same model to the same prompt replaces the column's
   * answer (the user's action; main requeues only concurrency 429s on its own).
   */
  async retry(conversationId: string, column: number, requestId: string, ctx: { connectionId: string; client: ServiceClient }): Promise<{ requestId: string; messageId: string }> {
    const { store } = this.deps
    const compare = store.get(conversationId)
    if (compare.kind !== 'compare') throw inputError('not_a_compare_run', 'This conversation is not a compare run.', 'conversationId')
    const user = compare.messages.find((m) => m.role === 'user')
    const old = compare.messages.find((m) => m.role === 'assistant' && m.column === column)
    if (!user || !old) throw inputError('column_not_found', `This compare run has no column ${column}.`, 'column')
    if (this.running.has(requestId)) throw inputError('duplicate_request', 'A request with this ID is already running.', 'requestId')
    if ([...this.running.values()].some((r) => r.conversationId === conversationId && r.column === column)) {
      throw inputError('conversation_busy', 'This column is still streaming. Stop it first.', 'column')
    }
    const model = old.model ?? compare.compareModels[column] ?? compare.params.model
    const col: CompareColumn = { column, model, requestId, messageId: this.newId() }
    const at = new Date(this.deps.clock.now()).toISOString()
    const placeholder = message({ id: col.messageId, role: 'assistant', content: '', createdAt: at, model, status: 'streaming', column })
    await store.update(conversationId, (c) => {
      c.messages = c.messages.map((m) => (m.id === old.id ? placeholder : m))
    })
    this.launch(conversationId, col, user, compare.params, ctx)
    return { requestId, messageId: col.messageId }
  }

  private launch(conversationId: string, column: CompareColumn, user: ChatMessage, params: ChatParams, ctx: { connectionId: string; client: ServiceClient }): void {
    const controller = new AbortController()
    const done = this.runColumn(conversationId, column, user, params, ctx, controller.signal).finally(() => this.running.delete(column.requestId))
    this.running.set(column.requestId, { conversationId, column: column.column, controller, done })
  }

  /** "Continue with this model": a normal chat with that column's model, the prompt and that answer (copies). */
  async continueWith(conversationId: string, column: number): Promise<Conversation> {
    const { store } = this.deps
    const compare = store.get(conversationId)
    if (compare.kind !== 'compare') throw inputError('not_a_compare_run', 'This conversation is not a compare run.', 'conversationId')
    const prompt = compare.messages.find((m) => m.role === 'user')
    const answer = compare.messages.find((m) => m.role === 'assistant' && m.column === column)
    if (!prompt || !answer) throw inputError('column_not_found', `This compare run has no column ${column}.`, 'column')
    if (answer.status === 'streaming') throw inputError('conversation_busy', 'This column is still streaming. Wait for it or stop it first.', 'column')
    const model = answer.model ?? compare.compareModels[column] ?? compare.params.model
    const chat = await store.create({ ...compare.params, model })
    await store.update(chat.id, (c) => {
      c.title = compare.title
      c.messages = [
        { ...prompt, id: this.newId(), column: null },
        { ...answer, id: this.newId(), column: null },
      ]
    })
    return store.get(chat.id)
  }

  abort(requestId: string): { aborted: boolean } {
    const entry = this.running.get(requestId)
    if (!entry || entry.controller.signal.aborted) return { aborted: false }
    entry.controller.abort()
    return { aborted: true }
  }

  /** Stops every column of a compare run and waits until they have ended (before a delete). */
  async stopConversation(conversationId: string): Promise<void> {
    const columns = [...this.running.values()].filter((r) => r.conversationId === conversationId)
    for (const c of columns) c.controller.abort()
    await Promise.all(columns.map((c) => c.done))
  }

  isActive(requestId: string): boolean {
    return this.running.has(requestId)
  }

  async settled(): Promise<void> {
    await Promise.all([...this.running.values()].map((r) => r.done))
  }

  /** Stops every column of every run (delete all chat history). */
  async stopAll(): Promise<void> {
    for (const entry of this.running.values()) entry.controller.abort()
    await this.settled()
  }

  async dispose(): Promise<void> {
    await this.stopAll()
  }

  private async runColumn(conversationId: string, col: CompareColumn, user: ChatMessage, params: ChatParams, ctx: { connectionId: string; client: ServiceClient }, signal: AbortSignal): Promise<void> {
    const events = new RequestEvents(this.deps.emit, { requestId: col.requestId, conversationId, messageId: col.messageId }, this.deps.batchWindowMs)
    const body = buildChatRequest({ ...params, model: col.model }, [user])
    const learner = this.learner(ctx.connectionId)
    const parts: string[] = []
    let usage: TokenUsage | null = null
    let outcome: StreamOutcome = { status: 'stopped', requestId: null }
    let timer = new AnswerTimer(this.deps.monotonic ?? (() => performance.now()))
    // Retries happen only here, and only for a concurrency 429 (nothing was generated). The app sends
    // no tools, so the spec's rule on retrying tool requests (check whether the tool ran) does not arise.
    for (let attempt = 0; ; attempt++) {
      let slot
      try {
        slot = await learner.acquire(signal)
      } catch {
        outcome = { status: 'stopped', requestId: null }
        break
      }
      timer = new AnswerTimer(this.deps.monotonic ?? (() => performance.now()))
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
      })
      if (outcome.status === 'error' && isConcurrencyLimit(outcome.error) && parts.length === 0 && attempt < MAX_REQUEUES) {
        slot.tooMany(outcome.error.retryAfterMs ?? null)
        this.deps.log?.('info', `compare ${col.requestId}: too many simultaneous requests; queued again (limit ${learner.limit ?? '?'})`)
        continue
      }
      slot.release()
      break
    }
    const metrics = timer.finish((usage as TokenUsage | null)?.outputTokens ?? null)
    const status = outcome.status === 'complete' ? 'complete' : outcome.status
    const error = outcome.status === 'error' || outcome.status === 'incomplete' ? outcome.error : null
    const write = this.deps.store.update(
      conversationId,
      (c) => {
        const m = c.messages.find((x) => x.id === col.messageId)
        if (m) Object.assign(m, { content: parts.join(''), status, usage, error, incompleteReason: outcome.status === 'incomplete' ? outcome.reason : null, metrics })
      },
      { touch: true },
    )
    events.finish(terminal(outcome), metrics)
    await write.catch((err: unknown) => {
      if (this.deps.store.has(conversationId)) this.deps.log?.('error', `compare: could not save column ${col.column}: ${(err as Error).message}`)
    })
  }
}

function message(m: Pick<ChatMessage, 'id' | 'role' | 'content' | 'createdAt' | 'model' | 'status'> & { column?: number }): ChatMessage {
  return { usage: null, error: null, incompleteReason: null, metrics: null, continued: false, column: null, ...m }
}

function terminal(outcome: StreamOutcome): Terminal {
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

