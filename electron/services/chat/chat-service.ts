import type { ConversationSearchHit } from '../../../shared/domain/conversation-search'
import { randomUUID } from 'node:crypto'
import type { AnswerFigures, ChatParams, Conversation, ConversationPage } from '../../../shared/domain/conversation'
import type { BranchMessage } from '../../../shared/domain/conversation-export'
import { inputError, say } from '../../../shared/error-model'
import type { ServiceClient } from '../api/service-client'
import { type Clock, systemClock } from '../time/clock'
import type { AnswerRunner } from '../answers/answer-runner'
import { buildChatRequest } from '../answers/request-body'
import type { ConversationStore } from './conversation-store'
import { type ExportedConversation, type ExportFormat, exportConversation } from './export'
import { type ChatStartArgs, editedVersion, prepareTurn } from './prepare-turn'
import type { ByteSink } from '../storage/byte-sink'
import { writeArchive } from './export-archive'
import type { RunPlan } from '../../../shared/domain/preflight'
import type { Labels } from '../../../shared/domain/projects'
import type { CapKind } from '../../../shared/guard/cap'
import { forkMessages, forkTitle, summaryRequest } from './summary-fork'

export interface ChatServiceDeps {
  store: ConversationStore
  /** Streams every answer (and owns abort, checkpoints, metrics and the "answer finished" event). */
  answers: AnswerRunner
  clock?: Pick<Clock, 'now'>
  /** #33: main's preflight before a run: refuses one it would ask about unless confirmed; the caps the user confirmed passing. */
  admit?(plan: RunPlan, confirmed: boolean): Promise<CapKind[]>
  newId?: () => string
  log?: (level: 'info' | 'warn' | 'error', message: string) => void
}

export interface ChatStartContext {
  connectionId: string
  client: ServiceClient
}

/**
 * Chat in the main process: turns `chat:start` into a saved user message and an answer placeholder,
 * and hands the answer to the AnswerRunner. One answer per conversation at a time; never retries on
 * its own (Retry, Regenerate and Continue are the user's). Every chat-owned read and write goes here.
 */
export class ChatService {
  private readonly now: () => Date
  private readonly newId: () => string

  constructor(private readonly deps: ChatServiceDeps) {
    const clock = deps.clock ?? systemClock
    this.now = () => new Date(clock.now())
    this.newId = deps.newId ?? randomUUID
  }

  /** Saves the user's side first (a huge prompt is never lost), then streams the answer in the background. */
  async start(args: ChatStartArgs, ctx: ChatStartContext): Promise<{ userMessageId: string | null; messageId: string }> {
    const { store, answers } = this.deps
    const plan: RunPlan = { kind: 'chat', conversationId: args.conversationId, action: args.action, ...(args.content !== undefined ? { content: args.content } : {}), ...(args.messageId ? { messageId: args.messageId } : {}) }
    const refuseIfBusy = () => {
      if (answers.isActive(args.requestId)) throw inputError('duplicate_request', say('errors.chat.duplicateRequest'), 'requestId')
      if (answers.busy(args.conversationId)) throw inputError('conversation_busy', say('errors.chat.busy'), 'conversationId')
    }
    // The cheap checks first; again after the preflight (counting and pricing), which another start may have overtaken.
    refuseIfBusy()
    const capsWaived = (await this.deps.admit?.(plan, args.confirmed ?? false)) ?? []
    refuseIfBusy()
    const conversation = store.get(args.conversationId)
    const turn = prepareTurn(conversation, args, { now: this.now().toISOString(), newId: this.newId })
    const body = buildChatRequest(conversation.params, turn.history)
    try {
      await store.update(
        conversation.id,
        (c) => {
          c.messages = turn.messages
          c.title = turn.title
        },
        turn.forkAt === null ? {} : { forkAt: turn.forkAt },
      )
    } catch (err) {
      // Kept in memory either way; the answer is still worth asking for.
      this.deps.log?.('error', `chat: could not save conversation ${conversation.id}: ${(err as Error).message}`)
    }
    void answers.start({
      kind: 'chat',
      requestId: args.requestId,
      conversationId: conversation.id,
      messageId: turn.placeholder.id,
      column: null,
      connectionId: ctx.connectionId,
      client: ctx.client,
      model: conversation.params.model,
      body,
      queued: false,
      prefix: turn.prefix,
      previousUsage: turn.previousUsage,
      previousCost: turn.previousCost,
      capsWaived,
    })
    return { userMessageId: turn.userMessageId, messageId: turn.placeholder.id }
  }

