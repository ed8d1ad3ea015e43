import type { DatabaseSync, StatementSync } from 'node:sqlite'
import { SavedPrompt } from '../../../shared/domain/prompts'
import { writing } from '../db/storage-error'

type Row = { id: string; kind: string; title: string; body: string; tags: string; created_at: string; updated_at: string }

const promptOf = (r: Row): SavedPrompt => SavedPrompt.parse({ id: r.id, kind: r.kind, title: r.title, body: r.body, tags: JSON.parse(r.tags), createdAt: r.created_at, updatedAt: r.updated_at })

/** LIKE with the user's text taken literally (`%`, `_` and the escape itself escaped). */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The prompt library in SQLite (migration 7). */
export class PromptStore {
  private readonly s: Record<'get' | 'upsert' | 'remove' | 'search' | 'tags', StatementSync>

  constructor(db: DatabaseSync) {
    const p = (sql: string) => db.prepare(sql)
    this.s = {
      get: p('SELECT * FROM prompts WHERE id = ?'),
      upsert: p(
        'INSERT INTO prompts (id, kind, title, body, tags, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, title = excluded.title, body = excluded.body, tags = excluded.tags, updated_at = excluded.updated_at',
      ),
      remove: p('DELETE FROM prompts WHERE id = ?'),
      search: p(
        `SELECT * FROM prompts WHERE (title LIKE :q ESCAPE '\\' OR body LIKE :q ESCAPE '\\' OR tags LIKE :q ESCAPE '\\')
           AND (:tag IS NULL OR EXISTS (SELECT 1 FROM json_each(prompts.tags) WHERE value = :tag))
         ORDER BY title COLLATE NOCASE, id LIMIT 500`,
      ),
      tags: p('SELECT DISTINCT value AS tag FROM prompts, json_each(prompts.tags) ORDER BY value'),
    }
  }

  get(id: string): SavedPrompt | null {
    const row = this.s.get.get(id) as Row | undefined
    return row ? promptOf(row) : null
  }

  put(prompt: SavedPrompt): void {
    writing('prompt', () => {
      this.s.upsert.run(prompt.id, prompt.kind, prompt.title, prompt.body, JSON.stringify(prompt.tags), prompt.createdAt, prompt.updatedAt)
    })
  }

  remove(id: string): boolean {
    return writing('prompt', () => Number(this.s.remove.run(id).changes) > 0)
  }

  /** Title order; `text` matches title, body or a tag (case-insensitive for ASCII). */
  search(text: string, tag: string | null): SavedPrompt[] {
    return (this.s.search.all({ q: likePattern(text), tag }) as unknown as Row[]).map(promptOf)
  }

  tags(): string[] {
    return (this.s.tags.all() as unknown as { tag: string }[]).map((r) => r.tag)
  }
}
