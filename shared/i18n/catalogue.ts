/**
 * The shape of a catalogue: English's keys, written once per namespace in messages/<ns>/en.ts.
 * Types only: no catalogue loads with this file. A key missing from a language, or one English
 * lacks, is a compile error in that language's file (`satisfies Translation<typeof en>`), and a
 * call with a key that does not exist is one at the call (`t('nope')`).
 * A new namespace: messages/<ns>/<locale>.ts for every locale, its type here, a line in each bundles/<locale>.ts.
 */
import type accounts from './messages/accounts/en'
import type advice from './messages/advice/en'
import type alerts from './messages/alerts/en'
import type appearance from './messages/appearance/en'
import type attachments from './messages/attachments/en'
import type balance from './messages/balance/en'
import type batchNames from './messages/batchNames/en'
import type batches from './messages/batches/en'
import type causes from './messages/causes/en'
import type chat from './messages/chat/en'
import type closeAsk from './messages/closeAsk/en'
import type common from './messages/common/en'
import type compare from './messages/compare/en'
import type connections from './messages/connections/en'
import type errors from './messages/errors/en'
import type fileErrors from './messages/fileErrors/en'
import type frame from './messages/frame/en'
import type guard from './messages/guard/en'
import type importSkips from './messages/importSkips/en'
import type imports from './messages/imports/en'
import type keys from './messages/keys/en'
import type mainWords from './messages/mainWords/en'
import type models from './messages/models/en'
import type money from './messages/money/en'
import type onboarding from './messages/onboarding/en'
import type projects from './messages/projects/en'
import type prompts from './messages/prompts/en'
import type settings from './messages/settings/en'
import type shell from './messages/shell/en'
import type statementPdf from './messages/statementPdf/en'
import type statements from './messages/statements/en'
import type storeErrors from './messages/storeErrors/en'
import type titles from './messages/titles/en'
import type tray from './messages/tray/en'
import type usage from './messages/usage/en'

export type English = typeof accounts & typeof advice & typeof alerts & typeof appearance & typeof attachments & typeof balance & typeof batchNames & typeof batches & typeof causes & typeof chat & typeof closeAsk & typeof common & typeof compare & typeof connections & typeof errors & typeof fileErrors & typeof frame & typeof guard & typeof importSkips & typeof imports & typeof keys & typeof mainWords & typeof models & typeof money & typeof onboarding & typeof projects & typeof prompts & typeof settings & typeof shell & typeof statementPdf & typeof statements & typeof storeErrors & typeof titles & typeof tray & typeof usage
export type MessageKey = keyof English
/** A language's translation of one namespace: every key of English's, each an ICU message. */
export type Translation<T> = { readonly [K in keyof T]: string }
export type Catalogue = Translation<English>
export type MessageValues = Record<string, string | number>

/** A translator's `t`: the shown language's message for a key (the window's, main's, or a test's). */
export type Translate = (key: MessageKey, values?: MessageValues) => string
