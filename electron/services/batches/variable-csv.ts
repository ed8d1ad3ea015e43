import Papa from 'papaparse'
import type { VariableRows } from '../../../shared/domain/batches'
import { type Said, inputError, say } from '../../../shared/error-model'

/**
 * #39: a CSV of `{{variable}}` values for a batch, one run per row: the first row names the
 * columns. Parsed here, in main (papaparse can fetch files itself, which the renderer must never
 * carry). Empty lines are skipped; a malformed file, a missing header, two columns of one name or
 * no rows at all each say so (rows counted as in a spreadsheet).
 */
export function parseVariableCsv(text: string): VariableRows {
  const refuse = (said: Said) => inputError('csv_invalid', said, 'csv')
  if (text.trim() === '') throw refuse(say('errors.csv.empty'))
  const body = text.replace(/^\uFEFF/, '')
  // The header as written (papaparse would rename a second "topic" to "topic_1").
  const header = (Papa.parse<string[]>(body, { preview: 1 }).data[0] ?? []).map((h) => h.trim())
  const seen = new Set<string>()
  for (const c of header.filter((h) => h !== '')) {
    if (seen.has(c)) throw refuse(say('errors.csv.twoColumns', { name: c }))
    seen.add(c)
  }
  const parsed = Papa.parse<Record<string, string>>(body, { header: true, skipEmptyLines: 'greedy', transformHeader: (h) => h.trim() })
  const columns = (parsed.meta.fields ?? []).filter((c) => c !== '')
  // A one-column file has no delimiter to detect, and a short row is empty cells: neither is an error.
  const error = parsed.errors.find((e) => e.type !== 'Delimiter' && !(e.type === 'FieldMismatch' && e.code === 'TooFewFields'))
  if (error) throw refuse(say('errors.csv.unreadable', { row: (error.row ?? 0) + 2, detail: error.message }))
  if (columns.length === 0) throw refuse(say('errors.csv.noHeader'))
  const rows = parsed.data.map((row) => Object.fromEntries(columns.map((c) => [c, row[c] ?? ''])))
  if (rows.length === 0) throw refuse(say('errors.csv.noRows'))
  return { columns, rows }
}
