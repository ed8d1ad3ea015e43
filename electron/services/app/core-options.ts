import type { Clock } from '../api/clock'
import type { Emit } from '../ipc/emitter'
import type { SecretStore } from '../secrets/secret-store'
import type { Timers } from '../usage/scheduler'

/** What the shell (Electron's main or the E2E harness) gives the composition root (core.ts). */
export interface CoreOptions {
  dataDir: string
  secrets: SecretStore
  emit: Emit
  /** 'electron' or 'chromium-harness'. */
  shell: string
  appVersion: string
  versions: Record<string, string>
  openExternal(url: string): Promise<void>
  /** Asks where to save (or saves in tests); the path written, or null when cancelled. */
  saveFile(defaultName: string, contents: string): Promise<string | null>
  clock?: Clock
  /** Timers of the usage refresh schedule; with `clock`, one fake time for every service (soak, benches). */
  timers?: Timers
  fetch?: typeof fetch
  chatIdleTimeoutMs?: number
  requestTimeoutMs?: number
  log?(level: 'info' | 'warn' | 'error', message: string): void
}
