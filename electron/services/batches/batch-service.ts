import { randomUUID } from 'node:crypto'
import Decimal from 'decimal.js'
import type { Batch, BatchSummary } from '../../../shared/domain/batches'
import type { ChatMessage } from '../../../shared/domain/conversation'
import { inputError, say } from '../../../shared/error-model'
import type { ServiceClient } from '../api/service-client'
import type { AnswerRunner } from '../answers/answer-runner'
import { buildChatRequest } from '../answers/request-body'
import type { ConversationStore } from '../chat/conversation-store'
import { titleFrom } from '../chat/titles'
import type { RunPlan } from '../../../shared/domain/preflight'
import type { Labels } from '../../../shared/domain/projects'
import type { CapKind } from '../../../shared/guard/cap'
import { newMessage } from '../../../shared/chat/new-message'
import type { Clock } from '../time/clock'
import { BatchScheduler, type CellOutcome } from './batch-scheduler'
import type { BatchStore } from './batch-store'
import { batchCsv, batchMarkdown } from './batch-export'
import type { Translator } from '../../../shared/i18n/translator'

export interface BatchServiceDeps {
  store: BatchStore
  conversations: ConversationStore
  answers: AnswerRunner
  clock: Pick<Clock, 'now' | 'sleep'>
  newId?: () => string
  saveFile(defaultName: string, contents: string): Promise<string | null>
  /** First back-off of a retried cell when the service names no wait (tests shorten it). */
  backoffBaseMs?: number
  /** #33: main's preflight before a run: refuses one it would ask about unless confirmed; the caps the user confirmed passing. */
  admit?(plan: RunPlan, confirmed: boolean): Promise<CapKind[]>
  /** #38: every change of a batch, pushed to the window (its grid and progress follow without polling). */
  publish?(batch: Batch): void
  /** #37: main's words, for the names a batch and its rows get when the user gave none (stored, in the language of the day). */
  t: Translator['t']
}

export interface BatchStartArgs {
  title?: string
  prompts: string[]
  models: string[]
  maxOutputTokens: number | null
  /** The preflight's question was answered "send anyway". */
  confirmed?: boolean
  /** #35: the run's project and tags. */
  labels?: Labels | undefined
  /** #36: the rows are voted on blind. */
  blind?: boolean
}

type Context = { connectionId: string; client: ServiceClient }

/** Without a learned limit, this many cells stream at once. */
const DEFAULT_PARALLEL = 4

/**
 * #27 prompt sets: 1–50 prompts × 1–4 models as one batch. Each prompt is a row saved as a compare
 * run (its columns are the models), so rows are searchable and votable like any compare run. Cells
 * run through the AnswerRunner (`kind: 'batch'`, queued through the learned concurrency limit),
 * scheduled by a BatchScheduler (pause, resume, cancel, polite retries).
 */
export class BatchService {
  private readonly newId: () => string
  private readonly live = new Map<string, { batch: Batch; scheduler: BatchScheduler }>()

  constructor(private readonly deps: BatchServiceDeps) {
    this.newId = deps.newId ?? randomUUID
  }

  async start(args: BatchStartArgs, ctx: Context): Promise<Batch> {
    const prompts = args.prompts.filter((p) => p.trim().length > 0)
    if (prompts.length < 1 || prompts.length > 50) throw inputError('invalid_prompts', say('errors.batches.prompts'), 'prompts')
    if (args.models.length < 1 || args.models.length > 4 || new Set(args.models).size !== args.models.length) throw inputError('invalid_models', say('errors.batches.models'), 'models')
    const project = args.labels?.projectId ? { projectId: args.labels.projectId } : {}
    const capsWaived = (await this.deps.admit?.({ kind: 'batch', prompts, models: args.models, maxOutputTokens: args.maxOutputTokens, ...project }, args.confirmed ?? false)) ?? []
    const at = new Date(this.deps.clock.now()).toISOString()
    const batch: Batch = {
      id: this.newId(),
      title: args.title?.trim() || this.deps.t('batchNames.title', { prompts: prompts.length, models: args.models.length }),
      models: [...args.models],
      prompts,
      maxOutputTokens: args.maxOutputTokens,
      status: 'running',
      createdAt: at,
      finishedAt: null,
      cells: [],
      ...(args.blind ? { blind: true } : {}),
    }
    const params = { model: args.models[0]!, systemPrompt: '', maxOutputTokens: args.maxOutputTokens, temperature: null }
    const users: ChatMessage[] = []
    for (const [p, prompt] of prompts.entries()) {
      const row = await this.deps.conversations.create(params, args.labels)
      const user = newMessage({ id: this.newId(), role: 'user', content: prompt, createdAt: at, model: null, status: 'complete' })
      users.push(user)
      const answers = args.models.map((model, column) => {
        const id = this.newId()
        batch.cells.push({ prompt: p, model, conversationId: row.id, messageId: id, state: 'queued', attempts: 0, cost: null, requestId: null })
        // Not started yet: an empty 'stopped' answer until its turn (a cancelled cell stays so).
        return newMessage({ id, role: 'assistant', content: '', createdAt: at, model, status: 'stopped', column })
      })
      await this.deps.conversations.update(row.id, (c) => {
        c.kind = 'compare'
        c.compareModels = [...args.models]
        c.title = this.deps.t('batchNames.row', { n: p + 1, total: prompts.length, title: titleFrom(prompt) })
        c.messages = [user, ...answers]
      })
    }
    this.save(batch)
    const learner = this.deps.answers.learner(ctx.connectionId)
    const scheduler = new BatchScheduler({
      cells: batch.cells.length,
      limit: () => learner.limit ?? DEFAULT_PARALLEL,
      clock: this.deps.clock,
      ...(this.deps.backoffBaseMs !== undefined ? { backoffBaseMs: this.deps.backoffBaseMs } : {}),
      run: (i, attempt) => this.runCell(batch, i, attempt, users[batch.cells[i]!.prompt]!, ctx, capsWaived),
      onChange: (i, state) => {
        batch.cells[i]!.state = state
        this.save(batch)
      },
    })
    this.live.set(batch.id, { batch, scheduler })
    void scheduler.done.then(() => {
      if (batch.status !== 'cancelled') batch.status = 'done'
      batch.finishedAt = new Date(this.deps.clock.now()).toISOString()
      this.save(batch)
      this.live.delete(batch.id)
    })
    scheduler.start()
    return structuredClone(batch)
  }

