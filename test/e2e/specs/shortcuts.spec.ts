import { expect, test } from '../harness/fixtures'
import type { Command } from '../../../shared/shortcuts'
import { requestCount } from '../support/sim-stats'
import { composer, connectOnceReady, lastAnswer, nav } from '../support/ui'

/** Ctrl on Linux and Windows (the harness runs Linux Chromium); the app uses Cmd on macOS. */
const MOD = process.platform === 'darwin' ? 'Meta' : 'Control'

test.describe('keyboard shortcuts', () => {
  test.describe.configure({ timeout: 120_000 })

  test('Ctrl+/ and ? list them; Ctrl+1…6 switch views; New chat, Ctrl+K, Ctrl+Shift+C and Ctrl+R do what they say', async ({ app, target }) => {
    const page = app.page
    // #39: browser mode (the chromium target) cannot take Ctrl+N from the browser: New chat is Ctrl+Shift+O there.
    const newChat = target === 'chromium' ? `${MOD}+Shift+O` : `${MOD}+n`
    await connectOnceReady(app, 'sk-demo-funded', 'Demo account')
    await expect(page.getByRole('button', { name: /^Balance: / }).first()).toBeVisible({ timeout: 20_000 })

    await page.keyboard.press(`${MOD}+/`)
    const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await expect(dialog).toBeVisible()
    for (const [label, keys] of [
      ['New chat', target === 'chromium' ? 'Ctrl+Shift+O' : 'Ctrl+N'],
      ['Search conversations', 'Ctrl+K'],
      ['Go to Dashboard', 'Ctrl+1'],
      ['Go to Models', 'Ctrl+4'],
      ['Go to Batches', 'Ctrl+5'],
      ['Go to Settings', 'Ctrl+6'],
      ['Refresh the current view', 'Ctrl+R'],
      ['Copy the last answer', 'Ctrl+Shift+C'],
      ['Keyboard shortcuts', 'Ctrl+/'],
    ]) {
      await expect(dialog.getByRole('row', { name: `${label} ${keys}` })).toBeVisible()
    }
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
    await app.screenshot('shortcuts-dialog')
    if (target === 'chromium') await expect(dialog).toContainText('the browser keeps Ctrl+N for a new window')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    // "?" alone opens it too (outside text fields).
    await page.keyboard.press('Shift+Slash')
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    for (const [key, view] of [
      ['2', 'Usage'],
      ['4', 'Models'],
      ['5', 'Batches'],
      ['6', 'Settings'],
      ['3', 'Chat'],
      ['1', 'Dashboard'],
    ] as const) {
      await page.keyboard.press(`${MOD}+${key}`)
      await expect(nav(page).getByRole('button', { name: view, exact: true })).toHaveAttribute('aria-current', 'page')
      await expect(page.getByRole('main', { name: view })).toBeVisible({ timeout: 20_000 })
    }

    // Ctrl+R refreshes the view shown (here the balance), without reloading the window.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true))
    const balanceReads = await requestCount(app.sim.rootUrl, 'GET /v1/balance')
    await page.keyboard.press(`${MOD}+r`)
    await expect.poll(() => requestCount(app.sim.rootUrl, 'GET /v1/balance'), { timeout: 15_000 }).toBeGreaterThan(balanceReads)
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)

    // Ctrl+N from the dashboard: the Chat view, the focus in the message box.
    await page.keyboard.press(newChat)
    await expect(page.getByRole('main', { name: 'Chat' })).toBeVisible({ timeout: 20_000 })
    await expect(composer(page)).toBeFocused({ timeout: 20_000 })
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue(/^tally-/, { timeout: 20_000 })
    await page.keyboard.type('What is a held amount?')
    await page.keyboard.press('Enter')
    await expect(lastAnswer(page)).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })

    // Ctrl+N in a conversation: a new one, focus in its message box.
    await page.keyboard.press(newChat)
    await expect(page.getByRole('heading', { level: 2, name: 'New chat' })).toBeVisible()
    await expect(composer(page)).toBeFocused()

    // Ctrl+K: the search box.
    await page.keyboard.press(`${MOD}+1`)
    await page.keyboard.press(`${MOD}+k`)
    await expect(page.getByRole('searchbox', { name: 'Search conversations' })).toBeFocused({ timeout: 20_000 })

    // Ctrl+Shift+C copies the last answer of the open conversation (the new one has none: the newest).
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: /What is a held amount/ }).click()
    await page.keyboard.press(`${MOD}+Shift+C`)
    await expect(page.getByText(/^Copied the last answer/)).toBeVisible()
    const stored = await app.invoke('conversations:list', {})
    const answer = (await app.invoke('conversations:get', { id: stored.items.find((c) => /held amount/.test(c.title))?.id ?? '' })).messages.at(-1)
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(answer?.content)
  })

  test('the app menu’s items send the same commands', async ({ app }) => {
    const page = app.page
    await connectOnceReady(app, 'sk-demo-funded', 'Demo account')
    const menu = (command: Command) => app.emit('app', { kind: 'command', command })
    await menu('show-shortcuts')
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible()
    await page.keyboard.press('Escape')
    await menu('view-usage')
    await expect(page.getByRole('main', { name: 'Usage' })).toBeVisible()
    await menu('new-chat')
    await expect(composer(page)).toBeFocused({ timeout: 20_000 })
  })
})
