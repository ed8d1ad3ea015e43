import { readFile } from 'node:fs/promises'
import { AppFailure, type Said, inputError, say } from '../../../shared/error-model'
import { keyStoreError } from './encrypted-key-file'
import { normalizeApiKey, type SecretStore } from './secret-store'

/** The key itself, in the environment of the process. */
export const KEY_VARIABLE = 'TALLY_API_KEY'
/** A file holding the key (e.g. a container secret in /run/secrets); it wins over TALLY_API_KEY. */
export const KEY_FILE_VARIABLE = 'TALLY_API_KEY_FILE'

export interface OperatorKeySource {
  variable: typeof KEY_VARIABLE | typeof KEY_FILE_VARIABLE
  path: string | null
}

/** Where the operator put a key, if anywhere (empty variables count as unset). */
export function operatorKeySource(env: NodeJS.ProcessEnv): OperatorKeySource | null {
  const path = env[KEY_FILE_VARIABLE]?.trim()
  if (path) return { variable: KEY_FILE_VARIABLE, path }
  if (env[KEY_VARIABLE]?.trim()) return { variable: KEY_VARIABLE, path: null }
  return null
}

/**
 * Keys the operator controls (#39): every connection uses the key from TALLY_API_KEY_FILE (read
 * again at each use, so a rotated secret applies) or TALLY_API_KEY. Read only: nothing is ever
 * written back; a different key typed in the app is refused with what to do instead.
 */
export function createOperatorKeyStore(env: NodeJS.ProcessEnv): SecretStore & { read(): Promise<string> } {
  const read = async (): Promise<string> => {
    const source = operatorKeySource(env)
    if (!source) throw keyStoreError('operator_key_unset', say('errors.keys.operatorUnset', { variable: KEY_VARIABLE, fileVariable: KEY_FILE_VARIABLE }))
    let text = env[KEY_VARIABLE] ?? ''
    if (source.path !== null) {
      try {
        text = await readFile(source.path, 'utf8')
      } catch (err) {
        throw keyStoreError('operator_key_unreadable', say('errors.keys.operatorUnreadable', { fileVariable: KEY_FILE_VARIABLE, path: source.path, detail: (err as NodeJS.ErrnoException).code ?? (err as Error).message }))
      }
    }
    try {
      return normalizeApiKey(text)
    } catch (err) {
      const why = err instanceof AppFailure && err.error.say ? (err.error.say as Said[]) : [say('errors.serviceWords', { words: String(err) })]
      const where = source.path ? say('errors.keys.operatorFileInvalid', { path: source.path, fileVariable: KEY_FILE_VARIABLE }) : say('errors.keys.operatorInvalid', { variable: KEY_VARIABLE })
      throw keyStoreError('operator_key_invalid', [where, ...why])
    }
  }
  return {
    read,
    get: async () => read(),
    set: async (_id, key) => {
      if (key !== (await read())) {
        const from = operatorKeySource(env)?.variable ?? KEY_VARIABLE
        throw inputError('operator_key_only', say('errors.keys.operatorOnly', { variable: from }), 'key')
      }
    },
    delete: async () => false,
  }
}
