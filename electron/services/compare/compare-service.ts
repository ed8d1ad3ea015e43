import { randomUUID } from 'node:crypto'
import type { ChatMessage, ChatParams, Conversation } from '../../../shared/domain/conversation'
import { inputError, say } from '../../../shared/error-model'
import type { Clock } from '../time/clock'
import type { ServiceClient } from '../api/service-client'
import type { AnswerRunner } from '../answers/answer-runner'
import { buildChatRequest } from '../answers/request-body'
import type { ConversationStore } from '../chat/conversation-store'
import { titleFrom } from '../chat/titles'
import type { RunPlan } from '../../../shared/domain/preflight'
import type { Labels } from '../../../shared/domain/projects'
import type { CapKind } from '../../../shared/guard/cap'
import { newMessage } from '../../../shared/chat/new-message'

export interface CompareServiceDeps {
  store: ConversationStore
  /** Streams every column (queued through the connection's learned concurrency limit). */
  answers: AnswerRunner
  clock: Pick<Clock, 'now'>
  /** #33: main's preflight before a run: refuses one it would ask about unless confirmed; the caps the user confirmed passing. */
  admit?(plan: RunPlan, confirmed: boolean): Promise<CapKind[]>
  newId?: () => string
}

export interface CompareStartArgs {
  prompt: string
  models: string[]
  params: ChatParams
  /** One per model (the renderer's, so it listens before events flow); generated when absent. */
  requestIds?: string[]
  /** The preflight's question was answered "send anyway". */
  confirmed?: boolean
  /** #35: the run's project and tags. */
  labels?: Labels | undefined
  /** #39: the run is blind (kept with it). */
  blind?: boolean
}

export interface CompareColumn {
  column: number
  model: string
  requestId: string
  messageId: string
}

type Context = { connectionId: string; client: ServiceClient }

/**
 * Compare runs: one prompt to 2–4 models, each column its own chat request (own requestId and
 * terminal event), run concurrently through the account's ConcurrencyLearner so columns beyond
 * the learned limit queue instead of failing.
 */
export class CompareService {
  private readonly newId: () => string

  constructor(private readonly deps: CompareServiceDeps) {
    this.newId = deps.newId ?? randomUUID
  }

  /** Saves the compare conversation (prompt + one placeholder per column), then streams every column. */
  async start(args: CompareStartArgs, ctx: Context): Promise<{ conversationId: string; columns: CompareColumn[] }> {
    if (args.prompt.trim().length === 0) throw inputError('empty_message', say('errors.compare.emptyPrompt'), 'prompt')
    if (args.models.length < 2 || args.models.length > 4) throw inputError('invalid_models', say('errors.compare.models'), 'models')
    const ids = args.requestIds
    if (ids && (ids.length !== args.models.length || new Set(ids).size !== ids.length || ids.some((id) => this.deps.answers.isActive(id)))) {
      throw inputError('invalid_request_ids', say('errors.compare.requestIds'), 'requestIds')
    }
    const project = args.labels?.projectId ? { projectId: args.labels.projectId } : {}
    const capsWaived = (await this.deps.admit?.({ kind: 'compare', prompt: args.prompt, models: args.models, params: args.params, ...project }, args.confirmed ?? false)) ?? []
    const { store } = this.deps
    const created = await store.create(args.params, args.labels)
    const at = new Date(this.deps.clock.now()).toISOString()
    const user: ChatMessage = newMessage({ id: this.newId(), role: 'user', content: args.prompt, createdAt: at, model: null, status: 'complete' })
    const columns: CompareColumn[] = args.models.map((model, column) => ({ column, model, requestId: ids?.[column] ?? this.newId(), messageId: this.newId() }))
    const placeholders = columns.map((c) => newMessage({ id: c.messageId, role: 'assistant', content: '', createdAt: at, model: c.model, status: 'streaming', column: c.column }))
    await store.update(created.id, (c) => {
      c.kind = 'compare'
      c.compareModels = [...args.models]
      c.blind = args.blind ?? false
      c.title = titleFrom(args.prompt)
      c.messages = [user, ...placeholders]
    })
    for (const column of columns) this.launch(created.id, column, user, args.params, ctx, capsWaived)
    return { conversationId: created.id, columns }
  }

  /**
   * Retry in one column: a fresh answer from the same model to the same prompt replaces the column's
   * answer (the user's action; main requeues only concurrency 429s on its own).
   */
  async retry(conversationId: string, column: number, requestId: string, ctx: Context, confirmed = false): Promise<{ requestId: string; messageId: string }> {
    const { store } = this.deps
    const capsWaived = (await this.deps.admit?.({ kind: 'compare-retry', conversationId, column }, confirmed)) ?? []
    const compare = store.get(conversationId)
    if (compare.kind !== 'compare') throw inputError('not_a_compare_run', say('errors.compare.notCompare'), 'conversationId')
    const user = compare.messages.find((m) => m.role === 'user')
    const old = compare.messages.find((m) => m.role === 'assistant' && m.column === column)
    if (!user || !old) throw inputError('column_not_found', say('errors.compare.noColumn', { column }), 'column')
    if (this.deps.answers.isActive(requestId)) throw inputError('duplicate_request', say('errors.chat.duplicateRequest'), 'requestId')
    if (this.deps.answers.busy(conversationId, column)) throw inputError('conversation_busy', say('errors.compare.columnBusy'), 'column')
    const model = old.model ?? compare.compareModels[column] ?? compare.params.model
    const col: CompareColumn = { column, model, requestId, messageId: this.newId() }
    const at = new Date(this.deps.clock.now()).toISOString()
    const placeholder = newMessage({ id: col.messageId, role: 'assistant', content: '', createdAt: at, model, status: 'streaming', column })
    await store.update(conversationId, (c) => {
      c.messages = c.messages.map((m) => (m.id === old.id ? placeholder : m))
    })
    this.launch(conversationId, col, user, compare.params, ctx, capsWaived)
    return { requestId, messageId: col.messageId }
  }

  private launch(conversationId: string, column: CompareColumn, user: ChatMessage, params: ChatParams, ctx: Context, capsWaived: readonly CapKind[]): void {
    void this.deps.answers.start({
      kind: 'compare',
      requestId: column.requestId,
      conversationId,
      messageId: column.messageId,
      column: column.column,
      connectionId: ctx.connectionId,
      client: ctx.client,
      model: column.model,
      body: buildChatRequest({ ...params, model: column.model }, [user]),
      queued: true,
      capsWaived,
    })
  }

  /** "Continue with this model": a normal chat with that column's model, the prompt and that answer (copies). */
  async continueWith(conversationId: string, column: number): Promise<Conversation> {
    const { store } = this.deps
    const compare = store.get(conversationId)
    if (compare.kind !== 'compare') throw inputError('not_a_compare_run', say('errors.compare.notCompare'), 'conversationId')
    const prompt = compare.messages.find((m) => m.role === 'user')
    const answer = compare.messages.find((m) => m.role === 'assistant' && m.column === column)
    if (!prompt || !answer) throw inputError('column_not_found', say('errors.compare.noColumn', { column }), 'column')
    if (answer.status === 'streaming') throw inputError('conversation_busy', say('errors.compare.columnStreaming'), 'column')
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
}

