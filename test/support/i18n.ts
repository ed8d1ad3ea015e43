import type { MessageKey, MessageValues } from '../../shared/i18n/catalogue'
import { loadCompiled } from '../../shared/i18n/load-catalogue'
import type { AnyLocale } from '../../shared/i18n/locales'
import { Translator } from '../../shared/i18n/translator'

export type Translate = (key: MessageKey, values?: MessageValues) => string

/** A translator showing one language (#37), for main's strings and the formatters in tests. */
export async function translatorFor(locale: AnyLocale): Promise<Translator> {
  const translator = new Translator(loadCompiled)
  await translator.use(locale)
  return translator
}

/** English, as main speaks it by default. Note: showing a language also sets the formatters' locale. */
export async function englishT(): Promise<Translate> {
  return (await translatorFor('en')).t
}
