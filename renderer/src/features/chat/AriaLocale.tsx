import type { ReactNode } from 'react'
import { I18nProvider } from 'react-aria-components'
import { intlTag } from '../../../../shared/i18n/format-locale'

/**
 * React Aria's own words (a popover's hidden Dismiss button) and its direction in the shown
 * language: it translates them itself once told the locale. The tree remounts on a switch (#37).
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={intlTag()}>{children}</I18nProvider>
}
