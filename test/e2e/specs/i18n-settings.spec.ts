import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, type Locator, type Page, chromium } from '@playwright/test'
import keytar from 'keytar'
import { KEYCHAIN_SERVICE } from '../../../electron/services/secrets/keytar-store'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../harness/chromium'
import { SCREENSHOT_DIR, expect, test } from '../harness/fixtures'
import { startTestSim } from '../harness/sim'
import { expectAccessible } from '../support/axe'
import { NO_SECRET_SERVICE, startBrowserMode } from '../support/browser-process'
import { openNth, pseudoDashboard, showLanguage, untranslated } from '../support/pseudo-locale'
import { activeConnectionId, connectOnceReady } from '../support/ui'

/**
 * #37: Settings (every section), the spend guard's forms, prompts and panels, and the key screens
 * (where keys are kept, the key file's lock screen, "Enter the key again") in the pseudo-locale:
 * no text that was never translated. Settings in Arabic and German: screenshots and axe.
 */
test.describe.configure({ timeout: 240_000 })

const SECTIONS = ['connections', 'spend-guard', 'keys', 'alert', 'polling', 'currency', 'appearance', 'data', 'history', 'router', 'about']
const section = (page: Page, id: string) => page.locator(`section[aria-labelledby="settings-${id}"]`)

/** Untranslated text, less what is data in <code>/<pre> (addresses, model IDs, config snippets, commands). */
async function untranslatedText(roots: Locator[]): Promise<string[]> {
  return (await untranslated(roots)).filter((found) => !/^(code|pre): /.test(found))
}

async function openSettings(page: Page): Promise<Locator[]> {
  await openNth(page, 5)
  for (const id of SECTIONS) await expect(section(page, id)).toBeVisible({ timeout: 20_000 })
  await expect(section(page, 'router').locator('.router-values')).toBeVisible({ timeout: 20_000 })
  return [page.locator('nav.settings-nav'), page.locator('h1.settings-title'), ...SECTIONS.map((id) => section(page, id))]
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) })
}

test('Settings in the pseudo-locale: every section, its forms, messages and dialogs are translated', async ({ app }) => {
  const page = await pseudoDashboard(app)
  await app.invoke('connections:add', { name: 'Second account', baseUrl: app.sim.baseUrl, key: 'sk-demo-funded', activate: false })
  await app.invoke('guard:setBudget', { accountId: await activeConnectionId(app), daily: '5', monthly: '50' })
  const roots = await openSettings(page)
  expect(await untranslatedText(roots)).toEqual([])
  await app.screenshot('settings-pseudo')
  await section(page, 'spend-guard').scrollIntoViewIfNeeded()
  await app.screenshot('settings-pseudo-guard')
  await section(page, 'data').scrollIntoViewIfNeeded()
  await app.screenshot('settings-pseudo-data')
  await section(page, 'router').scrollIntoViewIfNeeded()
  await app.screenshot('settings-pseudo-router')

  // Add a connection: the form, its fields and hints.
  const connections = section(page, 'connections')
  await connections.locator('button[aria-controls="add-connection"]').click()
  const adding = page.locator('#add-connection')
  await expect(adding.locator('form.connection-form')).toBeVisible()
  expect(await untranslatedText([adding])).toEqual([])
  await adding.locator('.form-actions button:not([type="submit"])').click()
  await expect(adding).toHaveCount(0)

  // Edit and Remove: their dialogs.
  const active = connections.locator('.connection-item.is-active .connection-actions button')
  await active.nth(0).click()
  let dialog = page.getByRole('dialog')
  await expect(dialog.locator('form')).toBeVisible()
  expect(await untranslatedText([dialog])).toEqual([])
  await app.screenshot('settings-edit-pseudo')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await active.nth(1).click()
  dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  expect(await untranslatedText([dialog])).toEqual([])
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)

  // Delete all chat history: the confirmation.
  await section(page, 'history').locator('button.btn-danger').click()
  const confirm = page.getByRole('alertdialog')
  await expect(confirm).toBeVisible()
  expect(await untranslatedText([confirm])).toEqual([])
  await app.screenshot('settings-history-confirm-pseudo')
  await page.keyboard.press('Escape')
  await expect(confirm).toHaveCount(0)

  // Where keys are kept: the choice.
  const keys = section(page, 'keys')
  await keys.locator('button[aria-controls="key-store-change"]').click()
  await expect(keys.locator('#key-store-change form')).toBeVisible()
  expect(await untranslatedText([keys])).toEqual([])
  await keys.scrollIntoViewIfNeeded()
  await app.screenshot('settings-keys-choice-pseudo')
  await keys.locator('button[aria-controls="key-store-change"]').click()

  // The spend guard: the budget form, and a value it refuses.
  const guard = section(page, 'spend-guard')
  await guard.locator('fieldset').first().locator('button').click()
  await expect(guard.locator('form.budget-form')).toBeVisible()
  expect(await untranslatedText([guard])).toEqual([])
  await guard.locator('form.budget-form button[type="button"]').click()
  await guard.locator('form.spend-guard-form input').first().fill('eighty')
  await guard.locator('form.spend-guard-form button[type="submit"]').click()
  await expect(guard.locator('.field-error')).toBeVisible()
  expect(await untranslatedText([guard])).toEqual([])

  // The alert and the polling interval: what typed values get wrong, said next to the field.
  for (const [id, typed] of [
    ['alert', '12,5'],
    ['polling', 'soon'],
  ] as const) {
    const form = section(page, id).locator('form')
    await form.locator('input[type="text"]').fill(typed)
    await form.locator('button[type="submit"]').click()
    await expect(form.locator('.field-error')).toBeVisible()
    expect(await untranslatedText([section(page, id)])).toEqual([])
  }
})

