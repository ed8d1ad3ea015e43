import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { BrowserWindow, Menu, app, clipboard, dialog, ipcMain, session, shell } from 'electron'
import { createCore } from '../services/app/core'
import { createKeytarStore } from '../services/secrets/keytar-store'
import { dispatch } from '../services/ipc/dispatch'
import { registerIpc } from './ipc'
import { createLogger } from './log'
import { buildAppMenu } from './menu'
import { saveFilters } from './save-filters'
import { WindowStateFile } from './window-state'
import { createMainWindow, hardenSession } from './window'
import type { View } from '../../shared/domain/view'
import type { Command } from '../../shared/shortcuts'
import { createTray } from './tray'
import { createUpdates } from './updater'
import { closeAction } from '../services/desktop/close-to-tray'
import { HIDDEN_ARG } from '../services/desktop/login-item'
import { askCloseToTray, followStartAtLogin } from './desktop'
import { acquireDataDirLock } from '../host/data-dir-lock'
import { safeExternalUrl } from '../host/external-url'
import { moveFile, writeFileStream } from '../services/storage/byte-sink'

const here = fileURLToPath(new URL('.', import.meta.url))

// A second instance hands over to the first (its `second-instance` shows the window) and quits before starting anything.
const firstInstance = app.requestSingleInstanceLock()
if (!firstInstance) app.quit()

const dataDir = process.env.TALLY_DATA_DIR ?? app.getPath('userData')
const appUrl = pathToFileURL(join(here, '../renderer/index.html')).toString()
let win: BrowserWindow | null = null
let quitting = false
/** The Linux question of the first close is on screen. */
let asking = false

async function main(): Promise<void> {
  await app.whenReady()
  hardenSession(session.defaultSession)
  // Browser mode (npm start -- --browser) must not run on this data directory at the same time.
  const lock = acquireDataDirLock(dataDir, 'desktop')
  app.on('will-quit', () => lock.release())

  let knownKeys: () => readonly string[] = () => []
  const log = createLogger(() => knownKeys())
  const core = await createCore({
    dataDir,
    log,
    secrets: createKeytarStore(),
    emit: (channel, payload) => win?.webContents.send(channel, payload),
    shell: 'electron',
    systemLocales: () => app.getPreferredSystemLanguages(),
    versions: { ...process.versions } as Record<string, string>,
    appVersion: app.getVersion(),
    openExternal: (url) => shell.openExternal(safeExternalUrl(url)),
    updates: await createUpdates(log),
    saveFile: async (defaultName, contents) => {
      const result = await dialog.showSaveDialog({ defaultPath: defaultName, filters: saveFilters(defaultName) })
      if (result.canceled || !result.filePath) return null
      const { writeFile } = await import('node:fs/promises')
      await writeFile(result.filePath, contents, 'utf8')
      return result.filePath
    },
    // #34: a restored backup is applied when the app starts again.
    restart: () => {
      app.relaunch()
      app.quit()
    },
    // #34: a backup is made in the data folder, then moved where the user chooses.
    saveFileFrom: async (defaultName, from) => {
      const result = await dialog.showSaveDialog({ defaultPath: defaultName, filters: saveFilters(defaultName) })
      if (result.canceled || !result.filePath) return null
      await moveFile(from, result.filePath)
      return result.filePath
    },
    // #34: the whole history's zip is written as a stream straight into the chosen file.
    saveStream: async (defaultName, write) => {
      const result = await dialog.showSaveDialog({ defaultPath: defaultName, filters: saveFilters(defaultName) })
      if (result.canceled || !result.filePath) return null
      await writeFileStream(result.filePath, write)
      return result.filePath
    },
  })
  knownKeys = core.knownKeys
  registerIpc(ipcMain, core.handlers, () => ({ webContentsId: win?.webContents.id ?? null, appUrl }))
  if (process.env.TALLY_E2E === '1') {
    // Lets the E2E specs set up state through the same handlers (Playwright's electron target only).
    Object.assign(globalThis, { __tallyTest: { invoke: (channel: string, args: unknown) => dispatch(core.handlers, channel, args), emit: core.emit } })
  }

  const windowState = new WindowStateFile(join(dataDir, 'window.json'))
  const showWindow = async () => {
    if (win) {
      if (win.isMinimized()) win.restore()
      win.show()
      win.focus()
      return
    }
    win = createMainWindow({ preloadPath: join(here, '../preload/index.cjs'), bounds: await windowState.load(), appUrl })
    windowState.track(win)
    win.on('show', () => core.setVisible(true))
    win.on('hide', () => core.setVisible(false))
    win.on('minimize', () => core.setVisible(false))
    win.on('restore', () => core.setVisible(true))
    win.on('close', (event) => {
      // #28: closing keeps the tray figure running (asked once on Linux); Quit from the tray or menu really quits.
      if (quitting) return
      const action = closeAction(core.settings().closeToTray, process.platform)
      if (action === 'quit') return
      event.preventDefault()
      if (action === 'hide') win?.hide()
      else if (!asking) {
        asking = true
        void askCloseToTray(win, core)
          .then((keep) => (keep ? win?.hide() : app.quit()))
          .finally(() => (asking = false))
      }
    })
    win.on('closed', () => {
      win = null
      core.setVisible(false)
    })
    await win.loadURL(appUrl)
  }

  const navigate = (view: View) => {
    void showWindow().then(() => core.emit('app', { kind: 'navigate', view }))
  }
  const command = (command: Command) => {
    void showWindow().then(() => core.emit('app', { kind: 'command', command }))
  }
  const setMenu = () => Menu.setApplicationMenu(buildAppMenu({ command, navigate, about: () => void showAbout(core.versionsText()) }, core.t))
  setMenu()
  // #37: the menu follows the app's language.
  core.onLanguage(setMenu)
  createTray({ core, showWindow: () => void showWindow(), quit: () => app.quit(), showDashboard: () => navigate('dashboard') })

  app.on('second-instance', () => void showWindow())
  app.on('activate', () => void showWindow())
  app.on('before-quit', () => {
    quitting = true
    core.dispose()
  })
  app.on('window-all-closed', () => {
    if (closeAction(core.settings().closeToTray, process.platform) === 'quit') app.quit()
  })
  followStartAtLogin(core, log)
  // Started at login: hidden in the tray until the user opens it.
  if (!process.argv.includes(HIDDEN_ARG)) await showWindow()

  async function showAbout(text: string): Promise<void> {
    const { response } = await dialog.showMessageBox({ type: 'info', title: 'About Tokentally', message: `Tokentally ${app.getVersion()}`, detail: text, buttons: ['OK', 'Copy'] })
    if (response === 1) clipboard.writeText(text)
  }
}

if (firstInstance) {
  main().catch((err: unknown) => {
    dialog.showErrorBox('Tokentally could not start', err instanceof Error ? err.message : String(err))
    app.exit(1)
  })
}
