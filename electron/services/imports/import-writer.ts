import { createHash } from 'node:crypto'
import { newMessage } from '../../../shared/chat/new-message'
import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type { ChatMessage, Conversation } from '../../../shared/domain/conversation'
import { transaction } from '../db/open-database'
import { writing } from '../db/storage-error'
import { Branches } from '../chat/branches'
import { conversationParams, INSERT_CONVERSATION, messageParams } from '../chat/conversation-rows'
import { previewOf, titleFrom } from '../chat/titles'
import type { ImportedConversation, ImportedMessage } from './imported'
import { placeTree } from './tree-place'

export type WriteOutcome = { kind: 'added' | 'updated' | 'already'; conversationId: string; messagesAdded: number }

export interface ImportWriterDeps {
  importId: string
  now: () => Date
  newId: () => string
  /** The model a conversation continues with here (one of this service's); null: the other app's name. */
  modelForContinuing: string | null
  /** An answer streams in this conversation: its shown branch must not move. */
  busy(conversationId: string): boolean
}

interface SourceRow {
  conversation_id: string
  source_messages: number
  source_updated_at: string | null
  source_leaf: string | null
}

const IMPORTED_TITLE = 'Imported conversation'

/**
 * Writes what an import read, a batch of conversations per transaction (a cancelled or failed import
 * keeps every batch written before). Idempotent: another app's conversation is found again by
 * (source, source ID) in `conversation_sources`, its messages by an ID made from theirs; a
 * Tokentally export by its own IDs. Found again, a conversation that grew gets only its new
 * messages (as branches; its shown branch follows the export's unless it was continued here).
 */
export class ImportWriter {
  private readonly branches: Branches
  private readonly s: Record<'findSource' | 'insertSource' | 'updateSource' | 'seenAgain' | 'has' | 'messageIds' | 'shownLeaf' | 'touch' | 'counters', StatementSync>
  private insertMessage: StatementSync | null = null

  constructor(
    private readonly db: DatabaseSync,
    private readonly deps: ImportWriterDeps,
  ) {
    this.branches = new Branches(db)
    const p = (sql: string) => db.prepare(sql)
    this.s = {
      findSource: p('SELECT conversation_id, source_messages, source_updated_at, source_leaf FROM conversation_sources WHERE source = ? AND source_id = ?'),
      insertSource: p(`INSERT INTO conversation_sources (conversation_id, source, source_id, source_created_at, source_updated_at, source_messages, source_leaf, import_id, last_import_id, imported_at)
        VALUES (:conversation_id, :source, :source_id, :created, :updated, :messages, :leaf, :import_id, :import_id, :at)`),
      updateSource: p('UPDATE conversation_sources SET source_updated_at = ?, source_messages = ?, source_leaf = ?, last_import_id = ?, tokens = NULL WHERE conversation_id = ?'),
      seenAgain: p('UPDATE conversation_sources SET last_import_id = ? WHERE conversation_id = ?'),
      has: p('SELECT 1 AS one FROM conversations WHERE id = ?'),
      messageIds: p('SELECT id FROM messages WHERE conversation_id = ?'),
      shownLeaf: p('SELECT id FROM messages WHERE conversation_id = ? AND on_path = 1 ORDER BY position DESC LIMIT 1'),
      touch: p('UPDATE conversations SET updated_at = max(updated_at, ?) WHERE id = ?'),
      counters: p('UPDATE conversations SET message_count = ?, preview = ? WHERE id = ?'),
    }
  }

  /**
   * One transaction: all of the batch is written, or none of it. The search index takes the batch's
   * messages in one statement at the end rather than row by row through its trigger (set aside for
   * the transaction and put back as it was): half the time of indexing a large import.
   */
  write(batch: readonly ImportedConversation[]): WriteOutcome[] {
    if (batch.length === 0) return []
    return writing('importedConversations', () =>
      transaction(this.db, () => {
        const before = (this.db.prepare('SELECT coalesce(max(rowid), 0) AS n FROM messages').get() as { n: number }).n
        const trigger = this.db.prepare("SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'messages_fts_insert'").get() as { sql: string } | undefined
        if (trigger) this.db.exec('DROP TRIGGER messages_fts_insert')
        this.insertMessage = null
        const outcomes = batch.map((c) => (c.own ? this.writeOwn(c.own) : this.writeForeign(c)))
        this.db.prepare('INSERT INTO messages_fts (rowid, content) SELECT rowid, content FROM messages WHERE rowid > ?').run(before)
        if (trigger) this.db.exec(trigger.sql)
        return outcomes
      }),
    )
  }

