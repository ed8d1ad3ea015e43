import { useState } from 'react'
import { t } from '../../i18n'
import { tRich } from '../../components/rich-message'
import { useBrowserMode } from '../../queries/app'

/** Settings › About in browser mode (app:info says so): what only the desktop app has. */
export function BrowserModeLimits() {
  if (!useBrowserMode()) return null
  return (
    <p className="notice notice-info browser-mode-note small" aria-label={t('settings.about.browserMode')}>
      {tRich('settings.about.browserModeNote', { command: <code>npm start</code> })}
    </p>
  )
}

type Permission = 'default' | 'granted' | 'denied' | 'unsupported'

const currentPermission = (): Permission => (typeof Notification === 'undefined' ? 'unsupported' : Notification.permission)

/** Settings › Low-balance alert in browser mode: alerts show in the page, and as browser notifications if allowed. */
export function BrowserNotificationsNote() {
  const [permission, setPermission] = useState<Permission>(currentPermission)
  if (!useBrowserMode()) return null
  return (
    <div className="notice notice-info browser-mode-note small" aria-label={t('settings.alert.browserLabel')}>
      <p>{t('settings.alert.browserNone')}</p>
      {permission === 'default' && (
        <>
          <p>{t('settings.alert.browserCan')}</p>
          <button type="button" onClick={() => void Notification.requestPermission().then((p) => setPermission(p))}>
            {t('settings.alert.browserAllow')}
          </button>
        </>
      )}
      {permission === 'granted' && <p>{t('settings.alert.browserOn')}</p>}
      {permission === 'denied' && <p>{t('settings.alert.browserDenied')}</p>}
    </div>
  )
}
