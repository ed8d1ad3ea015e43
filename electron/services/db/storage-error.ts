import { AppFailure, makeError } from '../../../shared/error-model'

/**
 * A failed database write as the error model (`storage_error`), saying what was not saved and
 * what to check. The transaction it happened in was rolled back: nothing saved before is lost.
 */
export function storageFailure(err: unknown, what: string): AppFailure {
  if (err instanceof AppFailure) return err
  const detail = err instanceof Error ? err.message : String(err)
  const full = /full|SQLITE_FULL|disk I\/O/i.test(detail)
  const hint = full ? 'The disk is full: free some space and try again.' : "Check that the app's data folder is writable and the disk is not full."
  return new AppFailure(makeError({ kind: 'internal', code: 'storage_error', message: `Could not save ${what}: ${detail}. ${hint} Nothing saved before was lost.`, endpoint: 'app' }))
}

/** Runs a database write, turning a failure into `storageFailure`. */
export function writing<T>(what: string, work: () => T): T {
  try {
    return work()
  } catch (err) {
    throw storageFailure(err, what)
  }
}
