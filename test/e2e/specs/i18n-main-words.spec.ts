import { mkdir, mkdtemp, rm, unlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, type Page, chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../harness/chromium'
import { SCREENSHOT_DIR, expect, test } from '../harness/fixtures'
import { startTestSim } from '../harness/sim'
import { type BrowserModeProcess, NO_SECRET_SERVICE, startBrowserMode } from '../support/browser-process'
import { showLanguage, sidebar, untranslated } from '../support/pseudo-locale'
import { balanceHeadline, connectOnceReady } from '../support/ui'

/**
 * #37: the last words main composed in English follow the app's language: the demo connection's
 * name (given in the language of the moment), and why the operator's key cannot be read (Settings →
 * Keys, said from main's catalogue keys). The update notice's reasons and storage errors are not
 * reachable here (plain browser mode has no updates; no write fails): unit tests cover them.
 */
test.describe.configure({ timeout: 240_000 })

test('the demo connection is named in the language of the moment: German, then the pseudo-locale', async ({ app }) => {
  const page = app.page
  await connectOnceReady(app, 'sk-demo-funded', 'Work account')
  await showLanguage(app, 'de')
  await app.invoke('connections:startDemo', {})
  const picker = sidebar(page).locator('fieldset.connection-picker')
  await expect(picker.locator('.connection-option.is-active .connection-name')).toContainText('Demokonto', { timeout: 20_000 })
  await app.screenshot('demo-name-de')

  // Started again in another language, the stored name stays (like any name the user may change).
  await app.invoke('connections:remove', { id: (await app.invoke('connections:list', {})).connections.find((c) => c.demo)!.id })
  await showLanguage(app, 'pseudo')
  await app.invoke('connections:startDemo', {})
  const name = picker.locator('.connection-option.is-active .connection-name')
  await expect(name).toContainText('⟦', { timeout: 20_000 })
  await expect(name).not.toContainText('Demo account')
  expect(await untranslated([page.locator('.demo-banner')])).toEqual([])
  await app.screenshot('demo-name-pseudo')
})

test.describe('the operator’s key file that went missing', () => {
  let browser: Browser
  let dataDir: string
  const servers: BrowserModeProcess[] = []

  test.beforeEach(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
    dataDir = await mkdtemp(join(tmpdir(), 'tally-main-words-'))
    await mkdir(SCREENSHOT_DIR, { recursive: true })
  })
  test.afterEach(async () => {
    for (const server of servers.splice(0)) expect(await server.stop()).toBe(0)
    await browser.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  async function open(env: Record<string, string>): Promise<Page> {
    const server = startBrowserMode(dataDir, { ...NO_SECRET_SERVICE, ...env })
    servers.push(server)
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'light', reducedMotion: 'reduce' })
    const page = await context.newPage()
    await page.goto(await server.url())
    return page
  }

  const language = (page: Page, value: string) =>
    page.evaluate((v) => (window as unknown as { tally: { settings: { update(p: unknown): Promise<unknown> } } }).tally.settings.update({ language: v }), value)

  test('Settings → Keys says why in the pseudo-locale and in Arabic', async () => {
    const sim = await startTestSim()
    const keyFile = join(dataDir, 'operator-key')
    const env = { TALLY_API_KEY_FILE: keyFile }
    try {
      await writeFile(keyFile, 'sk-demo-funded\n')
      let page = await open(env)
      const form = page.getByRole('form', { name: 'Connect your account' })
      await form.getByLabel('Name').fill('Server account')
      await form.getByLabel('Base URL').fill(sim.baseUrl)
      await form.getByRole('button', { name: 'Connect' }).click()
      await expect(balanceHeadline(page)).toBeVisible({ timeout: 30_000 })
      await language(page, 'pseudo')
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA', { timeout: 10_000 })

      // The file is gone at the next start: the key store says why, from main's catalogue keys.
      expect(await servers.pop()!.stop()).toBe(0)
      await unlink(keyFile)
      page = await open(env)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA', { timeout: 20_000 })
      await sidebar(page).getByRole('button').nth(5).click()
      const keys = page.locator('section[aria-labelledby="settings-keys"]')
      const why = keys.locator('.notice-warning')
      await expect(why).toContainText('operator-key', { timeout: 20_000 })
      await expect(why).toContainText('⟦')
      expect(await untranslated([keys], ['code', 'pre'])).toEqual([])
      await keys.scrollIntoViewIfNeeded()
      await page.screenshot({ path: join(SCREENSHOT_DIR, 'keys-environment-problem-pseudo.png') })

      await language(page, 'ar')
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', { timeout: 10_000 })
      await expect(why).not.toContainText('⟦')
      await expect(why).not.toContainText('could not be read')
      await keys.scrollIntoViewIfNeeded()
      await page.screenshot({ path: join(SCREENSHOT_DIR, 'keys-environment-problem-ar.png') })
    } finally {
      await sim.close()
    }
  })
})
