import type { AppError, ErrorKind } from './domain/errors'
import { ENDPOINT } from './endpoints'

/**
 * The one error model's constructors, pure and shared by main and renderer: every failure
 * becomes an `AppError` (schema in shared/domain/errors.ts) built by `makeError`; main throws it
 * wrapped in an `AppFailure`. Nothing builds an `AppError` by hand.
 */

/** An error that already carries the one error model; everything a service throws should be one. */
export class AppFailure extends Error {
  constructor(readonly error: AppError) {
    super(error.message)
    this.name = 'AppFailure'
  }
}

export interface FailureInit {
  kind: ErrorKind
  code: string
  /** For a person: what happened and what to do. */
  message: string
  endpoint: string
  status?: number
  /** The service's own words (its error body's `message`), kept apart from `message`. */
  serviceMessage?: string
  param?: string
  requestId?: string
  retryAfterMs?: number
  at?: Date
  answeredBy?: 'service' | 'router'
}

export function makeError(init: FailureInit): AppError {
  return {
    kind: init.kind,
    status: init.status ?? 0,
    code: init.code,
    message: init.message,
    ...(init.serviceMessage !== undefined ? { serviceMessage: init.serviceMessage } : {}),
    ...(init.param !== undefined ? { param: init.param } : {}),
    ...(init.requestId !== undefined ? { requestId: init.requestId } : {}),
    ...(init.retryAfterMs !== undefined ? { retryAfterMs: init.retryAfterMs } : {}),
    at: (init.at ?? new Date()).toISOString(),
    endpoint: init.endpoint,
    ...(init.answeredBy !== undefined ? { answeredBy: init.answeredBy } : {}),
  }
}

export function fail(init: FailureInit): never {
  throw new AppFailure(makeError(init))
}

/** Bad input from the user: a clear message, naming the field. */
export function inputError(code: string, message: string, param?: string): AppFailure {
  return new AppFailure(makeError({ kind: 'input', code, message, endpoint: ENDPOINT.app, ...(param ? { param } : {}) }))
}

/** Anything thrown, as the error model. Unknown exceptions become `internal` with their message. */
export function toAppError(err: unknown, endpoint: string = ENDPOINT.app): AppError {
  if (err instanceof AppFailure) return err.error
  const message = err instanceof Error ? err.message : String(err)
  return makeError({ kind: 'internal', code: 'internal_error', message: `Unexpected error: ${message}`, endpoint })
}
