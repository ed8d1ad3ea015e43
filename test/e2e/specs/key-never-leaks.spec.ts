import { randomBytes } from 'node:crypto'
import type { Locator } from '@playwright/test'
import { type AppHandle, expect, test } from '../harness/fixtures'
import { browserStorage, findIn, type Hit, ipcPayloadsToScan, scanFiles } from '../support/leak-scan'
import { balanceHeadline, balanceRegion, connectOnceReady, lastAnswer, openView, pageText, sendMessage, usageTotalCost } from '../support/ui'

/**
 * The key never leaks: after a realistic session (connect through the UI, a second key through
 * IPC, dashboard, usage, chat, an error and its copied report, a CSV export, diagnostics, a
 * restart) the keys appear in no file under the data directory, no browser storage, no DOM text or
 * attribute, no IPC result or event, no copied text and no diagnostics. The service's masked
 * suffix (`sk-...nded`) is not the key and may appear.
 */

const FUNDED = 'sk-demo-funded'
/** A second, high-entropy key that does not start with "sk-": redaction must not rely on the prefix. */
const SECOND = `tt-live-${randomBytes(18).toString('hex')}`

async function copied(app: AppHandle, button: Locator): Promise<string> {
  await app.page.evaluate(() => navigator.clipboard.writeText(''))
  await button.click()
  await expect.poll(() => app.page.evaluate(() => navigator.clipboard.readText()), { timeout: 5_000 }).not.toBe('')
  return app.page.evaluate(() => navigator.clipboard.readText())
}

/** Everything a key could leak into, scanned at once. */
async function scanEverything(app: AppHandle, secrets: readonly string[], extra: { label: string; text: string }[]): Promise<{ hits: Hit[]; scanned: string[] }> {
  const hits: Hit[] = []
  const scanned: string[] = []
  const files = await scanFiles(app.dataDir, secrets)
  hits.push(...files.hits)
  scanned.push(...files.files.map((f) => f.replace(app.dataDir, '<dataDir>')))
  for (const [where, text] of Object.entries(await browserStorage(app.page))) {
    hits.push(...findIn(`browser ${where}`, text, secrets))
    scanned.push(`browser ${where}`)
  }
  hits.push(...findIn('DOM (text, attributes, form values)', await pageText(app.page), secrets))
  for (const payload of ipcPayloadsToScan(app.ipcLog)) hits.push(...findIn(payload.label, payload.text, secrets))
  scanned.push(`${app.ipcLog.length} IPC payloads`)
  for (const item of extra) {
    hits.push(...findIn(item.label, item.text, secrets))
    scanned.push(item.label)
  }
  return { hits, scanned }
}

function report(hits: Hit[]): string[] {
  return hits.map((h) => `${h.where}: …${h.excerpt}…`)
}

