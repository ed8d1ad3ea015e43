import { useState } from 'react'
import { ErrorNotice } from '../../components/ErrorNotice'
import { t } from '../../i18n'
import { tRich } from '../../components/rich-message'
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
    <div className="notice notice-info update-notice" role="region" aria-label={t('frame.update.label')}>
      <div className="notice-body">
        <strong className="notice-title">{t('frame.update.title')}</strong>
        <p>{tRich('frame.update.body', { version: <bdi className="mono">{state.version}</bdi> })}</p>
        {error && <ErrorNotice error={error} title={t('frame.update.failed')} />}
      </div>
      <div className="notice-actions">
        <button type="button" className="btn-small btn-primary" disabled={restart.isPending} onClick={() => restart.mutate()}>
          {restart.isPending ? t('frame.update.restarting') : t('frame.update.restart')}
        </button>
        <button type="button" className="btn-small" onClick={() => setLater(state.version)}>
          {t('frame.update.later')}
        </button>
      </div>
    </div>
  )
}
