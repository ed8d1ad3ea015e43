import { randomUUID } from 'node:crypto'
import type { DatabaseSync, StatementSync } from 'node:sqlite'
import { type AnswerFigures, type ChatMessage, type ChatParams, type Conversation, type ConversationPage } from '../../../shared/domain/conversation'
import type { ConversationSearchHit } from '../../../shared/domain/conversation-search'
import type { Labels } from '../../../shared/domain/projects'
import { AppFailure, inputError, makeError, say } from '../../../shared/error-model'
import { type Clock, systemClock } from '../time/clock'
import { openDatabase, transaction } from '../db/open-database'
import { writing } from '../db/storage-error'
import { incompleteError } from '../answers/answer-errors'
import { type ConversationRow, conversationParams, INSERT_CONVERSATION, INSERT_MESSAGE, type MessageRow, messageParams, toConversation, toSummary } from './conversation-rows'
import { Branches } from './branches'
import { ConversationLinks } from './conversation-links'
import { originOf } from './conversation-rows'
import { makeCursor, parseCursor } from './list-cursor'
import { MessageSearch } from './message-search'
import { ftsQuery, matcher, snippet } from './search-query'
import { DEFAULT_TITLE, previewOf, titleFrom } from './titles'

export interface ConversationStoreOptions {
  /** The data directory's database (shared with the usage cache); or `dataDir` to open it here. */
  db?: DatabaseSync
  dataDir?: string
  clock?: Pick<Clock, 'now'>
  newId?: () => string
  /** #35: sets a new conversation's project and tags (checked before it is created). */
  labels?: { check(labels: Labels | undefined): void; assign(conversationId: string, labels: Labels): void }
}

function messageNotFound(conversationId: string): AppFailure {
  return new AppFailure(makeError({ kind: 'input', code: 'message_not_found', say: say('errors.chat.messageNotInConversation', { id: conversationId.slice(0, 100) }), endpoint: 'app', param: 'messageId' }))
}

export function notFound(id: string): AppFailure {
  return new AppFailure(makeError({ kind: 'input', code: 'conversation_not_found', say: say('errors.chat.noConversation', { id: id.slice(0, 100) }), endpoint: 'app', param: 'id' }))
}

const MESSAGE_COLUMNS = 'id, role, content, created_at, model, status, usage, error, incomplete_reason, metrics, continued, column_index, cost, end_reason, imported'
/** #34: the origin of an imported conversation, joined onto its row. */
const WITH_ORIGIN = `SELECT c.*, s.source AS origin_source, s.source_created_at AS origin_created_at, s.imported_at AS origin_imported_at
  FROM conversations c LEFT JOIN conversation_sources s ON s.conversation_id = c.id`

/**
 * Chat history in SQLite (`conversations` + `messages`, one row per message). Opening reads
 * nothing but marks answers left 'streaming' as incomplete ('interrupted') in one UPDATE.
 * Every change is one transaction; message-level writes never rewrite a conversation.
 */
export class ConversationStore {
  private readonly messageSearch: MessageSearch
  private readonly now: () => Date
  private readonly newId: () => string
  private readonly s: Record<'getConv' | 'getMessages' | 'titles' | 'getMessage' | 'pageFirst' | 'pageAfter' | 'answerFigures' | 'has' | 'insertConv' | 'updateConv' | 'deleteConv' | 'insertMessage' | 'updateMessage' | 'deleteMessage' | 'maxPosition' | 'allMessages', StatementSync>
  private readonly branches: Branches
  /** #36: conversations continued from one another with a summary. */
  readonly links: ConversationLinks

  private readonly labels: ConversationStoreOptions['labels']