  /** One attempt at a cell: the answer's whole life is the runner's promise (no bookkeeping of its own). */
  private runCell(batch: Batch, i: number, attempt: number, user: ChatMessage, ctx: Context, capsWaived: readonly CapKind[]) {
    const cell = batch.cells[i]!
    cell.attempts = attempt
    const requestId = this.newId()
    // Told before the answer starts, so the window follows its events from the first.
    cell.requestId = requestId
    this.save(batch)
    const done: Promise<CellOutcome> = this.deps.conversations
      .updateMessage(cell.conversationId, cell.messageId, { status: 'streaming', content: '', error: null, incompleteReason: null, cost: null, endReason: null })
      .then(() =>
        this.deps.answers.start({
          kind: 'batch',
          requestId,
          conversationId: cell.conversationId,
          messageId: cell.messageId,
          column: batch.models.indexOf(cell.model),
          connectionId: ctx.connectionId,
          client: ctx.client,
          model: cell.model,
          body: buildChatRequest({ model: cell.model, systemPrompt: '', maxOutputTokens: batch.maxOutputTokens, temperature: null }, [user]),
          queued: true,
          capsWaived,
        }),
      )
      .then((answer): CellOutcome => {
        // Up to six places, up: a nonzero cost never reads $0.
        if (answer.cost?.cost) cell.cost = new Decimal(answer.cost.cost).toFixed(6, Decimal.ROUND_UP)
        return { status: answer.status, error: answer.error, hadText: answer.hadText }
      })
      // The row was deleted under the batch: the cell ends as failed.
      .catch((): CellOutcome => ({ status: 'error', error: null, hadText: false }))
    return { done, stop: () => void this.deps.answers.abort(requestId) }
  }

  get(id: string): Batch {
    const live = this.live.get(id)
    if (live) return structuredClone(live.batch)
    const stored = this.deps.store.get(id)
    if (!stored) throw inputError('batch_not_found', say('errors.batches.gone'), 'id')
    return stored
  }

  list(search: string): BatchSummary[] {
    return this.deps.store.list(search)
  }

  pause(id: string): Batch {
    const live = this.running(id)
    live.scheduler.pause()
    live.batch.status = 'paused'
    this.save(live.batch)
    return structuredClone(live.batch)
  }

  resume(id: string): Batch {
    const live = this.running(id)
    live.batch.status = 'running'
    live.scheduler.resume()
    this.save(live.batch)
    return structuredClone(live.batch)
  }

  /** Stops every cell in flight and drops the rest; finished cells keep their answers. Resolves once all have ended. */
  async cancel(id: string): Promise<Batch> {
    const live = this.live.get(id)
    if (!live) return this.get(id)
    live.batch.status = 'cancelled'
    await live.scheduler.cancel()
    return this.get(id)
  }

  /** The results grid as CSV or Markdown, through the save dialog. */
  async exportFile(id: string, format: 'csv' | 'markdown'): Promise<{ saved: boolean; path: string | null }> {
    const batch = this.get(id)
    const answerOf = (conversationId: string, messageId: string) => {
      if (!this.deps.conversations.has(conversationId)) return null
      return this.deps.conversations.get(conversationId).messages.find((m) => m.id === messageId) ?? null
    }
    const day = batch.createdAt.slice(0, 10)
    const path = format === 'csv' ? await this.deps.saveFile(`tokentally-batch-${day}.csv`, batchCsv(batch, answerOf)) : await this.deps.saveFile(`tokentally-batch-${day}.md`, batchMarkdown(batch, answerOf, this.deps.t))
    return { saved: path !== null, path }
  }

  /** Keeps a batch and tells the window: the one place a batch's change goes out. */
  private save(batch: Batch): void {
    this.deps.store.put(batch)
    this.deps.publish?.(structuredClone(batch))
  }

  private running(id: string) {
    const live = this.live.get(id)
    if (!live) throw inputError('batch_not_running', say('errors.batches.ended'), 'id')
    return live
  }
}

