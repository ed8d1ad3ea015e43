import type { Locator, Page } from '@playwright/test'
import type { AnyLocale } from '../../../shared/i18n/locales'
import { type AppHandle, expect, test } from '../harness/fixtures'
import { expectAccessible } from '../support/axe'
import { connectOnceReady } from '../support/ui'

/**
 * #37: the window in another language. Settings → Language switches at once; the dashboard in
 * German, Japanese and Arabic (right to left); the pseudo-locale finds text that was never
 * translated on the views converted so far (the shell, the balance panel, Settings → Appearance).
 */

const sidebar = (page: Page) => page.locator('nav.sidebar')
const balancePanel = (page: Page) => page.locator('section.balance')

async function showLanguage(app: AppHandle, language: AnyLocale): Promise<void> {
  await app.invoke('settings:update', { language })
  await expect(app.page.locator('html')).toHaveAttribute('lang', language === 'pseudo' ? 'en-XA' : language, { timeout: 10_000 })
}

/** The funded demo account's dashboard in the pseudo-locale, its balance read. */
async function pseudoDashboard(app: AppHandle): Promise<Page> {
  await connectOnceReady(app, 'sk-demo-funded', 'Demo account')
  await showLanguage(app, 'pseudo')
  await expect(balancePanel(app.page).locator('.headline-amount button.money')).toBeVisible({ timeout: 20_000 })
  return app.page
}

async function openNth(page: Page, index: number): Promise<void> {
  const button = sidebar(page).getByRole('button').nth(index)
  await button.click()
  await expect(button).toHaveAttribute('aria-current', 'page', { timeout: 20_000 })
}

/**
 * Text under `roots` that the pseudo-locale did not bracket: words (3+ Latin letters) outside ⟦…⟧, in
 * text nodes and in aria-label/title. Data is not text to translate: amounts (bdi[dir=ltr]), ids and
 * keys (.mono), times (<time>, Intl's own words), the brand, the connection's name.
 */
async function untranslated(roots: Locator[]): Promise<string[]> {
  const found: string[] = []
  for (const root of roots) {
    found.push(
      ...(await root.evaluate((el) => {
        const DATA = 'bdi[dir="ltr"], .mono, .key-name, time, .brand, .connection-name, option'
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
      })),
    )
  }
  return [...new Set(found)]
}

test.describe('languages', () => {
  test.describe.configure({ timeout: 180_000 })

  test('Settings → Language: every visible string of the converted views changes at once, without a restart', async ({ app }) => {
    const page = app.page
    await connectOnceReady(app, 'sk-demo-funded', 'Demo account')
    await openNth(page, 5)
    const picker = page.getByLabel('Language', { exact: true })
    await expect(picker).toHaveValue('system')
    const started = Date.now()
    await picker.selectOption('de')
    await expect(page.getByRole('heading', { name: 'Darstellung' })).toBeVisible()
    await expect(sidebar(page).getByRole('button', { name: 'Übersicht' })).toBeVisible()
    const switchMs = Date.now() - started
    console.log(`locale switch (select → every converted string German): ${switchMs} ms (Playwright round trips included)`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByLabel('Sprache', { exact: true })).toHaveValue('de')
    // Saved: it is main's setting too (the tray and the menu follow it).
    expect((await app.invoke('settings:get', {})).language).toBe('de')
    await page.getByRole('heading', { name: 'Darstellung' }).scrollIntoViewIfNeeded()
    await app.screenshot('settings-language')
    // Back to the system's language (the browser's: English here).
    await page.getByLabel('Sprache', { exact: true }).selectOption('system')
    await expect(page.getByRole('heading', { name: 'Appearance' })).toBeVisible()
  })

  for (const [locale, balance, dashboard] of [
    ['de', 'Guthaben', 'Übersicht'],
    ['ja', '残高', 'ダッシュボード'],
    ['ar', 'الرصيد', 'لوحة المعلومات'],
  ] as const) {
    test(`the dashboard in ${locale}`, async ({ app }) => {
      const page = app.page
      await connectOnceReady(app, 'sk-demo-funded', 'Demo account')
      await showLanguage(app, locale)
      await expect(sidebar(page).getByRole('button', { name: dashboard })).toHaveAttribute('aria-current', 'page')
      await expect(balancePanel(page).getByRole('heading', { name: balance })).toBeVisible()
      const headline = balancePanel(page).locator('.headline-amount button.money')
      await expect(headline).toBeVisible({ timeout: 20_000 })
      if (locale === 'de') await expect(headline).toHaveText(/^[\d.]+,\d{2}\u00a0\$$/)
      if (locale === 'ja') await expect(headline).toHaveText(/^\$[\d,]+\.\d{2}$/)
      if (locale === 'ar') {
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
        // Mirrored: the sidebar on the right; the amount still reads left to right.
        const side = await sidebar(page).boundingBox()
        const main = await page.locator('main.content').boundingBox()
        expect(side && main && side.x > main.x).toBe(true)
        await expect(headline.locator('bdi')).toHaveAttribute('dir', 'ltr')
      }
      await app.screenshot(`dashboard-${locale}`)
      if (locale !== 'ja') await expectAccessible(app, `dashboard in ${locale}`)
    })
  }

  test('chat in Arabic: the layout mirrors', async ({ app }) => {
    const page = app.page
    await connectOnceReady(app, 'sk-demo-funded', 'Demo account')
    await showLanguage(app, 'ar')
    await openNth(page, 2)
    await expect(page.getByRole('main', { name: 'الدردشة' })).toBeVisible({ timeout: 20_000 })
    await page.waitForTimeout(500)
    await app.screenshot('chat-ar')
  })

  test('the pseudo-locale finds no untranslated text on the converted views', async ({ app }) => {
    const page = await pseudoDashboard(app)
    await expect(balancePanel(page).getByRole('heading')).toHaveText(/^⟦.*⟧$/)
    expect(await untranslated([sidebar(page), balancePanel(page)])).toEqual([])
    await app.screenshot('dashboard-pseudo')
    await openNth(page, 5)
    const appearance = page.locator('section[aria-labelledby="settings-appearance"]')
    await expect(appearance).toBeVisible({ timeout: 20_000 })
    await appearance.scrollIntoViewIfNeeded()
    expect(await untranslated([sidebar(page), appearance, page.locator('h1.settings-title')])).toEqual([])
    await app.screenshot('settings-pseudo')
  })

  test('the check can fail: a planted English string is found', async ({ app }) => {
    const page = await pseudoDashboard(app)
    await balancePanel(page).evaluate((el) => el.insertAdjacentHTML('beforeend', '<p>Hard-coded words</p>'))
    expect(await untranslated([balancePanel(page)])).toEqual(['p: Hard-coded words'])
  })
})