  private constructor(private readonly db: DatabaseSync, options: ConversationStoreOptions) {
    this.labels = options.labels
    const clock = options.clock ?? systemClock
    this.now = () => new Date(clock.now())
    this.newId = options.newId ?? randomUUID
    this.messageSearch = new MessageSearch(db)
    this.branches = new Branches(db)
    this.links = new ConversationLinks(db)
    const p = (sql: string) => db.prepare(sql)
    this.s = {
      getConv: p(`${WITH_ORIGIN} WHERE c.id = ?`),
      getMessages: p(`SELECT ${MESSAGE_COLUMNS} FROM messages WHERE conversation_id = ? AND on_path = 1 ORDER BY position`),
      getMessage: p(`SELECT position, on_path, ${MESSAGE_COLUMNS} FROM messages WHERE id = ? AND conversation_id = ?`),
      pageFirst: p(`${WITH_ORIGIN} ORDER BY c.updated_at DESC, c.id DESC LIMIT ?`),
      pageAfter: p(`${WITH_ORIGIN} WHERE (c.updated_at, c.id) < (?, ?) ORDER BY c.updated_at DESC, c.id DESC LIMIT ?`),
      answerFigures: p("SELECT model, status, metrics FROM messages WHERE role = 'assistant' AND model IS NOT NULL AND status != 'streaming'"),
      titles: p('SELECT c.id, c.title, c.kind FROM conversations_fts JOIN conversations c ON c.rowid = conversations_fts.rowid WHERE conversations_fts MATCH ? ORDER BY bm25(conversations_fts) LIMIT ?'),
      has: p('SELECT 1 AS one FROM conversations WHERE id = ?'),
      insertConv: p(INSERT_CONVERSATION),
      updateConv: p(`UPDATE conversations SET title = :title, kind = :kind, created_at = :created_at, updated_at = :updated_at, params = :params,
        compare_models = :compare_models, blind = :blind, message_count = :message_count, preview = :preview WHERE id = :id`),
      deleteConv: p('DELETE FROM conversations WHERE id = ?'),
      insertMessage: p(INSERT_MESSAGE),
      updateMessage: p(`UPDATE messages SET position = :position, role = :role, content = :content, created_at = :created_at, model = :model,
        status = :status, usage = :usage, error = :error, incomplete_reason = :incomplete_reason, metrics = :metrics, continued = :continued,
        column_index = :column_index, cost = :cost, end_reason = :end_reason WHERE id = :id AND conversation_id = :conversation_id`),
      deleteMessage: p('DELETE FROM messages WHERE id = ?'),
      maxPosition: p('SELECT coalesce(max(position), -1) AS n FROM messages WHERE conversation_id = ? AND on_path = 1'),
      allMessages: p(`SELECT ${MESSAGE_COLUMNS}, parent_id, on_path FROM messages WHERE conversation_id = ? ORDER BY position, rowid`),
    }
  }

  static async open(options: ConversationStoreOptions): Promise<ConversationStore> {
    return ConversationStore.openSync(options)
  }

  static openSync(options: ConversationStoreOptions): ConversationStore {
    const db = options.db ?? openDatabase({ dataDir: options.dataDir ?? '.' }).db
    const store = new ConversationStore(db, options)
    store.recoverInterrupted()
    return store
  }

  /** Answers left 'streaming' by a crash or quit become incomplete ('interrupted'): one UPDATE. */
  private recoverInterrupted(): void {
    const error = JSON.stringify(incompleteError('interrupted', null))
    this.db.prepare("UPDATE messages SET status = 'incomplete', incomplete_reason = 'interrupted', end_reason = 'incomplete', error = ? WHERE status = 'streaming'").run(error)
  }

  /**
   * One page of the conversation list, newest first: `limit` summaries after `cursor` (null for the
   * first page) and the cursor of the next page (null at the end). Keyset paging on
   * (updated_at, id) over its index: a page costs the same at the 10,000th conversation as at the first.
   */
  page({ cursor = null, limit = 50 }: { cursor?: string | null; limit?: number } = {}): ConversationPage {
    const n = Math.max(1, Math.min(200, Math.floor(limit)))
    const after = cursor === null ? null : parseCursor(cursor)
    const rows = (after ? this.s.pageAfter.all(after.updatedAt, after.id, n + 1) : this.s.pageFirst.all(n + 1)) as unknown as ConversationRow[]
    const items = rows.slice(0, n).map(toSummary)
    const last = items.at(-1)
    return { items, nextCursor: rows.length > n && last ? makeCursor(last) : null }
  }

  /** What the per-model figures need of every finished answer (no message text is read). */
  *answerFigures(): Generator<AnswerFigures> {
    for (const row of this.s.answerFigures.iterate() as Iterable<{ model: string; status: string; metrics: string | null }>) {
      yield { role: 'assistant', model: row.model, status: row.status as ChatMessage['status'], metrics: row.metrics === null ? null : (JSON.parse(row.metrics) as ChatMessage['metrics']) }
    }
  }

