import { inputError, say } from '../../../shared/error-model'

/**
 * Where API keys live: the OS keychain, the encrypted key file or the operator's key (#39, behind
 * KeyVault), a map in unit tests. Keys never go anywhere else (not to plain files, logs or IPC).
 * Failures are AppFailure kind 'keychain'.
 */
export interface SecretStore {
  get(id: string): Promise<string | null>
  set(id: string, key: string): Promise<void>
  /** True when an entry was there to delete. */
  delete(id: string): Promise<boolean>
}

/**
 * A key as typed or pasted: surrounding spaces and line breaks are dropped (the service wants the
 * key without them); anything left that still has whitespace inside is not a key.
 */
export function normalizeApiKey(input: string): string {
  const key = input.trim()
  if (key === '') throw inputError('key_missing', say('errors.keys.missing'), 'key')
  if (/\s/.test(key)) {
    throw inputError('key_whitespace', say('errors.keys.whitespace'), 'key')
  }
  if (/[^\x21-\x7e]/.test(key)) {
    throw inputError('key_invalid', say('errors.keys.invalid'), 'key')
  }
  return key
}
