import { useState } from 'react'
import { useBrowserMode } from '../../queries/app'

/** Settings › About in browser mode (app:info says so): what only the desktop app has. */
export function BrowserModeLimits() {
  if (!useBrowserMode()) return null
  return (
    <p className="notice notice-info browser-mode-note small" aria-label="Browser mode">
      Browser mode: no tray icon, no start at login and no automatic updates. Those come with the desktop app (<code>npm start</code> where Electron is installed). Closing
      this tab leaves the app running in the terminal; stop it there with Ctrl+C.
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
    <div className="notice notice-info browser-mode-note small" aria-label="Alerts in browser mode">
      <p>Browser mode has no system notifications: alerts show in the page.</p>
      {permission === 'default' && (
        <>
          <p>The browser can also show them while this tab is in the background.</p>
          <button type="button" onClick={() => void Notification.requestPermission().then((p) => setPermission(p))}>
            Allow browser notifications
          </button>
        </>
      )}
      {permission === 'granted' && <p>Browser notifications are on: alerts also show there while this tab is in the background.</p>}
      {permission === 'denied' && <p>This browser blocks notifications for the app; allow them in its site settings to get alerts outside the page.</p>}
    </div>
  )
}
