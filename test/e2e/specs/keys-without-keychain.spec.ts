import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, type Page, chromium, expect, test } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../harness/chromium'
import { SCREENSHOT_DIR } from '../harness/fixtures'
import { type SimHandle, startTestSim } from '../harness/sim'
import { expectPageAccessible } from '../support/axe'
import { type BrowserModeProcess, NO_SECRET_SERVICE, startBrowserMode } from '../support/browser-process'
import { balanceHeadline, nav } from '../support/ui'

/**
 * #39: browser mode on a machine with no Secret Service at all (the server process has no D-Bus
 * session and no display, so keytar finds no keychain), as on a server, in a container or over SSH.
 */
test.describe.configure({ timeout: 180_000 })

const KEY = 'sk-demo-funded'
const PASSPHRASE = 'a long passphrase for e2e'

let sim: SimHandle
let browser: Browser
let dataDir: string
const servers: BrowserModeProcess[] = []

test.beforeEach(async () => {
  sim = await startTestSim()
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  dataDir = await mkdtemp(join(tmpdir(), 'tally-no-keychain-'))
  await mkdir(SCREENSHOT_DIR, { recursive: true })
})

test.afterEach(async () => {
  for (const server of servers.splice(0)) expect(await server.stop()).toBe(0)
  await browser.close()
  await sim.close()
  await rm(dataDir, { recursive: true, force: true })
})

async function open(env: Record<string, string | undefined>): Promise<{ page: Page; server: BrowserModeProcess }> {
  const server = startBrowserMode(dataDir, { ...NO_SECRET_SERVICE, ...env })
  servers.push(server)
  const url = await server.url()
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 }, colorScheme: 'light', reducedMotion: 'reduce' })
  const page = await context.newPage()
  await page.goto(url)
  return { page, server }
}

async function restart(server: BrowserModeProcess, env: Record<string, string | undefined>) {
  expect(await server.stop()).toBe(0)
  servers.splice(servers.indexOf(server), 1)
  return open(env)
}

async function connect(page: Page, withKey: boolean) {
  const form = page.getByRole('form', { name: 'Connect your account' })
  await form.getByLabel('Name').fill('Work account')
  await form.getByLabel('Base URL').fill(sim.baseUrl)
  if (withKey) await form.getByLabel('API key', { exact: true }).fill(KEY)
  await form.getByRole('button', { name: 'Connect' }).click()
  await expect(balanceHeadline(page)).toBeVisible({ timeout: 30_000 })
}

test('the encrypted key file: chosen on first run, connect, restart, a wrong then the right passphrase, the balance', async () => {
  const first = await open({})
  let page = first.page
  expect(first.server.output()).toMatch(/Keys: no system keychain here/)

  // The first run asks where keys go; the keychain is offered but not available, and says why.
  const choice = page.getByRole('form', { name: 'Where to keep API keys' })
  await expect(choice).toBeVisible({ timeout: 20_000 })
  await expect(choice.getByRole('radio', { name: /System keychain/ })).toBeDisabled()
  await expect(choice).toContainText('Not available here:')
  await expect(choice.getByRole('radio', { name: /Encrypted key file/ })).toBeChecked()
  await expect(choice.getByRole('radio', { name: /Key from the environment/ })).toBeDisabled()
  // The connection form waits for the choice.
  await expect(page.getByRole('form', { name: 'Connect your account' })).toHaveCount(0)
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'keys-no-keychain-choice.png') })
  await expectPageAccessible(page, 'first run without a keychain')

  // Two different passphrases are caught before anything is written.
  await choice.getByLabel('New passphrase', { exact: true }).fill(PASSPHRASE)
  await choice.getByLabel('Repeat the passphrase', { exact: true }).fill('something else')
  await choice.getByRole('button', { name: 'Create the key file' }).click()
  await expect(choice).toContainText('The two passphrases differ')
  await choice.getByLabel('Repeat the passphrase', { exact: true }).fill(PASSPHRASE)
  await choice.getByRole('button', { name: 'Create the key file' }).click()
  await expect(page.getByRole('form', { name: 'Connect your account' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('form', { name: 'Connect your account' })).toContainText('Stored encrypted in your key file')
  await connect(page, true)
  const shown = await balanceHeadline(page).getAttribute('data-exact')

  // The key file holds the key encrypted: neither it nor the passphrase is in any file in the data folder.
  const keyFile = await readFile(join(dataDir, 'api-keys.enc'), 'utf8')
  expect(keyFile).not.toContain(KEY)
  expect(keyFile).not.toContain(PASSPHRASE)

  // A restart: the lock screen, and nothing else, until the passphrase is given.
  page = (await restart(first.server, {})).page
  const lock = page.getByRole('main', { name: 'Your keys are locked' })
  await expect(lock).toBeVisible({ timeout: 20_000 })
  await expect(nav(page)).toHaveCount(0)
  await expect(lock).toContainText('Tokentally started: the key file is locked')
  await expect(lock.getByLabel('Passphrase', { exact: true })).toBeFocused()
  await page.screenshot({ path: join(SCREENSHOT_DIR, 'keys-unlock.png') })
  await expectPageAccessible(page, 'the key file locked')

  await lock.getByLabel('Passphrase', { exact: true }).fill('not the passphrase')
  await lock.getByRole('button', { name: 'Unlock' }).click()
  await expect(lock.getByText(/does not open the key file/)).toBeVisible({ timeout: 20_000 })
  await lock.getByLabel('Passphrase', { exact: true }).fill(PASSPHRASE)
  await lock.getByRole('button', { name: 'Unlock' }).click()
  await expect(balanceHeadline(page)).toBeVisible({ timeout: 30_000 })
  expect(await balanceHeadline(page).getAttribute('data-exact')).toBe(shown)
})

test('a key from the environment: no question, no key typed, the balance after a restart', async () => {
  const env = { TALLY_API_KEY: KEY }
  const first = await open(env)
  let page = first.page
  expect(first.server.output()).toMatch(/Keys: from TALLY_API_KEY/)
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Tokentally' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByRole('form', { name: 'Where to keep API keys' })).toHaveCount(0)
  const form = page.getByRole('form', { name: 'Connect your account' })
  await expect(form.getByRole('group', { name: 'API key' })).toContainText('From TALLY_API_KEY')
  await connect(page, false)

  page = (await restart(first.server, env)).page
  await expect(balanceHeadline(page)).toBeVisible({ timeout: 30_000 })
  // Nothing was written anywhere in the data folder that holds the key.
  for (const file of ['connections.json', 'key-storage.json', 'settings.json']) {
    const text = await readFile(join(dataDir, file), 'utf8').catch(() => '')
    expect(text, file).not.toContain(KEY)
  }
})
