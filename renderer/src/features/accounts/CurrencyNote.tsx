import { rateDateText } from '../../../../shared/money'
import { useCurrency } from '../../queries/currency'
import './accounts.css'

/** #35: when money is shown in another currency, how (the rate and its day), and whether the rate is old. */
export function CurrencyNote() {
  const state = useCurrency().data
  if (!state || state.code === 'USD') return null
  if (!state.rate)
    return (
      <p className="currency-note is-stale" role="note">
        Shown in US dollars: there is no {state.code} rate yet. Type one or turn on the daily fetch in Settings → Currency.
      </p>
    )
  return (
    <p className={state.stale ? 'currency-note is-stale' : 'currency-note'} role="note">
      Amounts shown in {state.code} (≈), converted at {state.rate.rate} {state.code} per US dollar on {rateDateText(state.rate.date)} ({state.rate.source === 'typed' ? 'typed by you' : 'fetched'})
      {state.stale ? '; the rate is over a week old: update it in Settings → Currency' : ''}. Every figure is kept in exact dollars; hover one to see it.
    </p>
  )
}
