import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test as plain, chromium } from '@playwright/test'
import { expect, SCREENSHOT_DIR, test } from '../harness/fixtures'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../harness/chromium'
import { balanceHeadline, nav } from '../support/ui'
import { startBrowserMode } from '../support/browser-process'

plain.describe('browser mode: npm start -- --browser', () => {
  plain.describe.configure({ timeout: 120_000 })

  plain('prints a URL that opens the app in Chromium; the demo shows the dashboard; a second start on the same data is refused', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'tally-browser-mode-'))
    const server = startBrowserMode(dataDir)
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
    try {
      const url = await server.url()
      const origin = new URL(url).origin

      // The same data directory is taken: a second start says so and stops.
      const second = startBrowserMode(dataDir)
      expect(await second.exited).toBe(1)
      expect(second.output()).toMatch(/already running \(browser, pid \d+\)/)

      const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'light', reducedMotion: 'reduce' })
      const page = await context.newPage()
      await page.goto(url)
      // The token was exchanged for the cookie, and the address bar no longer shows it.
      expect(page.url()).toBe(`${origin}/`)
      const cookies = await context.cookies(origin)
      expect(cookies).toHaveLength(1)
      expect(cookies[0]).toMatchObject({ httpOnly: true, sameSite: 'Strict' })

      await page.getByRole('button', { name: 'Explore with demo data' }).click()
      await expect(nav(page).getByText('DEMO', { exact: true })).toBeVisible({ timeout: 20_000 })
      await expect(balanceHeadline(page)).toBeVisible({ timeout: 20_000 })
      await expect(page.getByRole('main', { name: 'Dashboard' })).toBeVisible()
      await mkdir(SCREENSHOT_DIR, { recursive: true })
      await page.screenshot({ path: join(SCREENSHOT_DIR, 'browser-mode-dashboard.png') })

      // The link works once: opened again (another browser, a leaked history entry) it is refused.
      const stranger = await browser.newContext()
      const refused = await (await stranger.newPage()).goto(url)
      expect(refused?.status()).toBe(403)
    } finally {
      await browser.close()
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})

test.describe('browser mode: a dropped connection', () => {
  test('says "reconnecting" while the socket is down, then re-reads what it shows', async ({ app, target }) => {
    test.skip(target !== 'chromium', 'the desktop app has no WebSocket')
    const page = app.page
    await app.connect('sk-demo-funded', 'Before the drop')
    await expect(nav(page).getByText('Before the drop')).toBeVisible({ timeout: 20_000 })

    // Offline, the page cannot reconnect; meanwhile main renames the connection (its event is lost).
    await page.context().setOffline(true)
    await app.dropSockets()
    const banner = page.getByRole('status', { name: 'Connection to Tokentally' })
    await expect(banner).toHaveText(/Reconnecting to Tokentally/)
    await app.screenshot('browser-mode-reconnecting')
    const { connections } = await app.invoke('connections:list', {})
    await app.invoke('connections:update', { id: connections[0]?.id ?? '', name: 'After the drop' })
    await expect(nav(page).getByText('Before the drop')).toBeVisible()

    await page.context().setOffline(false)
    await expect(banner).toHaveText('', { timeout: 15_000 })
    await expect(nav(page).getByText('After the drop')).toBeVisible({ timeout: 10_000 })
  })
})

test.describe('browser mode: what a browser cannot do', () => {
  test('Settings say it where tray, notifications, start at login and updates would be', async ({ app, target }) => {
    test.skip(target !== 'chromium', 'the desktop app has them')
    const page = app.page
    await app.connect('sk-demo-funded')
    await nav(page).getByRole('button', { name: 'Settings' }).click()
    const alerts = page.getByLabel('Alerts in browser mode')
    await expect(alerts).toContainText('alerts show in the page')
    await expect(alerts.getByRole('button', { name: 'Allow browser notifications' })).toBeVisible()
    const limits = page.getByLabel('Browser mode', { exact: true })
    await expect(limits).toContainText('no tray icon, no start at login and no automatic updates')
    // …and no controls for what it lacks.
    await expect(page.getByRole('heading', { name: 'Desktop' })).toHaveCount(0)
    await expect(page.getByRole('checkbox', { name: /Start Tokentally when I log in/ })).toHaveCount(0)
    await expect(page.getByRole('group', { name: 'Updates' })).toHaveCount(0)
    await limits.scrollIntoViewIfNeeded()
    await app.screenshot('browser-mode-settings')
  })
})
