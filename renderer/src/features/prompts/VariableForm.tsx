import { useId, useState } from 'react'
import { fillVariables, variablesOf } from '../../../../shared/prompts/variables'

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
      setProblem(`The filled prompt would be ${r.length.toLocaleString('en-US')} characters: more than a message can hold. Shorten a value.`)
      return
    }
    if (r.missing.length > 0 && !confirmMissing) {
      setProblem(`No value for ${r.missing.map((m) => `{{${m}}}`).join(', ')}: it stays as written. ${submitLabel} again to use it like that.`)
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
        Enter: {submitLabel.toLowerCase()} · Shift+Enter: a new line
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
