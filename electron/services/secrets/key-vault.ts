import { join } from 'node:path'
import { z } from 'zod'
import { DEFAULT_IDLE_LOCK_MINUTES, IdleLockMinutes, KeyStoreKind, type KeyStorageStatus } from '../../../shared/domain/key-storage'
import { Emitter } from '../../../shared/emitter'
import { AppFailure, type Said, say } from '../../../shared/error-model'
import { englishOf } from '../../../shared/i18n/english-errors'
import { Sequencer } from '../../../shared/sequencer'
import { JsonFile } from '../storage/json-file'
import { type Clock, type TimerHandle, systemClock } from '../time/clock'
import { EncryptedKeyFile, keyStoreError } from './encrypted-key-file'
import type { ScryptCost, WrittenOn } from './key-file-format'
import { createOperatorKeyStore, operatorKeySource } from './operator-key'
import type { SecretStore } from './secret-store'
import { thisMachine } from './this-machine'

export const KEY_FILE_NAME = 'api-keys.enc'

const Choice = z.object({ store: KeyStoreKind, idleLockMinutes: IdleLockMinutes.default(DEFAULT_IDLE_LOCK_MINUTES) })
type Choice = z.infer<typeof Choice>

export interface KeyVaultOptions {
  dataDir: string
  /** The OS keychain (keytar in the app; a memory store or the real keychain in tests). */
  keychain: SecretStore
  env?: NodeJS.ProcessEnv
  clock?: Clock
  machine?: WrittenOn
  /** scrypt's cost for new key files (tests: a small one). */
  cost?: ScryptCost
  /** A keychain that does not answer a probe within this long counts as missing. */
  probeTimeoutMs?: number
  log?(level: 'info' | 'warn' | 'error', message: string): void
}

type LockedBy = KeyStorageStatus['file']['lockedBy']

/**
 * Where the app's keys are (#39), as the one SecretStore the connections use: the OS keychain,
 * the encrypted key file, or the operator's key from the environment. The choice is kept in
 * `key-storage.json` (never a key). Without a choice the operator's key wins when set, then the
 * keychain when a probe finds one; otherwise nothing is chosen and the first run asks.
 * The key file locks at start, after `idleLockMinutes` without `activity()`, and on `lock()`.
 */
export class KeyVault implements SecretStore {
  private readonly changed = new Emitter<KeyStorageStatus>()
  private readonly lockedNow = new Emitter<void>()
  private readonly opened = new Emitter<void>()
  private readonly steps = new Sequencer<'vault'>()
  private readonly file: EncryptedKeyFile
  private readonly operator: ReturnType<typeof createOperatorKeyStore>
  private readonly clock: Clock
  private probe: Promise<KeychainProblem | null> | null = null
  private idleTimer: TimerHandle | null = null
  private lastActivity = 0
  private lockedBy: LockedBy = 'start'

  private constructor(
    private readonly options: KeyVaultOptions,
    private readonly choiceFile: JsonFile<typeof Choice>,
    private choice: Choice | null,
  ) {
    this.clock = options.clock ?? systemClock
    this.file = new EncryptedKeyFile({ path: join(options.dataDir, KEY_FILE_NAME), machine: options.machine ?? thisMachine(), now: () => this.clock.now(), ...(options.cost ? { cost: options.cost } : {}) })
    this.operator = createOperatorKeyStore(options.env ?? process.env)
  }

  static async open(options: KeyVaultOptions): Promise<KeyVault> {
    const file = new JsonFile(join(options.dataDir, 'key-storage.json'), Choice, 1)
    const loaded = await file.load()
    if (loaded.status === 'corrupt') options.log?.('warn', `key-storage.json set aside (${loaded.reason}); choosing the key store again`)
    return new KeyVault(options, file, loaded.status === 'ok' ? loaded.value : null)
  }

  onChange(listener: (status: KeyStorageStatus) => void): () => void {
    return this.changed.on(listener)
  }

