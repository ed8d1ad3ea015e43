import { mkdir, readFile, rename } from 'node:fs/promises'
import { dirname } from 'node:path'
import writeFileAtomic from 'write-file-atomic'
import { MIN_PASSPHRASE_LENGTH, type KeyFileState } from '../../../shared/domain/key-storage'
import { AppFailure, type Said, inputError, makeError, say } from '../../../shared/error-model'
import { englishOf } from '../../../shared/i18n/english-errors'
import { Sequencer } from '../../../shared/sequencer'
import { DEFAULT_SCRYPT_COST, type DamagedReason, type KeyFileHeader, type ScryptCost, type WrittenOn, inspectKeyFile, newSecret, openKeyFile, sealKeyFile } from './key-file-format'
import type { SecretStore } from './secret-store'

export interface KeyFileInfo {
  state: KeyFileState
  problem: string | null
  /** `problem` as an error's sentences. */
  problemSay: Said[] | null
  otherMachine: { host: string; at: string } | null
}

export interface EncryptedKeyFileOptions {
  path: string
  machine: WrittenOn
  now?: () => number
  cost?: ScryptCost
}

interface Opened {
  keys: Map<string, string>
  secret: Buffer
  kdf: KeyFileHeader['kdf']
}

/** A failure of the key store: kind 'keychain', as the OS keychain's are. */
export function keyStoreError(code: string, said: Said | readonly Said[]): AppFailure {
  return new AppFailure(makeError({ kind: 'keychain', code, say: said, endpoint: 'keychain' }))
}

export const keysLocked = (): AppFailure => keyStoreError('keys_locked', say('errors.keys.locked'))

/**
 * The encrypted key file (`api-keys.enc` in the data folder) as a SecretStore. Locked until
 * `unlock(passphrase)`; then its keys and the secret derived from the passphrase (never the
 * passphrase) live in main's memory until `lock()`. A wrong passphrase, a damaged file or one of a
 * newer version is refused with a message and the file is never touched; only `setAside` moves it.
 */
export class EncryptedKeyFile implements SecretStore {
  private opened: Opened | null = null
  private readonly writes = new Sequencer<'file'>()

  constructor(private readonly options: EncryptedKeyFileOptions) {}

  get path(): string {
    return this.options.path
  }

  isUnlocked(): boolean {
    return this.opened !== null
  }

  /** What the file is, without a passphrase. */
  async inspect(): Promise<KeyFileInfo> {
    const text = await this.read()
    if (text === null) return { state: 'none', problem: null, problemSay: null, otherMachine: null }
    const found = inspectKeyFile(text)
    if (found.kind === 'damaged') return problemOf([damagedSay(found.reason)])
    if (found.kind === 'newer') return problemOf([say('errors.keys.newer', { version: found.version })])
    const other = found.header.writtenOn.machine !== this.options.machine.machine ? { host: found.header.writtenOn.host, at: found.header.writtenOn.at } : null
    return { state: this.opened ? 'unlocked' : 'locked', problem: null, problemSay: null, otherMachine: other }
  }

  /** A new, empty key file (or with the keys given), unlocked. Refuses to replace an existing file. */
  async create(passphrase: string, keys: ReadonlyMap<string, string> = new Map()): Promise<void> {
    checkNewPassphrase(passphrase)
    await this.writes.run('file', async () => {
      if ((await this.read()) !== null) throw keyStoreError('key_file_exists', say('errors.keys.fileExists', { path: this.path }))
      const { secret, kdf } = await newSecret(passphrase, this.options.cost ?? DEFAULT_SCRYPT_COST)
      const opened: Opened = { keys: new Map(keys), secret, kdf }
      await this.save(opened)
      this.forget()
      this.opened = opened
    })
  }

