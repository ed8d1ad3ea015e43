import { Menu, type MenuItemConstructorOptions } from 'electron'
import type { View } from '../../shared/domain/view'

/** The standard menu with the app's own views and shortcuts (Ctrl/Cmd+1…4, R to refresh, comma for Settings). */
export function buildAppMenu(actions: { navigate(view: View): void; refresh(): void; about(): void }): Menu {
  const isMac = process.platform === 'darwin'
  const template: MenuItemConstructorOptions[] = [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    {
      label: 'File',
      submenu: [
        { label: 'Settings…', accelerator: 'CmdOrCtrl+,', click: () => actions.navigate('settings') },
        { type: 'separator' },
        isMac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    { role: 'editMenu' },
    {
      label: 'View',
      submenu: [
        { label: 'Dashboard', accelerator: 'CmdOrCtrl+1', click: () => actions.navigate('dashboard') },
        { label: 'Usage', accelerator: 'CmdOrCtrl+2', click: () => actions.navigate('usage') },
        { label: 'Chat', accelerator: 'CmdOrCtrl+3', click: () => actions.navigate('chat') },
        { label: 'Settings', accelerator: 'CmdOrCtrl+4', click: () => actions.navigate('settings') },
        { type: 'separator' },
        { label: 'Refresh balance and usage', accelerator: 'CmdOrCtrl+R', click: () => actions.refresh() },
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { role: 'togglefullscreen' },
      ],
    },
    { role: 'windowMenu' },
    { role: 'help', submenu: [{ label: 'About Tokentally', click: () => actions.about() }] },
  ]
  return Menu.buildFromTemplate(template)
}
