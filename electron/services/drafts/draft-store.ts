import type { DatabaseSync, StatementSync } from 'node:sqlite'
import { writing } from '../db/storage-error'

export interface DraftStoreOptions {
  db: DatabaseSync
  now?: () => Date
}

/**
 * Unsent composer text, kept across restarts: one row per conversation (and one for the start
 * panel), written as the user types (the renderer debounces). Empty text removes the row.
 */
export class DraftStore {
  private readonly now: () => Date
  private readonly s: Record<'all' | 'put' | 'remove', StatementSync>

  constructor(options: DraftStoreOptions) {
    this.now = options.now ?? (() => new Date())
    const p = (sql: string) => options.db.prepare(sql)
    this.s = {
      all: p('SELECT key, text FROM drafts ORDER BY key'),
      put: p('INSERT INTO drafts (key, text, updated_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET text = excluded.text, updated_at = excluded.updated_at'),
      remove: p('DELETE FROM drafts WHERE key = ?'),
    }
  }

  /** Every draft, by key. */
  all(): Record<string, string> {
    const rows = this.s.all.all() as unknown as { key: string; text: string }[]
    return Object.fromEntries(rows.map((r) => [r.key, r.text]))
  }

  /** Keeps `text` as the draft of `key`; whitespace only (or nothing) removes the draft. Whether a draft is kept. */
  set(key: string, text: string): { kept: boolean } {
    const kept = text.trim() !== ''
    writing('draft', () => {
      if (kept) this.s.put.run(key, text, this.now().toISOString())
      else this.s.remove.run(key)
    })
    return { kept }
  }
}
