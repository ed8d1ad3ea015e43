import { Menu, Notification, Tray, nativeImage } from 'electron'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Core } from '../services/app/core'
import { alertNotification, traySummary } from '../services/balance/tray-summary'

const iconPath = join(fileURLToPath(new URL('.', import.meta.url)), '../../resources/tray.png')

/** The tray / menu-bar figure: balance in the tooltip and menu, open, refresh, quit; native alerts. */
export function createTray(options: { core: Core; showWindow(): void; quit(): void }): Tray {
  const tray = new Tray(nativeImage.createFromPath(iconPath))
  const render = () => {
    const state = options.core.balanceState()
    const summary = traySummary(state, options.core.activeIsDemo())
    tray.setToolTip(summary.tooltip)
    tray.setContextMenu(
      Menu.buildFromTemplate([
        ...summary.lines.map((label) => ({ label, enabled: false })),
        { type: 'separator' },
        { label: 'Open Tokentally', click: options.showWindow },
        { label: 'Refresh now', click: () => void options.core.refreshAll() },
        { type: 'separator' },
        { label: 'Quit', click: options.quit },
      ]),
    )
  }
  options.core.onBalanceState(render)
  options.core.onAlert((alert) => {
    if (!Notification.isSupported()) return
    const notification = new Notification(alertNotification(alert))
    // #25: a budget or spike alert opens the dashboard when clicked.
    if (alert.kind === 'budget' || alert.kind === 'spike') {
      notification.on('click', () => {
        options.showWindow()
        options.core.emit('app', { kind: 'navigate', view: 'dashboard' })
      })
    }
    notification.show()
  })
  tray.on('click', options.showWindow)
  render()
  return tray
}
