import type { DatabaseSync, StatementSync } from 'node:sqlite'
import { Batch, type BatchSummary } from '../../../shared/domain/batches'
import { batchSummaryOf as summaryOf } from '../../../shared/batches/summary'
import { writing } from '../db/storage-error'

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`


/** Batches in SQLite (migration 7), one JSON document each; searched by title and prompt text. */
export class BatchStore {
  private readonly s: Record<'put' | 'get' | 'search', StatementSync>

  constructor(db: DatabaseSync) {
    const p = (sql: string) => db.prepare(sql)
    this.s = {
      put: p('INSERT INTO batches (id, title, created_at, data) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET title = excluded.title, data = excluded.data'),
      get: p('SELECT data FROM batches WHERE id = ?'),
      search: p(`SELECT data FROM batches WHERE title LIKE :q ESCAPE '\\' OR data LIKE :q ESCAPE '\\' ORDER BY created_at DESC LIMIT 200`),
    }
  }

  put(batch: Batch): void {
    writing('batch', () => this.s.put.run(batch.id, batch.title, batch.createdAt, JSON.stringify(batch)))
  }

  get(id: string): Batch | null {
    const row = this.s.get.get(id) as { data: string } | undefined
    return row ? Batch.parse(JSON.parse(row.data)) : null
  }

  list(search: string): BatchSummary[] {
    return (this.s.search.all({ q: likePattern(search.trim()) }) as unknown as { data: string }[]).map((r) => summaryOf(Batch.parse(JSON.parse(r.data))))
  }
}
