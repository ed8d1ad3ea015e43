import { useEffect } from 'react'
import { create } from 'zustand'
import type { MessageKey, MessageValues } from '../../shared/i18n/catalogue'
import { loadCompiled } from '../../shared/i18n/load-catalogue'
import { type AnyLocale, type LanguageChoice, directionOf, isAnyLocale, resolveLanguage } from '../../shared/i18n/locales'
import { Translator } from '../../shared/i18n/translator'

/** The window's language (#37). Views call `t(key, values)`; the tree under <App> remounts on a switch. */
export const translator = new Translator(loadCompiled)
export const t: (key: MessageKey, values?: MessageValues) => string = translator.t

// The last language shown, so the next start loads it before settings arrive.
const REMEMBERED = 'tokentally.language'

function remembered(): AnyLocale | null {
  try {
    const value = localStorage.getItem(REMEMBERED)
    return value && isAnyLocale(value) ? value : null
  } catch {
    return null
  }
}

/** The browser's languages (in the desktop app, Chromium's are the OS's). */
export function systemLanguages(): readonly string[] {
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language]
}

/** Which language is shown; <App key={locale}> re-renders every string at once when it changes. */
export const useShownLocale = create<{ locale: AnyLocale | null }>(() => ({ locale: null }))

/** Loads and shows a language: the page's lang and dir follow. */
export async function showLanguage(locale: AnyLocale): Promise<void> {
  await translator.use(locale)
  document.documentElement.lang = locale === 'pseudo' ? 'en-XA' : locale
  document.documentElement.dir = directionOf(locale)
  try {
    localStorage.setItem(REMEMBERED, locale)
  } catch {
    // Storage off: the next start picks from the system's languages until settings arrive.
  }
  useShownLocale.setState({ locale })
}

let starting: Promise<void> | null = null

/** At start (boot.ts asks first): the remembered language, or the system's best match; English if its chunk fails. */
export function startLanguage(): Promise<void> {
  starting ??= showLanguage(remembered() ?? resolveLanguage('system', systemLanguages())).catch(() => showLanguage('en'))
  return starting
}

/** Follows Settings → Language: a choice applies at once, without a restart. */
export function useLanguageSetting(choice: LanguageChoice | undefined): void {
  useEffect(() => {
    if (choice === undefined) return
    const wanted = resolveLanguage(choice, systemLanguages())
    if (wanted !== translator.locale) void showLanguage(wanted)
  }, [choice])
}
