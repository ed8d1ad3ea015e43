import { createWriteStream } from 'node:fs'
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { once } from 'node:events'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { type AppHandle, expect, test } from '../harness/fixtures'
import { axeFindings, setTheme, THEMES } from '../support/axe'
import { connectOnceReady, openView } from '../support/ui'
import { chatgptExportText } from '../../support/imports/generate-chatgpt'
import { IMPORT_PIECE_BYTES } from '../../../shared/ipc/pieces'

const FIXTURES = join(process.cwd(), 'test', 'support', 'imports', 'fixtures')

function isoDay(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
}

/** The demo account with some usage history cached, so prices are fitted (what it would have cost here). */
async function connectWithHistory(app: AppHandle): Promise<void> {
  await connectOnceReady(app, 'sk-demo-funded')
  await app.invoke('usage:refresh', { start: isoDay(-90), end: isoDay(1), force: false })
}

/** Imports a file through main's channels, as the dialog does (setup for the specs that are not about the dialog). */
async function importThroughChannels(app: AppHandle, name: string, bytes: Uint8Array) {
  const { importId } = await app.invoke('imports:begin', { fileName: name, size: bytes.length })
  for (let at = 0; at < bytes.length; at += IMPORT_PIECE_BYTES) await app.invoke('imports:push', { importId, data: Buffer.from(bytes.subarray(at, at + IMPORT_PIECE_BYTES)).toString('base64') })
  return app.invoke('imports:end', { importId })
}

function dialog(page: Page) {
  return page.getByRole('dialog', { name: 'Import conversations' })
}

async function noAxeFindings(app: AppHandle, scope: string[]): Promise<void> {
  for (const theme of THEMES) {
    await setTheme(app, theme)
    expect(await axeFindings(app.page, scope), `axe in the ${theme} theme`).toEqual([])
  }
  await setTheme(app, 'light')
}

let scratch = ''
test.beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'tally-e2e-import-'))
})
test.afterEach(async () => {
  await rm(scratch, { recursive: true, force: true })
})

test('import: choose, progress with Cancel (what came in stays), then new / already here / skipped with why, and what it would have cost here', async ({ app }) => {
  test.setTimeout(180_000)
  const page = app.page
  await connectWithHistory(app)
  await openView(page, 'Chat')
  await page.getByRole('button', { name: 'Import your history' }).click()
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page).getByRole('button', { name: 'Choose a file…' })).toBeFocused()
  await expect(dialog(page).getByText('Drop an export here')).toBeVisible()
  await app.screenshot('import-choose')
  await noAxeFindings(app, ['.dialog'])

  // A large export (generated): the bar moves, then Cancel keeps what was written.
  const big = join(scratch, 'conversations.json')
  const out = createWriteStream(big)
  for (const piece of chatgptExportText(3000, { messagesPer: 16, messageChars: 700 })) if (!out.write(piece)) await once(out, 'drain')
  out.end()
  await once(out, 'finish')
  await dialog(page).getByLabel('Export file to import').setInputFiles(big)
  const bar = dialog(page).getByRole('progressbar', { name: 'Import progress' })
  await expect(bar).toBeVisible()
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 60_000 }).toBeGreaterThan(8)
  await expect(dialog(page).getByRole('status')).toContainText(/conversations read · \d+ new, 0 already here/)
  await app.screenshot('import-progress')
  await dialog(page).getByRole('button', { name: 'Cancel' }).click()
  const cancelled = dialog(page).getByText(/^Cancelled\. [\d,]+ conversations? (was|were) imported before that and stay\.$/)
  await expect(cancelled).toBeVisible({ timeout: 60_000 })
  const kept = Number((await cancelled.textContent())?.match(/[\d,]+/)?.[0]?.replace(/,/g, ''))
  expect(kept).toBeGreaterThan(0)
  expect(kept).toBeLessThan(3000)
  expect((await app.invoke('conversations:list', { limit: 1 })).items).toHaveLength(1)

  // ChatGPT's own export: then a newer one (one more conversation) says what is new and what is already here.
  await dialog(page).getByRole('button', { name: 'Import another file' }).click()
  await dialog(page).getByLabel('Export file to import').setInputFiles(join(FIXTURES, 'chatgpt-conversations.json'))
  await expect(dialog(page).getByText('ChatGPT: 2 new, 0 already here')).toBeVisible({ timeout: 30_000 })
  const list = JSON.parse(await readFile(join(FIXTURES, 'chatgpt-conversations.json'), 'utf8')) as Record<string, unknown>[]
  const newer = [...list, { ...list[3], title: 'Weekend in Porto', conversation_id: 'porto-1', id: 'porto-1' }]
  const newerFile = join(scratch, 'conversations (1).json')
  await writeFile(newerFile, JSON.stringify(newer))
  await dialog(page).getByRole('button', { name: 'Import another file' }).click()
  await dialog(page).getByLabel('Export file to import').setInputFiles(newerFile)
  await expect(dialog(page).getByText('ChatGPT: 1 new, 2 already here')).toBeVisible({ timeout: 30_000 })
  await expect(dialog(page).getByText('2 conversations skipped:')).toBeVisible()
  await expect(dialog(page).getByText('Broken: no mapping')).toBeVisible()
  await expect(dialog(page).getByText(/not a ChatGPT conversation: missing “mapping”/)).toBeVisible()
  await expect(dialog(page).getByText(/^≈ \$[\d.]+ on /)).toBeVisible({ timeout: 30_000 })
  await app.screenshot('import-done')
  await noAxeFindings(app, ['.dialog'])

  // What it would have cost here: another model picked, its figure; every model below; an estimate.
  const section = dialog(page).getByRole('region', { name: 'What it would have cost here' })
  await section.scrollIntoViewIfNeeded()
  await section.getByLabel('Price at').selectOption('tally-large')
  await expect(section.getByText(/^≈ \$[\d.]+ on tally-large/)).toBeVisible()
  await expect(section.getByText('Estimate', { exact: true })).toBeVisible()
  await expect(section.getByRole('list', { name: 'On every model' }).getByRole('listitem')).not.toHaveCount(0)
  await section.getByText(/tokens in, [\d,]+ out over [\d,]+ answers?, counted here/).scrollIntoViewIfNeeded()
  await app.screenshot('import-cost-here')

  await dialog(page).getByRole('button', { name: 'Show conversations' }).click()
  await expect(dialog(page)).toHaveCount(0)
  await expect(page.getByRole('list', { name: 'Conversation list' }).getByText('Trip to Lisbon 🇵🇹')).toBeVisible()
})

