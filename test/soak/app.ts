/**
 * The app for the soak: the real core (createCore) on the virtual clock, talking to the simulator
 * over loopback, and the built renderer in Chromium with the E2E harness's transport (Playwright
 * plays the preload). Unlike the bench's launcher it keeps no log of events or calls: a day of
 * them would be a leak of the rig's own.
 */
import { join } from 'node:path'
import { type Browser, type CDPSession, type Page, chromium } from '@playwright/test'
import { build } from 'esbuild'
import type { Core } from '../../electron/services/app/core'
import { dispatch } from '../../electron/services/ipc/dispatch'
import { createKeytarStore } from '../../electron/services/secrets/keytar-store'
import { channelsDefine, type EventPayload, type InvokeArgs, type InvokeChannel, type InvokeResult } from '../../shared/ipc/contract'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/harness/chromium'
import { APP_URL, serveRenderer } from '../e2e/harness/renderer-server'
import type { SoakTime } from './soak-time'
import { createTestCore } from '../support/core/test-app'

export interface SoakApp {
  readonly page: Page
  readonly cdp: CDPSession
  readonly core: Core
  invoke<C extends InvokeChannel>(channel: C, args: InvokeArgs<C>): Promise<InvokeResult<C>>
  /** Calls `listener` with every `chat` event main emits until the returned function is called. */
  onChat(listener: (event: EventPayload<'chat'>) => void): () => void
  /** Moves the page's clock up to the virtual time (it never goes back). */
  syncPageClock(): Promise<void>
  /** Requests from the page to anywhere but the app's origin (should stay empty). */
  readonly blockedRequests: string[]
  close(): Promise<void>
}

export async function launchBrowser(): Promise<Browser> {
  // No D-Bus for Chromium (main's keychain in this process has with-keyring's session).
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, env: { ...process.env, NO_AT_BRIDGE: '1', DBUS_SESSION_BUS_ADDRESS: 'disabled:' } })
}

async function bridgeBundle(): Promise<string> {
  const result = await build({ entryPoints: [join(import.meta.dirname, '..', 'e2e', 'harness', 'bridge-entry.ts')], bundle: true, format: 'iife', write: false, target: 'chrome120', minify: true, define: channelsDefine() })
  return result.outputFiles[0]?.text ?? ''
}

const CHAT_PATH = '/chat/completions'

/**
 * Fetch for the core: requests count as in flight for the virtual clock until their body is read,
 * so time does not jump while the network is busy. Chat streams pass through unbuffered (the
 * answer must stream, Stop must work) and count until they end or are cancelled.
 */
export function soakFetch(vt: SoakTime): typeof fetch {
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    if (!url.endsWith(CHAT_PATH)) return vt.fetch(input, init)
    const release = vt.hold()
    let res: Response
    try {
      res = await fetch(input, init)
    } catch (err) {
      release()
      throw err
    }
    if (!res.body) {
      release()
      return res
    }
    const reader = res.body.getReader()
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        try {
          const { done, value } = await reader.read()
          if (done) {
            release()
            controller.close()
          } else controller.enqueue(value)
        } catch (err) {
          release()
          controller.error(err)
        }
      },
      cancel(reason) {
        release()
        return reader.cancel(reason)
      },
    })
    return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers })
  }
}

/** The core's fetch, telling `onRequest` of every request first (the URL and the key it carries). */
function observed(inner: typeof fetch, onRequest: ((url: string, key: string | null) => void) | undefined): typeof fetch {
  if (!onRequest) return inner
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined))
    onRequest(url, headers.get('authorization')?.replace(/^Bearer /, '') ?? null)
    return inner(input, init)
  }
}

export async function launchSoakApp(options: { browser: Browser; dataDir: string; vt: SoakTime; onRequest?: (url: string, key: string | null) => void }): Promise<SoakApp> {
  const { browser, dataDir, vt } = options
  const script = await bridgeBundle()
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'light', reducedMotion: 'reduce' })
  const page = await context.newPage()
  const chatListeners = new Set<(event: EventPayload<'chat'>) => void>()
  const core = await createTestCore({
    dataDir,
    secrets: vt.holding(createKeytarStore()),
    shell: 'chromium-harness',
    appVersion: '0.0.0-soak',
    versions: { node: process.versions.node, chrome: browser.version() },
    clock: vt.clock,
    fetch: observed(soakFetch(vt), options.onRequest),
    emit: (channel, payload) => {
      if (channel === 'chat') for (const listener of chatListeners) listener(payload as EventPayload<'chat'>)
      // The preload's webContents.send, played by Playwright; the clock waits for it to arrive.
      const release = vt.hold()
      void page
        .evaluate(([c, p]) => window.__tallyEmit(c, p), [channel, payload] as const)
        .catch(() => undefined)
        .finally(release)
    },
  })
  const blockedRequests: string[] = []
  await serveRenderer(page, blockedRequests)
  // Results cross as one JSON string (as the bench does): Playwright serializes objects value by value.
  await page.exposeBinding('__tallyInvokeJson', async (_source, channel: unknown, args: unknown) => {
    const release = vt.hold()
    try {
      return JSON.stringify(await dispatch(core.handlers, channel, args))
    } finally {
      release()
    }
  })
  await page.addInitScript({ content: 'window.__tallyInvoke = (channel, args) => window.__tallyInvokeJson(channel, args).then((text) => JSON.parse(text))' })
  await page.addInitScript({ content: script })
  // The page's clock starts at the virtual time and flows on by itself; syncPageClock jumps it forward.
  await page.clock.install({ time: vt.now() })
  const cdp = await context.newCDPSession(page)
  await page.goto(APP_URL)

  return {
    page,
    cdp,
    core,
    blockedRequests,
    invoke: async (channel, args) => {
      const envelope = (await dispatch(core.handlers, channel, args, { validateResults: true })) as { ok: boolean; value?: unknown; error?: { code: string; message: string } }
      if (!envelope.ok) throw new Error(`${channel} failed: ${envelope.error?.code}: ${envelope.error?.message}`)
      return envelope.value as InvokeResult<typeof channel>
    },
    onChat: (listener) => {
      chatListeners.add(listener)
      return () => chatListeners.delete(listener)
    },
    syncPageClock: async () => {
      const pageNow = await page.evaluate(() => Date.now())
      const behind = vt.now() - pageNow
      if (behind > 0) await page.clock.fastForward(behind)
    },
    close: async () => {
      await core.dispose()
      await context.close()
    },
  }
}
