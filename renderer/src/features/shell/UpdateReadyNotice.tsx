import { useState } from 'react'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useRestartToUpdate, useUpdateState } from '../../queries/updates'

/** #28: a downloaded update waits for the user: "Restart now" quits and installs, "Later" installs it on the next quit. */
export function UpdateReadyNotice() {
  const state = useUpdateState().data
  const restart = useRestartToUpdate()
  const [later, setLater] = useState<string | null>(null)
  const error = appErrorOf(restart.error)
  if (state?.status !== 'ready' || later === state.version) return null
  return (
    <div className="notice notice-info update-notice" role="region" aria-label="Update ready">
      <div className="notice-body">
        <strong className="notice-title">Update ready — restart to install</strong>
        <p>Tokentally {state.version} has been downloaded. It installs when you restart, or the next time you quit.</p>
        {error && <ErrorNotice error={error} title="Could not restart to install" />}
      </div>
      <div className="notice-actions">
        <button type="button" className="btn-small btn-primary" disabled={restart.isPending} onClick={() => restart.mutate()}>
          {restart.isPending ? 'Restarting…' : 'Restart now'}
        </button>
        <button type="button" className="btn-small" onClick={() => setLater(state.version)}>
          Later
        </button>
      </div>
    </div>
  )
}
