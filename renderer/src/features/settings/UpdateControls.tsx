import type { UpdateState } from '../../../../shared/domain/updates'
import { UNAVAILABLE_WORDS } from '../../../../shared/updates/unavailable-words'
import { t } from '../../i18n'
import { tRich } from '../../components/rich-message'
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
    <div className="update-controls" role="group" aria-label={t('settings.updates')}>
      <p className="update-status" role="status" aria-live="polite">
        {current ? <StateText state={current} /> : t('settings.updates.reading')}
      </p>
      {!unavailable && (
        <div className="row">
          <button type="button" className="btn-small" disabled={busy || current?.status === 'ready'} onClick={() => check.mutate()}>
            {busy ? t('settings.checking') : t('settings.updates.checkNow')}
          </button>
          <label className="checkbox">
            <input type="checkbox" checked={auto.checked} disabled={!settings} onChange={(e) => auto.set(e.target.checked)} />
            {t('settings.updates.auto')}
          </label>
        </div>
      )}
      {error && <ErrorNotice error={error} title={t('settings.updates.error')} />}
    </div>
  )
}

function StateText({ state }: { state: UpdateState }) {
  switch (state.status) {
    case 'idle':
      return <>{t('settings.updates.idle')}</>
    case 'checking':
      return <>{t('settings.updates.checking')}</>
    case 'available':
    case 'downloading':
      return <>{t('settings.updates.downloading', { version: state.version })}</>
    case 'ready':
      return <>{t('settings.updates.ready', { version: state.version })}</>
    case 'not-available':
      return <>{tRich('settings.updates.upToDate', { when: <RelativeTime iso={state.checkedAt} /> })}</>
    case 'unavailable':
      return <>{t(UNAVAILABLE_WORDS[state.reason])}</>
    case 'error':
      return (
        <span className="update-error">
          {state.message} <span className="muted small">(<RelativeTime iso={state.checkedAt} />)</span>
        </span>
      )
  }
}