test('the spend guard in the pseudo-locale: the dashboard budgets and history, the composer line, the question before sending', async ({ app }) => {
  const page = app.page
  await connectOnceReady(app, 'sk-demo-funded', 'Demo account')
  await expect.poll(async () => (await app.invoke('prices:get', {})).models.length, { timeout: 30_000 }).toBeGreaterThan(0)
  await app.invoke('guard:setBudget', { accountId: await activeConnectionId(app), daily: '5', monthly: '50' })
  await app.invoke('settings:update', { spendGuard: { presendCheck: '0.000001' } })
  await page.reload()
  await showLanguage(app, 'pseudo')
  const budgets = page.locator('section.guard-budgets')
  const history = page.locator('section.guard-history')
  await expect(budgets.locator('.budget').first()).toBeVisible({ timeout: 20_000 })
  await expect(history).toBeVisible({ timeout: 20_000 })
  await expect(history.getByRole('status')).toHaveCount(0, { timeout: 20_000 })
  expect(await untranslatedText([budgets, history])).toEqual([])
  await budgets.scrollIntoViewIfNeeded()
  await app.screenshot('dashboard-guard-pseudo')

  await openNth(page, 2)
  const box = page.locator('main textarea').first()
  await expect(box).toBeVisible({ timeout: 20_000 })
  await box.fill('A short question about the weather, asked twice to cost a little more than nothing.')
  const line = page.getByTestId('send-preview')
  await expect(line).toBeVisible({ timeout: 20_000 })
  expect(await untranslatedText([line])).toEqual([])
  await box.press('Enter')
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toBeVisible({ timeout: 20_000 })
  await expect(dialog.locator('.preflight-reason').first()).toHaveText(/^⟦.*⟧$/)
  expect(await untranslatedText([dialog])).toEqual([])
  await app.screenshot('presend-pseudo')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
  await expect(box).not.toHaveValue('')
})

test('"Enter the key again" in the pseudo-locale: the connection without a key and its dialog', async ({ app, target }) => {
  test.skip(target !== 'chromium', 'the spec removes the key from the keyring the chromium target’s server uses')
  await connectOnceReady(app, 'sk-demo-funded', 'Work account')
  const { connections } = await app.invoke('connections:list', {})
  expect(await keytar.deletePassword(KEYCHAIN_SERVICE, connections[0]?.id ?? '')).toBe(true)
  await app.restart()
  const page = app.page
  await showLanguage(app, 'pseudo')
  await openNth(page, 5)
  const item = section(page, 'connections').locator('.connection-item').first()
  await expect(item.locator('.badge-bad')).toBeVisible({ timeout: 20_000 })
  expect(await untranslatedText([item])).toEqual([])
  await item.locator('.connection-actions .btn-primary').click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.locator('input[type="password"]')).toBeFocused()
  expect(await untranslatedText([dialog])).toEqual([])
  await app.screenshot('key-reenter-pseudo')
  await page.keyboard.press('Escape')
})

