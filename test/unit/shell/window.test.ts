import { readFileSync } from 'node:fs'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { HARDENED } from '../../support/electron-standin/checks'
import { FakeWebContents, fakeElectronModule, openExternal } from '../../support/fake-electron'

vi.mock('electron', () => fakeElectronModule())
const { createMainWindow, guardWebContents, hardenSession } = await import('../../../electron/main/window')
const electron = await import('electron')
const { CONTENT_SECURITY_POLICY } = await import('../../../electron/host/csp')

const APP_URL = 'file:///app/out/renderer/index.html'

describe('hardened window', () => {
  beforeEach(() => openExternal.mockClear())

  it('creates the window with the security webPreferences', () => {
    createMainWindow({ preloadPath: '/p/preload.cjs', bounds: { width: 900, height: 700 }, appUrl: APP_URL })
    const options = vi.mocked(electron.BrowserWindow).mock.calls[0]?.[0] as { webPreferences: Record<string, unknown> }
    expect(options.webPreferences).toMatchObject({ ...HARDENED, preload: '/p/preload.cjs', disableBlinkFeatures: 'Auxclick' })
  })

  it('blocks navigation away from the app and webview attachment', () => {
    const contents = new FakeWebContents()
    guardWebContents(contents as never, APP_URL)
    const away = { preventDefault: vi.fn() }
    contents.emit('will-navigate', away, 'https://evil.example/')
    expect(away.preventDefault).toHaveBeenCalled()
    const same = { preventDefault: vi.fn() }
    contents.emit('will-navigate', same, APP_URL)
    expect(same.preventDefault).not.toHaveBeenCalled()
    const webview = { preventDefault: vi.fn() }
    contents.emit('will-attach-webview', webview)
    expect(webview.preventDefault).toHaveBeenCalled()
  })

  it('denies every new window; only https links go to the system browser', () => {
    const contents = new FakeWebContents()
    guardWebContents(contents as never, APP_URL)
    for (const url of ['https://docs.example/', 'http://plain.example/', 'file:///etc/passwd', 'javascript:alert(1)', 'not a url']) {
      expect(contents.openHandler?.({ url })).toEqual({ action: 'deny' })
    }
    expect(openExternal.mock.calls).toEqual([['https://docs.example/']])
  })

  it('denies permission requests and checks, and sends the CSP header', () => {
    const h: {
      request?: (c: unknown, p: string, cb: (ok: boolean) => void) => void
      check?: () => boolean
      headers?: (d: { responseHeaders: Record<string, string[]> }, cb: (r: { responseHeaders: Record<string, string[]> }) => void) => void
    } = {}
    hardenSession({
      setPermissionRequestHandler: (fn: typeof h.request) => (h.request = fn),
      setPermissionCheckHandler: (fn: typeof h.check) => (h.check = fn),
      webRequest: { onHeadersReceived: (fn: typeof h.headers) => (h.headers = fn) },
    } as never)
    const granted = vi.fn()
    for (const permission of ['media', 'notifications', 'geolocation', 'clipboard-read']) h.request?.(null, permission, granted)
    expect(granted).toHaveBeenCalledTimes(4)
    expect(granted.mock.calls.every(([ok]) => ok === false)).toBe(true)
    expect(h.check?.()).toBe(false)
    let headers: Record<string, string[]> = {}
    h.headers?.({ responseHeaders: {} }, (r) => (headers = r.responseHeaders))
    expect(headers['Content-Security-Policy']).toEqual([CONTENT_SECURITY_POLICY])
  })

  it('has a strict CSP: self only, no eval, no remote connect-src, in main and in index.html', () => {
    const html = readFileSync('renderer/index.html', 'utf8')
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(html)?.[1] ?? ''
    for (const policy of [CONTENT_SECURITY_POLICY, meta]) {
      expect(policy).toContain("default-src 'self'")
      expect(policy).toContain("connect-src 'self'")
      expect(policy).toContain("object-src 'none'")
      expect(policy).not.toMatch(/unsafe-eval|unsafe-inline|https?:|\*/)
    }
  })
})
