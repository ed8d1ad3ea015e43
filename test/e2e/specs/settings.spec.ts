import type { Locator, Page } from '@playwright/test'
import { type AppHandle, expect, test } from '../harness/fixtures'

/**
 * Connects once the first screen is up: a `connections:list` still in flight when the connection
 * is added could otherwise answer after the change event and show the welcome screen again.
 */
async function connect(app: AppHandle, key: string, name?: string) {
  await expect(app.page.getByRole('heading', { level: 1, name: 'Welcome to Tokentally' })).toBeVisible({ timeout: 30_000 })
  await app.connect(key, name)
  await expect(app.page.getByRole('navigation', { name: 'Main' })).toBeVisible()
}

async function openSettings(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Settings' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
}

function item(page: Page, name: string): Locator {
  return page.getByRole('list', { name: 'Connections' }).getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) })
}

async function scrollToSection(page: Page, heading: string) {
  await page.getByRole('heading', { name: heading }).evaluate((el) => el.closest('section')?.scrollIntoView({ block: 'start' }))
}

test.describe('settings', () => {
  test('connections list and router helper', async ({ app }) => {
    const page = app.page
    await connect(app, 'sk-demo-funded', 'Main account')
    await app.invoke('connections:add', { name: 'Side project', baseUrl: app.sim.baseUrl, key: 'sk-demo-noplan', activate: false })
    await expect(page.getByRole('button', { name: /^Balance: \$/ }).first()).toBeVisible()
    await openSettings(page)

    const list = page.getByRole('list', { name: 'Connections' })
    await expect(list.getByRole('listitem')).toHaveCount(2)
    const main = item(page, 'Main account')
    await expect(main.getByText('Active', { exact: true })).toBeVisible()
    await expect(main).toHaveAttribute('aria-current', 'true')
    await expect(main.getByText(app.sim.baseUrl)).toBeVisible()
    await expect(main.getByText(/^sk-/)).toBeVisible()
    await expect(main.getByRole('button', { name: 'Switch to Main account' })).toHaveCount(0)
    const side = item(page, 'Side project')
    await expect(side.getByText('Active', { exact: true })).toHaveCount(0)
    await expect(side.getByRole('button', { name: 'Switch to Side project' })).toBeVisible()
    await app.screenshot('settings-connections')

    await scrollToSection(page, 'Router helper')
    const router = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Router helper' }) })
    await expect(router.getByText(app.sim.baseUrl, { exact: true })).toBeVisible()
    await expect(router.getByText('The router holds this key; Tokentally holds the router’s key.')).toBeVisible()
    const models = router.getByRole('list', { name: 'Model IDs' }).getByRole('listitem')
    await expect(models.first()).toBeVisible()
    expect(await models.count()).toBeGreaterThan(2)
    await expect(router.getByRole('button', { name: 'Copy base URL' })).toBeVisible()
    await expect(router.getByRole('button', { name: 'Copy key placeholder' })).toBeVisible()
    await app.screenshot('router-helper')

    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await router.getByRole('button', { name: 'Copy base URL' }).click()
    await expect(router.getByRole('button', { name: 'Copied base URL' })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(app.sim.baseUrl)

    await router.getByLabel('Connection').selectOption({ label: 'Side project' })
    await expect(router.getByText(/To use\s+Side project/)).toBeVisible()
  })

  test('switch to, edit and remove a connection', async ({ app }) => {
    const page = app.page
    await connect(app, 'sk-demo-funded', 'Main account')
    await app.invoke('connections:add', { name: 'Side project', baseUrl: app.sim.baseUrl, key: 'sk-demo-noplan', activate: false })
    await openSettings(page)

    await page.getByRole('button', { name: 'Switch to Side project' }).click()
    await expect(item(page, 'Side project').getByText('Active', { exact: true })).toBeVisible()
    await expect(page.getByRole('group', { name: 'Active connection' }).getByRole('radio', { name: 'Side project' })).toBeChecked()

    await page.getByRole('button', { name: 'Edit Side project' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit “Side project”' })
    await expect(edit).toBeVisible()
    await expect(edit.getByLabel('Name', { exact: true })).toBeFocused()
    await expect(edit.getByLabel('New API key', { exact: true })).toHaveValue('')
    await edit.getByLabel('Name', { exact: true }).fill('Side hustle')
    await edit.getByRole('button', { name: 'Save changes' }).click()
    await expect(edit).toHaveCount(0)
    await expect(item(page, 'Side hustle')).toBeVisible()
    // The key was kept: the balance of the renamed connection still loads.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Dashboard' }).click()
    await expect(page.getByRole('button', { name: /^Balance: \$/ }).first()).toBeVisible()
    await openSettings(page)

    // Escape closes the confirmation and returns focus to the button that opened it.
    const removeButton = page.getByRole('button', { name: 'Remove Side hustle' })
    await removeButton.click()
    const confirm = page.getByRole('dialog', { name: 'Remove “Side hustle”?' })
    await expect(confirm).toBeVisible()
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(confirm).toHaveCount(0)
    await expect(removeButton).toBeFocused()

    await removeButton.click()
    await expect(confirm.getByText(/deletes its API key from your OS keychain/)).toBeVisible()
    await app.screenshot('settings-remove-confirm')
    await confirm.getByRole('button', { name: 'Remove connection' }).click()
    await expect(confirm).toHaveCount(0)
    await expect(page.getByRole('list', { name: 'Connections' }).getByRole('listitem')).toHaveCount(1)
    await expect(item(page, 'Main account').getByText('Active', { exact: true })).toBeVisible()
    expect((await app.invoke('connections:list', {})).connections.map((c) => c.name)).toEqual(['Main account'])
  })

  test('add a connection from Settings with the same check', async ({ app }) => {
    const page = app.page
    await connect(app, 'sk-demo-funded', 'Main account')
    await openSettings(page)
    await page.getByRole('button', { name: 'Add connection' }).click()
    const form = page.getByRole('form', { name: 'Add a connection' })
    await expect(form.getByLabel('Name', { exact: true })).toBeFocused()
    await form.getByLabel('Name', { exact: true }).fill('No credit')
    await form.getByLabel('Base URL', { exact: true }).fill(app.sim.baseUrl)
    await form.getByLabel('API key', { exact: true }).fill('sk-demo-nocredit')
    await form.getByRole('button', { name: 'Check and add' }).click()
    await expect(form.getByText('This key has no credit account (HTTP 404)')).toBeVisible()
    await app.screenshot('settings-add-problem')
    await form.getByRole('button', { name: 'Save anyway' }).click()
    await expect(form).toHaveCount(0)
    await expect(item(page, 'No credit').getByText('Active', { exact: true })).toBeVisible()
    await expect(page.getByText('Added No credit and switched to it.')).toBeVisible()
  })

  test('polling interval, alert and theme persist across a restart', async ({ app }) => {
    const page = app.page
    await connect(app, 'sk-demo-funded')
    await openSettings(page)

    const interval = page.getByLabel('Balance polling interval (seconds)')
    await expect(interval).toHaveValue('60')
    await interval.fill('3')
    await page.getByRole('button', { name: 'Save interval' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'at least 5 seconds' })).toBeVisible()
    await expect(interval).toHaveValue('3')
    await expect(interval).toHaveAttribute('aria-invalid', 'true')
    await scrollToSection(page, 'Balance polling')
    await app.screenshot('settings-interval-invalid')
    await interval.fill('30')
    await interval.press('Enter')
    await expect(page.getByText('Saved: the balance is read every 30 seconds.')).toBeVisible()

    const threshold = page.getByLabel('Alert threshold (US dollars)')
    await threshold.fill('12.5')
    await page.getByRole('button', { name: 'Save alert' }).click()
    await expect(page.getByText(/drops below \$12\.50/)).toBeVisible()

    await page.getByRole('radio', { name: /Dark/ }).check()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await scrollToSection(page, 'Balance polling')
    await app.screenshot('settings-dark')

    expect(await app.invoke('settings:get', {})).toMatchObject({ pollIntervalSec: 30, alertThreshold: '12.500000', theme: 'dark' })

    await app.restart()
    await expect(app.page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await openSettings(app.page)
    await expect(app.page.getByLabel('Balance polling interval (seconds)')).toHaveValue('30')
    await expect(app.page.getByLabel('Alert threshold (US dollars)')).toHaveValue('12.50')
    await expect(app.page.getByRole('radio', { name: /Dark/ })).toBeChecked()
  })

  test('about shows versions and copies diagnostics', async ({ app }) => {
    const page = app.page
    await connect(app, 'sk-demo-funded')
    await openSettings(page)
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await scrollToSection(page, 'About')
    const about = page.locator('section').filter({ has: page.getByRole('heading', { name: 'About' }) })
    await expect(about.getByText('0.0.0-test')).toBeVisible()
    await about.getByRole('button', { name: 'Copy diagnostics' }).click()
    await expect(about.getByRole('button', { name: 'Copied' })).toBeVisible()
    const text = await page.evaluate(() => navigator.clipboard.readText())
    expect(text.length).toBeGreaterThan(20)
    expect(text).not.toContain('sk-demo-funded')
  })
})
