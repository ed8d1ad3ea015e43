import { join } from 'node:path'
import { type Page, _electron, chromium } from '@playwright/test'
import type { EventChannel, EventPayload, InvokeArgs, InvokeChannel, InvokeResult } from '../../../shared/ipc/contract'
import { startBrowserServer } from '../../../electron/browser/server'
import { dispatch } from '../../../electron/services/ipc/dispatch'
import { systemClock } from '../../../electron/services/time/clock'
import { createKeytarStore } from '../../../electron/services/secrets/keytar-store'
import { planElectronLaunch, probeMachine } from '../../../scripts/electron-launch.mjs'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'
import { ScriptedUpdates } from './scripted-updates'
import { testShell } from '../../support/core/test-app'

export type AppTarget = 'chromium' | 'electron'

export interface RunningApp {
  readonly page: Page
  invoke<C extends InvokeChannel>(channel: C, args: InvokeArgs<C>): Promise<InvokeResult<C>>
  /** Pushes an event as main's services would (an app-menu command). */
  emit<E extends EventChannel>(channel: E, payload: EventPayload<E>): Promise<void>
  restart(): Promise<void>
  /** Browser mode: drops the page's WebSocket, as a network hiccup would. */
  dropSockets(): Promise<void>
  close(): Promise<void>
  ipcLog: string[]
  blockedRequests: string[]
  /** The chromium target's scripted update backend (the electron target runs the real electron-updater). */
  updates: ScriptedUpdates | null
}

interface LaunchOptions {
  dataDir: string
  baseUrl: string
  /** Main's and the page's time (chromium target only), for specs that need a given date. */
  now?: () => number
  /** Chromium target: stand in for the desktop shell (tray, start at login, scripted updates) instead of plain browser mode. */
  desktopShell?: boolean
}

export function launchTarget(target: AppTarget, options: LaunchOptions): Promise<RunningApp> {
  return target === 'electron' ? launchElectron(options) : launchChromium(options)
}

function unwrapEnvelope<T>(envelope: unknown, channel: string): T {
  const e = envelope as { ok: boolean; value?: T; error?: { message: string; code: string } }
  if (!e.ok) throw new Error(`${channel} failed: ${e.error?.code}: ${e.error?.message}`)
  return e.value as T
}

/**
 * Browser mode, as users run it: the real server (electron/browser/) with the door and its
 * WebSocket, started in this process, and the printed URL (token and all) opened in Debian's
 * Chromium. Setup calls go through the same `dispatch` on the same core.
 */
async function launchChromium({ dataDir, now, desktopShell = false }: LaunchOptions): Promise<RunningApp> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'light', reducedMotion: 'reduce' })
  const ipcLog: string[] = []
  const blockedRequests: string[] = []
  const updates = new ScriptedUpdates()
  const server = await startBrowserServer({
    dataDir,
    rendererDir: join(process.cwd(), 'out', 'renderer'),
    appVersion: '0.0.0-test',
    secrets: createKeytarStore(),
    validateResults: true,
    onTraffic: (traffic) => ipcLog.push(JSON.stringify(traffic)),
    log: () => undefined,
    core: {
      // A stalled stream is declared incomplete after this long without a byte (30 s in the app).
      chatIdleTimeoutMs: 3_000,
      // A hung response times out after this long (20 s in the app), so timeout cases stay quick.
      requestTimeoutMs: 4_000,
      // Plain browser mode has no updates, tray or start at login; the desktop features' specs ask for a stand-in.
      ...(desktopShell ? { desktop: true, updates: { backend: updates } } : {}),
      // A spec that runs at a chosen moment (startAt): main's clock, the simulator's and the page's agree.
      ...(now ? { clock: { ...systemClock, now } } : {}),
      versions: { node: process.versions.node, chrome: browser.version() },
      ...testShell(dataDir),
    },
  })
  // The renderer talks only to the door that served it: anything else is refused and recorded.
  await context.route('**/*', (route) => {
    const url = route.request().url()
    if (new URL(url).origin === server.origin) return route.continue()
    blockedRequests.push(url)
    return route.abort('blockedbyclient')
  })
  const openPage = async () => {
    const opened = await context.newPage()
    if (now) await opened.clock.setFixedTime(new Date(now()))
    return opened
  }
  let page = await openPage()
  await page.goto(server.url)

  return {
    get page() {
      return page
    },
    invoke: async (channel, args) => unwrapEnvelope(await dispatch(server.core.handlers, channel, args, { validateResults: true }), channel),
    emit: async (channel, payload) => server.emit(channel, payload),
    dropSockets: async () => server.dropSockets(),
    restart: async () => {
      await page.close()
      await server.restartCore()
      // The session cookie stays in the browser; the one-time token is spent.
      page = await openPage()
      await page.goto(`${server.origin}/`)
    },
    close: async () => {
      await server.close()
      await browser.close()
    },
    ipcLog,
    blockedRequests,
    updates: desktopShell ? updates : null,
  }
}

/** The real app through Playwright's Electron support; main exposes a test hook only when TALLY_E2E=1. */
async function launchElectron({ dataDir }: LaunchOptions): Promise<RunningApp> {
  // The same decisions as npm start: ELECTRON_OVERRIDE_DIST_PATH, --no-sandbox as root (scripts/e2e.mjs adds xvfb-run).
  const plan = planElectronLaunch(probeMachine())
  if (!plan.ok) throw new Error(plan.message)
  const launch = () =>
    _electron.launch({ executablePath: plan.executable, args: ['.', ...plan.flags], env: { ...process.env, TALLY_DATA_DIR: dataDir, TALLY_E2E: '1' } as Record<string, string> })
  let app = await launch()
  let page = await app.firstWindow()
  return {
    get page() {
      return page
    },
    invoke: async (channel, args) =>
      unwrapEnvelope(
        await app.evaluate(async (_electron, [c, a]) => (globalThis as unknown as { __tallyTest: { invoke(c: string, a: unknown): Promise<unknown> } }).__tallyTest.invoke(c, a), [channel, args] as const),
        channel,
      ),
    emit: async (channel, payload) => {
      await app.evaluate((_electron, [c, p]) => (globalThis as unknown as { __tallyTest: { emit(c: string, p: unknown): void } }).__tallyTest.emit(c, p), [channel, payload] as const)
    },
    restart: async () => {
      await app.close()
      app = await launch()
      page = await app.firstWindow()
    },
    dropSockets: () => Promise.reject(new Error('the desktop app has no WebSocket to drop')),
    close: () => app.close(),
    ipcLog: [],
    blockedRequests: [],
    updates: null,
  }
}
