import { AppFailure, makeError, say } from '../../../shared/error-model'
import type storeErrors from '../../../shared/i18n/messages/storeErrors/en'

/** What a write was saving, named by its sentence in the catalogue ("Could not save the vote: …"). */
export type Saving = keyof typeof storeErrors extends infer Key ? (Key extends `storeErrors.notSaved.${infer What}` ? What : never) : never

/**
 * A failed database write as the error model (`storage_error`), saying what was not saved and
 * what to check. The transaction it happened in was rolled back: nothing saved before is lost.
 * Each thing saved has its own whole sentence (`storeErrors.notSaved.<what>`), so every language
 * says it in its own word order; `{detail}` is the database's own words.
 */
export function storageFailure(err: unknown, what: Saving): AppFailure {
  if (err instanceof AppFailure) return err
  const detail = err instanceof Error ? err.message : String(err)
  const full = /full|SQLITE_FULL|disk I\/O/i.test(detail)
  return new AppFailure(
    makeError({
      kind: 'internal',
      code: 'storage_error',
      say: [say(`storeErrors.notSaved.${what}`, { detail }), say(full ? 'storeErrors.diskFull' : 'storeErrors.checkFolder'), say('storeErrors.nothingLost')],
      endpoint: 'app',
    }),
  )
}

/** Runs a database write, turning a failure into `storageFailure`. */
export function writing<T>(what: Saving, work: () => T): T {
  try {
    return work()
  } catch (err) {
    throw storageFailure(err, what)
  }
}
