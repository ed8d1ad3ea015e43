import { useEffect, useId, useMemo, useState } from 'react'
import { type BatchPrompts, batchPrompts } from '../../../../shared/prompts/batch-variables'
import { appErrorOf } from '../../queries/errors'
import { t } from '../../i18n'
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
  const csvProblem = read.isError ? (appErrorOf(read.error)?.message ?? t('batches.csv.unreadable')) : null
  const csv = mode === 'csv' && read.isSuccess ? read.data : null
  const result = useMemo(() => {
    if (variables.length === 0) return null
    if (mode === 'form') return batchPrompts(stable, { kind: 'form', values })
    if (!csv) {
      const waiting = csvText.trim() === '' ? t('batches.csv.waiting') : (csvProblem ?? t('batches.csv.reading'))
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
      <legend>{t('batches.variables', { names: variables.map((v) => `{{${v}}}`).join(', ') })}</legend>
      <div className="batch-variables-mode" role="radiogroup" aria-label={t('batches.fill')}>
        <label className="radio-card">
          <input type="radio" name={`${id}-mode`} checked={mode === 'form'} onChange={() => setMode('form')} />
          <span>
            <strong>{t('batches.oneSet')}</strong> <span className="muted small">{t('batches.oneSetHint')}</span>
          </span>
        </label>
        <label className="radio-card">
          <input type="radio" name={`${id}-mode`} checked={mode === 'csv'} onChange={() => setMode('csv')} />
          <span>
            <strong>{t('batches.csvSet')}</strong> <span className="muted small">{t('batches.csvSetHint')}</span>
          </span>
        </label>
      </div>
      {mode === 'csv' && (
        <div className="batch-csv">
          <label className="field">
            <span>{t('batches.csv.label')}</span>
            <textarea value={csvText} onChange={(e) => setCsvText(e.target.value)} rows={5} spellCheck={false} className="mono" placeholder={`${variables.join(',')}\n…`} />
          </label>
          <label className="batch-csv-file">
            {t('batches.csv.open')}{' '}
            <input
              type="file"
              accept=".csv,text/csv"
              onChange={(e) => {
                const file = e.target.files?.[0]
                e.target.value = ''
                if (!file) return
                if (file.size > 1_000_000) return setFileProblem(t('batches.csv.tooBig', { name: file.name }))
                setFileProblem(null)
                void file.text().then(setCsvText, () => setFileProblem(t('batches.csv.fileUnreadable', { name: file.name })))
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
              {t('batches.csv.runs', {
                rows: t('batches.csv.rows', { count: csv.rows.length }),
                prompts: t('batches.csv.prompts', { count: templates.length }),
                runs: t('batches.csv.runCount', { count: csv.rows.length * templates.length }),
              })}
              {result && result.extraColumns.length > 0 ? ` ${t('batches.csv.ignored', { columns: result.extraColumns.join(', ') })}` : ''}
              {result && result.missingColumns.length > 0 ? ` ${t('batches.csv.noColumn', { names: result.missingColumns.map((c) => `{{${c}}}`).join(', ') })}` : ''}
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
        <ul className="batch-variable-problems small" aria-label={t('batches.problems')}>
          {result.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
    </fieldset>
  )
}
