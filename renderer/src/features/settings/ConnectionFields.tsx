import { useEffect, useId, useRef, useState } from 'react'
import { t } from '../../i18n'
import { tRich } from '../../components/rich-message'
import type { ConnectionField } from './problems'
import { useKeyStorage } from '../../queries/key-storage'
import { keyPlace } from '../keys/words'

export interface ConnectionDraftInput {
  name: string
  baseUrl: string
  key: string
}

export type FieldErrors = Partial<Record<ConnectionField, string>>


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
            <label htmlFor={ids('name').input}>{t('settings.fields.name')}</label>
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
              {t('settings.fields.nameHint')}
            </span>
          </div>

          <div className="field">
            <label htmlFor={ids('baseUrl').input}>{t('settings.fields.baseUrl')}</label>
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
              {t('settings.fields.baseUrlHint')}
            </span>
          </div>
        </>
      )}

      {operatorKey !== null ? (
        <div className="field key-from-env" role="group" aria-label={t('settings.fields.apiKey')}>
          <strong>{t('settings.fields.apiKey')}</strong>
          <span>{tRich('settings.fields.fromEnv', { variable: <span className="mono">{operatorKey}</span> })}</span>
          {error('key')}
        </div>
      ) : (
        <div className="field">
          <label htmlFor={ids('key').input}>{keyMode === 'new' ? t('settings.fields.apiKey') : t('settings.fields.newApiKey')}</label>
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
              placeholder={keyMode === 'replace' ? t('settings.fields.keepBlank') : 'sk-…'}
              aria-invalid={errors.key ? true : undefined}
              aria-describedby={describedBy('key', true)}
              autoComplete="off"
              spellCheck={false}
              maxLength={10_000}
              readOnly={readOnly}
            />
            <button type="button" className="btn-ghost key-toggle" onClick={() => setShowKey((v) => !v)} aria-controls={ids('key').input}>
              {showKey ? t('settings.fields.hideKey') : t('settings.fields.showKey')}
            </button>
          </div>
          {error('key')}
          <span id={ids('key').hint} className="field-hint">
            {keyMode === 'replace' ? t('settings.fields.blankKeeps') : ''}
            {keys?.store === 'file' ? t('settings.fields.inFile') : t('settings.fields.inPlace', { place: keyPlace(keys) })}
          </span>
        </div>
      )}
    </div>
  )
}
