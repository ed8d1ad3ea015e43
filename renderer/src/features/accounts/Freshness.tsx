import type { AccountPart } from '../../../../shared/domain/accounts'
import { intlTag } from '../../../../shared/i18n/format-locale'
import { t } from '../../i18n'
import { errorText } from '../../components/error-text'

/** "10:42" in the reader's clock. */
export function clockTime(iso: string): string {
  return new Date(iso).toLocaleTimeString(intlTag(), { hour: '2-digit', minute: '2-digit' })
}

/** One part's freshness in words: up to date, stale since a time, unavailable (why), loading. */
export function Freshness({ part }: { part: AccountPart }) {
  if (part.freshness === 'fresh') return <span className="fresh-ok">{part.fetchedAt ? t('accounts.upToDateAt', { time: clockTime(part.fetchedAt) }) : t('accounts.upToDate')}</span>
  if (part.freshness === 'loading') return <span className="muted">{t('accounts.readingOne')}</span>
  if (part.freshness === 'stale')
    return (
      <span className="fresh-stale">
        <span className="badge badge-stale">{t('balance.stale')}</span>
        {t('accounts.since', { time: part.fetchedAt ? clockTime(part.fetchedAt) : '—' })}
        {part.error && <span className="account-note">{errorText(part.error)}</span>}
      </span>
    )
  return (
    <span className="fresh-failed">
      <span className="badge badge-bad">{t('accounts.unavailable')}</span>
      {t('accounts.notSummed')}
      {part.error && (
        <span className="account-note">
          {errorText(part.error)}
          {part.error.requestId && t('accounts.request', { id: part.error.requestId })}
        </span>
      )}
    </span>
  )
}
