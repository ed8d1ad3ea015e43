import { Menu, type MenuItemConstructorOptions } from 'electron'
import type { View } from '../../shared/domain/view'
import type { Translate } from '../../shared/i18n/catalogue'
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

/** The standard menu with the app's own commands and their shortcuts (see shared/shortcuts.ts), in the app's language. */
export function appMenuTemplate(actions: MenuActions, isMac: boolean, t: Translate): MenuItemConstructorOptions[] {
  return [
    ...(isMac ? [{ role: 'appMenu' as const }] : []),
    {
      label: t('menu.file'),
      submenu: [
        item('new-chat', actions, t('menu.newChat')),
        item('search-conversations', actions, t('menu.search')),
        item('import-conversations', actions, t('menu.import')),
        { type: 'separator' },
        { label: t('menu.settings'), accelerator: 'CmdOrCtrl+,', click: () => actions.navigate('settings') },
        { type: 'separator' },
        isMac ? { role: 'close' } : { role: 'quit' },
      ],
    },
    {
      label: t('menu.edit'),
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'selectAll' },
        { type: 'separator' },
        item('copy-last-answer', actions, t('menu.copyLastAnswer')),
      ],
    },
    {
      label: t('menu.view'),
      submenu: [
        item('view-dashboard', actions, t('shell.nav.dashboard')),
        item('view-usage', actions, t('shell.nav.usage')),
        item('view-chat', actions, t('shell.nav.chat')),
        item('view-models', actions, t('shell.nav.models')),
        item('view-batches', actions, t('shell.nav.batches')),
        item('view-settings', actions, t('shell.nav.settings')),
        { type: 'separator' },
        item('refresh', actions, t('menu.refresh')),
        { type: 'separator' },
        { role: 'resetZoom' },
        { role: 'zoomIn' },
        { role: 'zoomOut' },
        { role: 'togglefullscreen' },
      ],
    },
    { role: 'windowMenu' },
    { role: 'help', label: t('menu.help'), submenu: [item('show-shortcuts', actions, t('menu.shortcuts')), { type: 'separator' }, { label: t('menu.about'), click: () => actions.about() }] },
  ]
}

export function buildAppMenu(actions: MenuActions, t: Translate): Menu {
  return Menu.buildFromTemplate(appMenuTemplate(actions, process.platform === 'darwin', t))
}
