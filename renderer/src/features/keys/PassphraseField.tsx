import { t, translator } from '../../i18n'
import { type Ref, useId, useState } from 'react'

/** A passphrase input with its label, hint, error and a Show/Hide toggle; never autofilled or spell-checked. */
export function PassphraseField({
  label,
  value,
  onChange,
  error,
  hint,
  autoFocus = false,
  autoComplete = 'current-password',
  inputRef,
  readOnly = false,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | null
  hint?: string
  autoFocus?: boolean
  autoComplete?: 'current-password' | 'new-password'
  inputRef?: Ref<HTMLInputElement>
  readOnly?: boolean
}) {
  const id = useId()
  const [shown, setShown] = useState(false)
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="key-input">
        <input
          id={id}
          ref={inputRef}
          type={shown ? 'text' : 'password'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          autoFocus={autoFocus}
          data-autofocus={autoFocus || undefined}
          autoComplete={autoComplete}
          spellCheck={false}
          maxLength={1000}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          readOnly={readOnly}
        />
        <button type="button" className="btn-ghost key-toggle" onClick={() => setShown((v) => !v)} aria-controls={id} aria-label={t(shown ? 'keys.field.hideLabel' : 'keys.field.showLabel', { label: translator.locale === 'en' ? label.toLowerCase() : label })}>
          {shown ? t('keys.field.hide') : t('keys.field.show')}
        </button>
      </div>
      {error && (
        <span id={`${id}-error`} className="field-error">
          {error}
        </span>
      )}
      {hint && (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      )}
    </div>
  )
}
