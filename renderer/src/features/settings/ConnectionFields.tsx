import { useEffect, useId, useRef, useState } from 'react'
import type { ConnectionField } from './problems'
import { useKeyStorage } from '../../queries/key-storage'
import { keyPlace } from '../keys/words'

export interface ConnectionDraftInput {
  name: string
  baseUrl: string
  key: string
}

export type FieldErrors = Partial<Record<ConnectionField, string>>

export const BASE_URL_HINT = 'Must end with /v1, e.g. https://api.example.com/v1'

interface Props {
  draft: ConnectionDraftInput
  onChange: (field: ConnectionField, value: string) => void
  errors: FieldErrors
  /** 'new': a key is required; 'replace': blank keeps the stored key. */
  keyMode: 'new' | 'replace'
  /** While a check or save runs: inputs keep focus but cannot change. */
  readOnly?: boolean
  /** Move focus to this field (e.g. the first one with an error). */
  focusRequest?: { field: ConnectionField } | null
  /** Focus the name field when the form appears. */
  autoFocus?: boolean
  /** #39 "Enter the key again": only the key field (focused); name and address stay as they are. */
  keyOnly?: boolean
}

/** Name, base URL and API key, each with its hint and its own error right next to it. */
export function ConnectionFields({ draft, onChange, errors, keyMode, readOnly, focusRequest, autoFocus, keyOnly = false }: Props) {
  const nameRef = useRef<HTMLInputElement>(null)
  const baseUrlRef = useRef<HTMLInputElement>(null)
  const keyRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (!focusRequest) return
    const refs = { name: nameRef, baseUrl: baseUrlRef, key: keyRef }
    refs[focusRequest.field].current?.focus()
  }, [focusRequest])
  const id = useId()
  const [showKey, setShowKey] = useState(false)
  const keys = useKeyStorage().data
  // #39: keys from the environment: every connection uses the operator's key; nothing to type.
  const operatorKey = keys?.store === 'environment' ? (keys.environment.variable ?? 'TALLY_API_KEY') : null
  const ids = (field: ConnectionField) => ({ input: `${id}-${field}`, hint: `${id}-${field}-hint`, error: `${id}-${field}-error` })
  const describedBy = (field: ConnectionField, hasHint: boolean) =>
    [errors[field] ? ids(field).error : null, hasHint ? ids(field).hint : null].filter(Boolean).join(' ') || undefined

  const error = (field: ConnectionField) =>
    errors[field] ? (
      <span id={ids(field).error} className="field-error">
        {errors[field]}
      </span>
    ) : null

  return (
    <div className="connection-fields">
      {!keyOnly && (
        <>
          <div className="field">
            <label htmlFor={ids('name').input}>Name</label>
            <input
              id={ids('name').input}
              ref={nameRef}
              autoFocus={autoFocus}
              data-autofocus={autoFocus || undefined}
              value={draft.name}
              onChange={(e) => onChange('name', e.target.value)}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={describedBy('name', true)}
              autoComplete="off"
              maxLength={200}
              readOnly={readOnly}
            />
            {error('name')}
            <span id={ids('name').hint} className="field-hint">
              Shown in the app to tell your accounts apart.
            </span>
          </div>

          <div className="field">
            <label htmlFor={ids('baseUrl').input}>Base URL</label>
            <input
              id={ids('baseUrl').input}
              ref={baseUrlRef}
              className="mono"
              type="text"
              inputMode="url"
              value={draft.baseUrl}
              onChange={(e) => onChange('baseUrl', e.target.value)}
              placeholder="https://api.example.com/v1"
              aria-invalid={errors.baseUrl ? true : undefined}
              aria-describedby={describedBy('baseUrl', true)}
              autoComplete="off"
              spellCheck={false}
              maxLength={2000}
              readOnly={readOnly}
            />
            {error('baseUrl')}
            <span id={ids('baseUrl').hint} className="field-hint">
              {BASE_URL_HINT}
            </span>
          </div>
        </>
      )}

      {operatorKey !== null ? (
        <div className="field key-from-env" role="group" aria-label="API key">
          <strong>API key</strong>
          <span>
            From <span className="mono">{operatorKey}</span>, set by whoever started Tokentally. It is read there at each use and never stored.
          </span>
          {error('key')}
        </div>
      ) : (
        <div className="field">
          <label htmlFor={ids('key').input}>{keyMode === 'new' ? 'API key' : 'New API key'}</label>
          <div className="key-input">
            <input
              id={ids('key').input}
              ref={keyRef}
              autoFocus={keyOnly}
              data-autofocus={keyOnly || undefined}
              className="mono"
              type={showKey ? 'text' : 'password'}
              value={draft.key}
              onChange={(e) => onChange('key', e.target.value)}
              placeholder={keyMode === 'replace' ? 'Leave blank to keep the current key' : 'sk-…'}
              aria-invalid={errors.key ? true : undefined}
              aria-describedby={describedBy('key', true)}
              autoComplete="off"
              spellCheck={false}
              maxLength={10_000}
              readOnly={readOnly}
            />
            <button type="button" className="btn-ghost key-toggle" onClick={() => setShowKey((v) => !v)} aria-controls={ids('key').input}>
              {showKey ? 'Hide key' : 'Show key'}
            </button>
          </div>
          {error('key')}
          <span id={ids('key').hint} className="field-hint">
            {keyMode === 'replace' ? 'A blank field keeps the current key. ' : ''}
            {keys?.store === 'file' ? 'Stored encrypted in your key file, never in plain text.' : `Stored in ${keyPlace(keys)}, never on disk.`}
          </span>
        </div>
      )}
    </div>
  )
}