test('import: a bad file says what is wrong, and nothing changes', async ({ app }) => {
  const page = app.page
  await connectOnceReady(app, 'sk-demo-funded')
  await openView(page, 'Chat')
  await page.getByRole('button', { name: 'Import your history' }).click()
  const pdf = join(scratch, 'conversations.pdf')
  await writeFile(pdf, '%PDF-1.7\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\n')
  await dialog(page).getByLabel('Export file to import').setInputFiles(pdf)
  await expect(dialog(page).getByRole('alert')).toContainText('This file is not a chat export in JSON: it starts with “%PDF-1.7')
  await expect(dialog(page).getByText('conversations.pdf cannot be imported')).toBeVisible()
  await expect(dialog(page).getByText('Nothing was imported: your conversations are as they were.')).toBeVisible()
  await app.screenshot('import-error')
  await noAxeFindings(app, ['.dialog'])
  expect((await app.invoke('conversations:list', { limit: 5 })).items).toEqual([])
})

test('an imported conversation: its badge, the other app’s model names, its branches, what it would have cost here; it continues with this service’s models', async ({ app }) => {
  const page = app.page
  await connectWithHistory(app)
  await importThroughChannels(app, 'conversations.json', new Uint8Array(await readFile(join(FIXTURES, 'chatgpt-conversations.json'))))
  await page.reload()
  await openView(page, 'Chat')
  await page.getByRole('list', { name: 'Conversation list' }).getByText('Trip to Lisbon 🇵🇹').click()
  await expect(page.getByRole('heading', { name: 'Trip to Lisbon 🇵🇹' })).toBeVisible()
  await expect(page.getByText('ChatGPT · 12 Mar 2024').first()).toBeVisible()
  await expect(page.getByRole('article', { name: 'Answer from gpt-4o-mini' })).toBeVisible()
  // HTML inside a message is shown as text, never run.
  await expect(page.getByRole('article', { name: 'Answer from gpt-4o' }).first()).toContainText("<script>alert('x')</script>")
  const versions = page.getByRole('group', { name: 'Versions of this message' })
  await expect(versions).toHaveCount(2)
  await expect(versions.first()).toContainText('2 / 2')
  await app.screenshot('chat-imported')
  await noAxeFindings(app, ['.chat-pane'])

  await page.getByRole('button', { name: 'What it would have cost here' }).click()
  const cost = page.getByRole('dialog', { name: 'What it would have cost here' })
  await expect(cost.getByText(/^≈ \$[\d.]+ on /)).toBeVisible({ timeout: 30_000 })
  await cost.getByRole('button', { name: 'Close' }).click()

  // Continued here: the answer comes from this service's model.
  const box = page.getByRole('textbox', { name: 'Message' })
  await box.fill('And what about day 4?')
  await box.press('Enter')
  await expect(page.getByRole('article', { name: /^Answer from tally-/ }).last()).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
})

