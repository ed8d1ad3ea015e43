import type { Settings } from '../../../../shared/domain/settings'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../ipc'
import { useSaveSettings } from './useSaveSettings'

/** #28: start at login (hidden in the tray) and close to tray. */
export function DesktopSection({ settings }: { settings: Pick<Settings, 'startAtLogin' | 'closeToTray'> }) {
  const update = useSaveSettings()
  const error = appErrorOf(update.error)
  return (
    <section className="panel settings-section" aria-labelledby="settings-desktop">
      <h2 id="settings-desktop">Desktop</h2>
      <label className="checkbox">
        <input type="checkbox" checked={settings.startAtLogin} onChange={(e) => update.save({ startAtLogin: e.target.checked })} />
        Start Tokentally when I log in (hidden in the tray)
      </label>
      <label className="checkbox">
        <input type="checkbox" checked={settings.closeToTray ?? true} onChange={(e) => update.save({ closeToTray: e.target.checked })} />
        Keep running in the tray when the window is closed
      </label>
      <p className="muted small">
        {settings.closeToTray === null
          ? 'On Linux you are asked the first time you close the window, because some desktops hide tray icons. Quit from the tray menu to stop the app.'
          : 'The tray menu always offers Show and Quit.'}
      </p>
      {error && <ErrorNotice error={error} title="Could not save the desktop settings" />}
    </section>
  )
}
