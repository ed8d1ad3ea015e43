import type { UpdateState, UpdatesUnavailableReason } from '../../../shared/domain/updates'
import { inputError, say } from '../../../shared/error-model'
import { englishOf } from '../../../shared/i18n/english-errors'
import { UNAVAILABLE_WORDS } from '../../../shared/updates/unavailable-words'
import type { Clock, TimerHandle } from '../time/clock'
import type { UpdateBackend } from './update-backend'
import { describeUpdateError } from './update-errors'

export const UPDATE_CHECK_EVERY_MS = 4 * 60 * 60 * 1000
/** A feed slower than this counts as failed; the next scheduled check tries again. */
export const UPDATE_STEP_TIMEOUT_MS = 60_000
const DOWNLOAD_TIMEOUT_MS = 30 * 60_000


export interface UpdateServiceOptions {
  /** Null when this copy cannot update itself; `unavailable` then says why. */
  backend: UpdateBackend | null
  unavailable?: UpdatesUnavailableReason
  clock: Clock
  /** "Check for updates automatically" (settings). */
  autoCheck(): boolean
  publish(state: UpdateState): void
  checkEveryMs?: number
  stepTimeoutMs?: number
  log?(level: 'info' | 'warn' | 'error', message: string): void
}

/**
 * Checks at start and every few hours, downloads in the background, then waits for "Restart now".
 * A failure is reported once and left for the next scheduled check: nothing retries in a loop.
 */
export class UpdateService {
  private current: UpdateState
  private timer: TimerHandle | null = null
  private running: Promise<UpdateState> | null = null
  private disposed = false

  constructor(private readonly o: UpdateServiceOptions) {
    this.current = o.backend ? { status: 'idle' } : { status: 'unavailable', reason: o.unavailable ?? 'no-feed', message: englishOf(say(UNAVAILABLE_WORDS[o.unavailable ?? 'no-feed'])) }
  }

  state(): UpdateState {
    return this.current
  }

  /** The check at start (if automatic checks are on) and the periodic one. */
  start(): void {
    if (!this.o.backend || this.timer !== null) return
    this.timer = this.o.clock.setInterval(() => void this.scheduled(), this.o.checkEveryMs ?? UPDATE_CHECK_EVERY_MS)
    void this.scheduled()
  }

  /** "Check now": one check (and download) at a time; a ready update stays ready. */
  checkNow(): Promise<UpdateState> {
    if (!this.o.backend || this.current.status === 'ready') return Promise.resolve(this.current)
    this.running ??= this.run().finally(() => (this.running = null))
    return this.running
  }

  restartToInstall(): { restarting: true } {
    if (this.current.status !== 'ready' || !this.o.backend) throw inputError('no_update_ready', say('errors.updates.noneReady'))
    this.o.log?.('info', `installing update ${this.current.version}`)
    this.o.backend.install()
    return { restarting: true }
  }

  dispose(): void {
    this.disposed = true
    if (this.timer !== null) this.o.clock.clear(this.timer)
    this.timer = null
  }

  private async scheduled(): Promise<void> {
    if (this.o.autoCheck()) await this.checkNow()
  }

  private async run(): Promise<UpdateState> {
    const backend = this.o.backend as UpdateBackend
    try {
      this.set({ status: 'checking' })
      const offered = await this.within(backend.check(), this.o.stepTimeoutMs ?? UPDATE_STEP_TIMEOUT_MS, 'The update feed did not answer in time.')
      if (!offered) return this.set({ status: 'not-available', checkedAt: this.at() })
      this.set({ status: 'available', version: offered.version })
      this.set({ status: 'downloading', version: offered.version })
      await this.within(backend.download(), DOWNLOAD_TIMEOUT_MS, 'The update download did not finish in time.')
      this.o.log?.('info', `update ${offered.version} downloaded`)
      return this.set({ status: 'ready', version: offered.version })
    } catch (err) {
      const message = describeUpdateError(err)
      this.o.log?.('warn', `update: ${message}`)
      return this.set({ status: 'error', message, checkedAt: this.at() })
    }
  }

  private set(state: UpdateState): UpdateState {
    if (this.disposed) return state
    this.current = state
    this.o.publish(state)
    return state
  }

  private at(): string {
    return new Date(this.o.clock.now()).toISOString()
  }

  private within<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
    let timer: TimerHandle | null = null
    const timeout = new Promise<never>((_, reject) => {
      timer = this.o.clock.setTimeout(() => reject(Object.assign(new Error(`${message} Tokentally keeps working; it will check again later.`), { code: 'update_timeout' })), ms)
    })
    return Promise.race([work, timeout]).finally(() => {
      if (timer !== null) this.o.clock.clear(timer)
    })
  }
}
