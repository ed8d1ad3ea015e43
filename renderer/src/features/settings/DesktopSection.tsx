import type { Settings } from '../../../../shared/domain/settings'
import { t } from '../../i18n'
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
      <h2 id="settings-desktop">{t('settings.nav.desktop')}</h2>
      <div className="desktop-options">
        <label className="checkbox">
          <input type="checkbox" checked={login.checked} onChange={(e) => login.set(e.target.checked)} />
          {t('settings.desktop.startAtLogin')}
        </label>
        <label className="checkbox">
          <input type="checkbox" checked={tray.checked} onChange={(e) => tray.set(e.target.checked)} />
          {t('settings.desktop.closeToTray')}
        </label>
      </div>
      <TrayChoice trayShows={settings.trayShows} />
      <p className="muted small">
        {settings.closeToTray === null
          ? t('settings.desktop.askLinux')
          : t('settings.desktop.trayMenu')}
      </p>
      {error && <ErrorNotice error={error} title={t('settings.desktop.saveError')} />}
    </section>
  )
}
