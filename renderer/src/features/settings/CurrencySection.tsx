import { useId, useState } from 'react'
import { t } from '../../i18n'
import { formatUtcDateTime } from '../../../../shared/i18n/format'
import type { CurrencySettings } from '../../../../shared/domain/currency'
import { formatShown, rateDateText } from '../../../../shared/money'
import { ErrorNotice } from '../../components/ErrorNotice'
import { displayOf, useCurrency, useFetchRate, useSetRate } from '../../queries/currency'
import { appErrorOf } from '../../queries/errors'
import { useSaveSettings } from './useSaveSettings'
import { errorText } from '../../components/error-text'

const CODES = ['USD', 'EUR', 'GBP', 'CHF', 'JPY', 'CAD', 'AUD', 'NZD', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF', 'INR', 'CNY', 'BRL', 'MXN', 'ZAR', 'SGD', 'HKD', 'KRW']

/**
 * #35: Settings → Currency: which currency money is shown in (default US dollars, nothing converted),
 * the rate typed with its day, or fetched once a day from a rates address the user chooses (off by
 * default). Amounts stay in exact dollars; the currency is for display.
 */
export function CurrencySection({ currency }: { currency: CurrencySettings }) {
  const id = useId()
  const save = useSaveSettings()
  const state = useCurrency().data
  const setRate = useSetRate()
  const fetchNow = useFetchRate()
  const today = new Date().toISOString().slice(0, 10)
  const [rate, setRateText] = useState(state?.rate?.rate ?? '')
  const [date, setDate] = useState(today)
  const [url, setUrl] = useState(currency.url)
  const [saved, setSaved] = useState('')
  const error = appErrorOf(save.error)
  const rateError = appErrorOf(setRate.error)
  const shown = displayOf(state)
  const code = currency.code

  return (
    <section className="panel settings-section" aria-labelledby="settings-currency">
      <h2 id="settings-currency">{t('settings.nav.currency')}</h2>
      <p className="muted small">{t('settings.currency.intro')}</p>
      <label className="field">
        <span>{t('settings.currency.showIn')}</span>
        <select
          value={code}
          onChange={(e) => save.save({ currency: { ...currency, code: e.target.value } }, { onSuccess: (s) => setSaved(s.currency.code === 'USD' ? t('settings.currency.savedUsd') : t('settings.currency.savedCode', { code: s.currency.code })) })}
          disabled={save.isPending}
        >
          {CODES.map((c) => (
            <option key={c} value={c}>
              {c === 'USD' ? t('settings.currency.usd') : c}
            </option>
          ))}
        </select>
      </label>
      {code !== 'USD' && (
        <>
          <p className={state?.stale ? 'field-error' : 'muted small'} role="status" aria-label={t('settings.currency.rateInUse')}>
            {state?.rate
              ? t('settings.currency.inUse', {
                  rate: state.rate.rate,
                  code,
                  day: rateDateText(state.rate.date),
                  source: state.rate.source === 'typed' ? t('settings.currency.typed') : t('settings.currency.fetched'),
                  stale: state.stale ? t('settings.currency.staleNote') : '',
                  example: formatShown('13.400000', shown),
                })
              : t('settings.currency.noRate', { code })}
          </p>
          <form
            className="currency-rate"
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              setRate.mutate({ code, rate, date }, { onSuccess: (s) => setSaved(t('settings.currency.savedRate', { rate: s.rate?.rate ?? rate, code, day: s.rate ? rateDateText(s.rate.date) : date })) })
            }}
          >
            <div className="row">
              <label className="field">
                <span>{t('settings.currency.rate', { code })}</span>
                <input id={`${id}-rate`} className="input-short" inputMode="decimal" value={rate} onChange={(e) => setRateText(e.target.value)} aria-invalid={rateError?.param === 'rate' ? true : undefined} autoComplete="off" />
              </label>
              <label className="field">
                <span>{t('settings.currency.day')}</span>
                <input type="date" value={date} max={today} onChange={(e) => setDate(e.target.value)} />
              </label>
              <button type="submit" className="btn-primary" disabled={setRate.isPending}>
                {t('settings.currency.saveRate')}
              </button>
            </div>
            {rateError && (
              <span className="field-error" role="alert">
                {errorText(rateError)}
              </span>
            )}
          </form>
          <fieldset className="currency-fetch">
            <legend>{t('settings.currency.fetch')}</legend>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={currency.fetchDaily}
                onChange={(e) => save.save({ currency: { ...currency, url, fetchDaily: e.target.checked } }, { onSuccess: (s) => setSaved(s.currency.fetchDaily ? t('settings.currency.savedDaily') : t('settings.currency.savedNotFetched')) })}
              />
              {t('settings.currency.fetchDaily')}
            </label>
            <div className="row">
              <label className="field grow">
                <span>{t('settings.currency.address')}</span>
                <input type="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://…/eurofxref-daily.xml" autoComplete="off" />
              </label>
              <button type="button" onClick={() => save.save({ currency: { ...currency, url } }, { onSuccess: () => setSaved(t('settings.currency.savedAddress')) })} disabled={save.isPending || url === currency.url}>
                {t('settings.currency.saveAddress')}
              </button>
              <button type="button" onClick={() => fetchNow.mutate()} disabled={fetchNow.isPending || currency.url === ''}>
                {fetchNow.isPending ? t('settings.currency.fetching') : t('settings.currency.fetchNow')}
              </button>
            </div>
            {state?.lastFetch && (
              <p className={state.lastFetch.error ? 'field-error' : 'muted small'} role={state.lastFetch.error ? 'alert' : 'status'}>
                {state.lastFetch.error ? t('settings.currency.fetchFailed', { error: state.lastFetch.error }) : t('settings.currency.lastFetched', { when: formatUtcDateTime(state.lastFetch.at) })}
              </p>
            )}
          </fieldset>
        </>
      )}
      <p className="muted small" role="status">
        {saved}
      </p>
      {error && <ErrorNotice error={error} title={t('settings.currency.saveError')} />}
    </section>
  )
}
