import { Menu, type MenuItemConstructorOptions } from 'electron'
import type { View } from '../../shared/domain/view'
import { type Command, SHORTCUTS } from '../../shared/shortcuts'

export interface MenuActions {
  /** Sends a command to the window (the same as its keyboard shortcut there). */
  command(command: Command): void
  navigate(view: View): void
  about(): void
}

/**
 * The menu items of the app's shortcuts. Their accelerators are shown but not registered: the
 * window's own key handling runs them (one path for keys, menu clicks come as command events).
 */
function item(command: Command, actions: MenuActions, label?: string): MenuItemConstructorOptions {
  const s = SHORTCUTS.find((x) => x.command === command)
  return { label: label ?? s?.label ?? command, ...(s ? { accelerator: s.accelerator, registerAccelerator: false } : {}), click: () => actions.command(command) }
}

/** The standard menu with the app's own commands and their shortcuts (see shared/shortcuts.ts). */
export function appMenuTemplate(actions: MenuActions, isMac: boolean): MenuItemConstructorOptions[] {
  return [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    {
      label: 'File',
      submenu: [
        item('new-chat', actions),
        item('search-conversations', actions, 'Search Conversations…'),
        item('import-conversations', actions, 'Import Conversations…'),
        { type: 'separator' },
        { label: 'Settings…', accelerator: 'CmdOrCtrl+,', click: () => actions.navigate('settings') },
        { type: 'separator' },
        isMac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    {
      label: 'Edit',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
        { type: 'separator' },
        item('copy-last-answer', actions),
      ],
    },
    {
      label: 'View',
      submenu: [
        item('view-dashboard', actions),
        item('view-usage', actions),
        item('view-chat', actions),
        item('view-models', actions),
        item('view-batches', actions),
        item('view-settings', actions),
        { type: 'separator' },
        item('refresh', actions, 'Refresh Current View'),
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { role: 'togglefullscreen' },
      ],
    },
    { role: 'windowMenu' },
    { role: 'help', submenu: [item('show-shortcuts', actions, 'Keyboard Shortcuts'), { type: 'separator' }, { label: 'About Tokentally', click: () => actions.about() }] },
  ]
}

export function buildAppMenu(actions: MenuActions): Menu {
  return Menu.buildFromTemplate(appMenuTemplate(actions, process.platform === 'darwin'))
}
