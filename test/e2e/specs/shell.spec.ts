import { eventContract, invokeContract } from '../../../shared/ipc/contract'
import { expect, test } from '../harness/fixtures'

/** Every capability the contract names, as the bridge groups them: exactly these, nothing else. */
const CAPABILITIES = [...new Set([...Object.keys(invokeContract).map((c) => c.split(':')[0]), ...Object.keys(eventContract)])].sort()

test.describe('app shell', () => {
  test('dashboard, chat and settings views are reachable by keyboard and named', async ({ app }) => {
    await app.connect('sk-demo-funded')
    const page = app.page
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('button', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { name: 'Balance', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Balance: \$/ }).first()).toBeVisible()
    await app.screenshot('shell-dashboard')

    await nav.getByRole('button', { name: 'Dashboard' }).focus()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(nav.getByRole('button', { name: 'Chat' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('main', { name: 'Chat' })).toBeVisible()
    await app.screenshot('shell-chat')

    await nav.getByRole('button', { name: 'Settings' }).click()
    await expect(page.getByRole('main', { name: 'Settings' })).toBeVisible()
    await app.screenshot('shell-settings')

    for (const button of await page.getByRole('button').all()) {
      expect(await button.evaluate((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().length > 0)).toBe(true)
    }
  })

  test('the renderer makes no network requests and sees no key', async ({ app }) => {
    await app.connect('sk-demo-funded')
    await expect(app.page.getByRole('button', { name: /^Balance: \$/ }).first()).toBeVisible()
    expect(app.blockedRequests).toEqual([])
    const exposed = await app.page.evaluate(() => Object.keys(window.tally).sort())
    expect(exposed).toEqual(CAPABILITIES)
    expect(await app.page.evaluate(() => typeof (window as unknown as { require?: unknown }).require)).toBe('undefined')
  })
})
