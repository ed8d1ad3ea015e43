import { BrowserWindow, type Session, type WebContents, shell } from 'electron'
import { CONTENT_SECURITY_POLICY } from '../host/csp'
import { safeExternalUrl } from '../host/external-url'

/** No navigation away from the app, no new windows; https links go to the system browser. */
export function guardWebContents(contents: WebContents, appUrl: string): void {
  contents.on('will-navigate', (event, url) => {
    if (url !== appUrl) event.preventDefault()
  })
  contents.on('will-redirect', (event) => event.preventDefault())
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(({ url }) => {
    try {
      void shell.openExternal(safeExternalUrl(url))
    } catch {
      // Not an https link: it never leaves the app.
    }
    return { action: 'deny' }
  })
}

/** Deny every permission (camera, notifications from the page, geolocation…) and pin the CSP. */
export function hardenSession(session: Session): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  session.setPermissionCheckHandler(() => false)
  session.webRequest.onHeadersReceived((details, callback) => {
    callback({ responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } })
  })
}

export interface WindowBounds {
  x?: number
  y?: number
  width: number
  height: number
}

export function createMainWindow(options: { preloadPath: string; bounds: WindowBounds; appUrl: string }): BrowserWindow {
  const win = new BrowserWindow({
    ...options.bounds,
    minWidth: 760,
    minHeight: 520,
    show: false,
    title: 'Tokentally',
    backgroundColor: '#101418',
    // Written out here (not built elsewhere) so static audits such as electronegativity see them.
    webPreferences: {
      preload: options.preloadPath,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: true,
      disableBlinkFeatures: 'Auxclick',
    },
  })
  guardWebContents(win.webContents, options.appUrl)
  win.once('ready-to-show', () => win.show())
  return win
}
