import type { AnyLocale } from './locales'
import { intlTagOf } from './locales'

/**
 * The language numbers, money and dates are formatted in: the window's (renderer) or the app's
 * (main), set where each switches language. A module value, not an argument, so every formatter in
 * shared/ follows a switch; CSV and other machine formats never read it.
 */
let current: AnyLocale = 'en'

export function setFormatLocale(locale: AnyLocale): void {
  current = locale
}

export function formatLocale(): AnyLocale {
  return current
}

/** The BCP 47 tag to hand to Intl. */
export function intlTag(): string {
  return intlTagOf(current)
}
