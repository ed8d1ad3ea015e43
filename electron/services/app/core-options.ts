import type { Clock } from '../time/clock'
import { systemClock } from '../time/clock'
import type { Emit } from '../ipc/emitter'
import type { SecretStore } from '../secrets/secret-store'
import type { UpdatesUnavailableReason } from '../../../shared/domain/updates'
import type { UpdateBackend } from '../updates/update-backend'
import type { KeyVaultOptions } from '../secrets/key-vault'
import { type ByteSink, moveIntoDataDir, saveIntoDataDir } from '../storage/byte-sink'

/** What the shell (Electron's main or the E2E harness) gives the composition root (core.ts). */
export interface CoreOptions {
  dataDir: string
  /** The OS keychain (keytar); the key vault around it also offers the key file and the environment (#39). */
  secrets: SecretStore
  /** #39: the environment the operator's key is read from (default process.env), scrypt's cost for tests. */
  keyVault?: Pick<KeyVaultOptions, 'env' | 'cost' | 'machine' | 'probeTimeoutMs'>
  emit: Emit
  /** 'electron', or 'browser' (browser mode: electron/browser/, also the Chromium E2E target). */
  shell: string
  appVersion: string
  versions: Record<string, string>
  openExternal(url: string): Promise<void>
  /** Asks where to save (or saves in tests); the path written, or null when cancelled. */
  saveFile(defaultName: string, contents: string): Promise<string | null>
  /**
   * #34: asks where to save a file written as a stream (the whole history's zip, a backup), then
   * calls `write` with a sink for its bytes; the path written, or null when cancelled. Without it,
   * such files are written into `<dataDir>/exports`.
   */
  saveStream?(defaultName: string, write: (sink: ByteSink) => Promise<void>): Promise<string | null>
  /**
   * #34: asks where to save a file main has finished in the data folder (a backup: a database copy
   * of any size) and moves it there; the path, or null when cancelled (the file is then removed by
   * the caller). Without it, the file goes into `<dataDir>/exports`.
   */
  saveFileFrom?(defaultName: string, path: string): Promise<string | null>
  /** #34: starts the app again (a restored backup is applied at start); absent: the user restarts it. */
  restart?(): void
  /** Time and timers of every service (default the system's); tests, soak and benches pass one fake time. */
  clock?: Clock
  fetch?: typeof fetch
  chatIdleTimeoutMs?: number
  requestTimeoutMs?: number
  log?(level: 'info' | 'warn' | 'error', message: string): void
  /**
   * The shell has a tray, start at login and updates: Electron's main, or a harness standing in for
   * it (the E2E specs of those features). Default: shell === 'electron'. Settings show their
   * controls only then; browser mode says what it lacks instead.
   */
  desktop?: boolean
  /** #37: the OS's languages, most wanted first (Electron: app.getPreferredSystemLanguages()); default Node's locale. */
  systemLocales?(): readonly string[]
  /** #28: electron-updater behind its seam (main), a fake (E2E), or none: then `unavailable` says why (default 'no-feed'). */
  updates?: { backend: UpdateBackend | null; unavailable?: UpdatesUnavailableReason }
}

/** The options with every default filled in: what core.ts composes from. */
export interface ResolvedCoreOptions extends CoreOptions {
  clock: Clock
  log(level: 'info' | 'warn' | 'error', message: string): void
  desktop: boolean
  updates: { backend: UpdateBackend | null; unavailable: UpdatesUnavailableReason }
  saveStream(defaultName: string, write: (sink: ByteSink) => Promise<void>): Promise<string | null>
  saveFileFrom(defaultName: string, path: string): Promise<string | null>
  systemLocales(): readonly string[]
}

export function withDefaults(options: CoreOptions): ResolvedCoreOptions {
  return {
    ...options,
    clock: options.clock ?? systemClock,
    log: options.log ?? (() => undefined),
    desktop: options.desktop ?? options.shell === 'electron',
    updates: { backend: options.updates?.backend ?? null, unavailable: options.updates?.unavailable ?? 'no-feed' },
    // #34: a shell without save dialogs for files of any size: they go into <dataDir>/exports.
    saveStream: options.saveStream ?? ((name, write) => saveIntoDataDir(options.dataDir, name, write)),
    saveFileFrom: options.saveFileFrom ?? ((name, from) => moveIntoDataDir(options.dataDir, name, from)),
    systemLocales: options.systemLocales ?? (() => [Intl.DateTimeFormat().resolvedOptions().locale]),
  }
}