test('branches: Save & regenerate keeps the old version, Save only asks nothing, ‹ › switches, a version can be deleted', async ({ app }) => {
  const page = app.page
  await connectOnceReady(app, 'sk-demo-funded')
  await openView(page, 'Chat')
  const box = page.getByRole('textbox', { name: 'Message' })
  await box.fill('Name a colour of the sea')
  await box.press('Enter')
  const answers = page.getByRole('article', { name: /^Answer from/ })
  await expect(answers.last()).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  const first = (await answers.last().textContent()) ?? ''

  await page.getByRole('article', { name: 'Your message' }).getByRole('button', { name: 'Edit' }).click()
  await page.getByRole('textbox', { name: 'Edit message' }).fill('Name a colour of the evening sky')
  await page.getByRole('button', { name: 'Save & regenerate' }).click()
  await expect(page.getByRole('article', { name: 'Your message' })).toContainText('evening sky')
  await expect(answers.last()).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  const versions = page.getByRole('article', { name: 'Your message' }).getByRole('group', { name: 'Versions of this message' })
  await expect(versions).toContainText('2 / 2')

  await versions.getByRole('button', { name: 'Previous version' }).click()
  await expect(page.getByRole('article', { name: 'Your message' })).toContainText('Name a colour of the sea')
  await expect(versions).toContainText('1 / 2')
  expect((await answers.last().textContent()) ?? '').toBe(first)
  await app.screenshot('chat-branches')
  await noAxeFindings(app, ['.chat-pane'])

  // Save only: a third version, no request, nothing spent.
  const requestsBefore = app.ipcLog.filter((l) => l.includes('"invoke":"chat:start"')).length
  await page.getByRole('article', { name: 'Your message' }).getByRole('button', { name: 'Edit' }).click()
  await page.getByRole('textbox', { name: 'Edit message' }).fill('Name a colour of a forest')
  await page.getByRole('button', { name: 'Save only' }).click()
  await expect(page.getByRole('article', { name: 'Your message' })).toContainText('forest')
  await expect(versions).toContainText('3 / 3')
  await expect(answers).toHaveCount(0)
  expect(app.ipcLog.filter((l) => l.includes('"invoke":"chat:start"')).length).toBe(requestsBefore)

  // Delete this version: the one before it shows again.
  await versions.getByRole('button', { name: 'Delete version…' }).click()
  await versions.getByRole('button', { name: 'Delete version' }).click()
  await expect(versions).toContainText('2 / 2')
  await expect(page.getByRole('article', { name: 'Your message' })).toContainText('evening sky')
})

test('Settings → Data: back up now, the daily backup, export all; restore into the running app', async ({ app }) => {
  test.setTimeout(120_000)
  const page = app.page
  await connectOnceReady(app, 'sk-demo-funded')
  await importThroughChannels(app, 'conversations.json', new Uint8Array(await readFile(join(FIXTURES, 'claude-conversations.json'))))
  await openView(page, 'Settings')
  const data = page.getByRole('region', { name: 'Data' })
  await data.scrollIntoViewIfNeeded()
  await data.getByRole('button', { name: 'Back up now…' }).click()
  await expect(data.getByText(/^Backed up 2 conversations to .*Tokentally backup \d{4}-\d{2}-\d{2}\.tokentally-backup\.$/)).toBeVisible({ timeout: 30_000 })
  await data.getByRole('checkbox', { name: 'Back up every day' }).check()
  await expect(data.getByText(/Daily backups go to .*backups\. The newest: /)).toBeVisible({ timeout: 20_000 })
  await data.getByRole('button', { name: 'Export all conversations (.zip)…' }).click()
  await expect(data.getByText(/^Exported 2 conversations to /)).toBeVisible({ timeout: 30_000 })
  await app.screenshot('settings-backup')
  await noAxeFindings(app, ['section[aria-labelledby="settings-data"]'])

  // Restore the backup into the running app: it checks it, restarts on the same data and reloads.
  const backups = await readdir(join(app.dataDir, 'exports'))
  const backup = backups.find((n) => n.startsWith('Tokentally backup'))
  await app.invoke('conversations:deleteAll', {})
  await data.getByLabel('Backup file to restore').setInputFiles(join(app.dataDir, 'exports', backup ?? ''))
  const reloaded = page.waitForEvent('load', { timeout: 30_000 })
  await expect(data.getByText(/is checked\. Tokentally restarts now to open it/)).toBeVisible({ timeout: 30_000 })
  await reloaded
  await openView(page, 'Settings')
  await expect(page.getByText(/^Restored the backup of /)).toBeVisible({ timeout: 30_000 })
  expect((await app.invoke('conversations:list', { limit: 5 })).items).toHaveLength(2)
})
