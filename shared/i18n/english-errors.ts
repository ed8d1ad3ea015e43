import { setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { ErrorSay } from '../domain/errors'
import { compiledOnUse } from './compile'
import errors from './messages/errors/en'
import fileErrors from './messages/fileErrors/en'
import { checkPlainNumbers } from './plain-numbers'

/**
 * Errors in English, from the English catalogues of the error namespaces (`errors`, `fileErrors`), so an
 * error's words are written once: main's `message` for logs, diagnostics and the bug report. Main only:
 * the window shows `say` in its own language and never loads this (its compiler and catalogue stay out
 * of the first bundle).
 */
const i18n = setupI18n()
i18n.load('en', compiledOnUse({ ...errors, ...fileErrors }, (message) => compileMessage(message)))
i18n.activate('en')

export function englishOf(said: ErrorSay | readonly ErrorSay[]): string {
  const sentences = Array.isArray(said) ? (said as readonly ErrorSay[]) : [said as ErrorSay]
  return sentences
    .map((s) => {
      checkPlainNumbers(s.key, i18n.messages[s.key], s.args)
      return i18n._(s.key, s.args)
    })
    .join(' ')
}
