import { Menu, Notification, Tray, nativeImage } from 'electron'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Core } from '../services/app/core'

const iconPath = join(fileURLToPath(new URL('.', import.meta.url)), '../../resources/tray.png')

/** The tray / menu-bar figure: balance in the tooltip and menu, open, refresh, quit; native alerts. */
export function createTray(options: { core: Core; showWindow(): void; quit(): void; showDashboard(): void }): Tray {
  const tray = new Tray(nativeImage.createFromPath(iconPath))
  const render = () => {
    // #35: the active account, all accounts or one chosen account (Settings → Desktop), in the app's language (#37).
    const summary = options.core.traySummary()
    const t = options.core.t
    tray.setTitle(summary.title)
    tray.setToolTip(summary.tooltip)
    tray.setContextMenu(
      Menu.buildFromTemplate([
        ...summary.lines.map((label) => ({ label, enabled: false })),
        { type: 'separator' },
        { label: t('tray.show'), click: options.showWindow },
        { label: t('tray.refresh'), click: () => void options.core.refreshAll() },
        { type: 'separator' },
        { label: t('tray.quit'), click: options.quit },
      ]),
    )
  }
  options.core.onBalanceState(render)
  options.core.onAccounts(render)
  options.core.onSettings(render)
  // #37: a new language shows at once.
  options.core.onLanguage(render)
  const shown = new Set<Notification>()
  options.core.onAlert(({ title, body }) => {
    if (!Notification.isSupported()) return
    const notification = new Notification({ title, body })
    // Clicking the alert opens the dashboard, where the balance is.
    notification.on('click', () => {
      shown.delete(notification)
      options.showDashboard()
    })
    notification.on('close', () => shown.delete(notification))
    // Held until clicked or closed: a collected Notification loses its click handler.
    shown.add(notification)
    notification.show()
  })
  tray.on('click', options.showWindow)
  render()
  return tray
}
