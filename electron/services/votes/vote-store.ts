import type { DatabaseSync, StatementSync } from 'node:sqlite'
import { Vote, type VoteChoice } from '../../../shared/domain/votes'
import { writing } from '../db/storage-error'

type Row = { id: string; conversation_id: string; prompt: string; tags: string; columns: string; choice: string; created_at: string }

function choiceOf(text: string): VoteChoice {
  return text === 'tie' || text === 'all_bad' ? text : Number(text)
}

function voteOf(r: Row): Vote {
  return Vote.parse(rawVoteOf(r))
}

/**
 * A row as a vote without the schema check: for the leaderboard's thousands of rows (a zod parse
 * each cost ~100 ms per 10,000 votes). Every row was checked by `insert`, which takes only a `Vote`.
 */
function rawVoteOf(r: Row): Vote {
  return { id: r.id, conversationId: r.conversation_id, prompt: r.prompt, tags: JSON.parse(r.tags) as string[], columns: JSON.parse(r.columns) as Vote['columns'], choice: choiceOf(r.choice), createdAt: r.created_at }
}

/** Blind-compare votes in SQLite (migration 7): one per compare run. */
export class VoteStore {
  /** Bumped by every write: what was read before is stale once it changes. */
  version = 0
  private readonly s: Record<'insert' | 'remove' | 'byConversation' | 'range' | 'rangeTag' | 'tags', StatementSync>

  constructor(db: DatabaseSync) {
    const p = (sql: string) => db.prepare(sql)
    this.s = {
      insert: p('INSERT INTO votes (id, conversation_id, prompt, tags, columns, choice, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
      remove: p('DELETE FROM votes WHERE id = ?'),
      byConversation: p('SELECT * FROM votes WHERE conversation_id = ?'),
      range: p('SELECT * FROM votes WHERE created_at >= ? AND created_at < ? ORDER BY created_at'),
      rangeTag: p('SELECT * FROM votes WHERE created_at >= ? AND created_at < ? AND EXISTS (SELECT 1 FROM json_each(votes.tags) WHERE value = ?) ORDER BY created_at'),
      tags: p('SELECT DISTINCT value AS tag FROM votes, json_each(votes.tags) ORDER BY value'),
    }
  }

  insert(vote: Vote): void {
    writing('vote', () => {
      this.s.insert.run(vote.id, vote.conversationId, vote.prompt, JSON.stringify(vote.tags), JSON.stringify(vote.columns), String(vote.choice), vote.createdAt)
      this.version++
    })
  }

  remove(id: string): boolean {
    return writing('vote', () => {
      this.version++
      return Number(this.s.remove.run(id).changes) > 0
    })
  }

  forConversation(conversationId: string): Vote | null {
    const row = this.s.byConversation.get(conversationId) as Row | undefined
    return row ? voteOf(row) : null
  }

  /** Votes cast from `start` (inclusive) to `end` (exclusive), ISO timestamps; with `tag`, only those carrying it. */
  list(start: string, end: string, tag: string | null): Vote[] {
    const rows = (tag === null ? this.s.range.all(start, end) : this.s.rangeTag.all(start, end, tag)) as unknown as Row[]
    return rows.map(rawVoteOf)
  }

  tags(): string[] {
    return (this.s.tags.all() as unknown as { tag: string }[]).map((r) => r.tag)
  }
}
