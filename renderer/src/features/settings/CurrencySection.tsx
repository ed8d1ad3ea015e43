import { useId, useState } from 'react'
import type { CurrencySettings } from '../../../../shared/domain/currency'
import { formatShown, rateDateText } from '../../../../shared/money'
import { ErrorNotice } from '../../components/ErrorNotice'
import { displayOf, useCurrency, useFetchRate, useSetRate } from '../../queries/currency'
import { appErrorOf } from '../../queries/errors'
import { useSaveSettings } from './useSaveSettings'

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
      <h2 id="settings-currency">Currency</h2>
      <p className="muted small">
        Money is kept and added up in exact US dollars, as the service bills it. Here you choose how it is shown: in another currency every figure is converted for display only and
        marked ≈, with the rate and its day in its hint.
      </p>
      <label className="field">
        <span>Show money in</span>
        <select
          value={code}
          onChange={(e) => save.save({ currency: { ...currency, code: e.target.value } }, { onSuccess: (s) => setSaved(s.currency.code === 'USD' ? 'Saved: money is shown in US dollars, nothing converted.' : `Saved: money is shown in ${s.currency.code}.`) })}
          disabled={save.isPending}
        >
          {CODES.map((c) => (
            <option key={c} value={c}>
              {c === 'USD' ? 'US dollars (USD), nothing converted' : c}
            </option>
          ))}
        </select>
      </label>
      {code !== 'USD' && (
        <>
          <p className={state?.stale ? 'field-error' : 'muted small'} role="status" aria-label="Rate in use">
            {state?.rate
              ? `In use: ${state.rate.rate} ${code} per US dollar on ${rateDateText(state.rate.date)} (${state.rate.source === 'typed' ? 'typed' : 'fetched'})${state.stale ? ' — over a week old: marked stale until a newer rate comes' : ''}. $13.40 shows as ${formatShown('13.400000', shown)}.`
              : `No ${code} rate yet: money is still shown in US dollars. Type a rate or fetch one.`}
          </p>
          <form
            className="currency-rate"
            noValidate
            onSubmit={(e) => {
              e.preventDefault()
              setRate.mutate({ code, rate, date }, { onSuccess: (s) => setSaved(`Saved: ${s.rate?.rate} ${code} per US dollar on ${s.rate ? rateDateText(s.rate.date) : date}.`) })
            }}
          >
            <div className="row">
              <label className="field">
                <span>Rate ({code} for one US dollar)</span>
                <input id={`${id}-rate`} className="input-short" inputMode="decimal" value={rate} onChange={(e) => setRateText(e.target.value)} aria-invalid={rateError?.param === 'rate' ? true : undefined} autoComplete="off" />
              </label>
              <label className="field">
                <span>For the day</span>
                <input type="date" value={date} max={today} onChange={(e) => setDate(e.target.value)} />
              </label>
              <button type="submit" className="btn-primary" disabled={setRate.isPending}>
                Save rate
              </button>
            </div>
            {rateError && (
              <span className="field-error" role="alert">
                {rateError.message}
              </span>
            )}
          </form>
          <fieldset className="currency-fetch">
            <legend>Fetch the rate</legend>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={currency.fetchDaily}
                onChange={(e) => save.save({ currency: { ...currency, url, fetchDaily: e.target.checked } }, { onSuccess: (s) => setSaved(s.currency.fetchDaily ? 'Saved: the rate is fetched once a day.' : 'Saved: the rate is not fetched.') })}
              />
              Fetch the rate once a day (off: nothing is ever sent anywhere)
            </label>
            <div className="row">
              <label className="field grow">
                <span>Rates address (ECB reference rates, eurofxref-daily.xml format)</span>
                <input type="url" value={url} onChange={(e) => setUrl(e.target.value)} placeholder="https://…/eurofxref-daily.xml" autoComplete="off" />
              </label>
              <button type="button" onClick={() => save.save({ currency: { ...currency, url } }, { onSuccess: () => setSaved('Saved: the rates address.') })} disabled={save.isPending || url === currency.url}>
                Save address
              </button>
              <button type="button" onClick={() => fetchNow.mutate()} disabled={fetchNow.isPending || currency.url === ''}>
                {fetchNow.isPending ? 'Fetching…' : 'Fetch now'}
              </button>
            </div>
            {state?.lastFetch && (
              <p className={state.lastFetch.error ? 'field-error' : 'muted small'} role={state.lastFetch.error ? 'alert' : 'status'}>
                {state.lastFetch.error ? `The last fetch failed: ${state.lastFetch.error}` : `Last fetched ${new Date(state.lastFetch.at).toLocaleString()}.`}
              </p>
            )}
          </fieldset>
        </>
      )}
      <p className="muted small" role="status">
        {saved}
      </p>
      {error && <ErrorNotice error={error} title="Could not save the currency" />}
    </section>
  )
}
