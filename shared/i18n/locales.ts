/**
 * The languages Tokentally speaks (#37), with their own names and writing direction. `pseudo` is
 * the test language: English with accents, 35 % longer and bracketed, so hard-coded text and
 * clipped labels show. No imports: the first bundle reads this to pick a language.
 */
export const LOCALES = ['en', 'de', 'fr', 'es', 'pt-BR', 'ja', 'zh-CN', 'ko', 'ru', 'ar'] as const
export type Locale = (typeof LOCALES)[number]
export type AnyLocale = Locale | 'pseudo'
/** What Settings stores: a language, or the OS's (desktop) / the browser's (browser mode). */
export type LanguageChoice = AnyLocale | 'system'

export const AUTONYMS: Record<AnyLocale, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
  'zh-CN': '简体中文',
  ko: '한국어',
  ru: 'Русский',
  ar: 'العربية',
  pseudo: '[Ƥšéûðö]',
}

export function isAnyLocale(value: string): value is AnyLocale {
  return value === 'pseudo' || (LOCALES as readonly string[]).includes(value)
}

export function directionOf(locale: AnyLocale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr'
}

/** The tag Intl formats with: the pseudo-locale formats as English (en-XA is its usual name). */
export function intlTagOf(locale: AnyLocale): string {
  return locale === 'pseudo' ? 'en-XA' : locale === 'en' ? 'en-US' : locale
}

/**
 * The first of the user's languages (OS or browser, most wanted first) that we speak: an exact tag,
 * then the same language (pt-PT → pt-BR, zh-Hans-CN → zh-CN, de-AT → de); English otherwise.
 */
export function negotiateLocale(wanted: readonly string[]): Locale {
  for (const tag of wanted) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase())
    if (exact) return exact
    const language = tag.split(/[-_]/)[0]?.toLowerCase()
    const same = LOCALES.find((l) => l.split('-')[0] === language)
    if (same) return same
  }
  return 'en'
}

/** The language shown for a choice: the chosen one, or the best match of the system's. */
export function resolveLanguage(choice: LanguageChoice | undefined, system: readonly string[]): AnyLocale {
  return choice && choice !== 'system' ? choice : negotiateLocale(system)
}
