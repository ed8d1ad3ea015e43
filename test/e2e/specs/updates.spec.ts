import type { Page } from '@playwright/test'
import { expect, test } from '../harness/fixtures'

// #28: Settings → About's update controls and the "Update ready" notice, over the real UpdateService
// with a scripted backend (the Chromium target has no electron-updater; the shipped-bundle tests run it).

async function openAbout(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await page.getByRole('heading', { name: 'About' }).evaluate((el) => el.closest('section')?.scrollIntoView({ block: 'start' }))
}

test.describe('updates', () => {
  // The desktop shell's features: main stands in for it (plain browser mode shows none of them).
  test.use({ desktopShell: true })
  test.skip(({ target }) => target !== 'chromium', 'the scripted update backend exists only in the Chromium target')

  test('About shows the update state; a failed check says why and never blocks', async ({ app }) => {
    const page = app.page
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Tokentally' })).toBeVisible({ timeout: 30_000 })
    await app.connect('sk-demo-funded', 'Main account')
    await openAbout(page)
    const updates = page.getByRole('group', { name: 'Updates' })
    // The check at start found nothing newer.
    await expect(updates.getByRole('status')).toContainText('Tokentally is up to date')
    const auto = updates.getByRole('checkbox', { name: 'Check for updates automatically' })
    await expect(auto).toBeChecked()

    if (!app.updates) throw new Error('no scripted updates')
    app.updates.next = { status: 404 }
    await updates.getByRole('button', { name: 'Check now' }).click()
    await expect(updates.getByRole('status')).toContainText('The update feed has no release for this platform (HTTP 404)')
    await expect(updates.getByRole('button', { name: 'Check now' })).toBeEnabled()
    await auto.uncheck()
    await expect(auto).not.toBeChecked()
    await expect.poll(async () => (await app.invoke('settings:get', {})).autoUpdate).toBe(false)
    // The end of Settings: Desktop (start at login, close to tray) and About (updates) together.
    await page.getByRole('heading', { name: 'About' }).evaluate((el) => el.closest('section')?.scrollIntoView({ block: 'end' }))
    await app.screenshot('settings-about-updates')
    // The rest of the app still works.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Dashboard' }).click()
    await expect(page.getByRole('button', { name: /^Balance: \$/ }).first()).toBeVisible()
  })

  test('a downloaded update: "Update ready — restart to install", and "Restart now" installs', async ({ app }) => {
    const page = app.page
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Tokentally' })).toBeVisible({ timeout: 30_000 })
    await app.connect('sk-demo-funded', 'Main account')
    if (!app.updates) throw new Error('no scripted updates')
    app.updates.next = { offer: '0.2.0' }
    await openAbout(page)
    await page.getByRole('group', { name: 'Updates' }).getByRole('button', { name: 'Check now' }).click()
    await expect(page.getByRole('group', { name: 'Updates' }).getByRole('status')).toContainText('Tokentally 0.2.0 is downloaded')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Dashboard' }).click()
    const notice = page.getByRole('region', { name: 'Update ready' })
    await expect(notice).toContainText('Update ready — restart to install')
    await expect(page.getByRole('button', { name: /^Balance: \$/ }).first()).toBeVisible()
    await page.evaluate(() => window.scrollTo(0, 0))
    await notice.evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await app.screenshot('notice-update-ready')
    await notice.getByRole('button', { name: 'Restart now' }).click()
    await expect.poll(() => app.updates?.installs).toBe(1)
  })
})