test.describe('key never leaks', () => {
  test.describe.configure({ timeout: 180_000 })

  test('a realistic session leaves no key in files, storage, DOM, IPC, copied reports or diagnostics', async ({ app }) => {
    const page = app.page
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    const extra: { label: string; text: string }[] = []

    // 1. Connect through the UI, as a person would.
    const form = page.getByRole('form', { name: 'Connect your account' })
    await form.getByLabel('Name', { exact: true }).fill('Main account')
    await form.getByLabel('Base URL', { exact: true }).fill(app.sim.baseUrl)
    await form.getByLabel('API key', { exact: true }).fill(FUNDED)
    await form.getByRole('button', { name: 'Connect' }).click()
    await expect(balanceHeadline(page)).toBeVisible({ timeout: 20_000 })
    // The service's masked suffix is what the app shows of the key.
    await expect(page.getByLabel('API key')).toContainText('sk-...nded')

    // 2. A second connection through IPC, with a key the service does not know.
    await app.invoke('connections:add', { name: 'Side project', baseUrl: app.sim.baseUrl, key: SECOND, activate: false })

    // 3. Usage, with a CSV export.
    await openView(page, 'Usage')
    await expect(usageTotalCost(page)).toBeVisible({ timeout: 30_000 })
    await page.getByRole('button', { name: 'Export CSV', exact: true }).click()
    await expect(page.getByText(/^Saved \d+ rows? to /)).toBeVisible({ timeout: 20_000 })

    // 4. A chat that completes.
    await openView(page, 'Chat')
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue(/^tally-/, { timeout: 20_000 })
    await sendMessage(page, 'Summarise what a prepaid balance is, in one short paragraph.')
    await expect(lastAnswer(page)).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })

    // 5. A chat error, and its copied error report.
    await app.sim.fault({ match: { method: 'POST', path: '/v1/chat/completions' }, times: 1, respond: { status: 502 } })
    await sendMessage(page, 'This one fails at the service.')
    await expect(lastAnswer(page).getByRole('alert')).toBeVisible({ timeout: 20_000 })
    extra.push({ label: 'copied chat error report', text: await copied(app, lastAnswer(page).getByRole('button', { name: 'Copy error report' })) })

    // 6. The second connection: its key is rejected (401); copy that error report too.
    await page.getByRole('group', { name: 'Active connection' }).getByRole('radio', { name: 'Side project' }).check()
    await openView(page, 'Dashboard')
    const rejected = balanceRegion(page).getByRole('alert')
    await expect(rejected).toContainText('Key rejected', { timeout: 20_000 })
    extra.push({ label: 'copied balance error report (401)', text: await copied(app, rejected.getByRole('button', { name: 'Copy error report' })) })
    await page.getByRole('group', { name: 'Active connection' }).getByRole('radio', { name: 'Main account' }).check()
    await expect(balanceHeadline(page)).toBeVisible({ timeout: 20_000 })

    // 7. Settings: the connection list and the edit dialog (which never shows the stored key).
    await openView(page, 'Settings')
    await page.getByRole('button', { name: 'Edit Main account' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit “Main account”' })
    await expect(edit.getByLabel('New API key', { exact: true })).toHaveValue('')
    extra.push({ label: 'settings view with the edit dialog open (DOM)', text: await pageText(page) })
    await edit.getByRole('button', { name: 'Cancel' }).click()

    // 8. Diagnostics, both through the renderer's bridge (logged IPC) and directly.
    const viaBridge = await page.evaluate(async () => JSON.stringify(await window.tally.app.diagnostics()))
    extra.push({ label: 'diagnostics through the renderer', text: viaBridge })
    const diagnostics = await app.invoke('app:diagnostics', {})
    expect(diagnostics.text).toContain('Main account')
    expect(diagnostics.text).toContain('Recent errors:')
    extra.push({ label: 'diagnostics', text: diagnostics.text })

    // 9. A restart: the keys come back from the keychain, never from a file.
    await app.restart()
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await expect(balanceHeadline(app.page)).toBeVisible({ timeout: 20_000 })
    await openView(app.page, 'Usage')
    await expect(usageTotalCost(app.page)).toBeVisible({ timeout: 30_000 })
    await openView(app.page, 'Chat')
    await expect(app.page.getByRole('article', { name: 'Your message' }).first()).toBeVisible({ timeout: 20_000 })
    await app.screenshot('key-never-leaks-after-restart')

    const { hits, scanned } = await scanEverything(app, [FUNDED, SECOND], extra)
    console.log(`key never leaks: scanned ${scanned.length} places: ${scanned.join(', ')}`)
    expect(scanned.some((s) => s.includes('exports') && s.endsWith('.csv')), 'the CSV export was scanned').toBe(true)
    expect(scanned.some((s) => s.endsWith('tokentally.db')), 'the chat history (database) was scanned').toBe(true)
    expect(report(hits)).toEqual([])
    expect(app.blockedRequests).toEqual([])
  })

  test('a proxy that echoes the key in its error messages: the key still reaches no screen, IPC payload or report', async ({ app }) => {
    const page = app.page
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await connectOnceReady(app, FUNDED, 'Main account')
    await expect(balanceHeadline(page)).toBeVisible({ timeout: 20_000 })
    const echo = (status: number) => ({
      status,
      body: { error: { message: `upstream refused the request with Authorization: Bearer ${FUNDED} (key ${FUNDED})`, type: 'proxy_error', code: `proxy_${status}` } },
    })

    // Balance: a 502 from the proxy, with the key in its message.
    await app.sim.fault({ match: { method: 'GET', path: '/v1/balance' }, times: 1, respond: echo(502) })
    await page.getByRole('button', { name: 'Refresh balance' }).click()
    const notice = balanceRegion(page).getByText('Could not read the balance', { exact: true })
    await expect(notice).toBeVisible({ timeout: 20_000 })
    const balanceReport = await copied(app, balanceRegion(page).getByRole('button', { name: 'Copy error report' }))

    // Chat: a 400 from the proxy, with the key in its message.
    await openView(page, 'Chat')
    await expect(page.getByRole('combobox', { name: 'Model', exact: true })).toHaveValue(/^tally-/, { timeout: 20_000 })
    await app.sim.fault({ match: { method: 'POST', path: '/v1/chat/completions' }, times: 1, respond: echo(400) })
    await sendMessage(page, 'A request the proxy refuses.')
    await expect(lastAnswer(page).getByRole('alert')).toBeVisible({ timeout: 20_000 })
    const chatReport = await copied(app, lastAnswer(page).getByRole('button', { name: 'Copy error report' }))

    const diagnostics = await app.invoke('app:diagnostics', {})
    const { hits } = await scanEverything(app, [FUNDED], [
      { label: 'copied balance error report', text: balanceReport },
      { label: 'copied chat error report', text: chatReport },
      { label: 'diagnostics', text: diagnostics.text },
    ])
    await app.screenshot('key-never-leaks-echoing-proxy')
    expect(report(hits)).toEqual([])
  })
})
