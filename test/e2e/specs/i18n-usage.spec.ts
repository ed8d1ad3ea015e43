import type { Locator, Page } from '@playwright/test'
import type { AnyLocale } from '../../../shared/i18n/locales'
import { type AppHandle, expect, test } from '../harness/fixtures'
import { expectAccessible } from '../support/axe'
import { openNth, pseudoDashboard, showLanguage, sidebar, untranslated } from '../support/pseudo-locale'
import { connectOnceReady } from '../support/ui'

/**
 * #37 for Usage, What if, the largest day, the project/tag split, the monthly statement, Models and
 * All accounts: the pseudo-locale finds no untranslated text on them; the Usage view in Chinese and
 * Arabic (chart axes and tooltips in the shown language's numbers and dates); axe in Arabic and German.
 */

const content = (page: Page) => page.locator('main.content')
const usagePanel = (page: Page) => page.locator('section[aria-labelledby="usage-title"]')
const chart = (page: Page) => usagePanel(page).locator('figure.usage-chart:not(.usage-chart-sketch)')
/** The chart's date ticks (below the plot) and value ticks (right-aligned, left of it). */
const xTicks = (page: Page) => chart(page).locator('.recharts-cartesian-axis-tick-value[text-anchor="middle"]')
const yTicks = (page: Page) => chart(page).locator('.recharts-cartesian-axis-tick-value[text-anchor="end"]')

/** Opens Usage (the sidebar's second entry) and waits for its figures, chart and tables. */
async function openUsage(page: Page): Promise<void> {
  await openNth(page, 1)
  await expect(usagePanel(page).locator('.usage-figure-main button.money')).toBeVisible({ timeout: 30_000 })
  await expect(xTicks(page).first()).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('section[aria-labelledby="usage-days-title"] table')).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('section[aria-labelledby="app-share-title"] .app-share-chart, section[aria-labelledby="app-share-title"] p.muted').first()).toBeVisible({ timeout: 30_000 })
  await expect(page.locator('section[aria-labelledby="statement-title"] table.statement-summary')).toBeVisible({ timeout: 30_000 })
}

/** Hovers the chart's busiest bar and returns its tooltip. */
async function tooltip(page: Page): Promise<Locator> {
  const bars = chart(page).locator('.recharts-bar-rectangle')
  await expect(bars.first()).toBeVisible({ timeout: 20_000 })
  await bars.last().hover()
  const tip = chart(page).locator('.usage-tooltip')
  await expect(tip).toBeVisible({ timeout: 10_000 })
  return tip
}

/** The funded demo account's Usage view in `locale`, its heading in that language. */
async function usageIn(app: AppHandle, locale: AnyLocale, heading: string): Promise<Page> {
  await connectOnceReady(app, 'sk-demo-funded', 'Demo account')
  await showLanguage(app, locale)
  await openUsage(app.page)
  await expect(usagePanel(app.page).getByRole('heading', { name: heading, exact: true })).toBeVisible()
  return app.page
}

async function shoot(app: { page: Page; screenshot(name: string): Promise<void> }, name: string): Promise<void> {
  await app.page.mouse.move(1, 1)
  await app.screenshot(name)
}

