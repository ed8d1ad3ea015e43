import type { Batch, BatchSummary } from '../domain/batches'

/** A batch's row in the list (main's list and the window's cached copy of it, kept in step by the `batches` event). */
export function batchSummaryOf(b: Batch): BatchSummary {
  return { id: b.id, title: b.title, status: b.status, createdAt: b.createdAt, models: b.models, prompts: b.prompts.length, cells: b.cells.length, done: b.cells.filter((c) => c.state === 'done').length }
}
