import { cp, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, extname, join } from 'node:path'
import { type Browser, type Page, chromium } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { windowProblems } from '../../support/electron-standin/checks'
import { SHIPPED_MAIN, SHIPPED_PRELOAD, type ShippedApp, launchShipped } from '../../support/electron-standin/driver'
import { installPreload } from '../../support/electron-standin/preload-env'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const ORIGIN = 'http://tokentally.localhost'
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2' }

let browser: Browser
const apps: ShippedApp[] = []
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] })
})
afterAll(() => browser.close())
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.stop()))
})

async function startApp(options: Parameters<typeof launchShipped>[0] = {}) {
  const app = await launchShipped(options)
  apps.push(app)
  return { app, snapshot: await app.until('boot', (s) => s.channels.length > 0 && s.windows.length > 0) }
}

/** A page with the preload evaluated in it, talking to the shipped main; `renderer` also loads the built renderer (served from out/renderer). */
async function pageWith(app: ShippedApp, source: string, renderer = false): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1200, height: 820 } })
  await installPreload(page, app, source)
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url())
    if (url.origin !== ORIGIN) return route.abort('blockedbyclient')
    if (!renderer) return route.fulfill({ status: 200, body: '<!doctype html><title>preload</title>', headers: { 'content-type': 'text/html' } })
    const body = await readFile(join('out/renderer', url.pathname)).catch(() => null)
    return body ? route.fulfill({ status: 200, body, headers: { 'content-type': TYPES[extname(url.pathname)] ?? 'application/octet-stream' } }) : route.fulfill({ status: 404 })
  })
  await page.goto(`${ORIGIN}/index.html`)
  return page
}

const preloadError = (page: Page) => page.evaluate(() => (window as unknown as { __preloadError: string | null }).__preloadError)

describe('the shipped preload, in Chromium, against the shipped main', () => {
  it('exposes the bridge with only contextBridge and ipcRenderer, and calls main through it', async () => {
    const { app, snapshot } = await startApp()
    const page = await pageWith(app, await readFile(SHIPPED_PRELOAD, 'utf8'))
    expect(await preloadError(page)).toBeNull()
    const info = await page.evaluate(() => (window as unknown as { tally: { app: { info(): Promise<unknown> } } }).tally.app.info())
    expect(info).toMatchObject({ ok: true, value: { version: snapshot.version, shell: 'electron' } })
  })

  it('the whole shipped app: the built renderer starts demo mode and shows the balance that main pushes', async () => {
    const { app } = await startApp()
    const page = await pageWith(app, await readFile(SHIPPED_PRELOAD, 'utf8'), true)
    expect(await preloadError(page)).toBeNull()
    await page.getByRole('button', { name: /demo/i }).first().click()
    await expect.poll(() => page.getByText(/\$[\d,]+\.\d\d/).count(), { timeout: 20_000 }).toBeGreaterThan(0)
    await page.close()
  })

  it('the check can fail: a preload that requires node:fs does not load', async () => {
    const { app } = await startApp()
    const page = await pageWith(app, `require('node:fs');\n${await readFile(SHIPPED_PRELOAD, 'utf8')}`)
    expect(await preloadError(page)).toMatch(/Cannot find module 'node:fs'/)
    expect(await page.evaluate(() => 'tally' in window)).toBe(false)
  })

  it('the check can fail: a main bundle with a wrong preload path is caught', async () => {
    // A copy of the whole main folder beside it: the bundle's lazy chunks import its entry ("../index.js"),
    // so an entry copied under another name beside the real one would run the real one as well.
    const brokenDir = join(dirname(SHIPPED_MAIN), '..', 'main-broken-preload-test')
    const broken = join(brokenDir, 'index.js')
    const source = await readFile(SHIPPED_MAIN, 'utf8')
    expect(source).toContain('../preload/index.cjs')
    await cp(dirname(SHIPPED_MAIN), brokenDir, { recursive: true })
    await writeFile(broken, source.replace('../preload/index.cjs', '../preload/missing.cjs'))
    try {
      const { snapshot } = await startApp({ mainPath: broken })
      expect(windowProblems(snapshot)).toEqual([expect.stringMatching(/preload .*missing\.cjs does not exist/)])
    } finally {
      await rm(brokenDir, { recursive: true, force: true })
    }
    // And the real one passes the same check.
    const { snapshot } = await startApp()
    expect(windowProblems(snapshot)).toEqual([])
  })
})