  /** Keys can be read again: the file unlocked, a new one made, or another store chosen. */
  onOpen(listener: () => void): () => void {
    return this.opened.on(listener)
  }

  /** The key file locked: whoever cached keys must forget them. */
  onLock(listener: () => void): () => void {
    return this.lockedNow.on(listener)
  }

  /** The store in use now (see the class comment for the default). */
  async store(): Promise<KeyStorageStatus['store']> {
    if (this.choice) return this.choice.store
    if (operatorKeySource(this.env)) return 'environment'
    if ((await this.keychainProblem()) === null) return 'keychain'
    return null
  }

  async status(): Promise<KeyStorageStatus> {
    const [store, keychainProblem, file, environment] = await Promise.all([this.store(), this.keychainProblem(), this.file.inspect(), this.environmentStatus()])
    return {
      store,
      keychain: { available: keychainProblem === null, problem: keychainProblem?.problem ?? null, ...(keychainProblem?.problemSay ? { problemSay: keychainProblem.problemSay } : {}) },
      file: { path: this.file.path, ...file, idleLockMinutes: this.idleLockMinutes(), lockedBy: file.state === 'locked' ? this.lockedBy : null },
      environment,
    }
  }

  async get(id: string): Promise<string | null> {
    return (await this.active()).get(id)
  }

  async set(id: string, key: string): Promise<void> {
    await (await this.active()).set(id, key)
  }

  async delete(id: string): Promise<boolean> {
    return (await this.active()).delete(id)
  }

  /** A draft's key: an empty one means "the operator's key" when keys come from the environment. */
  async draftKey(key: string): Promise<string> {
    if (key.trim() === '' && (await this.store()) === 'environment') return this.operator.read()
    return key
  }

  /** The draft with its key as `draftKey` reads it. */
  async withDraftKey<T extends { key: string }>(draft: T): Promise<T> {
    return { ...draft, key: await this.draftKey(draft.key) }
  }

  /**
   * Switches the store. The keys of `carry` (the saved connections) that the current store can
   * give are copied into the new one when it has none for them; nothing is deleted anywhere.
   * The key file needs `passphrase`: a new one for a new file, its own to open an existing one.
   */
  choose(store: KeyStoreKind, passphrase: string | undefined, carry: readonly string[]): Promise<KeyStorageStatus> {
    return this.step(async () => {
      const from = await this.readable()
      if (store === 'keychain') {
        this.probe = null
        const problem = await this.keychainProblem()
        if (problem !== null) throw keyStoreError('keychain_unavailable', chooseOtherStore(problem))
      } else if (store === 'file') {
        const info = await this.file.inspect()
        if (info.state === 'none') await this.file.create(passphrase ?? '')
        else if (info.state === 'locked') await this.file.unlock(passphrase ?? '')
        else if (info.state === 'damaged') throw keyStoreError('key_file_damaged', [...(info.problemSay ?? [say('errors.keys.fileDamaged')]), say('errors.keys.startNew')])
      } else {
        await this.operator.read()
      }
      const target = store === 'keychain' ? this.options.keychain : store === 'file' ? this.file : null
      if (target && from && from !== target) await copyKeys(from, target, carry, (m) => this.options.log?.('warn', m))
      await this.saveChoice({ store, idleLockMinutes: this.idleLockMinutes() })
      if (store === 'file') this.startIdleWatch()
      else this.stopIdleWatch()
      this.opened.emit()
    })
  }

  unlock(passphrase: string): Promise<KeyStorageStatus> {
    return this.step(async () => {
      await this.file.unlock(passphrase)
      this.startIdleWatch()
      this.opened.emit()
    })
  }