  /**
   * #36 "Continue in a new chat with a summary": `model` writes the conversation's summary through the
   * answer runner, like any answer (main's preflight first; its cost recorded and counted), into a new
   * chat that links back to this one. The new chat goes on with this one's model and system prompt.
   */
  async forkWithSummary(args: { conversationId: string; model: string; requestId: string; confirmed?: boolean }, ctx: ChatStartContext): Promise<{ conversationId: string; messageId: string }> {
    const { store, answers } = this.deps
    const capsWaived = (await this.deps.admit?.({ kind: 'summary', conversationId: args.conversationId, model: args.model }, args.confirmed ?? false)) ?? []
    if (answers.isActive(args.requestId)) throw inputError('duplicate_request', say('errors.chat.duplicateRequest'), 'requestId')
    const old = this.notBusy(args.conversationId)
    const body = summaryRequest(old, args.model)
    const at = this.now().toISOString()
    const created = await store.create(old.params)
    const { user, summary } = forkMessages(args.model, at, this.newId)
    await store.update(created.id, (c) => {
      c.title = forkTitle(old.title)
      c.messages = [user, summary]
    })
    store.links.link(created.id, { id: old.id, title: old.title }, at)
    void answers.start({ kind: 'chat', requestId: args.requestId, conversationId: created.id, messageId: summary.id, column: null, connectionId: ctx.connectionId, client: ctx.client, model: args.model, body, queued: false, capsWaived })
    return { conversationId: created.id, messageId: summary.id }
  }

  /** #34 "Save only": a new version of a user message on its own branch; no request, nothing spent. */
  async saveEdit(args: { id: string; messageId: string; content: string }): Promise<Conversation> {
    const conversation = this.notBusy(args.id)
    const edit = editedVersion(conversation, args, { now: this.now().toISOString(), newId: this.newId })
    await this.deps.store.update(
      conversation.id,
      (c) => {
        c.messages = edit.messages
        c.title = edit.title
      },
      { forkAt: edit.forkAt },
    )
    return this.deps.store.get(conversation.id)
  }

  /** #34: shows the branch through `messageId` (‹ 2 / 3 ›). */
  switchBranch(args: { id: string; messageId: string }): Conversation {
    this.notBusy(args.id)
    return this.deps.store.switchBranch(args.id, args.messageId)
  }

  /** #34: deletes a branch (a message with siblings and everything after it). */
  deleteBranch(args: { id: string; messageId: string }): Conversation {
    this.notBusy(args.id)
    return this.deps.store.deleteBranch(args.id, args.messageId)
  }

  /** The conversation, when no answer streams in it (its branches must not move under an answer). */
  private notBusy(id: string): Conversation {
    const conversation = this.deps.store.get(id)
    if (this.deps.answers.busy(conversation.id)) throw inputError('conversation_busy', say('errors.chat.busy'), 'id')
    return conversation
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

  create(params: ChatParams, labels?: Labels): Promise<Conversation> {
    return this.deps.store.create(params, labels)
  }

  rename(id: string, title: string): Promise<Conversation> {
    return this.deps.store.rename(id, title)
  }

  updateParams(id: string, params: ChatParams): Promise<Conversation> {
    return this.deps.store.updateParams(id, params)
  }

  /** Stops the conversation's answers (a chat's or every compare column), then deletes it. */
  async delete(id: string): Promise<{ deleted: boolean }> {
    await this.deps.answers.stopConversation(id)
    return { deleted: await this.deps.store.delete(id) }
  }

  /** Stops every answer, then deletes every conversation (search index emptied, file compacted). */
  async deleteAll(): Promise<{ deleted: number; compacted: boolean }> {
    await this.deps.answers.stopAll()
    return this.deps.store.deleteAll()
  }

  /** A conversation as Markdown, HTML or JSON (with every branch), named for a save dialog. */
  export(id: string, format: ExportFormat, now: Date): ExportedConversation {
    return exportConversation(this.deps.store.get(id), format, now, this.otherBranches(id))
  }

  /** #34 "Export all": asks where (the shell's `saveStream`) and writes every conversation there as one zip. */
  async exportAllTo(saveStream: (name: string, write: (sink: ByteSink) => Promise<void>) => Promise<string | null>, now: Date, app: string): Promise<{ saved: boolean; path: string | null; count: number }> {
    let count = 0
    const path = await saveStream(`Tokentally conversations ${now.toISOString().slice(0, 10)}.zip`, async (sink) => {
      count = await this.exportAll(sink, now, app)
    })
    return { saved: path !== null, path, count }
  }

  /** #34: every conversation (every branch) into one zip, written as a stream; how many were written. */
  exportAll(sink: ByteSink, now: Date, app: string): Promise<number> {
    const { store } = this.deps
    const get = (id: string) => {
      const { conversation, branches } = store.forExport(id)
      return { conversation, branches: branches.map((b) => ({ ...b.message, parentId: b.parentId })) }
    }
    return writeArchive(sink, { ids: () => store.allIds(), get }, now, app)
  }

  /** #34: the messages of a conversation's branches other than the one shown, each with its parent. */
  otherBranches(id: string): BranchMessage[] {
    return this.deps.store
      .everyMessage(id)
      .filter((m) => !m.shown)
      .map((m) => ({ ...m.message, parentId: m.parentId }))
  }
}
