import { useId, useState } from 'react'
import type { MoneyString } from '../../../../shared/money'
import { formatMoney } from '../../../../shared/money'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useSaveSettings } from './useSaveSettings'
import { moneyToDollarsInput, parseDollars } from './input'
import { BrowserNotificationsNote } from './BrowserModeNotes'

/** The low-balance alert: a dollar threshold (converted to a 6-decimal money string with decimal.js) or off. */
export function AlertSection({ alertThreshold }: { alertThreshold: MoneyString | null }) {
  const update = useSaveSettings()
  const [enabled, setEnabled] = useState(alertThreshold !== null)
  const [text, setText] = useState(alertThreshold !== null ? moneyToDollarsInput(alertThreshold) : '5.00')
  const [message, setMessage] = useState<string | null>(null)
  const [saved, setSaved] = useState('')
  const id = useId()
  const saveError = appErrorOf(update.error)

  const save = () => {
    if (!enabled) {
      setMessage(null)
      update.save({ alertThreshold: null }, { onSuccess: () => setSaved('Saved: the low-balance alert is off.') })
      return
    }
    const parsed = parseDollars(text)
    if (!parsed.ok) {
      setMessage(parsed.message)
      setSaved('')
      return
    }
    setMessage(null)
    update.save(
      { alertThreshold: parsed.value },
      {
        onSuccess: (s) => {
          if (s.alertThreshold !== null) setText(moneyToDollarsInput(s.alertThreshold))
          setSaved(s.alertThreshold === null ? 'Saved: the alert is off.' : `Saved: you get an alert when the balance drops below ${formatMoney(s.alertThreshold)}.`)
        },
      },
    )
  }

  return (
    <section className="panel settings-section" aria-labelledby="settings-alert">
      <h2 id="settings-alert">Low-balance alert</h2>
      <p className="muted small">A notification when your balance drops below this, once per crossing: it alerts again only after the balance has gone back above it.</p>
      <BrowserNotificationsNote />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          save()
        }}
      >
        <label className="checkbox">
          <input
            type="checkbox"
            checked={enabled}
            onChange={(e) => {
              setEnabled(e.target.checked)
              setSaved('')
            }}
          />
          Alert me when my balance is low
        </label>
        <div className="field">
          <label htmlFor={`${id}-threshold`}>Alert threshold (US dollars)</label>
          <div className="row">
            <span className="input-prefix">
              <span aria-hidden="true">$</span>
              <input
                id={`${id}-threshold`}
                className="input-short"
                type="text"
                inputMode="decimal"
                value={text}
                disabled={!enabled}
                onChange={(e) => {
                  setText(e.target.value)
                  setSaved('')
                  if (message !== null) {
                    const parsed = parseDollars(e.target.value)
                    setMessage(parsed.ok ? null : parsed.message)
                  }
                }}
                aria-invalid={message !== null ? true : undefined}
                aria-describedby={`${message !== null ? `${id}-error ` : ''}${id}-hint`}
                autoComplete="off"
              />
            </span>
            <button type="submit" className="btn-primary" aria-disabled={update.isPending}>
              Save alert
            </button>
          </div>
          {message !== null && (
            <span id={`${id}-error`} className="field-error" role="alert">
              {message}
            </span>
          )}
          <span id={`${id}-hint`} className="field-hint">
            {alertThreshold === null ? 'Currently off.' : `Currently: below ${formatMoney(alertThreshold)}.`} In dollars, like 5 or 12.50.
          </span>
        </div>
      </form>
      <p className="muted small" role="status">
        {saved}
      </p>
      {saveError && <ErrorNotice error={saveError} title="Could not save the alert" />}
    </section>
  )
}
