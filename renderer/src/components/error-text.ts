import type { ChatErrorPart } from '../../../shared/chat/describe-error'
import type { AppError, ErrorSay } from '../../../shared/domain/errors'
import { joinSentences } from '../../../shared/error-core'
import type { MessageKey } from '../../../shared/i18n/catalogue'
import { t, translator } from '../i18n'
import { appErrorOf } from '../queries/errors'

/** Sentences in the shown language, or null when one names a key this version does not know. */
function sentences(said: readonly ErrorSay[]): string[] | null {
  if (!said.every((s) => translator.knows(s.key))) return null
  return said.map((s) => t(s.key as MessageKey, s.args))
}

/**
 * An error for a person, in the shown language: its sentences (`say`) from the catalogue. Errors
 * stored before keys existed (or naming a key this version lacks) show their English `message`.
 * Every view shows an error through this (or <ErrorNotice>), so a language switch re-renders it.
 */
export function errorText(error: AppError): string {
  const said = error.say ? sentences(error.say) : null
  return said ? joinSentences(said, translator.locale) : error.message
}

/**
 * Words main sends beside their English (`problem` with its `problemSay`, e.g. why the keychain or a
 * key file cannot be used): the sentences in the shown language, else the English as sent.
 */
export function saidText(said: readonly ErrorSay[] | null | undefined, english: string): string {
  const shown = said && said.length > 0 ? sentences(said) : null
  return shown ? joinSentences(shown, translator.locale) : english
}

/** A chat error's description (shared/chat/describe-error.ts), in the shown language. */
export function describedText(parts: readonly ChatErrorPart[]): string {
  return joinSentences(
    parts.map((part) => ('error' in part ? errorText(part.error) : t(part.key, part.args))),
    translator.locale,
  )
}

/** A failed query's or mutation's error, in the shown language. */
export function failureText(err: unknown): string {
  const error = appErrorOf(err)
  if (error) return errorText(error)
  return err instanceof Error ? err.message : String(err)
}
