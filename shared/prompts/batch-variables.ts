import Papa from 'papaparse'
import { fillVariables, variablesOf } from './variables'

/** A batch holds at most this many prompts (the contract's limit). */
export const MAX_BATCH_PROMPTS = 50

export type VariableCsv = { ok: true; columns: string[]; rows: Record<string, string>[] } | { ok: false; message: string }

/**
 * #39: a CSV of `{{variable}}` values, one run per row: the first row names the columns. Empty
 * lines are skipped; a malformed file, a missing header, two columns of one name or no rows at
 * all each say so (with the row, counted as in a spreadsheet).
 */
export function parseVariableCsv(text: string): VariableCsv {
  if (text.trim() === '') return { ok: false, message: 'The CSV is empty: its first row names the variables, each further row is one run.' }
  const body = text.replace(/^\uFEFF/, '')
  // The header as written (papaparse would rename a second "topic" to "topic_1").
  const header = (Papa.parse<string[]>(body, { preview: 1 }).data[0] ?? []).map((h) => h.trim())
  const seen = new Set<string>()
  for (const c of header.filter((h) => h !== '')) {
    if (seen.has(c)) return { ok: false, message: `Two columns are named “${c}”: each variable needs one column.` }
    seen.add(c)
  }
  const parsed = Papa.parse<Record<string, string>>(body, { header: true, skipEmptyLines: 'greedy', transformHeader: (h) => h.trim() })
  const columns = (parsed.meta.fields ?? []).filter((c) => c !== '')
  // A one-column file has no delimiter to detect, and a short row is empty cells: neither is an error.
  const error = parsed.errors.find((e) => e.type !== 'Delimiter' && !(e.type === 'FieldMismatch' && e.code === 'TooFewFields'))
  if (error) return { ok: false, message: `The CSV could not be read at row ${(error.row ?? 0) + 2}: ${error.message}.` }
  if (columns.length === 0) return { ok: false, message: 'The CSV has no header row naming the variables.' }
  const rows = parsed.data.map((row) => Object.fromEntries(columns.map((c) => [c, row[c] ?? ''])))
  if (rows.length === 0) return { ok: false, message: 'The CSV has a header row but no rows of values: each row under it is one run.' }
  return { ok: true, columns, rows }
}

export type VariableSource = { kind: 'form'; values: Readonly<Record<string, string>> } | { kind: 'csv'; columns: readonly string[]; rows: readonly Readonly<Record<string, string>>[]; values: Readonly<Record<string, string>> }

export interface BatchPrompts {
  /** The filled prompts, in order (each CSV row: every picked prompt). */
  prompts: string[]
  /** The prompts' variables, once each. */
  variables: string[]
  /** Variables with no CSV column: their form values are used for every row. */
  missingColumns: string[]
  /** CSV columns no prompt uses: ignored. */
  extraColumns: string[]
  /** What keeps the batch from starting, for a person (empty: ready). */
  problems: string[]
}

/**
 * The prompts a batch runs once its `{{variables}}` are filled: from one form (every prompt once),
 * or from a CSV (every prompt once per row; a variable without a column takes the form's value for
 * every row, a column no prompt uses is ignored). An empty value is a problem to fix, never a
 * `{{name}}` sent as is; more than 50 prompts in all is one too.
 */
export function batchPrompts(templates: readonly string[], source: VariableSource): BatchPrompts {
  const variables = [...new Set(templates.flatMap(variablesOf))]
  const columns = source.kind === 'csv' ? source.columns : []
  const missingColumns = source.kind === 'csv' ? variables.filter((v) => !columns.includes(v)) : []
  const extraColumns = source.kind === 'csv' ? columns.filter((c) => !variables.includes(c)) : []
  const rows = source.kind === 'csv' ? source.rows : [{}]
  const problems: string[] = []
  const prompts: string[] = []
  const total = rows.length * templates.length
  if (total > MAX_BATCH_PROMPTS) problems.push(`That is ${total} runs (${rows.length} ${rows.length === 1 ? 'row' : 'rows'} × ${templates.length} ${templates.length === 1 ? 'prompt' : 'prompts'}): a batch holds at most ${MAX_BATCH_PROMPTS}. Use fewer rows or prompts.`)
  for (const name of missingColumns) if ((source.values[name] ?? '') === '') problems.push(`The CSV has no column “${name}”: add it, or fill in {{${name}}} below for every row.`)
  const emptyCells = new Map<string, number[]>()
  rows.forEach((row, i) => {
    const values = { ...source.values, ...Object.fromEntries(Object.entries(row).filter(([, v]) => v !== '')) }
    for (const template of templates) {
      const filled = fillVariables(template, values)
      if (!filled.ok) {
        problems.push(`${source.kind === 'csv' ? `Row ${i + 1}: the` : 'The'} filled prompt would be ${filled.length.toLocaleString('en-US')} characters, more than a message can hold.`)
        continue
      }
      for (const name of filled.missing) {
        if (source.kind === 'csv' && !columns.includes(name)) continue
        emptyCells.set(name, [...(emptyCells.get(name) ?? []), i + 1])
      }
      prompts.push(filled.text)
    }
  })
  for (const [name, at] of emptyCells) {
    const rowsText = [...new Set(at)]
    problems.push(source.kind === 'csv' ? `No value for {{${name}}} in row${rowsText.length === 1 ? '' : 's'} ${rowsText.slice(0, 8).join(', ')}${rowsText.length > 8 ? '…' : ''}.` : `No value for {{${name}}}.`)
  }
  return { prompts, variables, missingColumns, extraColumns, problems }
}