test.describe('Usage, Models and All accounts in other languages', () => {
  test.describe.configure({ timeout: 240_000 })

  test('the pseudo-locale finds no untranslated text on Usage (chart, tables, split, statement, largest day), What if and the dashboard’s usage', async ({ app }) => {
    const page = await pseudoDashboard(app)
    const compact = page.locator('section.usage-compact')
    await expect(compact.locator('.usage-figure-main button.money')).toBeVisible({ timeout: 30_000 })
    expect(await untranslated([compact])).toEqual([])

    await openUsage(page)
    // The largest day's causes and fixes: main sends their facts, the window says them (checked with the rest).
    const largestDay = page.locator('section[aria-labelledby="largest-day-title"]')
    await expect(largestDay.locator('.day-cause-words').first()).toBeVisible({ timeout: 30_000 })
    const causes = largestDay.locator('.day-cause-words, .day-cause-fix')
    for (const words of await causes.allTextContents()) expect(words).toMatch(/⟦.+⟧/)
    await largestDay.scrollIntoViewIfNeeded()
    await shoot(app, 'largest-day-pseudo')
    expect(await untranslated([content(page)])).toEqual([])
    // The chart's own words: axis ticks and the tooltip of a bar.
    expect(await untranslated([chart(page).locator('svg').first()])).toEqual([])
    expect(await untranslated([await tooltip(page)])).toEqual([])
    // Another metric, and a range by week (its tooltip says "part of the week").
    await usagePanel(page).getByRole('radio').nth(8).check({ force: true })
    await usagePanel(page).getByRole('radio').nth(4).check({ force: true })
    await expect(chart(page)).toBeVisible({ timeout: 30_000 })
    expect(await untranslated([usagePanel(page)])).toEqual([])
    await usagePanel(page).getByRole('radio').first().check({ force: true })
    await usagePanel(page).getByRole('radio').nth(7).check({ force: true })
    await shoot(app, 'usage-pseudo')
    await page.locator('section[aria-labelledby="app-share-title"]').scrollIntoViewIfNeeded()
    await shoot(app, 'usage-pseudo-split')
    await page.locator('section[aria-labelledby="statement-title"]').scrollIntoViewIfNeeded()
    await shoot(app, 'usage-pseudo-statement')

    // What if: the tab and its tables.
    await page.getByRole('tab').nth(1).click()
    await expect(page.locator('section.whatif').first()).toBeVisible({ timeout: 30_000 })
    await expect(page.locator('section.whatif table, section.whatif p.muted').first()).toBeVisible({ timeout: 60_000 })
    expect(await untranslated([content(page)])).toEqual([])
    await shoot(app, 'whatif-pseudo')
  })

  test('the pseudo-locale finds no untranslated text on Models and All accounts', async ({ app }) => {
    const page = await pseudoDashboard(app)
    await openNth(page, 3)
    await expect(page.locator('section.models-view')).toBeVisible({ timeout: 30_000 })
    await expect(page.locator('section.models-view .empty-state, section.models-view table').first()).toBeVisible({ timeout: 30_000 })
    expect(await untranslated([content(page)])).toEqual([])
    await shoot(app, 'models-pseudo')

    await app.invoke('connections:add', { name: 'Second account', baseUrl: app.sim.baseUrl, key: 'sk-demo-noplan', activate: false })
    await openNth(page, 0)
    const scope = page.locator('fieldset.dashboard-scope')
    await expect(scope).toBeVisible({ timeout: 30_000 })
    await scope.getByRole('radio').nth(1).check()
    const all = page.locator('section.all-accounts')
    await expect(all.locator('table.accounts-table tbody tr')).toHaveCount(2, { timeout: 30_000 })
    await expect(all.locator('.headline-amount button.money')).toBeVisible({ timeout: 30_000 })
    expect(await untranslated([scope, all])).toEqual([])
    await shoot(app, 'all-accounts-pseudo')
  })

  test('Usage in Chinese: the chart’s axes and tooltip in Chinese numbers and dates', async ({ app }) => {
    const page = await usageIn(app, 'zh-CN', '用量')
    // Day ticks as Chinese dates ("11月3日"), the tooltip's day too; the figure's title in Chinese.
    await expect(xTicks(page).first()).toHaveText(/^\d{1,2}月\d{1,2}日$/)
    await expect(chart(page)).toHaveAttribute('aria-label', '每日费用，UTC')
    const tip = await tooltip(page)
    await expect(tip.locator('strong')).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日（UTC）$/)
    await expect(tip).toContainText('合计')
    // Requests per day: the title follows the metric; the tables' headers are Chinese too.
    await usagePanel(page).getByRole('radio', { name: '请求数' }).check({ force: true })
    await expect(chart(page)).toHaveAttribute('aria-label', '每日请求数，UTC')
    await expect(page.locator('section[aria-labelledby="usage-days-title"] thead')).toContainText('日期（UTC）')
    await usagePanel(page).getByRole('radio', { name: '费用' }).check({ force: true })
    await shoot(app, 'usage-zh')
  })

  test('Usage in Arabic (right to left, axe) and German (axe, German numbers on the axis)', async ({ app }) => {
    const page = await usageIn(app, 'ar', 'الاستخدام')
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    // Mirrored page; the chart itself stays left to right.
    await expect(chart(page)).toHaveCSS('direction', 'ltr')
    await shoot(app, 'usage-ar')
    await expectAccessible(app, 'Usage in Arabic', ['main.content'])

    await showLanguage(app, 'de')
    await expect(usagePanel(page).getByRole('heading', { name: 'Nutzung', exact: true })).toBeVisible()
    await expect(yTicks(page).last()).toHaveText(/,\d{2}\u00a0\$$|^\d+\u00a0\$$/)
    await expect(sidebar(page).getByRole('button', { name: 'Nutzung' })).toHaveAttribute('aria-current', 'page')
    await shoot(app, 'usage-de')
    await expectAccessible(app, 'Usage in German', ['main.content'])
  })
})