  /**
   * Full-text search over titles and message text (FTS5), the last word as a prefix; hostile input
   * is escaped into a plain query and never raises. Title hits first (bm25), then messages, ranked
   * among the newest `SEARCH_CANDIDATES` matches (see MessageSearch): a word found in 100,000
   * messages costs what one found in 100 does.
   */
  search(text: string, limit = 50): ConversationSearchHit[] {
    const match = ftsQuery(text)
    if (match === null) return []
    const n = Math.max(1, Math.min(200, Math.floor(limit)))
    const matches = matcher(text)
    const kind = (k: string) => (k === 'compare' ? 'compare' : 'chat')
    const titles = this.s.titles.all(match, n) as unknown as { id: string; title: string; kind: string }[]
    const hits: ConversationSearchHit[] = titles.map((c) => ({ conversationId: c.id, title: c.title, kind: kind(c.kind), messageId: null, snippet: snippet(c.title, matches) }))
    if (hits.length >= n) return hits
    for (const m of this.messageSearch.find(text, n - hits.length)) {
      hits.push({ conversationId: m.conversation_id, title: m.title, kind: kind(m.kind), messageId: m.id, snippet: snippet(m.content, matches) })
    }
    return hits
  }

  /** #34: every conversation's ID in the order they were written, a page at a time (an export walks the history with it). */
  *allIds(pageSize = 500): Generator<string> {
    const page = this.db.prepare('SELECT rowid AS n, id FROM conversations WHERE rowid > ? ORDER BY rowid LIMIT ?')
    for (let after = 0; ; ) {
      const rows = page.all(after, pageSize) as { n: number; id: string }[]
      for (const row of rows) yield row.id
      if (rows.length < pageSize) return
      after = rows.at(-1)?.n ?? after
    }
  }

  has(id: string): boolean {
    return this.s.has.get(id) !== undefined
  }

  /** The conversation with its messages; throws `conversation_not_found`. */
  get(id: string): Conversation {
    const row = this.s.getConv.get(id) as unknown as ConversationRow | undefined
    if (!row) throw notFound(id)
    const conversation = toConversation(row, this.s.getMessages.all(id) as unknown as MessageRow[])
    const origin = originOf(row)
    if (origin) conversation.origin = origin
    if (conversation.kind === 'chat') {
      const siblings = this.branches.siblingsOf(id, conversation.messages)
      if (Object.keys(siblings).length > 0) conversation.siblings = siblings
      this.links.attach(conversation)
    }
    return conversation
  }

  /**
   * #34: every message of every branch (the shown one and the others), each with the message before
   * it (`parentId`) and whether it is on the shown branch; depth order. Export, costs and the guard
   * read this: each branch's answers are counted once.
   */
  everyMessage(id: string): { message: ChatMessage; parentId: string | null; shown: boolean }[] {
    const row = this.s.getConv.get(id) as unknown as ConversationRow | undefined
    if (!row) throw notFound(id)
    const rows = this.s.allMessages.all(id) as unknown as (MessageRow & { parent_id: string | null; on_path: number })[]
    const messages = toConversation(row, rows).messages
    return messages.map((message, i) => ({ message, parentId: rows[i]?.parent_id ?? null, shown: rows[i]?.on_path === 1 }))
  }

  /** #34: a conversation as its export needs it: as `get` shows it, and the messages of its other branches (one read of them). */
  forExport(id: string): { conversation: Conversation; branches: { message: ChatMessage; parentId: string | null }[] } {
    const every = this.everyMessage(id)
    const row = this.s.getConv.get(id) as unknown as ConversationRow
    const conversation = toConversation(row, [])
    conversation.messages = every.filter((m) => m.shown).map((m) => m.message)
    const origin = originOf(row)
    if (origin) conversation.origin = origin
    const others = every.filter((m) => !m.shown)
    if (conversation.kind === 'chat' && others.length > 0) {
      const siblings = this.branches.siblingsOf(id, conversation.messages)
      if (Object.keys(siblings).length > 0) conversation.siblings = siblings
    }
    return { conversation, branches: others.map((m) => ({ message: m.message, parentId: m.parentId })) }
  }

  /**
   * #34: the conversation with the answers of every branch in `messages` (the shown one first): what
   * it has cost is every branch's answers, each once (the guard's conversation cap reads this).
   */
  withEveryBranch(id: string): Conversation {
    const conversation = this.get(id)
    const others = this.everyMessage(id).filter((m) => !m.shown).map((m) => m.message)
    return others.length === 0 ? conversation : { ...conversation, messages: [...conversation.messages, ...others] }
  }

