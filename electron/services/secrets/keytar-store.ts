import { AppFailure, type Said, makeError, say } from '../../../shared/error-model'
import type { SecretStore } from './secret-store'

/** The part of keytar we use (also lets tests wrap or replace it). */
export interface KeytarLike {
  getPassword(service: string, account: string): Promise<string | null>
  setPassword(service: string, account: string, password: string): Promise<void>
  deletePassword(service: string, account: string): Promise<boolean>
}

export interface KeytarStoreOptions {
  /** Keychain service name; accounts are connection ids. */
  service?: string
  /** Defaults to the keytar native module, loaded on first use. */
  keytar?: KeytarLike | (() => Promise<KeytarLike>)
  /** A keychain that never answers (e.g. a prompt nobody can see) fails after this long. */
  timeoutMs?: number
  platform?: NodeJS.Platform
}

export const KEYCHAIN_SERVICE = 'Tokentally'

function howToFix(platform: NodeJS.Platform): Said {
  switch (platform) {
    case 'darwin':
      return say('errors.keychain.fixMac')
    case 'win32':
      return say('errors.keychain.fixWindows')
    default:
      return say('errors.keychain.fixLinux')
  }
}

/** The one error for "no usable keychain": what happened, and how to fix it on this system. */
export function keychainUnavailable(detail: string | Said, platform: NodeJS.Platform = process.platform): AppFailure {
  return new AppFailure(
    makeError({
      kind: 'keychain',
      code: 'keychain_unavailable',
      say: [typeof detail === 'string' ? say('errors.keychain.unavailable', { detail }) : detail, howToFix(platform), say('errors.keychain.neverPlain')],
      endpoint: 'keychain',
    }),
  )
}

async function loadKeytar(): Promise<KeytarLike> {
  const mod = (await import('keytar')) as KeytarLike & { default?: KeytarLike }
  return mod.default ?? mod
}

/** SecretStore on the OS keychain through keytar: service "Tokentally", account = connection id. */
export function createKeytarStore(options: KeytarStoreOptions = {}): SecretStore {
  const service = options.service ?? KEYCHAIN_SERVICE
  const timeoutMs = options.timeoutMs ?? 30_000
  const platform = options.platform ?? process.platform
  let keytar: Promise<KeytarLike> | null = null

  const lib = (): Promise<KeytarLike> => {
    const source = options.keytar
    keytar ??= typeof source === 'function' ? source() : source ? Promise.resolve(source) : loadKeytar()
    // A module that failed to load may load later (e.g. after installing libsecret): do not cache the failure.
    keytar.catch(() => {
      keytar = null
    })
    return keytar
  }

  async function call<T>(what: (k: KeytarLike) => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(keychainUnavailable(say('errors.keychain.timedOut', { seconds: Math.round(timeoutMs / 1000) }), platform)), timeoutMs)
    })
    try {
      return await Promise.race([
        (async () => {
          let k: KeytarLike
          try {
            k = await lib()
          } catch (err) {
            throw keychainUnavailable(say('errors.keychain.noLibrary', { detail: message(err) }), platform)
          }
          try {
            return await what(k)
          } catch (err) {
            throw keychainUnavailable(message(err), platform)
          }
        })(),
        timeout,
      ])
    } finally {
      clearTimeout(timer)
    }
  }

  return {
    get: (id) => call((k) => k.getPassword(service, id)),
    set: (id, key) => call((k) => k.setPassword(service, id, key)),
    delete: (id) => call((k) => k.deletePassword(service, id)),
  }
}

function message(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err)
  return text.replace(/\s+/g, ' ').trim().slice(0, 200) || 'unknown error'
}
