import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Page, test as base, expect } from '@playwright/test'
import type { EventChannel, EventPayload, InvokeArgs, InvokeChannel, InvokeResult } from '../../../shared/ipc/contract'
import { type AppTarget, type RunningApp, launchTarget } from './targets'
import { type SimHandle, startTestSim } from './sim'
import type { SimOptions } from '../../../electron/sim/options'

export interface AppHandle {
  page: Page
  sim: SimHandle
  dataDir: string
  /** Calls main's handlers the way the renderer would (setup shortcuts for specs). */
  invoke<C extends InvokeChannel>(channel: C, args: InvokeArgs<C>): Promise<InvokeResult<C>>
  /** Pushes an event as main's services would (an app-menu command). */
  emit<E extends EventChannel>(channel: E, payload: EventPayload<E>): Promise<void>
  /** Adds a connection to the simulator with a demo key and makes it active. */
  connect(key: string, name?: string): Promise<void>
  /** Restarts main's services (and reloads the window) on the same data directory. */
  restart(): Promise<void>
  /** Browser mode: drops the page's WebSocket, as a network hiccup would. */
  dropSockets(): Promise<void>
  screenshot(name: string): Promise<void>
  /** Every payload that crossed the IPC boundary, both ways, as JSON text. */
  ipcLog: string[]
  /** Network requests the renderer attempted (all refused). */
  blockedRequests: string[]
  /** #28: what the next update check finds (Chromium target; null on Electron). */
  updates: RunningApp['updates']
}

export const SCREENSHOT_DIR = join(process.cwd(), 'test-results', 'screenshots')

export const test = base.extend<{ app: AppHandle; target: AppTarget; simOptions: SimOptions; startAt: string | null; desktopShell: boolean }>({
  target: [(process.env.E2E_TARGET === 'electron' ? 'electron' : 'chromium') as AppTarget, { option: true }],
  /** The in-process simulator's options for a spec (e.g. per-model speeds). */
  simOptions: [{}, { option: true }],
  /** #25: run the simulator, main and the page as if it were this moment (ISO), time going on from there. */
  startAt: [null, { option: true }],
  /** Chromium target: main stands in for the desktop shell (tray, start at login, scripted updates); plain browser mode otherwise. */
  desktopShell: [false, { option: true }],
  app: async ({ target, simOptions, startAt, desktopShell }, use) => {
    const offset = startAt === null ? 0 : Date.parse(startAt) - Date.now()
    const now = offset === 0 ? undefined : () => Date.now() + offset
    const sim = await startTestSim(now ? { now, ...simOptions } : simOptions)
    const dataDir = await mkdtemp(join(tmpdir(), 'tally-e2e-'))
    await mkdir(SCREENSHOT_DIR, { recursive: true })
    const running = await launchTarget(target, { dataDir, baseUrl: sim.baseUrl, desktopShell, ...(now ? { now } : {}) })
    const handle: AppHandle = {
      get page() {
        return running.page
      },
      sim,
      dataDir,
      invoke: (channel, args) => running.invoke(channel, args),
      emit: (channel, payload) => running.emit(channel, payload),
      connect: async (key, name = 'Simulator') => {
        await running.invoke('connections:add', { name, baseUrl: sim.baseUrl, key, activate: true })
      },
      restart: () => running.restart(),
      dropSockets: () => running.dropSockets(),
      screenshot: async (name) => {
        await running.page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: false })
      },
      ipcLog: running.ipcLog,
      blockedRequests: running.blockedRequests,
      updates: running.updates,
    }
    await use(handle)
    await running.close()
    await sim.close()
    await rm(dataDir, { recursive: true, force: true })
  },
})

export { expect }
