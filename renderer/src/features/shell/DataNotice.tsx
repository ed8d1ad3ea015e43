import { useState } from 'react'
import { t } from '../../i18n'
import { tRich } from '../../components/rich-message'
import { useStorage } from '../../queries/storage'

/**
 * The database found at start could not be used and was moved aside: say so, say where it is,
 * and that nothing was deleted. Shown until dismissed (it concerns this start only).
 */
export function DataNotice() {
  const storage = useStorage().data
  const [dismissed, setDismissed] = useState(false)
  const setAside = storage?.setAside
  if (!setAside || dismissed) return null
  return (
    <div className="notice notice-warning data-notice" role="alert">
      <div className="notice-body">
        <strong className="notice-title">{t('frame.data.title')}</strong>
        <p>{tRich(setAside.reason === 'corrupt' ? 'frame.data.corrupt' : 'frame.data.newerVersion', { path: <code className="mono">{setAside.movedTo}</code> })}</p>
        <p className="notice-detail mono">{setAside.detail}</p>
      </div>
      <div className="notice-actions">
        <button type="button" className="btn-small" onClick={() => setDismissed(true)}>
          {t('frame.dismiss')}
        </button>
      </div>
    </div>
  )
}
