import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from '@playwright/test'
import { expect } from '@playwright/test'
import type { AppHandle } from '../harness/fixtures'

/** WCAG 2.1 A and AA, plus axe's best practices. No rule is switched off. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']

export type Theme = 'light' | 'dark'
export const THEMES: readonly Theme[] = ['light', 'dark']

export interface AxeFinding {
  rule: string
  impact: string | null
  help: string
  nodes: string[]
}

/**
 * Runs axe over the whole page, or only over `scope` (CSS selectors), and lists what fails (rule,
 * impact, and each failing node).
 */
export async function axeFindings(page: Page, scope: readonly string[] = []): Promise<AxeFinding[]> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS)
  for (const selector of scope) builder = builder.include(selector)
  const results = await builder.analyze()
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? null,
    help: v.help,
    nodes: v.nodes.map((n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300)}`),
  }))
}

/** Switches the app's theme through Settings' channel and waits until the page shows it. */
export async function setTheme(app: AppHandle, theme: Theme): Promise<void> {
  await app.invoke('settings:update', { theme })
  await expect(app.page.locator('html')).toHaveAttribute('data-theme', theme)
}

/** Zero axe violations in the page as it is now (or in `scope` only), in the light and the dark theme. */
export async function expectAccessible(app: AppHandle, state: string, scope: readonly string[] = []): Promise<void> {
  const found: Record<string, AxeFinding[]> = {}
  for (const theme of THEMES) {
    await setTheme(app, theme)
    const findings = await axeFindings(app.page, scope)
    if (findings.length > 0) found[`${state} (${theme})`] = findings
  }
  expect(found, `axe violations in ${state}`).toEqual({})
}

/**
 * Tabs through the first `count` stops of the page (or of an open dialog) and lists the focused
 * elements that show no focus indicator: an outline on the element itself or, for an input drawn
 * by its label (segmented options, radio cards), on what draws it.
 */
export async function elementsWithoutFocusRing(page: Page, count: number): Promise<string[]> {
  const missing: string[] = []
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab')
    const problem = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null
      if (!el || el === document.body) return null
      const ringed = (node: Element | null) => {
        if (!node) return false
        const style = getComputedStyle(node)
        return (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
      }
      const drawnBy = el instanceof HTMLInputElement && getComputedStyle(el).opacity === '0' ? [el.nextElementSibling, el.closest('label')] : []
      if (ringed(el) || drawnBy.some(ringed)) return null
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}[${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}]`
    })
    if (problem) missing.push(problem)
  }
  return [...new Set(missing)]
}

/**
 * A modal dialog keeps the focus inside while open (Tab and Shift+Tab never leave it) and gives it
 * back to `opener` when Escape closes it.
 */
export async function expectFocusTrappedAndRestored(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  await expect(dialog).toBeVisible()
  const inside = () => dialog.evaluate((d) => d.contains(document.activeElement))
  await expect.poll(inside).toBe(true)
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key)
    expect(await inside(), `focus left the dialog after ${key}`).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(opener).toBeFocused()
}

/**
 * Zero axe violations in both themes for a page of a browser-mode process the spec started itself
 * (no harness to call main with): the theme is set through the page's own bridge, as Settings does.
 */
export async function expectPageAccessible(page: Page, state: string): Promise<void> {
  const found: Record<string, AxeFinding[]> = {}
  for (const theme of THEMES) {
    await page.evaluate(async (t) => {
      await (window as unknown as { tally: { settings: { update(p: { theme: string }): Promise<unknown> } } }).tally.settings.update({ theme: t })
    }, theme)
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    const findings = await axeFindings(page)
    if (findings.length > 0) found[`${state} (${theme})`] = findings
  }
  await page.evaluate(async () => {
    await (window as unknown as { tally: { settings: { update(p: { theme: string }): Promise<unknown> } } }).tally.settings.update({ theme: 'system' })
  })
  expect(found, `axe violations in ${state}`).toEqual({})
}
