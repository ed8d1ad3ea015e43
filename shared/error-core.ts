import type { AppError, ErrorKind, ErrorSay } from './domain/errors'
import { ENDPOINT } from './endpoints'
import type { MessageValues } from './i18n/catalogue'
import type errors from './i18n/messages/errors/en'
import type fileErrors from './i18n/messages/fileErrors/en'
import type mainWords from './i18n/messages/mainWords/en'
import type storeErrors from './i18n/messages/storeErrors/en'

/**
 * The light half of the one error model, for main and the window alike: the error's type, its
 * sentences as catalogue keys (`say`), and `AppFailure`. It loads no catalogue: the window imports
 * this (its first bundle stays small); main builds errors through shared/error-model.ts, which
 * writes the English `message` from the English catalogue.
 */

/** A key of the namespaces errors speak (`errors`, `fileErrors`, `storeErrors`, `mainWords`): a key that does not exist is a compile error. */
export type ErrorKey = keyof typeof errors | keyof typeof fileErrors | keyof typeof storeErrors | keyof typeof mainWords
/** One sentence of an error, typed: built by `say`. */
export interface Said extends ErrorSay {
  key: ErrorKey
}

/** One sentence of an error: its catalogue key and ICU arguments (money as a formatted decimal string, never a float). */
export function say(key: ErrorKey, args?: MessageValues): Said {
  return args === undefined ? { key } : { key, args }
}

/** An error that already carries the one error model; everything a service throws should be one. */
export class AppFailure extends Error {
  constructor(readonly error: AppError) {
    super(error.message)
    this.name = 'AppFailure'
  }
}

export interface ErrorFields {
  kind: ErrorKind
  code: string
  /** For a person: what happened and what to do, sentence by sentence (the window shows these). */
  say: Said | readonly Said[]
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

/** An error whose English `message` is given (the window's own few errors; main composes it: error-model.ts). */
export function buildError(init: Omit<ErrorFields, 'say'> & { say: ErrorFields['say'] | undefined; message: string }): AppError {
  const said = init.say === undefined ? undefined : Array.isArray(init.say) ? [...(init.say as readonly Said[])] : [init.say as Said]
  return {
    kind: init.kind,
    status: init.status ?? 0,
    code: init.code,
    message: init.message,
    ...(said !== undefined ? { say: said } : {}),
    ...(init.serviceMessage !== undefined ? { serviceMessage: init.serviceMessage } : {}),
    ...(init.param !== undefined ? { param: init.param } : {}),
    ...(init.requestId !== undefined ? { requestId: init.requestId } : {}),
    ...(init.retryAfterMs !== undefined ? { retryAfterMs: init.retryAfterMs } : {}),
    at: (init.at ?? new Date()).toISOString(),
    endpoint: init.endpoint,
    ...(init.answeredBy !== undefined ? { answeredBy: init.answeredBy } : {}),
  }
}

// The English of the few errors built where the English catalogue is not loaded (the window, toAppError):
// test/unit/errors/error-keys.test.ts keeps each equal to its catalogue message.
/** `errors.unexpected` in English. */
export const unexpectedEnglish = (detail: string): string => `Unexpected error: ${detail}`
/** `errors.connectionLost` in English. */
export const CONNECTION_LOST_ENGLISH = 'The connection to Tokentally dropped before it answered. Try again once it is back.'

/** Anything thrown, as the error model. Unknown exceptions become `internal` with their message. */
export function toAppError(err: unknown, endpoint: string = ENDPOINT.app): AppError {
  if (err instanceof AppFailure) return err.error
  const detail = err instanceof Error ? err.message : String(err)
  return buildError({ kind: 'internal', code: 'internal_error', say: say('errors.unexpected', { detail }), message: unexpectedEnglish(detail), endpoint })
}

/** Sentences of one message, joined as the language writes them (Chinese and Japanese put no space after a full stop). */
export function joinSentences(sentences: readonly string[], locale: string | null): string {
  return sentences.join(locale === 'ja' || locale === 'zh-CN' ? '' : ' ')
}
