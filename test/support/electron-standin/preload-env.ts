import type { Page } from 'playwright-core'
import type { ShippedApp } from './driver'

/**
 * TEST STAND-IN for a sandboxed preload's world: the built `out/preload/index.cjs` is evaluated in
 * Chromium before the page's scripts, with a `require` that gives only `electron`'s `contextBridge`
 * and `ipcRenderer` (stand-ins). A preload that needs anything else (node:fs, a node_modules
 * package) fails here, as it would under Electron's sandbox. `ipcRenderer.invoke` reaches the
 * shipped main over the stand-in's channel as the window's main frame; main's `send`s come back
 * to `ipcRenderer.on` listeners. What went wrong is in `window.__preloadError`.
 */
export async function installPreload(page: Page, app: ShippedApp, source: string): Promise<void> {
  await page.exposeFunction('__standinInvoke', (channel: string, args: unknown) => app.invoke(channel, args))
  app.onSent((channel, payload) => {
    void page.evaluate(([c, p]) => (window as unknown as { __standinEmit?(c: unknown, p: unknown): void }).__standinEmit?.(c, p), [channel, payload] as const).catch(() => undefined)
  })
  await page.addInitScript(
    ({ source }) => {
      const w = window as unknown as Record<string, unknown>
      const listeners = new Map<string, Set<(event: unknown, payload: unknown) => void>>()
      const ipcRenderer = {
        invoke: (channel: string, args: unknown) => (w.__standinInvoke as (c: string, a: unknown) => Promise<unknown>)(channel, structuredClone(args)),
        on(channel: string, listener: (event: unknown, payload: unknown) => void) {
          if (!listeners.has(channel)) listeners.set(channel, new Set())
          listeners.get(channel)?.add(listener)
          return ipcRenderer
        },
        removeListener(channel: string, listener: (event: unknown, payload: unknown) => void) {
          listeners.get(channel)?.delete(listener)
          return ipcRenderer
        },
      }
      const contextBridge = {
        exposeInMainWorld(key: string, api: unknown) {
          Object.defineProperty(window, key, { value: api, enumerable: true })
        },
      }
      w.__standinEmit = (channel: string, payload: unknown) => {
        for (const listener of listeners.get(channel) ?? []) listener({ sender: ipcRenderer }, payload)
      }
      const require = (id: string) => {
        if (id === 'electron') return { contextBridge, ipcRenderer }
        throw new Error(`Cannot find module '${id}' (a sandboxed preload can require only 'electron')`)
      }
      const module = { exports: {} }
      try {
        new Function('require', 'module', 'exports', source)(require, module, module.exports)
        w.__preloadError = null
      } catch (err) {
        w.__preloadError = String(err)
      }
    },
    { source },
  )
}
