import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type Page, _electron, chromium } from '@playwright/test'
import { build } from 'esbuild'
import type { InvokeArgs, InvokeChannel, InvokeResult } from '../../../shared/ipc/contract'
import { type Core, createCore } from '../../../electron/services/app/core'
import { dispatch } from '../../../electron/services/ipc/dispatch'
import { systemClock } from '../../../electron/services/time/clock'
import { createKeytarStore } from '../../../electron/services/secrets/keytar-store'
import { planElectronLaunch, probeMachine } from '../../../scripts/electron-launch.mjs'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'
import { APP_URL, serveRenderer } from './renderer-server'

export type AppTarget = 'chromium' | 'electron'

export interface RunningApp {
  readonly page: Page
  invoke<C extends InvokeChannel>(channel: C, args: InvokeArgs<C>): Promise<InvokeResult<C>>
  restart(): Promise<void>
  close(): Promise<void>
  ipcLog: string[]
  blockedRequests: string[]
}

interface LaunchOptions {
  dataDir: string
  baseUrl: string
  /** Main's and the page's time (chromium target only), for specs that need a given date. */
  now?: () => number
}

export function launchTarget(target: AppTarget, options: LaunchOptions): Promise<RunningApp> {
  return target === 'electron' ? launchElectron(options) : launchChromium(options)
}

let bridgeScript: Promise<string> | null = null
function bridgeBundle(): Promise<string> {
  bridgeScript ??= build({ entryPoints: [join(import.meta.dirname, 'bridge-entry.ts')], bundle: true, format: 'iife', write: false, target: 'chrome120' }).then(
    (result) => result.outputFiles[0]?.text ?? '',
  )
  return bridgeScript
}

function unwrapEnvelope<T>(envelope: unknown, channel: string): T {
  const e = envelope as { ok: boolean; value?: T; error?: { message: string; code: string } }
  if (!e.ok) throw new Error(`${channel} failed: ${e.error?.code}: ${e.error?.message}`)
  return e.value as T
}

/** The built renderer in Debian's Chromium; the preload's transport replaced by Playwright, wired to main's real services. */
async function launchChromium({ dataDir, now }: LaunchOptions): Promise<RunningApp> {
  const script = await bridgeBundle()
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'light', reducedMotion: 'reduce' })
  const ipcLog: string[] = []
  const blockedRequests: string[] = []
  let page!: Page
  let core!: Core

  const start = async () => {
    core = await createCore({
      dataDir,
      ...(now ? { clock: { ...systemClock, now } } : {}),
      secrets: createKeytarStore(),
      shell: 'chromium-harness',
      // A stalled stream is declared incomplete after this long without a byte (30 s in the app).
      chatIdleTimeoutMs: 3_000,
      // A hung response times out after this long (20 s in the app), so timeout cases stay quick.
      requestTimeoutMs: 4_000,
      appVersion: '0.0.0-test',
      versions: { node: process.versions.node, chrome: browser.version() },
      emit: (channel, payload) => {
        ipcLog.push(JSON.stringify({ event: channel, payload }))
        void page?.evaluate(([c, p]) => window.__tallyEmit(c, p), [channel, payload] as const).catch(() => undefined)
      },
      openExternal: async () => undefined,
      saveFile: async (name, contents) => {
        const dir = join(dataDir, 'exports')
        await mkdir(dir, { recursive: true })
        await writeFile(join(dir, name), contents, 'utf8')
        return join(dir, name)
      },
    })
    page = await context.newPage()
    if (now) await page.clock.setFixedTime(new Date(now()))
    await serveRenderer(page, blockedRequests)
    await page.exposeBinding('__tallyInvoke', async (_source, channel: unknown, args: unknown) => {
      ipcLog.push(JSON.stringify({ invoke: channel, args }))
      const result = await dispatch(core.handlers, channel, args, { validateResults: true })
      ipcLog.push(JSON.stringify({ result }))
      return result
    })
    await page.addInitScript({ content: script })
    await page.goto(APP_URL)
  }
  await start()

  return {
    get page() {
      return page
    },
    invoke: async (channel, args) => unwrapEnvelope(await dispatch(core.handlers, channel, args, { validateResults: true }), channel),
    restart: async () => {
      await page.close()
      await core.dispose()
      await start()
    },
    close: async () => {
      await core.dispose()
      await browser.close()
    },
    ipcLog,
    blockedRequests,
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
    restart: async () => {
      await app.close()
      app = await launch()
      page = await app.firstWindow()
    },
    close: () => app.close(),
    ipcLog: [],
    blockedRequests: [],
  }
}
