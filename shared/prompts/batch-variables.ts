import { fillVariables, variablesOf } from './variables'

/** A batch holds at most this many prompts (the contract's limit). */
export const MAX_BATCH_PROMPTS = 50

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
