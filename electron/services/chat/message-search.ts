import type { DatabaseSync, StatementSync } from 'node:sqlite'
import { fold, ftsQuery, queryTerms } from './search-query'

/** Matching messages ranked per search: the newest ones (rowids grow as messages are written). */
export const SEARCH_CANDIDATES = 300
/** Prefixes up to this long are in the index (migration v4); a longer one is first looked up by its start. */
const INDEXED_PREFIX = 3
const K1 = 1.2
const B = 0.75
const TOKEN = /[\p{L}\p{N}\p{M}]+/gu

export interface FoundMessage {
  id: string
  conversation_id: string
  content: string
  title: string
  kind: string
}

interface Row {
  rowid: number
  id: string
  conversation_id: string
  content: string
}

/**
 * Message search whose cost does not grow with how many messages match. FTS5 returns the newest
 * `SEARCH_CANDIDATES` matches in rowid order, reading only that far into each word's list; they
 * are ranked here with BM25's term-frequency and length parts (k1 1.2, b 0.75, as FTS5's `bm25()`).
 *
 * Two costs of FTS5 are kept out of the way, each tens of ms for a common word over 200,000
 * messages: `bm25()` counts every match of every word for its IDF first (within the candidates
 * every word occurs in every one, so the words are weighted alike here), and a prefix longer
 * than the indexed ones ("latency*") merges the full lists of every word it starts before the
 * first row. That prefix is looked up by its indexed start ("lat*", one list, read lazily) and
 * checked here; only when too few of those candidates have it is the exact prefix asked for.
 */
export class MessageSearch {
  private readonly s: Record<'candidates' | 'rows' | 'conversation', StatementSync>

  constructor(db: DatabaseSync) {
    this.s = {
      candidates: db.prepare('SELECT rowid AS r FROM messages_fts WHERE messages_fts MATCH ? ORDER BY rowid DESC LIMIT ?'),
      rows: db.prepare('SELECT rowid, id, conversation_id, content FROM messages WHERE rowid IN (SELECT value FROM json_each(?))'),
      conversation: db.prepare('SELECT title, kind FROM conversations WHERE id = ?'),
    }
  }

  /** The best `limit` messages for `text`, best first; [] when it holds no word. */
  find(text: string, limit: number): FoundMessage[] {
    const terms = queryTerms(text)
    const match = ftsQuery(text)
    if (terms === null || match === null) return []
    const exact = new Set(terms.exact)
    let found: Scored[] | null = null
    const start = terms.prefix === null ? null : [...terms.prefix].slice(0, INDEXED_PREFIX).join('')
    if (start !== null && start !== terms.prefix) {
      const coarse = [...terms.exact.map(quote), `${quote(start)}*`].join(' ')
      const { rows, all } = this.candidates(coarse)
      const kept = score(rows, exact, terms.prefix).filter((r) => r.hasPrefix)
      if (all || kept.length >= limit) found = kept
    }
    found ??= score(this.candidates(match).rows, exact, terms.prefix)
    return found
      .sort((a, b) => b.score - a.score || b.row.rowid - a.row.rowid)
      .slice(0, limit)
      .map(({ row }) => {
        const c = this.s.conversation.get(row.conversation_id) as { title: string; kind: string } | undefined
        return { id: row.id, conversation_id: row.conversation_id, content: row.content, title: c?.title ?? '', kind: c?.kind ?? 'chat' }
      })
  }

  /** The newest candidates of an FTS query, and whether they are all its matches. */
  private candidates(match: string): { rows: Row[]; all: boolean } {
    const rowids = (this.s.candidates.all(match, SEARCH_CANDIDATES) as { r: number }[]).map((c) => c.r)
    if (rowids.length === 0) return { rows: [], all: true }
    return { rows: this.s.rows.all(JSON.stringify(rowids)) as unknown as Row[], all: rowids.length < SEARCH_CANDIDATES }
  }
}

interface Scored {
  row: Row
  score: number
  hasPrefix: boolean
}

const PREFIX = '\u0000prefix'

/** BM25 (term frequency and length) of each row; whether it holds a word starting with `prefix`. */
function score(rows: readonly Row[], exact: ReadonlySet<string>, prefix: string | null): Scored[] {
  const count = counter(exact, prefix)
  const counted = rows.map((row) => ({ row, ...count(row.content) }))
  const avg = counted.reduce((sum, c) => sum + c.length, 0) / counted.length || 1
  return counted.map((c) => {
    const norm = K1 * (1 - B + (B * c.length) / avg)
    let sum = 0
    for (const f of c.counts.values()) sum += (f * (K1 + 1)) / (f + norm)
    return { row: c.row, score: sum, hasPrefix: prefix === null || c.counts.has(PREFIX) }
  })
}

/**
 * How often each query term occurs in a text, and its length (in characters: only its ratio to
 * the average matters). One regular expression finds the terms without splitting the text into
 * words; a text with accents or other non-ASCII letters where it finds nothing is folded and
 * split as the index does, so "cafe" still counts "café".
 */
function counter(exact: ReadonlySet<string>, prefix: string | null): (content: string) => { counts: Map<string, number>; length: number } {
  const alternatives = [...exact].map((t) => `${escape(t)}(?![\\p{L}\\p{N}])`)
  if (prefix !== null) alternatives.push(`${escape(prefix)}[\\p{L}\\p{N}]*`)
  const terms = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})`, 'giu')
  const key = (word: string) => (exact.has(word) ? word : prefix !== null && word.startsWith(prefix) ? PREFIX : null)
  return (content) => {
    const counts = new Map<string, number>()
    const add = (word: string) => {
      const k = key(word)
      if (k !== null) counts.set(k, (counts.get(k) ?? 0) + 1)
    }
    for (const [word] of content.matchAll(terms)) add(word.toLowerCase())
    // eslint-disable-next-line no-control-regex
    if (counts.size === 0 && !/^[\u0000-\u007f]*$/.test(content)) for (const word of fold(content).match(TOKEN) ?? []) add(word)
    return { counts, length: content.length }
  }
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

function quote(term: string): string {
  return `"${term.replace(/"/g, '""')}"`
}