  private writeForeign(c: ImportedConversation): WriteOutcome {
    const found = this.s.findSource.get(c.source, c.sourceId) as SourceRow | undefined
    const idOf = (sourceId: string) => messageId(c.source, c.sourceId, sourceId)
    const placed = placeTree(c.messages, c.currentSourceId)
    const leaf = placed.shown.at(-1)
    if (!found) {
      const id = this.deps.newId()
      const at = this.deps.now().toISOString()
      const firstUser = placed.shown.find((m) => m.message.role === 'user')?.message
      const created = c.createdAt ?? placed.all[0]?.message.createdAt ?? at
      const model = this.deps.modelForContinuing ?? [...placed.shown].reverse().find((m) => m.message.model)?.message.model ?? 'unknown'
      const conversation: Conversation = {
        id,
        title: c.title || (firstUser ? titleFrom(firstUser.content) : IMPORTED_TITLE),
        createdAt: created,
        updatedAt: c.updatedAt ?? leaf?.message.createdAt ?? created,
        params: { model, systemPrompt: c.systemPrompt, maxOutputTokens: null, temperature: null },
        kind: 'chat',
        compareModels: [],
        messages: placed.shown.map((m) => chatMessage(m.message, idOf, created)),
      }
      this.db.prepare(INSERT_CONVERSATION).run(conversationParams(conversation))
      for (const m of placed.all) this.insert(id, m.depth, chatMessage(m.message, idOf, created), m.message.parentSourceId === null ? null : idOf(m.message.parentSourceId), m.shown, true)
      this.s.insertSource.run({
        conversation_id: id,
        source: c.source,
        source_id: c.sourceId,
        created: c.createdAt,
        updated: c.updatedAt,
        messages: c.messages.length,
        leaf: leaf ? idOf(leaf.message.sourceId) : null,
        import_id: this.deps.importId,
        at,
      })
      return { kind: 'added', conversationId: id, messagesAdded: placed.all.length }
    }
    const id = found.conversation_id
    const grew = c.messages.length > found.source_messages || (c.updatedAt ?? '') > (found.source_updated_at ?? '')
    if (!grew) {
      // Already here: still part of this import's history ("what it would have cost here").
      this.s.seenAgain.run(this.deps.importId, id)
      return { kind: 'already', conversationId: id, messagesAdded: 0 }
    }
    const have = new Set((this.s.messageIds.all(id) as { id: string }[]).map((r) => r.id))
    const fresh = placed.all.filter((m) => !have.has(idOf(m.message.sourceId)))
    for (const m of fresh) this.insert(id, m.depth, chatMessage(m.message, idOf, c.createdAt ?? this.deps.now().toISOString()), m.message.parentSourceId === null ? null : idOf(m.message.parentSourceId), false, true)
    const newLeaf = leaf ? idOf(leaf.message.sourceId) : null
    this.followLeaf(id, found.source_leaf, newLeaf)
    this.s.updateSource.run(c.updatedAt, c.messages.length, newLeaf, this.deps.importId, id)
    if (c.updatedAt) this.s.touch.run(c.updatedAt, id)
    return fresh.length > 0 ? { kind: 'updated', conversationId: id, messagesAdded: fresh.length } : { kind: 'already', conversationId: id, messagesAdded: 0 }
  }

