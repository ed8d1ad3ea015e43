import { expect, test } from '../harness/fixtures'
import { setTheme, THEMES } from '../support/axe'
import { composer, connectOnceReady, lastAnswer, openView } from '../support/ui'

/**
 * Every view in both themes, as a user sees it: screenshots `tour-<view>-<theme>.png` to look at
 * (test-results/screenshots). Checks only that each view is shown.
 */
test('tour: every view in the light and the dark theme', async ({ app }) => {
  test.setTimeout(180_000)
  const page = app.page
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Tokentally' })).toBeVisible({ timeout: 20_000 })
  for (const theme of THEMES) {
    await setTheme(app, theme)
    await app.screenshot(`tour-welcome-${theme}`)
  }
  await connectOnceReady(app, 'sk-demo-funded', 'Demo account')
  await openView(page, 'Chat')
  await expect(page.getByRole('heading', { name: 'Start a conversation' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue(/^tally-/, { timeout: 20_000 })
  for (const theme of THEMES) {
    await setTheme(app, theme)
    await app.screenshot(`tour-chat-start-${theme}`)
  }
  await composer(page).fill('How do I batch requests to save credits?')
  await composer(page).press('Enter')
  await expect(lastAnswer(page)).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  for (const view of ['Dashboard', 'Usage', 'Chat', 'Settings'] as const) {
    await openView(page, view)
    if (view !== 'Settings' && view !== 'Chat') await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible({ timeout: 30_000 })
    for (const theme of THEMES) {
      await setTheme(app, theme)
      await app.screenshot(`tour-${view.toLowerCase()}-${theme}`)
    }
  }
})
