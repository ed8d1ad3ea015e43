import { type ChildProcess, fork } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Envelope } from '../../../shared/ipc/contract'

/** The stand-in's record of the app (electron.mjs `snapshot`). */
export interface StandinSnapshot {
  ready: boolean
  version: string
  channels: string[]
  windows: { id: number; webContentsId: number; options: Record<string, unknown> & { webPreferences: Record<string, unknown> }; url: string | null; visible: boolean; focused: boolean; minimized: boolean }[]
  tray: { title: string; tooltip: string; iconPath: string | null; menu: MenuJson[] } | null
  menu: MenuJson[]
  notifications: { title: string; body: string; shown: boolean }[]
  session: { permissionRequestHandler: boolean; permissionCheckHandler: boolean; headersHandler: boolean }
  sent: { webContentsId: number; channel: string; payload: unknown }[]
  dialogs: { kind: string; title?: string; message?: string; buttons?: string[] }[]
  external: string[]
  clipboard: string[]
  relaunches: number
  loginItems: unknown[]
  errors: { title: string; content: string }[]
  timers: number[]
  quit: string[]
}

export interface MenuJson {
  label: string | null
  role: string | null
  type: string
  enabled: boolean
  accelerator: string | null
  registerAccelerator: boolean
  submenu: MenuJson[] | null
}

/** Who calls: the app window's main frame (default), or another webContents / a subframe. */
export interface From {
  webContentsId?: number
  frameUrl?: string
  subframe?: boolean
}

export const SHIPPED_MAIN = resolve('out/main/index.js')
export const SHIPPED_PRELOAD = resolve('out/preload/index.cjs')
const REGISTER = resolve('test/support/electron-standin/register.mjs')

export interface ShippedApp {
  readonly child: ChildProcess
  readonly dataDir: string
  readonly home: string
  readonly output: string[]
  /** Resolves with the exit code when the process ends. */
  readonly exited: Promise<number | null>
  call<T = unknown>(op: string, params?: Record<string, unknown>): Promise<T>
  /** Every `webContents.send` from now on (main's pushed events). */
  onSent(listener: (channel: string, payload: unknown) => void): () => void
  snapshot(): Promise<StandinSnapshot>
  /** `ipcRenderer.invoke` from the window's main frame (or `from`), as the preload does. */
  invoke<T = unknown>(channel: string, args?: unknown, from?: From): Promise<Envelope<T>>
  /** Polls the snapshot until `done` holds (bounded), and returns that snapshot. */
  until(what: string, done: (s: StandinSnapshot) => boolean, timeoutMs?: number): Promise<StandinSnapshot>
  stop(): Promise<void>
}

export interface LaunchOptions {
  /** Another instance's folders (single-instance tests). */
  shareWith?: ShippedApp
  /** A folder prepared by the test (removed on stop). */
  home?: string
  args?: string[]
  env?: Record<string, string>
  mainPath?: string
}

/**
 * Runs the built main bundle under Node with the Electron stand-in (see electron.mjs): its own data
 * directory, userData, HOME and XDG folders in a temp dir, driven over the child-process channel.
 */
export async function launchShipped(options: LaunchOptions = {}): Promise<ShippedApp> {
  const home = options.shareWith?.home ?? options.home ?? (await mkdtemp(join(tmpdir(), 'tally-shipped-')))
  const dataDir = join(home, 'data')
  const output: string[] = []
  const child = fork(options.mainPath ?? SHIPPED_MAIN, options.args ?? [], {
    execArgv: ['--import', REGISTER],
    serialization: 'advanced',
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    env: {
      ...process.env,
      TALLY_DATA_DIR: dataDir,
      STANDIN_USER_DATA: join(home, 'user-data'),
      STANDIN_RESOURCES: join(home, 'resources'),
      HOME: home,
      XDG_CONFIG_HOME: join(home, 'config'),
      XDG_CACHE_HOME: join(home, 'cache'),
      ...options.env,
    },
  })
  child.stdout?.on('data', (d: Buffer) => output.push(d.toString()))
  child.stderr?.on('data', (d: Buffer) => output.push(d.toString()))
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)))
  let nextId = 1
  const pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>()
  const sentListeners = new Set<(channel: string, payload: unknown) => void>()
  child.on('message', (message: { rid?: number; ok?: boolean; result?: unknown; error?: string; event?: string; channel?: string; payload?: unknown }) => {
    if (message.event === 'send') for (const listener of sentListeners) listener(message.channel ?? '', message.payload)
    if (message.rid === undefined) return
    const waiter = pending.get(message.rid)
    pending.delete(message.rid)
    if (message.ok) waiter?.resolve(message.result)
    else waiter?.reject(new Error(message.error))
  })
  void exited.then(() => {
    for (const waiter of pending.values()) waiter.reject(new Error(`the app exited\n${output.join('')}`))
    pending.clear()
  })

  const call = <T>(op: string, params: Record<string, unknown> = {}) =>
    new Promise<T>((resolve, reject) => {
      if (child.exitCode !== null || !child.connected) return reject(new Error(`the app is not running\n${output.join('')}`))
      const rid = nextId++
      pending.set(rid, { resolve: resolve as (v: unknown) => void, reject })
      child.send({ rid, op, params })
    })
  const snapshot = () => call<StandinSnapshot>('snapshot')
  const app: ShippedApp = {
    child,
    dataDir,
    home,
    output,
    exited,
    call,
    snapshot,
    onSent(listener) {
      sentListeners.add(listener)
      return () => void sentListeners.delete(listener)
    },
    async invoke<T>(channel: string, args: unknown = {}, from?: From) {
      const s = await snapshot()
      const win = s.windows[0]
      const sender = { webContentsId: from?.webContentsId ?? win?.webContentsId ?? -1, frameUrl: from?.frameUrl ?? win?.url ?? '', subframe: from?.subframe ?? false }
      return call<Envelope<T>>('invoke', { channel, args, from: sender })
    },
    async until(what, done, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs
      let last: StandinSnapshot | null = null
      while (Date.now() < deadline) {
        last = await snapshot()
        if (done(last)) return last
        await new Promise((r) => setTimeout(r, 50))
      }
      throw new Error(`timed out waiting for ${what}\nlast snapshot: ${JSON.stringify(last, null, 1)?.slice(0, 3000)}\noutput:\n${output.join('').slice(-3000)}`)
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        // Teardown, not a check of the app: once (1 run in CI, under load) a SIGTERM'd child was
        // still there a minute later (a JS signal handler of a dependency, e.g. signal-exit's, waits
        // for the event loop). Electron itself quits on SIGTERM; the stand-in is forced after 5 s.
        const killer = setTimeout(() => child.kill('SIGKILL'), 5_000)
        await exited
        clearTimeout(killer)
      }
      if (!options.shareWith) await rm(home, { recursive: true, force: true })
    },
  }
  return app
}

/** The value of an envelope, or a thrown error with the envelope's message. */
export function valueOf<T>(envelope: Envelope<T>): T {
  if (!envelope.ok) throw new Error(`${envelope.error.code}: ${envelope.error.message}`)
  return envelope.value
}