test.describe('without a keychain', () => {
  const PASSPHRASE = 'a long passphrase for e2e'
  let browser: Browser
  let dataDir: string

  test.beforeEach(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
    dataDir = await mkdtemp(join(tmpdir(), 'tally-i18n-keys-'))
    await mkdir(SCREENSHOT_DIR, { recursive: true })
  })
  test.afterEach(async () => {
    await browser.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  test('the key screens in the pseudo-locale: where keys go, the connection fields, the lock screen, a new key file', async () => {
    const sim = await startTestSim()
    const open = async () => {
      const server = startBrowserMode(dataDir, NO_SECRET_SERVICE)
      const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'light', reducedMotion: 'reduce' })
      const page = await context.newPage()
      await page.goto(await server.url())
      return { server, page }
    }
    try {
      let { server, page } = await open()
      const firstRun = page.locator('section.keys-first-run')
      await expect(firstRun).toBeVisible({ timeout: 20_000 })
      await page.evaluate(() => (window as unknown as { tally: { settings: { update(p: unknown): Promise<unknown> } } }).tally.settings.update({ language: 'pseudo' }))
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA', { timeout: 10_000 })
      expect(await untranslatedText([firstRun])).toEqual([])
      await shot(page, 'keys-first-run-pseudo')

      // A passphrase typed differently twice: said in the pseudo-locale too.
      const passphrases = firstRun.locator('input[type="password"]')
      await passphrases.nth(0).fill(PASSPHRASE)
      await passphrases.nth(1).fill('something else')
      await firstRun.locator('button[type="submit"]').click()
      await expect(firstRun.locator('.field-error')).toBeVisible()
      expect(await untranslatedText([firstRun])).toEqual([])
      await passphrases.nth(1).fill(PASSPHRASE)
      await firstRun.locator('button[type="submit"]').click()

      const fields = page.locator('form.connection-form .connection-fields')
      await expect(fields).toBeVisible({ timeout: 20_000 })
      expect(await untranslatedText([fields])).toEqual([])
      const inputs = fields.locator('input')
      await inputs.nth(0).fill('Work account')
      await inputs.nth(1).fill(sim.baseUrl)
      await inputs.nth(2).fill('sk-demo-funded')
      await page.locator('form.connection-form button[type="submit"]').click()
      await expect(page.locator('nav.sidebar')).toBeVisible({ timeout: 30_000 })

      // A restart: the lock screen, in the language chosen.
      expect(await server.stop()).toBe(0)
      ;({ server, page } = await open())
      const lock = page.locator('main.lock-screen')
      await expect(lock).toBeVisible({ timeout: 20_000 })
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA', { timeout: 10_000 })
      expect(await untranslatedText([lock])).toEqual([])
      await shot(page, 'keys-unlock-pseudo')
      await lock.locator('details summary').click()
      await expect(lock.locator('details form')).toBeVisible()
      expect(await untranslatedText([lock])).toEqual([])
      await shot(page, 'keys-new-file-pseudo')

      await lock.locator('form').first().locator('input[type="password"]').fill(PASSPHRASE)
      await lock.locator('form').first().locator('button[type="submit"]').click()
      await expect(page.locator('nav.sidebar')).toBeVisible({ timeout: 30_000 })
      // Settings → Keys with the key file in use: its idle lock and Lock now.
      await page.locator('nav.sidebar').getByRole('button').nth(5).click()
      const keys = section(page, 'keys')
      await expect(keys.locator('select')).toBeVisible({ timeout: 20_000 })
      expect(await untranslatedText([keys])).toEqual([])
      expect(await server.stop()).toBe(0)
    } finally {
      await sim.close()
    }
  })
})

test('Settings in Arabic and German: mirrored, readable, and axe finds nothing in either theme', async ({ app }) => {
  const page = app.page
  await connectOnceReady(app, 'sk-demo-funded', 'Demo account')
  await app.invoke('guard:setBudget', { accountId: await activeConnectionId(app), daily: '5', monthly: '50' })
  await showLanguage(app, 'ar')
  await openSettings(page)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(section(page, 'spend-guard').getByRole('heading', { name: 'حارس الإنفاق' })).toBeVisible()
  await app.screenshot('settings-ar')
  await section(page, 'spend-guard').scrollIntoViewIfNeeded()
  await app.screenshot('settings-ar-guard')
  await section(page, 'keys').scrollIntoViewIfNeeded()
  await app.screenshot('settings-ar-keys')
  await expectAccessible(app, 'Settings in Arabic')

  await showLanguage(app, 'de')
  await expect(section(page, 'spend-guard').getByRole('heading', { name: 'Ausgabenschutz' })).toBeVisible()
  await page.locator('h1.settings-title').scrollIntoViewIfNeeded()
  await app.screenshot('settings-de')
  await expectAccessible(app, 'Settings in German')
})
