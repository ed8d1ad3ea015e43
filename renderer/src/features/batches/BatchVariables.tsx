import { useEffect, useId, useMemo, useState } from 'react'
import { type BatchPrompts, batchPrompts } from '../../../../shared/prompts/batch-variables'
import { appErrorOf } from '../../queries/errors'
import { useVariableCsv } from '../../queries/batches'
import { variablesOf } from '../../../../shared/prompts/variables'

/**
 * #39: the picked prompts' `{{variables}}`, filled before the batch starts: in a form (each prompt
 * runs once), or from a CSV of values (each row runs every prompt). A variable the CSV has no column
 * for is asked in the form (for every row); a column no prompt uses is named and ignored; whatever
 * keeps the batch from starting is listed. Reports the prompts to run (or null: none needed).
 */
export function BatchVariables({ templates, onChange }: { templates: readonly string[]; onChange(result: BatchPrompts | null): void }) {
  const id = useId()
  // By content: a new array of the same prompts changes nothing.
  const key = templates.join('\u0000')
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stable = useMemo(() => templates, [key])
  const variables = useMemo(() => [...new Set(stable.flatMap(variablesOf))], [stable])
  const [mode, setMode] = useState<'form' | 'csv'>('form')
  const [values, setValues] = useState<Record<string, string>>({})
  const [csvText, setCsvText] = useState('')
  const [fileProblem, setFileProblem] = useState<string | null>(null)
  // Read by main (papaparse stays out of the window); the message of a bad file comes back as the error.
  const read = useVariableCsv(mode === 'csv' ? csvText : null)
  const csvProblem = read.isError ? (appErrorOf(read.error)?.message ?? 'The CSV could not be read.') : null
  const csv = mode === 'csv' && read.isSuccess ? read.data : null
  const result = useMemo(() => {
    if (variables.length === 0) return null
    if (mode === 'form') return batchPrompts(stable, { kind: 'form', values })
    if (!csv) {
      const waiting = csvText.trim() === '' ? 'Paste the CSV or open a CSV file: its first row names the variables, each further row is one run.' : (csvProblem ?? 'Reading the CSV…')
      return { prompts: [], variables, missingColumns: [], extraColumns: [], problems: [waiting] }
    }
    return batchPrompts(stable, { kind: 'csv', columns: csv.columns, rows: csv.rows, values })
  }, [variables, mode, stable, values, csv, csvText, csvProblem])
  useEffect(() => onChange(result), [result, onChange])
  if (variables.length === 0) return null

  // In CSV mode the form asks only for what the CSV has no column for.
  const asked = mode === 'form' ? variables : csv ? variables.filter((v) => !csv.columns.includes(v)) : []
  return (
    <fieldset className="batch-variables">
      <legend>Variables ({variables.map((v) => `{{${v}}}`).join(', ')})</legend>
      <div className="batch-variables-mode" role="radiogroup" aria-label="Fill the variables">
        <label className="radio-card">
          <input type="radio" name={`${id}-mode`} checked={mode === 'form'} onChange={() => setMode('form')} />
          <span>
            <strong>One set of values</strong> <span className="muted small">each prompt runs once</span>
          </span>
        </label>
        <label className="radio-card">
          <input type="radio" name={`${id}-mode`} checked={mode === 'csv'} onChange={() => setMode('csv')} />
          <span>
            <strong>A CSV of values</strong> <span className="muted small">one run per row</span>
          </span>
        </label>
      </div>
      {mode === 'csv' && (
        <div className="batch-csv">
          <label className="field">
            <span>CSV: a header row naming the variables, then one row per run</span>
            <textarea value={csvText} onChange={(e) => setCsvText(e.target.value)} rows={5} spellCheck={false} className="mono" placeholder={`${variables.join(',')}\n…`} />
          </label>
          <label className="batch-csv-file">
            Or open a CSV file{' '}
            <input
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => {
                const file = e.target.files?.[0]
                e.target.value = ''
                if (!file) return
                if (file.size > 1_000_000) return setFileProblem(`${file.name} is over 1 MB: a batch runs at most 50 prompts.`)
                setFileProblem(null)
                void file.text().then(setCsvText, () => setFileProblem(`${file.name} could not be read.`))
              }}
            />
          </label>
          {fileProblem && (
            <p className="field-error small" role="alert">
              {fileProblem}
            </p>
          )}
          {csv && (
            <p className="muted small" role="status">
              {csv.rows.length} {csv.rows.length === 1 ? 'row' : 'rows'} × {templates.length} {templates.length === 1 ? 'prompt' : 'prompts'} = {csv.rows.length * templates.length} runs.
              {result && result.extraColumns.length > 0 ? ` Not used by the prompts, ignored: ${result.extraColumns.join(', ')}.` : ''}
              {result && result.missingColumns.length > 0 ? ` No column for ${result.missingColumns.map((c) => `{{${c}}}`).join(', ')}: filled in below for every row.` : ''}
            </p>
          )}
        </div>
      )}
      {asked.length > 0 && (
        <div className="batch-variable-fields">
          {asked.map((name) => (
            <label key={name} className="field">
              <span className="mono">{name}</span>
              <input value={values[name] ?? ''} onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))} />
            </label>
          ))}
        </div>
      )}
      {result && result.problems.length > 0 && (
        <ul className="batch-variable-problems small" aria-label="Before the batch can start">
          {result.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}
