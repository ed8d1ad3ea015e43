import type { Locator, Page } from '@playwright/test'
import { type AppHandle, expect, test } from '../harness/fixtures'
import { expectAccessible } from '../support/axe'
import { showLanguage, untranslated } from '../support/pseudo-locale'
import { askAndWait, connectOnceReady, lastAnswer, openCompare, openView, pickCompareModels } from '../support/ui'

/**
 * #37: the Chat view in other languages. Driven in English (the selectors of the chat specs), then
 * shown in the pseudo-locale: every state of the conversation pane, the conversation list and
 * search, compare and the dialogs must have no text the catalogues did not bracket. Arabic mirrors
 * it; axe in Arabic and German.
 */

const CHAT = { method: 'POST', path: '/v1/chat/completions' }

/**
 * Parts of the chat view that other features render (#37's other helpers convert them): left out
 * while the chat's own text is checked, so this spec judges the chat and attachments catalogues.
 * Remove a line once that feature speaks the catalogues.
 */
const OTHER_FEATURES = [
  // React Aria's visually hidden Dismiss button in a popover: React Aria translates it itself in the
  // ten languages (AriaLocale gives it the shown one), but it cannot know the pseudo-locale.
  'button[aria-label="Dismiss"]',
]

/** What people wrote and the models answered: data, not the app's words (titles come from the first message). */
const USER_CONTENT = ['textarea', '.user-text', '.md', '.chat-title', '.chat-list-title-text', '.chat-list-preview', '.chat-result-title', '.chat-result-snippet']

function main(page: Page): Locator {
  return page.locator('main.content')
}

/**
 * Untranslated text under `roots`, leaving out user content and what other features render: those
 * are marked as data (the `.mono` class `untranslated` skips) for the check, then unmarked.
 */
async function chatUntranslated(page: Page, roots: Locator[]): Promise<string[]> {
  await page.evaluate((selectors) => {
    for (const el of document.querySelectorAll(selectors.join(','))) {
      if (el.classList.contains('mono')) continue
      el.classList.add('mono')
      el.setAttribute('data-i18n-skipped', '')
    }
  }, [...OTHER_FEATURES, ...USER_CONTENT])
  try {
    return await untranslated(roots)
  } finally {
    await page.evaluate(() => {
      for (const el of document.querySelectorAll('[data-i18n-skipped]')) {
        el.classList.remove('mono')
        el.removeAttribute('data-i18n-skipped')
      }
    })
  }
}

async function send(page: Page, text: string): Promise<void> {
  const box = page.locator('.composer-input')
  await box.fill(text)
  await box.press('Enter')
}

