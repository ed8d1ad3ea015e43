import type { AppError } from '../../../../shared/domain/errors'
import type { UsageView } from '../../../../shared/domain/usage-view'
import { ErrorNotice } from '../../components/ErrorNotice'
import { RelativeTime } from '../../components/RelativeTime'
import { formatUtcTime } from './format'
import { ReenterKeyButton, isMissingKey } from '../keys/ReenterKeyButton'
import { t } from '../../i18n'
import { errorText } from '../../components/error-text'

/** A failure after which the cached data is still right, only older: rate limit, outage, offline. */
export function isTransient(error: AppError): boolean {
  return error.status === 429 || error.status === 503 || error.kind === 'network' || error.kind === 'timeout'
}

function transientTitle(error: AppError): string {
  if (error.status === 429) return t('usage.rateLimited')
  if (error.status === 503) return t('usage.unavailable')
  return t('usage.unreachable')
}

/** "as of 12 s ago", a small "syncing…" and a STALE badge. */
export function Freshness({ view, syncing }: { view: UsageView | undefined; syncing: boolean }) {
  return (
    <span className="usage-freshness small">
      {view?.asOf ? <RelativeTime iso={view.asOf} prefix={t('usage.dataAsOf')} /> : <span className="muted">{t('usage.notReadYet')}</span>}
      {view?.stale && (
        <span className="badge badge-stale" title={t('usage.staleHint')}>
          {t('balance.stale')}
        </span>
      )}
      <span className="usage-syncing" role="status" aria-live="polite">
        {syncing ? (
          <>
            <span className="spinner" aria-hidden="true" /> {t('usage.syncing')}
          </>
        ) : null}
      </span>
    </span>
  )
}

/** The key or its account is the problem (rejected key, no credit account): the balance panel explains it. */
export function isAccountError(error: AppError): boolean {
  return error.status === 401 || error.code === 'no_credit_account'
}

/**
 * Why the view could not be updated; cached data stays visible below a warning. On the dashboard
 * (`quietAccountErrors`) a rejected key or missing credit account is a plain note, because the
 * balance panel above already raises that alert with what to do.
 */
export function ViewErrorNotice({ view, quietAccountErrors = false }: { view: UsageView; quietAccountErrors?: boolean }) {
  const error = view.error
  if (!error) return null
  if (quietAccountErrors && isAccountError(error)) {
    return (
      <p className="usage-quiet-error muted">
        {t('usage.unavailableQuiet', { message: errorText(error) })} <span className="mono small">({error.status > 0 ? `HTTP ${error.status} · ` : ''}{error.code})</span>
      </p>
    )
  }
  const hasData = view.total !== null || view.rows.length > 0
  // #39: no key stored (a keyring that did not keep it): enter it again right here.
  if (isMissingKey(error) && view.connectionId) {
    return (
      <ErrorNotice error={error} title={t('usage.noKey')} tone={hasData ? 'warning' : 'error'} detail={hasData ? t('usage.readBefore') : undefined}>
        <ReenterKeyButton connectionId={view.connectionId} />
      </ErrorNotice>
    )
  }
  if (isTransient(error) && hasData) {
    const title = view.asOf ? t('usage.cachedFrom', { title: transientTitle(error), time: formatUtcTime(view.asOf) }) : t('usage.cached', { title: transientTitle(error) })
    return <ErrorNotice error={error} title={title} tone="warning" />
  }
  return <ErrorNotice error={error} title={isTransient(error) ? transientTitle(error) : t('usage.couldNotRead')} tone={isTransient(error) ? 'warning' : 'error'} />
}