  /**
   * A damaged key file, or one whose passphrase is forgotten, is moved aside (kept, renamed) and a
   * new, empty one takes its place; the connections then ask for their keys again.
   */
  startNewFile(passphrase: string): Promise<KeyStorageStatus> {
    return this.step(async () => {
      const info = await this.file.inspect()
      if (info.state === 'unlocked') throw keyStoreError('key_file_open', say('errors.keys.fileOpen'))
      if (info.state !== 'none') {
        const movedTo = await this.file.setAside(new Date(this.clock.now()))
        this.options.log?.('warn', `key file set aside to ${movedTo}`)
      }
      await this.file.create(passphrase)
      await this.saveChoice({ store: 'file', idleLockMinutes: this.idleLockMinutes() })
      this.startIdleWatch()
      this.opened.emit()
    })
  }

  lock(by: Exclude<LockedBy, null> = 'user'): Promise<KeyStorageStatus> {
    return this.step(async () => {
      this.lockNow(by)
    })
  }

  setIdleLock(minutes: number | null): Promise<KeyStorageStatus> {
    return this.step(async () => {
      // The idle lock is the key file's: set over IPC with keys kept elsewhere, it must not switch the store.
      if ((await this.store()) !== 'file') throw keyStoreError('not_key_file', say('errors.keys.notKeyFile'))
      await this.saveChoice({ store: 'file', idleLockMinutes: minutes })
      if (this.file.isUnlocked()) this.startIdleWatch()
    })
  }

  /** The user did something in the window: the idle time starts again. */
  activity(): void {
    this.lastActivity = this.clock.now()
  }

  dispose(): void {
    this.stopIdleWatch()
    this.file.lock()
    this.changed.clear()
    this.lockedNow.clear()
    this.opened.clear()
  }

  private get env(): NodeJS.ProcessEnv {
    return this.options.env ?? process.env
  }

  private idleLockMinutes(): number | null {
    return this.choice ? this.choice.idleLockMinutes : DEFAULT_IDLE_LOCK_MINUTES
  }

  private async active(): Promise<SecretStore> {
    const store = await this.store()
    if (store === 'keychain') return this.options.keychain
    if (store === 'file') return this.file
    if (store === 'environment') return this.operator
    throw keyStoreError('key_store_unchosen', say('errors.keys.unchosen'))
  }

  /** The current store, when its keys can be read now (not a locked file, not a missing keychain). */
  private async readable(): Promise<SecretStore | null> {
    const store = await this.store()
    if (store === 'keychain') return (await this.keychainProblem()) === null ? this.options.keychain : null
    if (store === 'file') return this.file.isUnlocked() ? this.file : null
    if (store === 'environment') return this.operator
    return null
  }

  private keychainProblem(): Promise<KeychainProblem | null> {
    this.probe ??= probeKeychain(this.options.keychain, this.options.probeTimeoutMs ?? 5000)
    return this.probe
  }

  private async environmentStatus(): Promise<KeyStorageStatus['environment']> {
    const source = operatorKeySource(this.env)
    if (!source) return { variable: null, path: null, problem: null }
    const failure = await this.operator.read().then(
      () => null,
      (err: unknown) => err,
    )
    if (failure === null) return { variable: source.variable, path: source.path, problem: null }
    const said = failure instanceof AppFailure ? failure.error.say : undefined
    return { variable: source.variable, path: source.path, problem: failure instanceof AppFailure ? failure.error.message : String(failure), ...(said ? { problemSay: said } : {}) }
  }

  private async saveChoice(next: Choice): Promise<void> {
    await this.choiceFile.save(next)
    this.choice = next
  }

  /** Runs a change one at a time, then tells listeners the new status (also when it failed half-way). */
  private async step(change: () => Promise<void>): Promise<KeyStorageStatus> {
    return this.steps.run('vault', async () => {
      let outcome: { ok: true } | { ok: false; error: unknown } = { ok: true }
      try {
        await change()
      } catch (error) {
        outcome = { ok: false, error }
      }
      const now = await this.status()
      this.changed.emit(now)
      if (!outcome.ok) throw outcome.error
      return now
    })
  }

