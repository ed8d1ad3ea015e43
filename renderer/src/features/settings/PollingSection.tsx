import { useId, useState } from 'react'
import { t } from '../../i18n'
import { DEFAULT_POLL_SECONDS, MIN_POLL_SECONDS } from '../../../../shared/domain/poll-interval'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useSaveSettings } from './useSaveSettings'
import { parsePollInterval } from './input'

/** How often main re-reads the balance: whole seconds, at least 5. Invalid input stays in the field with its message. */
export function PollingSection({ pollIntervalSec }: { pollIntervalSec: number }) {
  const update = useSaveSettings()
  const [text, setText] = useState(String(pollIntervalSec))
  const [message, setMessage] = useState<string | null>(null)
  const [saved, setSaved] = useState('')
  const id = useId()
  const saveError = appErrorOf(update.error)

  const save = (value: string) => {
    const parsed = parsePollInterval(value)
    if (!parsed.ok) {
      setMessage(parsed.message)
      setSaved('')
      return
    }
    setMessage(null)
    update.save({ pollIntervalSec: parsed.value }, { onSuccess: (s) => setSaved(t('settings.polling.saved', { seconds: s.pollIntervalSec })) })
  }

  return (
    <section className="panel settings-section" aria-labelledby="settings-polling">
      <h2 id="settings-polling">{t('settings.nav.polling')}</h2>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          save(text)
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-interval`}>{t('settings.polling.label')}</label>
          <div className="row">
            <input
              id={`${id}-interval`}
              className="input-short"
              type="text"
              inputMode="numeric"
              value={text}
              onChange={(e) => {
                setText(e.target.value)
                setSaved('')
                if (message !== null) {
                  const parsed = parsePollInterval(e.target.value)
                  setMessage(parsed.ok ? null : parsed.message)
                }
              }}
              aria-invalid={message !== null ? true : undefined}
              aria-describedby={`${message !== null ? `${id}-error ` : ''}${id}-hint`}
              autoComplete="off"
            />
            <span className="muted">{t('settings.polling.seconds')}</span>
            <button type="submit" className="btn-primary" aria-disabled={update.isPending}>
              {t('settings.polling.save')}
            </button>
            {Number(text) !== DEFAULT_POLL_SECONDS && (
              <button
                type="button"
                onClick={() => {
                  setText(String(DEFAULT_POLL_SECONDS))
                  save(String(DEFAULT_POLL_SECONDS))
                }}
              >
                {t('settings.polling.useDefault', { seconds: DEFAULT_POLL_SECONDS })}
              </button>
            )}
          </div>
          {message !== null && (
            <span id={`${id}-error`} className="field-error" role="alert">
              {message}
            </span>
          )}
          <span id={`${id}-hint`} className="field-hint">
            {t('settings.polling.hint', { min: MIN_POLL_SECONDS, seconds: DEFAULT_POLL_SECONDS })}
          </span>
        </div>
      </form>
      <p className="muted small" role="status">
        {saved}
      </p>
      {saveError && <ErrorNotice error={saveError} title={t('settings.polling.saveError')} />}
    </section>
  )
}
