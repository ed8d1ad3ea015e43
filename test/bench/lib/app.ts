/**
 * The app for Chromium benchmarks: browser mode, as in the E2E harness (test/e2e/harness/targets.ts):
 * the real server (electron/browser/) in this process, the built renderer (out/renderer) from its
 * door in Debian's Chromium, every call and event over its WebSocket; plus what the benchmarks
 * need: the time main sends each event, extra init scripts and a CDP session. The bench's own
 * pages come from its loopback server (lib/site.ts).
 */
import { type Browser, type CDPSession, type Page, chromium } from '@playwright/test'
import type { Core } from '../../../electron/services/app/core'
import { startBrowserServer } from '../../../electron/browser/server'
import { dispatch } from '../../../electron/services/ipc/dispatch'
import { createKeytarStore } from '../../../electron/services/secrets/keytar-store'
import type { EventChannel, InvokeArgs, InvokeChannel, InvokeResult } from '../../../shared/ipc/contract'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/harness/chromium'
import type { Site } from './site'
import { epochMs } from './stats'
import { testShell } from '../../support/core/test-app'

/** The discard port on loopback: nothing listens, so every proxied request fails at once. */
const REFUSING_PROXY = 'http://127.0.0.1:9'

export async function launchBrowser(): Promise<Browser> {
  // --enable-precise-memory-info: exact (not bucketed) performance.memory for the heap metric.
  // Other origins are refused by a proxy that does not exist (Chromium never sends loopback through
  // a proxy): refused inside Chromium, without page.route, whose interception sent every request of
  // the page through this process first (~100 ms of the startup metric was Playwright's, not the app's).
  // No D-Bus session for Chromium: it would start the accessibility bus (log lines after the
  // results); only main's keychain (in this Node process) needs with-keyring's session.
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--enable-precise-memory-info', `--proxy-server=${REFUSING_PROXY}`],
    env: { ...process.env, NO_AT_BRIDGE: '1', DBUS_SESSION_BUS_ADDRESS: 'disabled:' },
  })
}

export interface EmittedEvent {
  channel: EventChannel
  payload: unknown
  /** Epoch ms (sub-ms) when main sent it to the page. */
  at: number
}

export interface BenchApp {
  readonly page: Page
  readonly cdp: CDPSession
  readonly core: Core
  readonly dataDir: string
  invoke<C extends InvokeChannel>(channel: C, args: InvokeArgs<C>): Promise<InvokeResult<C>>
  /** Every event main emitted, with its emit time. */
  readonly events: EmittedEvent[]
  /** Every invoke from the renderer: channel, epoch ms when main got it and when it answered. */
  readonly invokes: Array<{ channel: string; start: number; end: number; args: unknown }>
  onEvent(listener: (event: EmittedEvent) => void): () => void
  /** Loads the app again in the same page (fresh renderer state; main keeps running). */
  reload(): Promise<void>
  /** Stops main's services and closes the page (the data directory stays). */
  close(): Promise<void>
}

export interface AppOptions {
  browser: Browser
  dataDir: string
  site: Site
  /** Extra scripts run in the page before the app (after the bridge). */
  initScripts?: string[]
  /** Stop before loading the app (call reload() to load it). */
  noNavigation?: boolean
  /** #37: the browser's language (navigator.languages), as the OS's language is the app's. Default en-US. */
  locale?: string
}

export async function launchApp(options: AppOptions): Promise<BenchApp> {
  const context = await options.browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'light', reducedMotion: 'reduce', locale: options.locale ?? 'en-US' })
  const page = await context.newPage()
  const events: EmittedEvent[] = []
  const listeners = new Set<(event: EmittedEvent) => void>()
  const invokes: Array<{ channel: string; start: number; end: number; args: unknown }> = []
  const started = new Map<number, { channel: string; start: number; args: unknown }>()
  const server = await startBrowserServer({
    dataDir: options.dataDir,
    rendererDir: options.site.rendererDir,
    appVersion: '0.0.0-bench',
    secrets: createKeytarStore(),
    log: () => undefined,
    onTraffic: (traffic) => {
      if ('event' in traffic) {
        const event = { channel: traffic.event as EventChannel, payload: traffic.payload, at: epochMs() }
        events.push(event)
        for (const l of listeners) l(event)
      } else if ('invoke' in traffic) {
        started.set(traffic.id, { channel: traffic.invoke, start: epochMs(), args: traffic.args })
      } else {
        const call = started.get(traffic.id)
        started.delete(traffic.id)
        if (call) invokes.push({ ...call, end: epochMs() })
      }
    },
    core: {
      versions: { node: process.versions.node, chrome: options.browser.version() },
      ...testShell(options.dataDir),
    },
  })
  // The app from browser mode's door, the bench's own pages from the site; nothing else: any other
  // request was refused by the proxy (launchBrowser), and is reported here when the app closes.
  const allowed = new Set([server.origin, options.site.origin])
  const offOrigin: string[] = []
  page.on('request', (request) => {
    const url = request.url()
    if (/^(https?|wss?):/.test(url) && !allowed.has(new URL(url).origin)) offOrigin.push(url)
  })
  for (const extra of options.initScripts ?? []) await page.addInitScript({ content: extra })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  // The printed URL once (its token becomes the session cookie), then the app's own address.
  let signedIn = false
  const load = async () => {
    await page.goto(signedIn ? `${server.origin}/` : server.url)
    signedIn = true
  }
  if (!options.noNavigation) await load()

  return {
    page,
    cdp,
    get core() {
      return server.core
    },
    dataDir: options.dataDir,
    events,
    invokes,
    invoke: async (channel, args) => {
      const envelope = (await dispatch(server.core.handlers, channel, args)) as { ok: boolean; value?: unknown; error?: { code: string; message: string } }
      if (!envelope.ok) throw new Error(`${channel} failed: ${envelope.error?.code}: ${envelope.error?.message}`)
      return envelope.value as InvokeResult<typeof channel>
    },
    onEvent: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    reload: load,
    close: async () => {
      await server.close()
      await context.close()
      if (offOrigin.length > 0) throw new Error(`the page asked for another origin (refused): ${offOrigin.slice(0, 3).join(', ')}`)
    },
  }
}

/** CDP Performance metrics of the page's renderer (seconds for durations). */
export async function perfMetrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return Object.fromEntries(metrics.map((m) => [m.name, m.value]))
}