  private lockNow(by: Exclude<LockedBy, null>): void {
    this.stopIdleWatch()
    if (!this.file.isUnlocked()) return
    this.file.lock()
    this.lockedBy = by
    this.lockedNow.emit()
  }

  private startIdleWatch(): void {
    this.stopIdleWatch()
    this.lastActivity = this.clock.now()
    const minutes = this.idleLockMinutes()
    if (minutes === null) return
    const idleMs = minutes * 60_000
    const check = () => {
      const left = this.lastActivity + idleMs - this.clock.now()
      if (left > 0) {
        this.idleTimer = this.clock.setTimeout(check, left)
        return
      }
      this.idleTimer = null
      this.lock('idle').catch((err: unknown) => this.options.log?.('error', `the idle lock: ${(err as Error).message}`))
    }
    this.idleTimer = this.clock.setTimeout(check, idleMs)
  }

  private stopIdleWatch(): void {
    if (this.idleTimer !== null) this.clock.clear(this.idleTimer)
    this.idleTimer = null
  }
}

/** Why the keychain cannot be used: the system's words as they came, or ours (`problemSay`, with their English). */
interface KeychainProblem {
  problem: string
  problemSay?: Said[]
}

const ours = (said: Said): KeychainProblem => ({ problem: englishOf(said), problemSay: [said] })

/** Why the keychain cannot be chosen, in one sentence: our own reasons by name (translated), the system's words as sent. */
function chooseOtherStore(problem: KeychainProblem): Said {
  const ourWords = problem.problemSay?.[0]
  const why = ourWords?.key.startsWith('mainWords.keychain.') ? ourWords.key.slice('mainWords.keychain.'.length) : 'other'
  return say('errors.keys.chooseOtherWhy', { ...ourWords?.args, why, detail: problem.problem })
}

/** Null when the keychain answers a read; otherwise why not, for a person. */
async function probeKeychain(keychain: SecretStore, timeoutMs: number): Promise<KeychainProblem | null> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<KeychainProblem>((resolve) => {
    timer = setTimeout(() => resolve(ours(say('mainWords.keychain.noAnswer', { seconds: Math.round(timeoutMs / 1000) }))), timeoutMs)
  })
  try {
    return await Promise.race([
      keychain.get('__tokentally_probe__').then(
        () => null,
        (err: unknown) => problemOf(err),
      ),
      timeout,
    ])
  } finally {
    clearTimeout(timer)
  }
}

/** The keytar store's own failures (keytar-store.ts) name why in our words: say them so; anything else is the system's. */
function problemOf(err: unknown): KeychainProblem {
  const first = err instanceof AppFailure ? err.error.say?.[0] : undefined
  const seconds = Number(first?.args?.['seconds'])
  if (first?.key === 'errors.keychain.timedOut' && Number.isFinite(seconds)) return ours(say('mainWords.keychain.noAnswerLocked', { seconds }))
  if (first?.key === 'errors.keychain.noLibrary') return ours(say('mainWords.keychain.noLibrary', { detail: String(first.args?.['detail'] ?? '') }))
  return { problem: describe(err) }
}

function describe(err: unknown): string {
  const text = err instanceof AppFailure ? err.error.message : err instanceof Error ? err.message : String(err)
  // keytar's failures come wrapped in "The system keychain is not available (<why>) …": keep the why.
  const inner = /not available \((.*?)\), so/.exec(text)?.[1]
  return (inner ?? text).replace(/\s+/g, ' ').slice(0, 200)
}

async function copyKeys(from: SecretStore, to: SecretStore, ids: readonly string[], warn: (message: string) => void): Promise<void> {
  for (const id of ids) {
    try {
      const key = await from.get(id)
      if (key !== null && (await to.get(id)) === null) await to.set(id, key)
    } catch (err) {
      // That connection's key is entered again later ("Enter the key again"); the others still move.
      warn(`a key could not be copied to the new key store: ${describe(err)}`)
    }
  }
}
