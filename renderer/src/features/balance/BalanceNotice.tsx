import type { BalanceState } from '../../../../shared/domain/balance-state'
import { Countdown } from '../../components/Countdown'
import { ErrorNotice } from '../../components/ErrorNotice'
import { RelativeTime } from '../../components/RelativeTime'
import { useUi } from '../../stores/ui'
import { ReenterKeyButton, isMissingKey } from '../keys/ReenterKeyButton'

/** Why the balance could not be read, what it means for the figures shown, and what to do. */
export function BalanceNotice({ state, onRetry, retrying }: { state: BalanceState; onRetry(): void; retrying: boolean }) {
  const setView = useUi((s) => s.setView)
  const error = state.error
  if (!error) return null
  const kept = state.balance && state.fetchedAt ? (
    <>
      Showing the last known values from <RelativeTime iso={state.fetchedAt} />, marked stale.{' '}
    </>
  ) : (
    <>No balance has been read yet. </>
  )
  const next = state.nextAttemptAt ? (
    <>
      Next try in <Countdown iso={state.nextAttemptAt} />.
    </>
  ) : null

  let title = 'Could not read the balance'
  let action = (
    <button type="button" onClick={onRetry} disabled={retrying}>
      Retry now
    </button>
  )
  if (error.status === 401) {
    title = 'Key rejected'
    action = (
      <button type="button" className="btn-primary" onClick={() => setView('settings')}>
        Replace key
      </button>
    )
  } else if (isMissingKey(error) && state.connectionId) {
    title = 'No API key stored for this connection'
    action = <ReenterKeyButton connectionId={state.connectionId} />
  } else if (error.kind === 'keychain') {
    title = error.code === 'keys_locked' ? 'Your keys are locked' : 'The API key could not be read'
    action = (
      <button type="button" onClick={() => setView('settings')}>
        Open key settings
      </button>
    )
  } else if (error.code === 'no_credit_account') {
    title = 'No credit account for this key'
    action = (
      <button type="button" onClick={() => setView('settings')}>
        Open connection settings
      </button>
    )
  } else if (error.status === 429) title = 'Rate limited by the service'
  else if (error.status === 503) title = 'Balance temporarily unavailable'
  else if (error.kind === 'network') title = 'Offline — cannot reach the service'
  else if (error.kind === 'timeout') title = 'The service did not answer in time'

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