  /** Tokentally's own export: the same IDs and fields; found again by its ID (it is no other app's). */
  private writeOwn(own: NonNullable<ImportedConversation['own']>): WriteOutcome {
    const conversation = own.conversation
    const every = [...conversation.messages.map((message, i) => ({ message, parentId: i === 0 ? null : (conversation.messages[i - 1]?.id ?? null), shown: true })), ...own.branches.map((b) => ({ ...b, shown: false }))]
    const depth = depthsOf(every)
    if (this.s.has.get(conversation.id)) {
      const have = new Set((this.s.messageIds.all(conversation.id) as { id: string }[]).map((r) => r.id))
      const fresh = every.filter((m) => !have.has(m.message.id))
      if (fresh.length === 0) return { kind: 'already', conversationId: conversation.id, messagesAdded: 0 }
      const before = (this.s.shownLeaf.get(conversation.id) as { id: string } | undefined)?.id ?? null
      for (const m of fresh) this.insert(conversation.id, depth.get(m.message.id) ?? 0, m.message, m.parentId, false, m.message.imported === true)
      // Not continued here since (its shown leaf is on the export's branch): show the export's branch.
      if (before !== null && conversation.messages.some((m) => m.id === before)) this.followLeaf(conversation.id, before, conversation.messages.at(-1)?.id ?? null)
      return { kind: 'updated', conversationId: conversation.id, messagesAdded: fresh.length }
    }
    const clash = every.some((m) => (this.db.prepare('SELECT 1 AS one FROM messages WHERE id = ?').get(m.message.id) as unknown) !== undefined)
    const rename = clash ? new Map(every.map((m) => [m.message.id, this.deps.newId()])) : null
    const idOf = (id: string) => rename?.get(id) ?? id
    this.db.prepare(INSERT_CONVERSATION).run(conversationParams({ ...conversation, siblings: undefined, origin: undefined }))
    for (const m of every) {
      this.insert(conversation.id, depth.get(m.message.id) ?? 0, { ...m.message, id: idOf(m.message.id) }, m.parentId === null ? null : idOf(m.parentId), m.shown, m.message.imported === true)
    }
    return { kind: 'added', conversationId: conversation.id, messagesAdded: every.length }
  }

  /** Shows the export's newest leaf when the conversation's shown leaf is the one last imported (it was not continued here). */
  private followLeaf(conversationId: string, lastImported: string | null, next: string | null): void {
    const shown = (this.s.shownLeaf.get(conversationId) as { id: string } | undefined)?.id ?? null
    if (next !== null && shown === lastImported && shown !== next && !this.deps.busy(conversationId)) this.branches.show(conversationId, next)
    const path = this.db.prepare('SELECT content FROM messages WHERE conversation_id = ? AND on_path = 1 ORDER BY position').all(conversationId) as { content: string }[]
    this.s.counters.run(path.length, previewOf(path.at(-1)?.content ?? ''), conversationId)
  }

  /** The chat's own row (conversation-rows.ts, whatever columns it has), plus the branch and import columns. */
  private insert(conversationId: string, position: number, message: ChatMessage, parentId: string | null, shown: boolean, imported: boolean): void {
    const row = { ...messageParams(conversationId, position, message), parent_id: parentId, on_path: shown ? 1 : 0, imported: imported ? 1 : 0 }
    if (!this.insertMessage) {
      const columns = Object.keys(row)
      this.insertMessage = this.db.prepare(`INSERT INTO messages (${columns.join(', ')}) VALUES (${columns.map((c) => `:${c}`).join(', ')})`)
    }
    this.insertMessage.run(row)
  }
}

/** Another app's message ID as Tokentally's: the same every time it is imported, never another conversation's. */
export function messageId(source: string, conversation: string, message: string): string {
  return `${source}-${createHash('sha256').update(`${conversation}\u0000${message}`).digest('base64url').slice(0, 22)}`
}

function chatMessage(m: ImportedMessage, idOf: (sourceId: string) => string, fallbackTime: string): ChatMessage {
  return { ...newMessage({ id: idOf(m.sourceId), role: m.role, content: m.content, createdAt: m.createdAt ?? fallbackTime, model: m.model, status: m.status }), imported: true }
}

/** Each message's depth (its position): the number of messages before it on its branch. */
function depthsOf(every: readonly { message: { id: string }; parentId: string | null }[]): Map<string, number> {
  const parent = new Map(every.map((m) => [m.message.id, m.parentId]))
  const depth = new Map<string, number>()
  const of = (id: string): number => {
    const known = depth.get(id)
    if (known !== undefined) return known
    const chain: string[] = []
    let at: string | null = id
    while (at !== null && !depth.has(at) && !chain.includes(at)) {
      chain.push(at)
      at = parent.get(at) ?? null
    }
    let d = at !== null && depth.has(at) ? (depth.get(at) as number) + 1 : 0
    for (const link of chain.reverse()) depth.set(link, d++)
    return depth.get(id) as number
  }
  for (const m of every) of(m.message.id)
  return depth
}
