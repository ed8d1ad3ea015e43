import keytar from 'keytar'
import { KEYCHAIN_SERVICE } from '../../../electron/services/secrets/keytar-store'
import { expect, test } from '../harness/fixtures'
import { expectAccessible } from '../support/axe'
import { balanceHeadline, connectOnceReady, openView } from '../support/ui'

test.describe('#39: "Enter the key again" where a missing key is reported', () => {
  test('the keyring lost the key across a restart: the dashboard says so, the key is entered again in place, the balance comes back', async ({ app, target }) => {
    test.skip(target !== 'chromium', 'the spec removes the key from the keyring the chromium target’s server uses')
    let page = app.page
    await connectOnceReady(app, 'sk-demo-funded', 'Work account')
    await expect(balanceHeadline(page)).toBeVisible({ timeout: 20_000 })
    const { connections } = await app.invoke('connections:list', {})
    const id = connections[0]?.id ?? ''
    // What a throwaway keyring does to a restart: the entry is gone.
    expect(await keytar.deletePassword(KEYCHAIN_SERVICE, id)).toBe(true)
    await app.restart()
    page = app.page

    // Usage reads at start and says so; the balance (kept from before) says it at its next read.
    await page.getByRole('button', { name: 'Refresh balance' }).click()
    const notice = page.getByRole('region', { name: 'Balance', exact: true }).locator('.notice').filter({ hasText: 'No API key stored for this connection' })
    await expect(notice).toBeVisible({ timeout: 20_000 })
    await expect(page.getByRole('region', { name: 'Usage this month' }).getByRole('button', { name: 'Enter the key again' })).toBeVisible()
    await notice.getByRole('button', { name: 'Enter the key again' }).click()
    const dialog = page.getByRole('dialog', { name: 'Enter the key for “Work account” again' })
    await expect(dialog).toBeVisible()
    const key = dialog.getByLabel('API key', { exact: true })
    await expect(key).toBeFocused()
    await key.fill('sk-demo-funded')
    await app.screenshot('key-reenter')
    await expectAccessible(app, 'Enter the key again')
    await dialog.getByRole('button', { name: 'Check and save' }).click()
    await expect(dialog).toBeHidden({ timeout: 20_000 })
    await expect(balanceHeadline(page)).toBeVisible({ timeout: 20_000 })
    await expect(notice).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Enter the key again' })).toHaveCount(0, { timeout: 20_000 })

    // Settings marks a connection without a key, with the same button.
    expect(await keytar.deletePassword(KEYCHAIN_SERVICE, id)).toBe(true)
    await app.restart()
    page = app.page
    await openView(page, 'Settings')
    await expect(page.getByRole('button', { name: 'Enter the key for Work account again' })).toBeVisible({ timeout: 20_000 })
    await keytar.setPassword(KEYCHAIN_SERVICE, id, 'sk-demo-funded')
  })
})
