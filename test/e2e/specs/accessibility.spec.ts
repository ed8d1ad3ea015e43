import { type AppHandle, expect, test } from '../harness/fixtures'
import { elementsWithoutFocusRing, expectAccessible, expectFocusTrappedAndRestored } from '../support/axe'
import { composer, connectOnceReady, lastAnswer, openView } from '../support/ui'

/**
 * axe-core (WCAG 2.1 A/AA + best practices, nothing switched off) over every main view, every
 * dialog and the notice states a user meets, each in the light and the dark theme: zero violations.
 * Plus: focus is visible on every stop, and dialogs keep the focus inside and give it back.
 */

const CHAT = { method: 'POST', path: '/v1/chat/completions' }

async function chatWithAnswer(app: AppHandle, text = 'How do I batch requests to save credits?') {
  const page = app.page
  await openView(page, 'Chat')
  await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue(/^tally-/, { timeout: 20_000 })
  await composer(page).fill(text)
  await composer(page).press('Enter')
  await expect(lastAnswer(page)).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  await expect(lastAnswer(page).getByRole('button', { name: 'Copy code' })).toBeVisible()
}

test.describe('accessibility', () => {
  test.describe.configure({ timeout: 240_000 })

  test('welcome screen and a failed connection check', async ({ app }) => {
    const page = app.page
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Tokentally' })).toBeVisible({ timeout: 20_000 })
    await expectAccessible(app, 'welcome')
    await page.getByLabel('API key').fill('sk-demo-nonexistent-key')
    await page.getByLabel('Base URL').fill(app.sim.baseUrl)
    await page.getByRole('button', { name: /^(Connect|Check)/ }).first().click()
    await expect(page.getByRole('alert').first()).toBeVisible({ timeout: 20_000 })
    await expectAccessible(app, 'welcome with a failed check')
  })

  test('every main view, with data', async ({ app }) => {
    const page = app.page
    await connectOnceReady(app, 'sk-demo-funded', 'Demo account')
    await expect(page.getByRole('button', { name: /^Balance: / }).first()).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole('figure').first()).toBeVisible({ timeout: 20_000 })
    await expectAccessible(app, 'Dashboard')

    await openView(page, 'Usage')
    await expect(page.getByRole('table', { name: 'Usage by model' })).toBeVisible({ timeout: 20_000 })
    await expectAccessible(app, 'Usage')

    await openView(page, 'Chat')
    await expect(page.getByRole('heading', { name: 'Start a conversation' })).toBeVisible({ timeout: 20_000 })
    await expectAccessible(app, 'Chat, start panel')
    await chatWithAnswer(app)
    await expectAccessible(app, 'Chat, a conversation with a markdown answer')
    await page.getByRole('button', { name: /^Options/ }).click()
    await expectAccessible(app, 'Chat, options open')
    await page.getByRole('button', { name: /^Options/ }).click()
    await page.getByRole('combobox', { name: 'Model', exact: true }).click()
    await expect(page.getByRole('listbox')).toBeVisible()
    // An open combobox list hides the rest of the page from assistive technology (aria-hidden, React
    // Aria's combobox pattern; Tab or a click outside closes the list first), so what a user can reach
    // now is the box and its list: those are scanned. The page around them was scanned just above.
    await expectAccessible(app, 'Chat, model list open', ['input[role="combobox"]', '[role="listbox"]'])
    await page.keyboard.press('Escape')
    await expect(page.getByRole('listbox')).toBeHidden()

    await page.getByRole('button', { name: 'Compare models' }).first().click()
    await expectAccessible(app, 'Chat, compare setup')

    await openView(page, 'Settings')
    await expectAccessible(app, 'Settings')
  })

  test('dialogs: open, accessible, focus kept inside and given back', async ({ app }) => {
    const page = app.page
    await connectOnceReady(app, 'sk-demo-funded', 'Demo account')
    await chatWithAnswer(app)

    const chatNav = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Chat', exact: true })
    await chatNav.focus()
    await page.keyboard.press(`${process.platform === 'darwin' ? 'Meta' : 'Control'}+/`)
    const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expectAccessible(app, 'Keyboard shortcuts dialog')
    await expectFocusTrappedAndRestored(page, shortcuts, chatNav)

    const del = page.getByRole('button', { name: 'Delete', exact: true })
    await del.click()
    const confirm = page.getByRole('alertdialog')
    await expect(confirm).toBeVisible()
    await expectAccessible(app, 'Delete conversation dialog')
    await expectFocusTrappedAndRestored(page, confirm, del)

    const stats = page.getByRole('button', { name: 'Model stats' })
    await stats.click()
    const statsDialog = page.getByRole('dialog', { name: 'Model stats' })
    await expectAccessible(app, 'Model stats dialog')
    await expectFocusTrappedAndRestored(page, statsDialog, stats)

    await openView(page, 'Settings')
    const edit = page.getByRole('button', { name: 'Edit Demo account' })
    await edit.click()
    const editDialog = page.getByRole('dialog', { name: /^Edit/ })
    await expectAccessible(app, 'Edit connection dialog')
    await expectFocusTrappedAndRestored(page, editDialog, edit)

    const remove = page.getByRole('button', { name: 'Remove Demo account' })
    await remove.click()
    const removeDialog = page.getByRole('dialog').or(page.getByRole('alertdialog'))
    await expectAccessible(app, 'Remove connection dialog')
    await expectFocusTrappedAndRestored(page, removeDialog, remove)
  })

  test('notices: stale balance, usage error, failed and incomplete answers, a message waiting out a 429', async ({ app }) => {
    const page = app.page
    await connectOnceReady(app, 'sk-demo-funded', 'Demo account')
    await expect(page.getByRole('button', { name: /^Balance: / }).first()).toBeVisible({ timeout: 20_000 })

    await app.sim.fault({ match: { method: 'GET', path: '/v1/balance' }, times: 1, respond: { status: 503, headers: { 'Retry-After': '30' } } })
    await page.getByRole('button', { name: 'Refresh balance' }).click()
    await expect(page.getByText('STALE', { exact: true })).toBeVisible({ timeout: 20_000 })
    await expectAccessible(app, 'Dashboard, balance stale after an error')
    await app.sim.clearFaults()

    await app.sim.fault({ match: { method: 'GET', path: '/v1/usage' }, times: 50, respond: { status: 500 } })
    await openView(page, 'Usage')
    await page.getByRole('button', { name: /^Refresh/ }).first().click()
    await expect(page.getByRole('main', { name: 'Usage' }).getByRole('alert').first()).toBeVisible({ timeout: 30_000 })
    await expectAccessible(app, 'Usage, refresh failed')
    await app.sim.clearFaults()

    await chatWithAnswer(app)
    await app.sim.fault({ match: CHAT, times: 1, stream: { after: 5, mode: 'cut' } })
    await composer(page).fill('This answer is cut off.')
    await composer(page).press('Enter')
    await expect(lastAnswer(page).getByText('Incomplete', { exact: true })).toBeVisible({ timeout: 30_000 })
    await expectAccessible(app, 'Chat, incomplete answer')

    await app.sim.fault({ match: CHAT, times: 1, respond: { status: 429, headers: { 'Retry-After': '60' }, body: { error: { message: 'Too many requests', type: 'rate_limit_error', code: 'rate_limited' } } } })
    await composer(page).fill('This one meets a 429.')
    await composer(page).press('Enter')
    await expect(lastAnswer(page).getByText('Too many requests')).toBeVisible({ timeout: 30_000 })
    await composer(page).fill('Written during the countdown.')
    await composer(page).press('Enter')
    await expect(page.getByRole('button', { name: 'Don’t send' })).toBeVisible()
    await expectAccessible(app, 'Chat, failed answer with a countdown and a waiting message')
  })

  test('demo mode banner', async ({ app }) => {
    await expect(app.page.getByRole('heading', { level: 1, name: 'Welcome to Tokentally' })).toBeVisible({ timeout: 20_000 })
    await app.invoke('connections:startDemo', {})
    await expect(app.page.getByRole('note').filter({ hasText: 'demo data' })).toBeVisible({ timeout: 20_000 })
    await expectAccessible(app, 'Dashboard in demo mode')
  })

  test('focus is visible on every stop of every view', async ({ app }) => {
    const page = app.page
    await connectOnceReady(app, 'sk-demo-funded', 'Demo account')
    await chatWithAnswer(app)
    const missing: Record<string, string[]> = {}
    for (const view of ['Dashboard', 'Usage', 'Chat', 'Settings'] as const) {
      await openView(page, view)
      await page.locator('body').click({ position: { x: 1, y: 1 } })
      const found = await elementsWithoutFocusRing(page, 40)
      if (found.length > 0) missing[view] = found
    }
    expect(missing).toEqual({})
  })
})
