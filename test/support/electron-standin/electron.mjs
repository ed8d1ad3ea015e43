// TEST STAND-IN FOR ELECTRON'S API — not Electron. Electron's binary cannot run on our build
// machines, so the shipped main bundle (out/main/index.js) runs under plain Node with this module in
// place of `electron` (see register.mjs and README.md). It follows Electron's documented behaviour
// for what the shell uses, records what the app does, and is driven by the tests over the
// child-process channel (driver.ts): invoke a channel as a given frame, click tray/menu/notification
// items, show/hide/close the window, answer dialogs.
import { EventEmitter } from 'node:events'
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, watch, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'

const env = process.env
const log = { sent: [], dialogs: [], external: [], clipboard: [], loginItems: [], relaunches: 0, errors: [], timers: [], quit: [] }

// Electron sets this for the resources folder (app-update.yml lives there in a packaged app).
process.resourcesPath = env.STANDIN_RESOURCES ?? join(tmpdir(), 'standin-resources')

/** Timers of a second or more, as the app sets them (polls, back-offs): how a test sees that polling slowed down. */
const realSetTimeout = globalThis.setTimeout
globalThis.setTimeout = function standinSetTimeout(fn, ms, ...rest) {
  if (typeof ms === 'number' && ms >= 1000) log.timers.push(ms)
  return realSetTimeout(fn, ms, ...rest)
}

/** Electron clones IPC arguments and results with the structured clone algorithm (functions, classes with methods fail). */
function clone(value) {
  return structuredClone(value)
}

function appPackage() {
  let dir = dirname(resolve(process.argv[1] ?? '.'))
  for (let i = 0; i < 6; i++) {
    const file = join(dir, 'package.json')
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'))
    dir = dirname(dir)
  }
  return {}
}
const pkg = appPackage()

