import type { UpdateState } from '../../../../shared/domain/updates'
import { ErrorNotice } from '../../components/ErrorNotice'
import { RelativeTime } from '../../components/RelativeTime'
import { appErrorOf } from '../../queries/errors'
import { useSettings } from '../../queries/settings'
import { useCheckForUpdates, useUpdateState } from '../../queries/updates'
import { useToggleSetting } from './useToggleSetting'

/** #28: in About: the update state in words, "Check now", and "Check for updates automatically". */
export function UpdateControls() {
  const state = useUpdateState()
  const check = useCheckForUpdates()
  const settings = useSettings().data
  const auto = useToggleSetting('autoUpdate', settings?.autoUpdate ?? true)
  const error = appErrorOf(state.error) ?? appErrorOf(check.error) ?? appErrorOf(auto.error)
  const current = state.data
  const unavailable = current?.status === 'unavailable'
  const busy = check.isPending || current?.status === 'checking' || current?.status === 'downloading' || current?.status === 'available'
  return (
    <div className="update-controls" role="group" aria-label="Updates">
      <p className="update-status" role="status" aria-live="polite">
        {current ? <StateText state={current} /> : 'Reading the update state…'}
      </p>
      {!unavailable && (
        <div className="row">
          <button type="button" className="btn-small" disabled={busy || current?.status === 'ready'} onClick={() => check.mutate()}>
            {busy ? 'Checking…' : 'Check now'}
          </button>
          <label className="checkbox">
            <input type="checkbox" checked={auto.checked} disabled={!settings} onChange={(e) => auto.set(e.target.checked)} />
            Check for updates automatically
          </label>
        </div>
      )}
      {error && <ErrorNotice error={error} title="Could not check for updates" />}
    </div>
  )
}

function StateText({ state }: { state: UpdateState }) {
  switch (state.status) {
    case 'idle':
      return <>Not checked yet.</>
    case 'checking':
      return <>Checking for updates…</>
    case 'available':
    case 'downloading':
      return <>Downloading Tokentally {state.version} in the background…</>
    case 'ready':
      return <>Tokentally {state.version} is downloaded: restart to install it.</>
    case 'not-available':
      return (
        <>
          Tokentally is up to date · checked <RelativeTime iso={state.checkedAt} />
        </>
      )
    case 'unavailable':
      return <>{state.message}</>
    case 'error':
      return (
        <span className="update-error">
          {state.message} <span className="muted small">(<RelativeTime iso={state.checkedAt} />)</span>
        </span>
      )
  }
}