  /** #34: shows the branch through `messageId` (its ancestors, itself, the newest answers below it). */
  switchBranch(id: string, messageId: string): Conversation {
    const shown = this.branches.isShown(id, messageId)
    if (shown === null) throw messageNotFound(id)
    if (!shown) writing('branch', () => transaction(this.db, () => {
      this.branches.show(id, messageId)
      this.syncCounters(id)
    }))
    return this.get(id)
  }

  /**
   * #34: deletes `messageId` and everything after it on its branches. A message without siblings is
   * refused (that would delete the conversation's only version of it); when the deleted branch was
   * the shown one, the sibling written just before it (or after, for the first) is shown instead.
   */
  deleteBranch(id: string, messageId: string): Conversation {
    const conversation = this.get(id)
    const shown = this.branches.isShown(id, messageId)
    if (shown === null) throw messageNotFound(id)
    const tree = this.branches.tree(id)
    const parent = tree.find((r) => r.id === messageId)?.parent_id ?? null
    const siblings = tree.filter((r) => r.parent_id === parent && r.id !== messageId)
    if (siblings.length === 0) throw inputError('only_branch', say('errors.chat.onlyBranch'), 'messageId')
    const list = conversation.siblings?.[messageId]
    const index = list?.indexOf(messageId) ?? -1
    const next = shown && list ? (list[index - 1] ?? list[index + 1]) : undefined
    writing('branchDeletion', () =>
      transaction(this.db, () => {
        for (const m of this.branches.subtree(id, messageId)) this.s.deleteMessage.run(m)
        if (next) this.branches.show(id, next)
        this.syncCounters(id)
      }),
    )
    return this.get(id)
  }

  /** The list's counters of a conversation after its shown branch changed (not its place in the list). */
  private syncCounters(id: string): void {
    const shown = this.s.getMessages.all(id) as unknown as MessageRow[]
    const last = shown.at(-1)
    this.db.prepare('UPDATE conversations SET message_count = ?, preview = ? WHERE id = ?').run(shown.length, last ? previewOf(last.content) : '', id)
  }

  /** A new empty conversation; #35: with its project and tags (an unknown project creates nothing). */
  async create(params: ChatParams, labels?: Labels): Promise<Conversation> {
    this.labels?.check(labels)
    const at = this.now().toISOString()
    const conversation: Conversation = { id: this.newId(), title: DEFAULT_TITLE, createdAt: at, updatedAt: at, params: { ...params }, kind: 'chat', compareModels: [], blind: false, projectId: null, tags: [], messages: [] }
    this.insert(conversation)
    if (labels && this.labels) {
      this.labels.assign(conversation.id, labels)
      return this.get(conversation.id)
    }
    return conversation
  }

  /** Writes a whole new conversation (import, compare runs) in one transaction. */
  insert(conversation: Conversation): void {
    writing('conversation', () =>
      transaction(this.db, () => {
        this.s.insertConv.run(conversationParams(conversation))
        conversation.messages.forEach((m, i) => this.s.insertMessage.run(messageParams(conversation.id, i, m)))
      }),
    )
  }

  async rename(id: string, title: string): Promise<Conversation> {
    const clean = title.replace(/\s+/g, ' ').trim()
    await this.update(id, (c) => {
      c.title = clean || DEFAULT_TITLE
    })
    return this.get(id)
  }

  async updateParams(id: string, params: ChatParams): Promise<Conversation> {
    await this.update(id, (c) => {
      c.params = { ...params }
    })
    return this.get(id)
  }

  async delete(id: string): Promise<boolean> {
    return writing('deletion', () => Number(this.s.deleteConv.run(id).changes) > 0)
  }

  /**
   * Deletes every conversation and message in one transaction and empties both search indexes
   * (FTS5 'delete-all', not one index update per message: the index triggers are set aside for
   * the transaction and put back as they were), then VACUUMs so the file shrinks. A failed
   * VACUUM leaves the deletion done: `compacted` says whether the space was given back.
   */
  deleteAll(): { deleted: number; compacted: boolean } {
    const deleted = writing('historyDeletion', () =>
      transaction(this.db, () => {
        const count = Number((this.db.prepare('SELECT count(*) AS n FROM conversations').get() as { n: number }).n)
        const triggers = this.db.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND (name LIKE 'messages_fts_%' OR name LIKE 'conversations_fts_%')").all() as { name: string; sql: string }[]
        for (const t of triggers) this.db.exec(`DROP TRIGGER "${t.name.replace(/"/g, '""')}"`)
        this.db.exec('DELETE FROM messages; DELETE FROM conversations;')
        this.db.exec("INSERT INTO messages_fts (messages_fts) VALUES ('delete-all'); INSERT INTO conversations_fts (conversations_fts) VALUES ('delete-all');")
        for (const t of triggers) this.db.exec(t.sql)
        return count
      }),
    )
    try {
      this.db.exec('VACUUM')
      this.db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
      return { deleted, compacted: true }
    } catch {
      return { deleted, compacted: false }
    }
  }

