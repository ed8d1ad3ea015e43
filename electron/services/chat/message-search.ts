import type { DatabaseSync, StatementSync } from 'node:sqlite'
import { fold, ftsQuery, queryTerms } from './search-query'

/** Matching messages ranked per search: the newest ones (rowids grow as messages are written). */
export const SEARCH_CANDIDATES = 500
const K1 = 1.2
const B = 0.75
const TOKEN = /[\p{L}\p{N}\p{M}]+/gu

interface Candidate {
  rowid: number
  id: string
  conversation_id: string
  content: string
  title: string
  kind: string
}

/**
 * Message search whose cost does not grow with how many messages match. FTS5 returns the newest
 * `SEARCH_CANDIDATES` matches in rowid order, reading only that far into each word's list; they
 * are then ranked here with BM25's term-frequency and length parts (k1 1.2, b 0.75, as FTS5's
 * `bm25()`). Not `bm25()` itself: it counts every match of every word for its IDF first (15–30 ms
 * for a common word over 200,000 messages); within the candidates every word occurs in every one,
 * so the words are weighted alike.
 */
export class MessageSearch {
  private readonly s: Record<'candidates' | 'rows', StatementSync>

  constructor(db: DatabaseSync) {
    this.s = {
      candidates: db.prepare('SELECT rowid AS r FROM messages_fts WHERE messages_fts MATCH ? ORDER BY rowid DESC LIMIT ?'),
      rows: db.prepare(`SELECT m.rowid AS rowid, m.id, m.conversation_id, m.content, c.title, c.kind
        FROM messages m JOIN conversations c ON c.id = m.conversation_id WHERE m.rowid IN (SELECT value FROM json_each(?))`),
    }
  }

  /** The best `limit` messages for `text`, best first; [] when it holds no word. */
  find(text: string, limit: number): Candidate[] {
    const match = ftsQuery(text)
    const terms = queryTerms(text)
    if (match === null || terms === null) return []
    const rowids = (this.s.candidates.all(match, SEARCH_CANDIDATES) as { r: number }[]).map((c) => c.r)
    if (rowids.length === 0) return []
    const rows = this.s.rows.all(JSON.stringify(rowids)) as unknown as Candidate[]
    const exact = new Set(terms.exact)
    const scored = rows.map((row) => ({ row, ...frequencies(row.content, exact, terms.prefix) }))
    const avg = scored.reduce((sum, s) => sum + s.length, 0) / scored.length || 1
    const score = (s: (typeof scored)[number]) => {
      const norm = K1 * (1 - B + (B * s.length) / avg)
      let sum = 0
      for (const f of s.counts.values()) sum += (f * (K1 + 1)) / (f + norm)
      return sum
    }
    return scored
      .map((s) => ({ row: s.row, score: score(s) }))
      .sort((a, b) => b.score - a.score || b.row.rowid - a.row.rowid)
      .slice(0, limit)
      .map((s) => s.row)
  }
}

const PREFIX = '\u0000prefix'

/** How often each query term occurs in `content`, and its length in tokens. */
function frequencies(content: string, exact: ReadonlySet<string>, prefix: string | null): { counts: Map<string, number>; length: number } {
  const counts = new Map<string, number>()
  let length = 0
  for (const [token] of fold(content).matchAll(TOKEN)) {
    length++
    const key = exact.has(token) ? token : prefix !== null && token.startsWith(prefix) ? PREFIX : null
    if (key !== null) counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return { counts, length }
}
