import { setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { ErrorSay } from '../domain/errors'
import type { MessageKey, MessageValues } from './catalogue'
import { compiledOnUse } from './compile'
import accounts from './messages/accounts/en'
import errors from './messages/errors/en'
import fileErrors from './messages/fileErrors/en'
import mainWords from './messages/mainWords/en'
import storeErrors from './messages/storeErrors/en'
import { checkPlainNumbers } from './plain-numbers'

/**
 * Errors in English, from the English catalogues of the error namespaces (`errors`, `fileErrors`,
 * `storeErrors`, `mainWords`), so an error's words are written once: main's `message` for logs,
 * diagnostics and the bug report, and the English main keeps beside the keys it sends (a key store's
 * `problem`, the update notice's `message`); also the tray's accounts line by default (`accounts`).
 * Main only: the window shows `say` in its own language and never loads this (its compiler and
 * catalogue stay out of the first bundle).
 */
const i18n = setupI18n()
i18n.load('en', compiledOnUse({ ...accounts, ...errors, ...fileErrors, ...storeErrors, ...mainWords }, (message) => compileMessage(message)))
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

/** One message of the namespaces above in English (main's default where no language is passed). */
export function englishT(key: MessageKey, values?: MessageValues): string {
  return i18n._(key, values)
}
