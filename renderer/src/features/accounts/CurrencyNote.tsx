import { rateDateText } from '../../../../shared/money'
import { useCurrency } from '../../queries/currency'
import { formatLocale } from '../../../../shared/i18n/format-locale'
import { formatDay } from '../../../../shared/usage/presets'
import { t } from '../../i18n'
import './accounts.css'

/** #35: when money is shown in another currency, how (the rate and its day), and whether the rate is old. */
export function CurrencyNote() {
  const state = useCurrency().data
  if (!state || state.code === 'USD') return null
  if (!state.rate)
    return (
      <p className="currency-note is-stale" role="note">
        {t('accounts.currencyNoRate', { code: state.code })}
      </p>
    )
  return (
    <p className={state.stale ? 'currency-note is-stale' : 'currency-note'} role="note">
      {t(state.rate.source === 'typed' ? (state.stale ? 'accounts.currencyTypedStale' : 'accounts.currencyTyped') : state.stale ? 'accounts.currencyFetchedStale' : 'accounts.currencyFetched', {
        code: state.code,
        rate: state.rate.rate,
        date: formatLocale() === 'en' ? rateDateText(state.rate.date) : formatDay(state.rate.date),
      })}
    </p>
  )
}
