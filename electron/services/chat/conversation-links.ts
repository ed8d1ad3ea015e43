import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type { Conversation } from '../../../shared/domain/conversation'
import { writing } from '../db/storage-error'

/**
 * #36: a conversation continued in a new chat with a summary (migration 13's `conversation_links`): the new
 * one names the old (its title kept, should the old one be deleted), the old one lists where it went on.
 */
export class ConversationLinks {
  private readonly s: Record<'link' | 'from' | 'into', StatementSync>

  constructor(db: DatabaseSync) {
    this.s = {
      link: db.prepare('INSERT OR REPLACE INTO conversation_links (conversation_id, from_id, from_title, created_at) VALUES (?, ?, ?, ?)'),
      from: db.prepare(`SELECT l.from_id, coalesce(c.title, l.from_title) AS title, c.id IS NOT NULL AS present
        FROM conversation_links l LEFT JOIN conversations c ON c.id = l.from_id WHERE l.conversation_id = ?`),
      into: db.prepare('SELECT c.id, c.title FROM conversation_links l JOIN conversations c ON c.id = l.conversation_id WHERE l.from_id = ? ORDER BY l.created_at'),
    }
  }

  link(conversationId: string, from: { id: string; title: string }, at: string): void {
    writing('conversationLink', () => this.s.link.run(conversationId, from.id, from.title, at))
  }

  /** Adds `forkedFrom` and `continuedIn` to a conversation read from the store. */
  attach(conversation: Conversation): void {
    const from = this.s.from.get(conversation.id) as { from_id: string; title: string; present: number } | undefined
    if (from) conversation.forkedFrom = { id: from.from_id, title: from.title, exists: from.present === 1 }
    const into = this.s.into.all(conversation.id) as { id: string; title: string }[]
    if (into.length > 0) conversation.continuedIn = into.map((r) => ({ id: r.id, title: r.title }))
  }
}
