import type { SkippedConversation } from '../../../shared/domain/imports'
import type { AnyLocale } from '../../../shared/i18n/locales'
import { skipReasonText, skippedTitle } from '../../../shared/imports/skip-words'
import { translatorFor } from '../i18n'

/** The skipped list as the window says it (main sends codes and facts, #37), in a language: English unless told. */
export async function skipsSaid(list: readonly SkippedConversation[], locale: AnyLocale = 'en'): Promise<{ title: string; why: string }[]> {
  const { t } = await translatorFor(locale)
  return list.map((s) => ({ title: skippedTitle(s, t), why: skipReasonText(s.reason, t) }))
}
