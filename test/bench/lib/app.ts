/**
 * The app for Chromium benchmarks: the built renderer (out/renderer) in Debian's Chromium, its IPC
 * transport supplied by Playwright and wired to the real main-process core, as in the E2E harness
 * (test/e2e/harness/targets.ts), plus what the benchmarks need: the time main emits each event,
 * extra init scripts and a CDP session. Files come from the bench's loopback server (lib/site.ts).
 */
import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type Browser, type CDPSession, type Page, chromium } from '@playwright/test'
import { build } from 'esbuild'
import { type Core, createCore } from '../../../electron/services/app/core'
import { dispatch } from '../../../electron/services/ipc/dispatch'
import { createKeytarStore } from '../../../electron/services/secrets/keytar-store'
import type { EventChannel, InvokeArgs, InvokeChannel, InvokeResult } from '../../../shared/ipc/contract'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/harness/chromium'
import type { Site } from './site'
import { epochMs } from './stats'

export async function launchBrowser(): Promise<Browser> {
  // --enable-precise-memory-info: exact (not bucketed) performance.memory for the heap metric.
  // No D-Bus session for Chromium: it would start the accessibility bus (log lines after the
  // results); only main's keychain (in this Node process) needs with-keyring's session.
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--enable-precise-memory-info'],
    env: { ...process.env, NO_AT_BRIDGE: '1', DBUS_SESSION_BUS_ADDRESS: 'disabled:' },
  })
}

export interface EmittedEvent {
  channel: EventChannel
  payload: unknown
  /** Epoch ms (sub-ms) when main called emit. */
  at: number
}

let bridgeScript: Promise<string> | null = null
function bridgeBundle(): Promise<string> {
  bridgeScript ??= build({
    entryPoints: [join(import.meta.dirname, '..', '..', 'e2e', 'harness', 'bridge-entry.ts')],
    bundle: true,
    format: 'iife',
    write: false,
    target: 'chrome120',
    minify: true,
  }).then((result) => result.outputFiles[0]?.text ?? '')
  return bridgeScript
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
  readonly invokes: Array<{ channel: string; start: number; end: number }>
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
}

export async function launchApp(options: AppOptions): Promise<BenchApp> {
  const script = await bridgeBundle()
  const context = await options.browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'light', reducedMotion: 'reduce' })
  const page = await context.newPage()
  const events: EmittedEvent[] = []
  const listeners = new Set<(event: EmittedEvent) => void>()
  const core = await createCore({
    dataDir: options.dataDir,
    secrets: createKeytarStore(),
    shell: 'chromium-harness',
    appVersion: '0.0.0-bench',
    versions: { node: process.versions.node, chrome: options.browser.version() },
    emit: (channel, payload) => {
      const event = { channel, payload, at: epochMs() }
      events.push(event)
      for (const l of listeners) l(event)
      // The preload's webContents.send, played by Playwright (as in the E2E harness).
      void page.evaluate(([c, p]) => window.__tallyEmit(c, p), [channel, payload] as const).catch(() => undefined)
    },
    openExternal: async () => undefined,
    saveFile: async (name, contents) => {
      const dir = join(options.dataDir, 'exports')
      await mkdir(dir, { recursive: true })
      await writeFile(join(dir, name), contents, 'utf8')
      return join(dir, name)
    },
  })
  await options.site.guard(page)
  const invokes: Array<{ channel: string; start: number; end: number }> = []
  // Results cross as one JSON string, parsed in the page: Playwright serializes a returned object
  // value by value (~1 s for a few thousand usage rows), where Electron's IPC structured-clones it
  // in milliseconds; a string costs about what the real transport does.
  await page.exposeBinding('__tallyInvokeJson', async (_source, channel: unknown, args: unknown) => {
    const start = epochMs()
    const result = await dispatch(core.handlers, channel, args)
    invokes.push({ channel: String(channel), start, end: epochMs() })
    return JSON.stringify(result)
  })
  await page.addInitScript({
    content: 'window.__tallyInvoke = (channel, args) => window.__tallyInvokeJson(channel, args).then((text) => JSON.parse(text))',
  })
  await page.addInitScript({ content: script })
  for (const extra of options.initScripts ?? []) await page.addInitScript({ content: extra })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Performance.enable')
  if (!options.noNavigation) await page.goto(options.site.appUrl)

  return {
    page,
    cdp,
    core,
    dataDir: options.dataDir,
    events,
    invokes,
    invoke: async (channel, args) => {
      const envelope = (await dispatch(core.handlers, channel, args)) as { ok: boolean; value?: unknown; error?: { code: string; message: string } }
      if (!envelope.ok) throw new Error(`${channel} failed: ${envelope.error?.code}: ${envelope.error?.message}`)
      return envelope.value as InvokeResult<typeof channel>
    },
    onEvent: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    reload: async () => {
      await page.goto(options.site.appUrl)
    },
    close: async () => {
      await core.dispose()
      await context.close()
    },
  }
}

/** CDP Performance metrics of the page's renderer (seconds for durations). */
export async function perfMetrics(cdp: CDPSession): Promise<Record<string, number>> {
  const { metrics } = await cdp.send('Performance.getMetrics')
  return Object.fromEntries(metrics.map((m) => [m.name, m.value]))
}