  /**
   * Changes a conversation and writes only what changed (the conversation row and the messages
   * that differ), in one transaction. `touch` (default true) moves it to the top.
   */
  async update(id: string, mutate: (conversation: Conversation) => void, options: { touch?: boolean; forkAt?: number } = {}): Promise<void> {
    const before = this.get(id)
    const after = structuredClone(before)
    mutate(after)
    if (options.touch !== false) after.updatedAt = this.now().toISOString()
    // #34: the shown messages from `forkAt` on become another branch (kept, not deleted).
    const forked = options.forkAt === undefined ? [] : before.messages.slice(options.forkAt).map((m) => m.id)
    const old = new Map(before.messages.slice(0, options.forkAt).map((m, i) => [m.id, JSON.stringify(messageParams(id, i, m))]))
    const keep = new Set([...after.messages.map((m) => m.id), ...forked])
    writing('conversation', () =>
      transaction(this.db, () => {
        this.branches.hide(forked)
        for (const m of before.messages) if (!keep.has(m.id)) this.s.deleteMessage.run(m.id)
        after.messages.forEach((m, i) => {
          const row = messageParams(id, i, m)
          const was = old.get(m.id)
          if (was === undefined) this.s.insertMessage.run(row)
          else if (was !== JSON.stringify(row)) this.s.updateMessage.run(row)
        })
        this.s.updateConv.run(conversationParams(after))
      }),
    )
  }

  /** Adds messages at the end of a conversation (one transaction). */
  async appendMessages(conversationId: string, messages: ChatMessage[], options: { touch?: boolean } = {}): Promise<void> {
    writing('messages', () =>
      transaction(this.db, () => {
        const row = this.s.getConv.get(conversationId) as unknown as ConversationRow | undefined
        if (!row) throw notFound(conversationId)
        let position = Number((this.s.maxPosition.get(conversationId) as { n: number }).n)
        for (const m of messages) this.s.insertMessage.run(messageParams(conversationId, ++position, m))
        const last = messages.at(-1)
        this.db
          .prepare('UPDATE conversations SET message_count = message_count + ?, preview = coalesce(?, preview), updated_at = ? WHERE id = ?')
          .run(messages.length, last ? previewOf(last.content) : null, options.touch === false ? row.updated_at : this.now().toISOString(), conversationId)
      }),
    )
  }

  /** Changes one message (e.g. a streaming answer's checkpoint): one row, never the conversation. */
  async updateMessage(conversationId: string, messageId: string, patch: Partial<Omit<ChatMessage, 'id'>>, options: { touch?: boolean } = {}): Promise<void> {
    writing('answer', () =>
      transaction(this.db, () => {
        const row = this.s.getConv.get(conversationId) as unknown as ConversationRow | undefined
        if (!row) throw notFound(conversationId)
        const found = this.s.getMessage.get(messageId, conversationId) as unknown as (MessageRow & { position: number; on_path: number }) | undefined
        if (!found) return
        const message = { ...toConversation(row, [found]).messages[0], ...patch } as ChatMessage
        this.s.updateMessage.run(messageParams(conversationId, found.position, message))
        const updatedAt = options.touch === false ? row.updated_at : this.now().toISOString()
        const last = Number((this.s.maxPosition.get(conversationId) as { n: number }).n)
        const preview = found.on_path === 1 && found.position === last ? previewOf(message.content) : row.preview
        this.db.prepare('UPDATE conversations SET updated_at = ?, preview = ? WHERE id = ?').run(updatedAt, preview, conversationId)
      }),
    )
  }

  /** Writes are synchronous and committed when each call returns; kept for callers that wait. */
  async flush(): Promise<void> {}

}

export { DEFAULT_TITLE, titleFrom }
