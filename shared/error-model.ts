import type { AppError } from './domain/errors'
import { ENDPOINT } from './endpoints'
import { AppFailure, type ErrorFields, type Said, buildError } from './error-core'
import { englishOf } from './i18n/english-errors'

/**
 * The one error model's constructors for main: every failure becomes an `AppError` (schema in
 * shared/domain/errors.ts) built by `makeError`; main throws it wrapped in an `AppFailure`. Nothing
 * builds an `AppError` by hand. Every error names its sentences as catalogue keys (`say`, namespace
 * `errors`), which the window shows in the user's language; `message` is their English, composed from
 * the English catalogue, for logs and the bug report. The window imports shared/error-core.ts instead.
 */
export { AppFailure, say, toAppError, type ErrorKey, type Said } from './error-core'

export type FailureInit =
  | (ErrorFields & {
      /**
       * Only when the English is not ours: the service's own words, kept as sent (a stream's error event).
       * Otherwise `message` is `say` in English.
       */
      message?: string
    })
  /** Not yet converted to catalogue keys (test/unit/errors/error-keys.test.ts lists the files left). */
  | (Omit<ErrorFields, 'say'> & { say?: undefined; message: string })

export function makeError(init: FailureInit): AppError {
  return buildError({ ...init, say: init.say, message: init.message ?? (init.say ? englishOf(init.say) : '') })
}

export function fail(init: FailureInit): never {
  throw new AppFailure(makeError(init))
}

/** Bad input from the user: a clear message, naming the field. */
export function inputError(code: string, said: Said | readonly Said[], param?: string): AppFailure {
  return new AppFailure(makeError({ kind: 'input', code, say: said, endpoint: ENDPOINT.app, ...(param ? { param } : {}) }))
}
