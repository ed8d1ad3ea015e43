import ar from 'zod/v4/locales/ar.js'
import de from 'zod/v4/locales/de.js'
import es from 'zod/v4/locales/es.js'
import fr from 'zod/v4/locales/fr.js'
import ja from 'zod/v4/locales/ja.js'
import ko from 'zod/v4/locales/ko.js'
import pt from 'zod/v4/locales/pt.js'
import ru from 'zod/v4/locales/ru.js'
import zhCN from 'zod/v4/locales/zh-CN.js'
import type { IssueFacts } from '../domain/imports'
import type { AnyLocale } from '../i18n/locales'

/** zod's own translations of its issues (English is the stored `detail`): the languages we speak, each only when asked. */
const LOCALES: Partial<Record<AnyLocale, () => { localeError: (issue: never) => unknown }>> = { ar, de, es, fr, ja, ko, 'pt-BR': pt, ru, 'zh-CN': zhCN }
const made = new Map<AnyLocale, { localeError: (issue: never) => unknown }>()

/**
 * A file's shape problem that zod found (`invalid_value`, `too_small`, …), in the shown language;
 * null for English (the stored `detail` is zod's English) or when zod has no words for it.
 */
export function zodIssueText(issue: IssueFacts, locale: AnyLocale | null): string | null {
  const make = locale === null ? undefined : LOCALES[locale]
  if (!make || locale === null) return null
  let words = made.get(locale)
  if (!words) {
    words = make()
    made.set(locale, words)
  }
  try {
    const said = words.localeError(issue as never)
    const text = typeof said === 'string' ? said : (said as { message?: unknown } | undefined)?.message
    return typeof text === 'string' && text.trim() !== '' ? text.trim() : null
  } catch {
    return null
  }
}