  async unlock(passphrase: string): Promise<void> {
    if (passphrase === '') throw inputError('passphrase_missing', say('errors.keys.passphraseMissing'), 'passphrase')
    const text = await this.read()
    if (text === null) throw keyStoreError('key_file_missing', say('errors.keys.fileMissing', { path: this.path }))
    const result = await openKeyFile(text, passphrase)
    if (result.kind === 'damaged') throw damaged(this.path, result.reason)
    if (result.kind === 'newer') throw keyStoreError('key_file_newer', [say('errors.keys.newer', { version: result.version }), say('errors.keys.nothingChanged')])
    if (result.kind === 'wrong-passphrase') {
      const elsewhere = result.header.writtenOn.machine !== this.options.machine.machine
      throw inputError(
        'wrong_passphrase',
        [say('errors.keys.wrongPassphrase'), ...(elsewhere ? [say('errors.keys.otherMachine', { host: result.header.writtenOn.host })] : [])],
        'passphrase',
      )
    }
    this.forget()
    this.opened = { keys: result.keys, secret: result.secret, kdf: result.header.kdf }
  }

  /** Forgets the keys and the secret; the file stays as it is. */
  lock(): void {
    this.forget()
  }

  /** Moves the file aside (damaged, or its passphrase forgotten), next to where it was; returns its new path. */
  async setAside(now: Date): Promise<string> {
    return this.writes.run('file', async () => {
      this.forget()
      const to = `${this.path}.set-aside-${now.toISOString().replace(/[:.]/g, '-')}`
      await rename(this.path, to)
      return to
    })
  }

  async get(id: string): Promise<string | null> {
    return this.require().keys.get(id) ?? null
  }

  async set(id: string, key: string): Promise<void> {
    await this.change((keys) => keys.set(id, key))
  }

  async delete(id: string): Promise<boolean> {
    let had = false
    await this.change((keys) => {
      had = keys.delete(id)
    })
    return had
  }

  private async change(edit: (keys: Map<string, string>) => void): Promise<void> {
    await this.writes.run('file', async () => {
      const opened = this.require()
      const next = new Map(opened.keys)
      edit(next)
      await this.save({ ...opened, keys: next })
      opened.keys = next
    })
  }

  private require(): Opened {
    if (!this.opened) throw keysLocked()
    return this.opened
  }

  private async save(opened: Opened): Promise<void> {
    const text = sealKeyFile(opened.keys, opened.secret, opened.kdf, this.options.machine, new Date((this.options.now ?? Date.now)()))
    try {
      await mkdir(dirname(this.path), { recursive: true })
      await writeFileAtomic(this.path, text, { fsync: true, mode: 0o600 })
    } catch (err) {
      throw keyStoreError('key_file_write_failed', say('errors.keys.writeFailed', { path: this.path, detail: (err as Error).message }))
    }
  }

  private async read(): Promise<string | null> {
    try {
      return await readFile(this.path, 'utf8')
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw keyStoreError('key_file_unreadable', say('errors.keys.unreadable', { path: this.path, detail: (err as Error).message }))
    }
  }

  private forget(): void {
    this.opened?.secret.fill(0)
    this.opened = null
  }
}

function checkNewPassphrase(passphrase: string): void {
  if (passphrase.length < MIN_PASSPHRASE_LENGTH) {
    throw inputError('passphrase_short', say('errors.keys.passphraseShort', { min: MIN_PASSPHRASE_LENGTH }), 'passphrase')
  }
}

function damaged(path: string, reason: DamagedReason): AppFailure {
  return keyStoreError('key_file_damaged', [damagedAtSay(path, reason), say('mainWords.keyFile.nothingChanged')])
}

/** "The key file is damaged: …", one whole sentence per reason. */
function damagedSay(reason: DamagedReason): Said {
  const { code, ...facts } = reason
  return say(`mainWords.keyFile.damaged.${code}`, facts)
}

function damagedAtSay(path: string, reason: DamagedReason): Said {
  const { code, ...facts } = reason
  return say(`mainWords.keyFile.damagedAt.${code}`, { path, ...facts })
}

/** A damaged (or newer) file's state: its sentences, and their English for `problem`. */
function problemOf(problemSay: Said[]): KeyFileInfo {
  return { state: 'damaged', problem: englishOf(problemSay), problemSay, otherMachine: null }
}