/** A conversation with a finished answer, a stopped one and a broken-off one (in English). */
async function threeAnswers(app: AppHandle, connect = true): Promise<void> {
  const page = app.page
  if (connect) await connectOnceReady(app, 'sk-demo-funded', 'Demo account')
  await openView(page, 'Chat')
  await expect(page.getByRole('heading', { name: 'Start a conversation' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue(/tally-/)
  await askAndWait(page, 'How do I batch requests to save credits?')
  // Stopped: the stream stalls after a few words and the user stops it.
  await app.sim.fault({ match: CHAT, times: 1, stream: { after: 8, mode: 'stall' } })
  await send(page, 'Explain prompt caching')
  await expect(page.getByRole('button', { name: 'Stop', exact: true })).toBeVisible({ timeout: 15_000 })
  await expect(lastAnswer(page).locator('.md')).toContainText(/\w+/, { timeout: 15_000 })
  await page.getByRole('button', { name: 'Stop', exact: true }).click()
  await expect(lastAnswer(page).getByText(/Stopped — you stopped this answer/)).toBeVisible({ timeout: 15_000 })
  // Incomplete: the connection closes mid-answer.
  await app.sim.fault({ match: CHAT, times: 1, stream: { after: 10, mode: 'cut' } })
  await send(page, 'Explain held credits and debt')
  await expect(lastAnswer(page).getByText('Incomplete — the stream ended before the service finished')).toBeVisible({ timeout: 20_000 })
}

/** A compare run of two models, both answered (in English). */
async function compareRun(app: AppHandle): Promise<void> {
  const page = app.page
  await openCompare(page)
  await expect(page.getByRole('heading', { name: 'Compare models' })).toBeVisible({ timeout: 20_000 })
  await pickCompareModels(page, ['tally-nano', 'tally-mini'])
  await send(page, 'Compare two ways to cache API responses.')
  await expect(page.locator('.compare-column')).toHaveCount(2, { timeout: 20_000 })
  for (const col of await page.locator('.compare-column').all()) await expect(col).toHaveAttribute('aria-busy', 'false', { timeout: 40_000 })
}

test.describe('chat in other languages', () => {
  test.describe.configure({ timeout: 240_000 })

  test('the pseudo-locale finds no untranslated text in the chat: start panel, answers and their notices, composer, picker, options, list, search, dialogs', async ({ app }) => {
    const page = app.page
    await page.setViewportSize({ width: 1400, height: 900 })
    // The start panel, before any conversation.
    await connectOnceReady(app, 'sk-demo-funded', 'Demo account')
    await openView(page, 'Chat')
    await showLanguage(app, 'pseudo')
    await expect(page.locator('.chat-start h2')).toHaveText(/^⟦.*⟧$/, { timeout: 20_000 })
    await page.locator('.composer-input').fill('Explain prompt caching')
    expect(await chatUntranslated(page, [main(page)])).toEqual([])
    await app.screenshot('chat-start-pseudo')
    await page.locator('.composer-input').fill('')

    await showLanguage(app, 'en')
    await threeAnswers(app, false)
    await showLanguage(app, 'pseudo')
    const pane = page.locator('section.chat-pane')
    await expect(pane.locator('.msg-actions button').first()).toHaveText(/^⟦.*⟧$/, { timeout: 20_000 })
    await expect(pane.locator('.chat-stopped-note')).toHaveText(/^⟦.*⟧$/)
    await expect(pane.locator('.chat-incomplete .notice-title')).toHaveText(/^⟦.*⟧$/)
    // The composer with a draft and its estimate line.
    await page.locator('.composer-input').fill('Summarise this conversation in one line')
    await expect(page.locator('.composer-hint')).toHaveText(/⟦/)
    expect(await chatUntranslated(page, [main(page)])).toEqual([])
    await app.screenshot('chat-pseudo')

    // The model picker, open.
    await page.locator('.model-picker input').click()
    await expect(page.locator('.model-list-popover [role="option"]').first()).toBeVisible()
    expect(await chatUntranslated(page, [main(page), page.locator('.model-list-popover')])).toEqual([])
    await app.screenshot('chat-picker-pseudo')
    await page.keyboard.press('Escape')
    await expect(page.locator('.model-list-popover')).toHaveCount(0)

    // The options, open.
    await page.locator('.chat-options-toggle').click()
    await expect(page.locator('form.chat-options')).toBeVisible()
    expect(await chatUntranslated(page, [page.locator('form.chat-options'), page.locator('.chat-controls')])).toEqual([])
    await page.locator('.chat-options-toggle').click()

    // The export menu, open.
    await page.locator('.chat-title-actions > button').first().click()
    await expect(page.getByRole('menu')).toBeVisible()
    expect(await chatUntranslated(page, [page.getByRole('menu')])).toEqual([])
    await page.keyboard.press('Escape')

    // Rename, then the delete dialog.
    await page.locator('.chat-title-actions > button').nth(1).click()
    await expect(page.locator('form.chat-rename')).toBeVisible()
    expect(await chatUntranslated(page, [page.locator('form.chat-rename')])).toEqual([])
    await page.locator('form.chat-rename input').press('Escape')
    await page.locator('.chat-title-actions > button.btn-danger').click()
    const dialog = page.getByRole('alertdialog')
    await expect(dialog).toBeVisible()
    expect(await chatUntranslated(page, [dialog])).toEqual([])
    await app.screenshot('chat-delete-pseudo')
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)

    // The conversation list, then a search with results and one without.
    const sidebar = page.locator('nav.chat-sidebar')
    expect(await chatUntranslated(page, [sidebar, page.locator('.chat-side-actions')])).toEqual([])
    await page.locator('.chat-search').fill('credits')
    await expect(page.locator('.chat-results-list .chat-result').first()).toBeVisible({ timeout: 10_000 })
    expect(await chatUntranslated(page, [sidebar])).toEqual([])
    await app.screenshot('chat-search-pseudo')
    await page.locator('.chat-search').fill('zyxwvut')
    await expect(page.locator('.chat-results-status')).toHaveText(/^⟦.*⟧$/, { timeout: 10_000 })
    expect(await chatUntranslated(page, [sidebar])).toEqual([])
  })

  test('the pseudo-locale finds no untranslated text in compare: setup, two answers, model stats, delete', async ({ app }) => {
    const page = app.page
    await page.setViewportSize({ width: 1400, height: 900 })
    await connectOnceReady(app, 'sk-demo-funded', 'Demo account')
    await compareRun(app)
    await showLanguage(app, 'pseudo')
    const pane = page.locator('section.compare-pane')
    await expect(pane.locator('.compare-sub')).toHaveText(/^⟦.*⟧/, { timeout: 20_000 })
    expect(await chatUntranslated(page, [main(page)])).toEqual([])
    await app.screenshot('compare-pseudo')

    // Model stats.
    await page.locator('.chat-side-actions button').nth(1).click()
    const stats = page.getByRole('dialog')
    await expect(stats.locator('table')).toBeVisible({ timeout: 10_000 })
    expect(await chatUntranslated(page, [stats])).toEqual([])
    await page.keyboard.press('Escape')

    // Deleting the run asks first.
    await pane.locator('.chat-title-actions > button.btn-danger').click()
    const confirm = page.getByRole('alertdialog')
    await expect(confirm).toBeVisible()
    expect(await chatUntranslated(page, [confirm])).toEqual([])
    await page.keyboard.press('Escape')

    // The setup again (Re-run…), with its picker, blind switch and per-model estimate.
    await pane.locator('.chat-title-actions > button').first().click()
    const setup = page.locator('section.compare-setup')
    await expect(setup.locator('.compare-picked li')).toHaveCount(2, { timeout: 10_000 })
    expect(await chatUntranslated(page, [main(page)])).toEqual([])
    await app.screenshot('compare-setup-pseudo')
  })

  test('chat and compare in Arabic: mirrored, amounts and model names left to right; axe clean', async ({ app }) => {
    const page = app.page
    await page.setViewportSize({ width: 1400, height: 900 })
    await threeAnswers(app)
    await showLanguage(app, 'ar')
    await expect(page.getByRole('navigation', { name: 'المحادثات' })).toBeVisible({ timeout: 20_000 })
    const answer = page.getByRole('article', { name: /^إجابة / }).first()
    await expect(answer).toBeVisible()
    await expect(answer.locator('.msg-author bdi')).toHaveAttribute('dir', 'ltr')
    // Mirrored: the conversation list is on the right of the conversation.
    const list = await page.locator('.chat-side').boundingBox()
    const pane = await page.locator('section.chat-pane').boundingBox()
    expect(list && pane && list.x > pane.x).toBe(true)
    await page.locator('.composer-input').fill('لخّص هذه المحادثة')
    await app.screenshot('chat-ar-answers')
    await expectAccessible(app, 'chat in Arabic', ['main.content'])

    await showLanguage(app, 'en')
    await compareRun(app)
    await showLanguage(app, 'ar')
    await expect(page.locator('section.compare-pane .compare-column')).toHaveCount(2, { timeout: 20_000 })
    await app.screenshot('compare-ar')
    await expectAccessible(app, 'compare in Arabic', ['main.content'])
  })

  test('chat in German: long labels fit; axe clean', async ({ app }) => {
    const page = app.page
    await threeAnswers(app)
    await showLanguage(app, 'de')
    await expect(page.getByRole('button', { name: 'Wiederholen', exact: true })).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole('textbox', { name: 'Nachricht', exact: true })).toBeVisible()
    await app.screenshot('chat-de')
    await expectAccessible(app, 'chat in German', ['main.content'])
  })

  test('the check can fail: English planted in the chat is found', async ({ app }) => {
    const page = app.page
    await connectOnceReady(app, 'sk-demo-funded', 'Demo account')
    await openView(page, 'Chat')
    await showLanguage(app, 'pseudo')
    await expect(page.locator('.chat-start h2')).toHaveText(/^⟦.*⟧$/, { timeout: 20_000 })
    await page.locator('.chat-start').evaluate((el) => el.insertAdjacentHTML('beforeend', '<p>Hard-coded words</p>'))
    expect(await chatUntranslated(page, [main(page)])).toEqual(['p: Hard-coded words'])
  })
})
