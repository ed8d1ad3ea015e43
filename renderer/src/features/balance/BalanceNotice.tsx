import type { BalanceState } from '../../../../shared/domain/balance-state'
import { Countdown } from '../../components/Countdown'
import { ErrorNotice } from '../../components/ErrorNotice'
import { RelativeTime } from '../../components/RelativeTime'
import { useUi } from '../../stores/ui'
import { t } from '../../i18n'
import { tRich } from '../../components/rich-message'
import { ReenterKeyButton, isMissingKey } from '../keys/ReenterKeyButton'

/** Why the balance could not be read, what it means for the figures shown, and what to do. */
export function BalanceNotice({ state, onRetry, retrying }: { state: BalanceState; onRetry(): void; retrying: boolean }) {
  const setView = useUi((s) => s.setView)
  const error = state.error
  if (!error) return null
  const kept = state.balance && state.fetchedAt ? (
    <>{tRich('errors.balanceNotice.kept', { time: <RelativeTime iso={state.fetchedAt} /> })} </>
  ) : (
    <>{t('errors.balanceNotice.none')} </>
  )
  const next = state.nextAttemptAt ? (
    <>{tRich('errors.balanceNotice.next', { countdown: <Countdown iso={state.nextAttemptAt} /> })}</>
  ) : null

  let title = t('errors.balanceNotice.couldNotRead')
  let action = (
    <button type="button" onClick={onRetry} disabled={retrying}>
      {t('errors.balanceNotice.retry')}
    </button>
  )
  if (error.status === 401) {
    title = t('errors.balanceNotice.keyRejected')
    action = (
      <button type="button" className="btn-primary" onClick={() => setView('settings')}>
        {t('errors.balanceNotice.replaceKey')}
      </button>
    )
  } else if (isMissingKey(error) && state.connectionId) {
    title = t('errors.balanceNotice.noKey')
    action = <ReenterKeyButton connectionId={state.connectionId} />
  } else if (error.kind === 'keychain') {
    title = error.code === 'keys_locked' ? t('errors.balanceNotice.keysLocked') : t('errors.balanceNotice.keyUnreadable')
    action = (
      <button type="button" onClick={() => setView('settings')}>
        {t('errors.balanceNotice.openKeys')}
      </button>
    )
  } else if (error.code === 'no_credit_account') {
    title = t('errors.balanceNotice.noCreditAccount')
    action = (
      <button type="button" onClick={() => setView('settings')}>
        {t('errors.balanceNotice.openConnection')}
      </button>
    )
  } else if (error.status === 429) title = t('errors.balanceNotice.rateLimited')
  else if (error.status === 503) title = t('errors.balanceNotice.unavailable')
  else if (error.kind === 'network') title = t('errors.balanceNotice.offline')
  else if (error.kind === 'timeout') title = t('errors.balanceNotice.timeout')

  return (
    <ErrorNotice
      error={error}
      title={title}
      tone={state.balance ? 'warning' : 'error'}
      detail={
        <>
          {kept}
          {next}
        </>
      }
    >
      {action}
    </ErrorNotice>
  )
}
