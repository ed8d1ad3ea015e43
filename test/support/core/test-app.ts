import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Core, type CoreOptions, createCore } from '../../../electron/services/app/core'
import { dispatch } from '../../../electron/services/ipc/dispatch'
import type { AppError } from '../../../shared/domain/errors'
import type { EventChannel, InvokeArgs, InvokeChannel, InvokeResult } from '../../../shared/ipc/contract'
import { MemorySecrets } from '../memory-secrets'
import { moveIntoDataDir, saveIntoDataDir } from '../../../electron/services/storage/byte-sink'

export type Envelope<C extends InvokeChannel> = { ok: true; value: InvokeResult<C> } | { ok: false; error: AppError }

export interface TestApp {
  core: Core
  dataDir: string
  /** Calls a channel exactly as the renderer's IPC would (arguments and results validated by dispatch). */
  call<C extends InvokeChannel>(channel: C, args: unknown): Promise<Envelope<C>>
  /** Like `call`, but throws on an error envelope (naming the channel, code and message). */
  invoke<C extends InvokeChannel>(channel: C, args: InvokeArgs<C>): Promise<InvokeResult<C>>
  /** Ends the core (streams, timers, the database); removes the data directory when this made it. */
  close(): Promise<void>
}

export type TestAppOptions = Partial<Omit<CoreOptions, 'emit'>> & {
  /** Every event main pushes (the window's `webContents.send`). */
  emit?: (channel: EventChannel, payload: unknown) => void
}

/**
 * What every test run of the app has in common (integration tests, both E2E targets, the bench, the
 * soak): no browser opens, and files are saved into `<dataDir>/exports`, where specs read them, the
 * path written returned as a save dialog would.
 */
export function testShell(dataDir: string): Pick<CoreOptions, 'openExternal' | 'saveFile' | 'saveStream' | 'saveFileFrom'> {
  return {
    openExternal: async () => undefined,
    saveStream: (name, write) => saveIntoDataDir(dataDir, name, write),
    saveFileFrom: (name, from) => moveIntoDataDir(dataDir, name, from),
    saveFile: async (name, contents) => {
      const dir = join(dataDir, 'exports')
      await mkdir(dir, { recursive: true })
      await writeFile(join(dir, name), contents, 'utf8')
      return join(dir, name)
    },
  }
}

/**
 * The one app harness: the whole main process (createCore) on a data directory, behind the real
 * dispatch. Integration tests and the soak build the app through it; the E2E chromium target and the
 * bench run it as browser mode's server with the same `testShell`. Each passes only what it changes
 * (a keychain, a clock, a fetch, where events go).
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownDir = options.dataDir === undefined
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'tally-app-')))
  const emit = options.emit ?? (() => undefined)
  const core = await createCore({
    shell: 'test',
    appVersion: '0.0.0-test',
    versions: {},
    secrets: new MemorySecrets(),
    ...testShell(dataDir),
    ...options,
    dataDir,
    emit: (channel, payload) => emit(channel, payload),
  })
  const call = async <C extends InvokeChannel>(channel: C, args: unknown) => (await dispatch(core.handlers, channel, args, { validateResults: true })) as Envelope<C>
  let closed = false
  return {
    core,
    dataDir,
    call,
    invoke: async (channel, args) => {
      const out = await call(channel, args)
      if (!out.ok) throw new Error(`${channel}: ${out.error.code}: ${out.error.message}`)
      return out.value
    },
    close: async () => {
      if (closed) return
      closed = true
      await core.dispose()
      // A balance read that was on the wire at dispose still writes its cache: retry the removal.
      if (ownDir) await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 })
    },
  }
}

/** The core alone, for tests that manage their own data directory and disposal. */
export async function createTestCore(options: TestAppOptions & { dataDir: string }): Promise<Core> {
  return (await startTestApp(options)).core
}