// ---- app -------------------------------------------------------------------------------------
class App extends EventEmitter {
  #ready = false
  #readyPromise = new Promise((resolve) => {
    setImmediate(() => {
      this.#ready = true
      this.emit('ready')
      resolve()
    })
  })
  #lockDir = null
  #quitting = false
  commandLine = { appendSwitch: () => undefined, hasSwitch: () => false }
  get isPackaged() {
    return env.STANDIN_PACKAGED === '1'
  }
  whenReady() {
    return this.#readyPromise
  }
  isReady() {
    return this.#ready
  }
  getVersion() {
    return env.STANDIN_APP_VERSION ?? pkg.version ?? '0.0.0'
  }
  getName() {
    return pkg.productName ?? pkg.name ?? 'Electron'
  }
  /** The OS's languages, most wanted first, as Electron gives them (#37); STANDIN_LANGUAGES="de-DE,en-US" to pick. */
  getPreferredSystemLanguages() {
    return (env.STANDIN_LANGUAGES ?? 'en-US').split(',').filter(Boolean)
  }
  get name() {
    return this.getName()
  }
  getPath(name) {
    const userData = env.STANDIN_USER_DATA ?? join(tmpdir(), 'standin-user-data')
    const paths = { userData, appData: dirname(userData), home: env.HOME ?? tmpdir(), temp: tmpdir(), logs: join(userData, 'logs'), exe: process.execPath, desktop: env.HOME ?? tmpdir(), documents: env.HOME ?? tmpdir(), downloads: env.HOME ?? tmpdir() }
    if (!(name in paths)) throw new Error(`Failed to get '${name}' path`)
    return paths[name]
  }
  getAppPath() {
    return dirname(dirname(resolve(process.argv[1] ?? '.')))
  }
  /**
   * The first instance keeps a lock file in userData; a second one gets false and its argv is
   * handed to the first, which emits 'second-instance' (Electron does this over a socket).
   */
  requestSingleInstanceLock(additionalData) {
    const dir = join(this.getPath('userData'), 'standin-singleton')
    mkdirSync(dir, { recursive: true })
    const lock = join(dir, 'lock')
    if (existsSync(lock)) {
      const pid = Number(readFileSync(lock, 'utf8'))
      if (pid !== process.pid && alive(pid)) {
        writeFileSync(join(dir, `argv-${process.pid}.json`), JSON.stringify({ argv: process.argv, cwd: process.cwd(), additionalData: additionalData ?? null }))
        return false
      }
    }
    writeFileSync(lock, String(process.pid))
    this.#lockDir = dir
    watch(dir, () => {
      for (const name of readdirSync(dir)) {
        if (!name.startsWith('argv-')) continue
        const file = join(dir, name)
        let message
        try {
          message = JSON.parse(readFileSync(file, 'utf8'))
        } catch {
          continue // still being written
        }
        rmSync(file, { force: true })
        this.emit('second-instance', { preventDefault() {} }, message.argv, message.cwd, message.additionalData)
      }
    }).unref()
    return true
  }
  hasSingleInstanceLock() {
    return this.#lockDir !== null
  }
  releaseSingleInstanceLock() {
    if (this.#lockDir) rmSync(join(this.#lockDir, 'lock'), { force: true })
    this.#lockDir = null
  }
  /** Electron: before-quit (can be prevented), windows close, will-quit, quit, exit. */
  quit() {
    if (this.#quitting) return
    let prevented = false
    this.emit('before-quit', { preventDefault: () => (prevented = true) })
    if (prevented) return
    this.#quitting = true
    log.quit.push('quit')
    for (const win of BrowserWindow.getAllWindows()) win.destroy()
    this.emit('will-quit', { preventDefault() {} })
    this.emit('quit', { preventDefault() {} }, 0)
    this.exit(0, 300)
  }
  exit(code = 0, afterMs = 0) {
    this.releaseSingleInstanceLock()
    report({ event: 'exit', code })
    realSetTimeout(() => process.exit(code), afterMs)
  }
  relaunch() {
    log.relaunches++
  }
  focus() {}
  setLoginItemSettings(settings) {
    log.loginItems.push(clone(settings))
  }
  getLoginItemSettings() {
    const last = log.loginItems.at(-1)
    return { openAtLogin: last?.openAtLogin ?? false, openAsHidden: last?.openAsHidden ?? false, wasOpenedAtLogin: false, wasOpenedAsHidden: false }
  }
  setAppUserModelId() {}
}

function alive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

export const app = new App()

// ---- windows ---------------------------------------------------------------------------------
let nextWebContentsId = 1
class WebContents extends EventEmitter {
  id = nextWebContentsId++
  url = ''
  openHandler = null
  mainFrame = { url: '', frameTreeNodeId: 1, routingId: 1, processId: 1, top: null, parent: null }
  send(channel, ...args) {
    // Electron serialises with structured clone: a function in a payload throws here too.
    const payload = clone(args[0])
    log.sent.push({ webContentsId: this.id, channel, payload })
    report({ event: 'send', webContentsId: this.id, channel, payload })
  }
  setWindowOpenHandler(handler) {
    this.openHandler = handler
  }
  isDestroyed() {
    return false
  }
  getURL() {
    return this.url
  }
  openDevTools() {}
}

let nextWindowId = 1
export class BrowserWindow extends EventEmitter {
  static #all = []
  static getAllWindows() {
    return BrowserWindow.#all.filter((w) => !w.destroyed)
  }
  static getFocusedWindow() {
    return BrowserWindow.getAllWindows().find((w) => w.focused) ?? null
  }
  static fromWebContents(contents) {
    return BrowserWindow.getAllWindows().find((w) => w.webContents === contents) ?? null
  }
  id = nextWindowId++
  destroyed = false
  visible = false
  focused = false
  minimized = false
  maximized = false
  loadedUrl = null
  constructor(options = {}) {
    super()
    this.options = clone(options)
    this.bounds = { x: options.x ?? 0, y: options.y ?? 0, width: options.width ?? 800, height: options.height ?? 600 }
    this.webContents = new WebContents()
    this.visible = options.show !== false
    BrowserWindow.#all.push(this)
  }
  async loadURL(url) {
    this.loadedUrl = url
    this.webContents.url = url
    this.webContents.mainFrame.url = url
    setImmediate(() => {
      this.webContents.emit('did-finish-load')
      this.emit('ready-to-show')
    })
  }
  show() {
    const was = this.visible
    this.visible = true
    this.focused = true
    if (!was) this.emit('show')
    this.emit('focus')
  }
  hide() {
    if (!this.visible) return
    this.visible = false
    this.focused = false
    this.emit('hide')
  }
  focus() {
    this.focused = true
    this.emit('focus')
  }
  minimize() {
    this.minimized = true
    this.emit('minimize')
  }
  restore() {
    this.minimized = false
    this.emit('restore')
  }
  isMinimized() {
    return this.minimized
  }
  isMaximized() {
    return this.maximized
  }
  isVisible() {
    return this.visible
  }
  isFocused() {
    return this.focused
  }
  isDestroyed() {
    return this.destroyed
  }
  getBounds() {
    return { ...this.bounds }
  }
  setBounds(bounds) {
    this.bounds = { ...this.bounds, ...bounds }
    this.emit('resize')
  }
  /** Electron: 'close' can be prevented; otherwise the window is destroyed ('closed') and, with none left, 'window-all-closed'. */
  close() {
    if (this.destroyed) return
    let prevented = false
    this.emit('close', { preventDefault: () => (prevented = true) })
    if (!prevented) this.destroy()
  }
  destroy() {
    if (this.destroyed) return
    this.destroyed = true
    this.visible = false
    this.emit('closed')
    if (BrowserWindow.getAllWindows().length === 0) {
      if (app.listenerCount('window-all-closed') > 0) app.emit('window-all-closed')
      else app.quit()
    }
  }
}

// ---- IPC -------------------------------------------------------------------------------------
const handlers = new Map()
export const ipcMain = {
  handle(channel, handler) {
    if (handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`)
    handlers.set(channel, handler)
  },
  removeHandler(channel) {
    handlers.delete(channel)
  },
  on() {},
}

/** An `ipcRenderer.invoke` arriving in main from `from` (a window's main frame, or a foreign frame). */
async function invoke(channel, args, from) {
  const handler = handlers.get(channel)
  if (!handler) throw new Error(`No handler registered for '${channel}'`)
  const win = BrowserWindow.getAllWindows().find((w) => w.webContents.id === from.webContentsId)
  const sender = win?.webContents ?? Object.assign(new WebContents(), { id: from.webContentsId })
  // A subframe of the page, or the main frame itself (which may have navigated to `frameUrl`).
  const senderFrame = from.subframe ? { url: from.frameUrl, frameTreeNodeId: 2, top: sender.mainFrame, parent: sender.mainFrame } : sender.mainFrame
  const shownUrl = sender.mainFrame.url
  if (!from.subframe && from.frameUrl !== undefined) sender.mainFrame.url = from.frameUrl
  const event = { sender, senderFrame, frameId: senderFrame.frameTreeNodeId, processId: 1 }
  try {
    const pending = handler(event, clone(args))
    sender.mainFrame.url = shownUrl
    return clone(await pending)
  } catch (err) {
    throw new Error(`Error invoking remote method '${channel}': ${err instanceof Error ? `${err.name}: ${err.message}` : String(err)}`, { cause: err })
  } finally {
    sender.mainFrame.url = shownUrl
  }
}

// ---- session ---------------------------------------------------------------------------------
class Session {
  preloads = []
  permissionRequestHandler = null
  permissionCheckHandler = null
  headersReceived = null
  webRequest = { onHeadersReceived: (fn) => (this.headersReceived = fn) }
  setPermissionRequestHandler(fn) {
    this.permissionRequestHandler = fn
  }
  setPermissionCheckHandler(fn) {
    this.permissionCheckHandler = fn
  }
  getPreloads() {
    return [...this.preloads]
  }
  setPreloads(preloads) {
    this.preloads = [...preloads]
  }
  registerPreloadScript(script) {
    this.preloads.push(script.filePath)
    return String(this.preloads.length)
  }
  getPreloadScripts() {
    return this.preloads.map((filePath, i) => ({ id: String(i + 1), type: 'frame', filePath }))
  }
  setProxy() {
    return Promise.resolve()
  }
  resolveProxy() {
    return Promise.resolve('DIRECT')
  }
}
const partitions = new Map()
export const session = {
  defaultSession: new Session(),
  fromPartition(name) {
    if (!partitions.has(name)) partitions.set(name, new Session())
    return partitions.get(name)
  },
}

// ---- tray, menus, notifications -----------------------------------------------------------------
export const nativeImage = {
  createFromPath: (path) => ({ path, isEmpty: () => !existsSync(path), setTemplateImage() {}, resize() { return this } }),
  createEmpty: () => ({ path: null, isEmpty: () => true }),
}

const trays = []
export class Tray extends EventEmitter {
  title = ''
  tooltip = ''
  menu = null
  destroyed = false
  constructor(image) {
    super()
    this.image = image
    trays.push(this)
  }
  setTitle(title) {
    this.title = title
  }
  setToolTip(tooltip) {
    this.tooltip = tooltip
  }
  setContextMenu(menu) {
    this.menu = menu
  }
  setImage(image) {
    this.image = image
  }
  destroy() {
    this.destroyed = true
  }
}

class MenuItem {
  constructor(options) {
    Object.assign(this, { enabled: true, visible: true, type: options.submenu ? 'submenu' : 'normal', ...options })
    if (options.submenu && !(options.submenu instanceof Menu)) this.submenu = Menu.buildFromTemplate(options.submenu)
  }
}

let applicationMenu = null
export class Menu {
  items = []
  static buildFromTemplate(template) {
    const menu = new Menu()
    menu.items = template.map((options) => new MenuItem(options))
    return menu
  }
  static setApplicationMenu(menu) {
    applicationMenu = menu
  }
  static getApplicationMenu() {
    return applicationMenu
  }
  popup() {}
}

const notifications = []
export class Notification extends EventEmitter {
  static isSupported() {
    return true
  }
  shown = false
  constructor(options = {}) {
    super()
    this.title = options.title ?? ''
    this.body = options.body ?? ''
  }
  show() {
    this.shown = true
    notifications.push(this)
    this.emit('show')
  }
  close() {
    this.emit('close')
  }
}

// ---- dialog, shell, clipboard, net, autoUpdater ---------------------------------------------------
const dialogAnswers = []
export const dialog = {
  async showMessageBox(...args) {
    const options = args.at(-1)
    log.dialogs.push({ kind: 'message', title: options.title ?? '', message: options.message, buttons: options.buttons ?? [] })
    report({ event: 'dialog', message: options.message })
    return { response: dialogAnswers.shift() ?? options.defaultId ?? 0, checkboxChecked: false }
  },
  async showSaveDialog(...args) {
    log.dialogs.push({ kind: 'save', defaultPath: args.at(-1).defaultPath })
    return { canceled: true, filePath: undefined }
  },
  async showOpenDialog() {
    return { canceled: true, filePaths: [] }
  },
  showErrorBox(title, content) {
    log.errors.push({ title, content })
    process.stderr.write(`[electron stand-in] showErrorBox: ${title}: ${content}\n`)
  },
}

export const shell = {
  async openExternal(url) {
    log.external.push(url)
  },
  async openPath() {
    return ''
  },
  showItemInFolder() {},
}

export const clipboard = {
  text: '',
  writeText(text) {
    this.text = text
    log.clipboard.push(text)
  },
  readText() {
    return this.text
  },
}

/** Electron's `net.request` as electron-updater uses it: a ClientRequest whose response is a readable stream. */
export const net = {
  request(options) {
    const { session: _session, redirect: _redirect, ...rest } = typeof options === 'string' ? { url: options } : options
    const send = (rest.protocol ?? 'https:') === 'http:' ? httpRequest : httpsRequest
    return rest.url ? send(rest.url) : send(rest)
  },
}

/** Electron's native autoUpdater: electron-updater emits 'before-quit-for-update' on it. */
export const autoUpdater = new EventEmitter()

export const screen = { getPrimaryDisplay: () => ({ workArea: { x: 0, y: 0, width: 1920, height: 1080 }, scaleFactor: 1 }), getAllDisplays: () => [] }
export const powerMonitor = new EventEmitter()
export const nativeTheme = Object.assign(new EventEmitter(), { shouldUseDarkColors: false, themeSource: 'system' })
// No contextBridge / ipcRenderer here: as in Electron's main process (the preload's are in preload-env.js).

// ---- the test's control channel -------------------------------------------------------------------
function report(message) {
  if (process.send && process.connected) process.send(message)
}

function menuJson(menu) {
  return (menu?.items ?? []).map((item) => ({
    label: item.label ?? null,
    role: item.role ?? null,
    type: item.type,
    enabled: item.enabled,
    accelerator: item.accelerator ?? null,
    registerAccelerator: item.registerAccelerator ?? true,
    submenu: item.submenu ? menuJson(item.submenu) : null,
  }))
}

function findItem(menu, path) {
  let items = menu?.items ?? []
  let found = null
  for (const label of path) {
    found = items.find((item) => item.label === label || item.role === label)
    if (!found) throw new Error(`No menu item "${label}" (path ${path.join(' › ')})`)
    items = found.submenu?.items ?? []
  }
  return found
}

function windowOf(id) {
  const win = id === undefined ? BrowserWindow.getAllWindows()[0] : BrowserWindow.getAllWindows().find((w) => w.id === id)
  if (!win) throw new Error('No open window')
  return win
}

function snapshot() {
  const tray = trays.find((t) => !t.destroyed)
  const s = session.defaultSession
  return {
    ready: app.isReady(),
    version: app.getVersion(),
    channels: [...handlers.keys()],
    windows: BrowserWindow.getAllWindows().map((w) => ({ id: w.id, webContentsId: w.webContents.id, options: w.options, url: w.loadedUrl, visible: w.visible, focused: w.focused, minimized: w.minimized })),
    tray: tray ? { title: tray.title, tooltip: tray.tooltip, iconPath: tray.image?.path ?? null, menu: menuJson(tray.menu) } : null,
    menu: menuJson(applicationMenu),
    notifications: notifications.map((n) => ({ title: n.title, body: n.body, shown: n.shown })),
    session: { permissionRequestHandler: s.permissionRequestHandler !== null, permissionCheckHandler: s.permissionCheckHandler !== null, headersHandler: s.headersReceived !== null },
    ...clone({ ...log, sent: log.sent.slice(-200) }),
  }
}

const ops = {
  snapshot,
  invoke: ({ channel, args, from }) => invoke(channel, args, from),
  trayClick: ({ label }) => {
    const tray = trays.find((t) => !t.destroyed)
    if (label === null) tray.emit('click', {}, { x: 0, y: 0, width: 0, height: 0 })
    else findItem(tray.menu, [label]).click?.({}, null, {})
  },
  menuClick: ({ path }) => findItem(applicationMenu, path).click?.({}, BrowserWindow.getFocusedWindow(), {}),
  notificationClick: ({ index }) => notifications[index].emit('click', {}),
  window: ({ action, id }) => windowOf(id)[action](),
  dialogAnswer: ({ response }) => void dialogAnswers.push(response),
  /** What the session's hooks answer: the CSP header for a response, a permission request and check. */
  sessionHooks: async ({ url, permission }) => {
    const s = session.defaultSession
    const headers = await new Promise((resolve) => s.headersReceived({ url, responseHeaders: { 'Content-Type': ['text/html'] } }, (r) => resolve(r.responseHeaders)))
    const granted = await new Promise((resolve) => s.permissionRequestHandler(null, permission, resolve, { requestingUrl: url }))
    const checked = s.permissionCheckHandler(null, permission, url, {})
    return { headers, granted, checked }
  },
  /** What the window's guard does with a navigation or a new-window request. */
  navigate: ({ url, id }) => {
    const contents = windowOf(id).webContents
    let prevented = false
    contents.emit('will-navigate', { preventDefault: () => (prevented = true) }, url)
    const open = contents.openHandler?.({ url }) ?? null
    return { prevented, open }
  },
}

process.on('message', async (message) => {
  if (!message || typeof message !== 'object' || !('op' in message)) return
  try {
    const result = await ops[message.op](message.params ?? {})
    report({ rid: message.rid, ok: true, result: result === undefined ? null : result })
  } catch (err) {
    report({ rid: message.rid, ok: false, error: err instanceof Error ? err.message : String(err) })
  }
})
// Electron's main process reports an unhandled rejection and carries on (Node would exit).
process.on('unhandledRejection', (reason) => {
  log.errors.push({ title: 'unhandledRejection', content: String(reason?.stack ?? reason) })
  process.stderr.write(`[electron stand-in] unhandled rejection: ${String(reason?.stack ?? reason)}\n`)
})
// Like Electron, the app runs until it quits (an app with only a tray has nothing else keeping Node alive).
const keepAlive = setInterval(() => undefined, 1 << 30)
process.on('exit', () => clearInterval(keepAlive))
// The test that drove it is gone: go too.
process.on('disconnect', () => process.exit(0))

export default { app, BrowserWindow, ipcMain, session, nativeImage, Tray, Menu, Notification, dialog, shell, clipboard, net, autoUpdater, screen, powerMonitor, nativeTheme }
