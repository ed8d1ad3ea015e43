import type { Settings } from '../../../../shared/domain/settings'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useToggleSetting } from './useToggleSetting'
import { TrayChoice } from './TrayChoice'

/** #28: start at login (hidden in the tray) and close to tray. */
export function DesktopSection({ settings }: { settings: Pick<Settings, 'startAtLogin' | 'closeToTray' | 'trayShows'> }) {
  const login = useToggleSetting('startAtLogin', settings.startAtLogin)
  const tray = useToggleSetting('closeToTray', settings.closeToTray ?? true)
  const error = appErrorOf(login.error) ?? appErrorOf(tray.error)
  return (
    <section className="panel settings-section" aria-labelledby="settings-desktop">
      <h2 id="settings-desktop">Desktop</h2>
      <div className="desktop-options">
        <label className="checkbox">
          <input type="checkbox" checked={login.checked} onChange={(e) => login.set(e.target.checked)} />
          Start Tokentally when I log in (hidden in the tray)
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={tray.checked} onChange={(e) => tray.set(e.target.checked)} />
          Keep running in the tray when the window is closed
        </label>
      </div>
      <TrayChoice trayShows={settings.trayShows} />
      <p className="muted small">
        {settings.closeToTray === null
          ? 'On Linux you are asked the first time you close the window, because some desktops hide tray icons. Quit from the tray menu to stop the app.'
          : 'The tray menu always offers Show and Quit.'}
      </p>
      {error && <ErrorNotice error={error} title="Could not save the desktop settings" />}
    </section>
  )
}
