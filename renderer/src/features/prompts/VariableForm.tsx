import { useId, useState } from 'react'
import { fillVariables, variablesOf } from '../../../../shared/prompts/variables'
import { formatCount } from '../../../../shared/i18n/format'
import { t } from '../../i18n'

/** "Insert" as it reads after "Enter:" ("Enter: insert"); the rest of a label keeps its case (German nouns). */
const asAction = (label: string) => (label[0]?.toLocaleLowerCase() ?? '') + label.slice(1)

interface Props {
  body: string
  /** The filled text, or null while the fill is refused (too long). */
  onFilled(text: string): void
  submitLabel: string
}

/** #27: one field per `{{variable}}` of a prompt; missing ones are named, never silently dropped. */
export function VariableForm({ body, onFilled, submitLabel }: Props) {
  const id = useId()
  const names = variablesOf(body)
  const [values, setValues] = useState<Record<string, string>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [confirmMissing, setConfirmMissing] = useState(false)

  const submit = () => {
    const r = fillVariables(body, values)
    if (!r.ok) {
      setProblem(t('prompts.tooLong', { count: r.length, n: formatCount(r.length) }))
      return
    }
    if (r.missing.length > 0 && !confirmMissing) {
      setProblem(t('prompts.missing', { names: r.missing.map((m) => `{{${m}}}`).join(', '), action: submitLabel }))
      setConfirmMissing(true)
      return
    }
    setProblem(null)
    onFilled(r.text)
  }

  return (
    <form
      className="variable-form"
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      {names.map((name) => (
        <label key={name} htmlFor={`${id}-${name}`} className="variable-field">
          <span className="mono">{name}</span>
          <textarea
            id={`${id}-${name}`}
            // Grows with its text (up to 8 lines, then it scrolls): nothing typed is hidden.
            rows={Math.min(8, Math.max(1, (values[name] ?? '').split('\n').length))}
            aria-describedby={`${id}-keys`}
            onKeyDown={(e) => {
              // #39: Enter fills the prompt, as Enter sends in the message box; Shift+Enter is a new line.
              if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault()
                submit()
              }
            }}
            value={values[name] ?? ''}
            onChange={(e) => {
              setConfirmMissing(false)
              setValues((v) => ({ ...v, [name]: e.target.value }))
            }}
          />
        </label>
      ))}
      <p id={`${id}-keys`} className="muted small variable-keys">
        {t('prompts.keys', { action: asAction(submitLabel) })}
      </p>
      {problem && (
        <p className="variable-problem small" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="btn-primary">
        {submitLabel}
      </button>
    </form>
  )
}
