import { useId, useState } from 'react'
import { t } from '../../i18n'
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
      update.save({ alertThreshold: null }, { onSuccess: () => setSaved(t('settings.alert.savedOff')) })
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
          setSaved(s.alertThreshold === null ? t('settings.alert.savedOffShort') : t('settings.alert.saved', { amount: formatMoney(s.alertThreshold) }))
        },
      },
    )
  }

  return (
    <section className="panel settings-section" aria-labelledby="settings-alert">
      <h2 id="settings-alert">{t('settings.nav.alert')}</h2>
      <p className="muted small">{t('settings.alert.intro')}</p>
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
          {t('settings.alert.enable')}
        </label>
        <div className="field">
          <label htmlFor={`${id}-threshold`}>{t('settings.alert.threshold')}</label>
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
              {t('settings.alert.save')}
            </button>
          </div>
          {message !== null && (
            <span id={`${id}-error`} className="field-error" role="alert">
              {message}
            </span>
          )}
          <span id={`${id}-hint`} className="field-hint">
            {alertThreshold === null ? t('settings.alert.currentlyOff') : t('settings.alert.currently', { amount: formatMoney(alertThreshold) })}
          </span>
        </div>
      </form>
      <p className="muted small" role="status">
        {saved}
      </p>
      {saveError && <ErrorNotice error={saveError} title={t('settings.alert.saveError')} />}
    </section>
  )
}
