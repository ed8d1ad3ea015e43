import type { Locator, Page } from '@playwright/test'
import type { AnyLocale } from '../../../shared/i18n/locales'
import { type AppHandle, expect } from '../harness/fixtures'
import { connectOnceReady } from './ui'

/** #37's pseudo-locale and language helpers, shared by every spec that checks a view's translation. */

export const sidebar = (page: Page) => page.locator('nav.sidebar')
export const balancePanel = (page: Page) => page.locator('section.balance')

export async function showLanguage(app: AppHandle, language: AnyLocale): Promise<void> {
  await app.invoke('settings:update', { language })
  await expect(app.page.locator('html')).toHaveAttribute('lang', language === 'pseudo' ? 'en-XA' : language, { timeout: 10_000 })
}

/** The funded demo account's dashboard in the pseudo-locale, its balance read. */
export async function pseudoDashboard(app: AppHandle): Promise<Page> {
  await connectOnceReady(app, 'sk-demo-funded', 'Demo account')
  await showLanguage(app, 'pseudo')
  await expect(balancePanel(app.page).locator('.headline-amount button.money')).toBeVisible({ timeout: 20_000 })
  return app.page
}

export async function openNth(page: Page, index: number): Promise<void> {
  const button = sidebar(page).getByRole('button').nth(index)
  await button.click()
  await expect(button).toHaveAttribute('aria-current', 'page', { timeout: 20_000 })
}

/**
 * Text under `roots` that the pseudo-locale did not bracket: words (3+ Latin letters) outside ⟦…⟧, in
 * text nodes and in aria-label/title. Data is not text to translate: amounts (bdi[dir=ltr]), ids and
 * keys (.mono), times (<time>, Intl's own words), the brand, the connection's name, and what the user or
 * the service wrote (.user-data: prompts, answers, batch titles). `skip`: selectors of parts a spec leaves to
 * another's check.
 */
export async function untranslated(roots: Locator[], skip: readonly string[] = []): Promise<string[]> {
  const found: string[] = []
  for (const root of roots) {
    found.push(
      ...(await root.evaluate((el, skipped) => {
        const DATA = ['bdi[dir="ltr"], .mono, .key-name, time, .brand, .connection-name, option, .user-data', ...skipped].join(', ')
        const bare = (text: string) => text.replace(/⟦[^⟧]*⟧/g, '').match(/[A-Za-z]{3,}/g)
        const out: string[] = []
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement
          if (!parent || parent.closest(DATA) || parent.closest('[hidden], .sr-only[aria-hidden="true"]')) continue
          // A message's text can be split across nodes by its placeholders: judge the element's whole text.
          const whole = parent.textContent ?? ''
          if (bare(whole) && bare(node.textContent ?? '')) out.push(`${parent.tagName.toLowerCase()}: ${whole.trim().slice(0, 80)}`)
        }
        for (const labelled of [el, ...el.querySelectorAll('[aria-label], [title]')]) {
          if (labelled !== el && labelled.closest(DATA) && !labelled.matches('button.money')) continue
          for (const attr of ['aria-label', 'title']) {
            const value = labelled.getAttribute(attr)
            if (value && bare(value.replace(/\$[\d,.]+|−/g, ''))) out.push(`${attr}: ${value.slice(0, 80)}`)
          }
        }
        return out
      }, skip)),
    )
  }
  return [...new Set(found)]
}
