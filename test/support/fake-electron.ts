import { vi } from 'vitest'

/** A stand-in for the parts of 'electron' the shell uses; Electron's binary cannot run here. */
export const openExternal = vi.fn(async (_url: string) => undefined)

export function fakeElectronModule() {
  return {
    shell: { openExternal },
    BrowserWindow: vi.fn(function (this: { webContents: FakeWebContents; once: () => void }) {
      this.webContents = new FakeWebContents()
      this.once = () => undefined
    }),
    app: {},
    Menu: { buildFromTemplate: vi.fn() },
  }
}

type Listener = (...args: unknown[]) => void

/** WebContents with just events and the window-open handler. */
export class FakeWebContents {
  readonly listeners = new Map<string, Listener[]>()
  openHandler: ((details: { url: string }) => { action: string }) | null = null
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener])
    return this
  }
  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }) {
    this.openHandler = handler
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args)
  }
}
