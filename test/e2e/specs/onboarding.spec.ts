import type { Page } from '@playwright/test'
import { expect, test } from '../harness/fixtures'

/** The first screen, once the app has loaded its (empty) list of connections. */
async function welcome(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Tokentally' })).toBeVisible({ timeout: 30_000 })
  return page.getByRole('form', { name: 'Connect your account' })
}

test.describe('onboarding', () => {
  test('welcome screen, then explore with demo data', async ({ app }) => {
    const page = app.page
    const form = await welcome(page)
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('My account')
    await expect(form.getByText('Must end with /v1, e.g. https://api.example.com/v1')).toBeVisible()
    await expect(form.getByLabel('API key', { exact: true })).toHaveAttribute('type', 'password')
    await expect(form.getByText(/stored in your OS keychain, never on disk/i)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Explore with demo data' })).toBeVisible()
    await app.screenshot('onboarding-welcome')

    await page.getByRole('button', { name: 'Explore with demo data' }).click()
    await expect(page.getByRole('heading', { name: 'Balance', exact: true })).toBeVisible()
    await expect(page.getByRole('note').filter({ hasText: 'demo data' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText('DEMO', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Balance: \$/ }).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: /usage/i }).first()).toBeVisible()
    await page.waitForTimeout(1500) // let the usage chart finish drawing
    await app.screenshot('onboarding-demo')

    const state = await app.invoke('connections:list', {})
    expect(state.connections).toHaveLength(1)
    expect(state.connections[0]?.demo).toBe(true)
    expect(state.activeId).toBe(state.connections[0]?.id)
  })

  test('a base URL without /v1 is explained next to the field, the input is kept, then fixed', async ({ app }) => {
    const page = app.page
    const form = await welcome(page)
    const name = form.getByLabel('Name', { exact: true })
    const baseUrl = form.getByLabel('Base URL', { exact: true })
    const key = form.getByLabel('API key', { exact: true })
    const withoutV1 = app.sim.baseUrl.replace(/\/v1$/, '')

    await name.fill('Simulator')
    await baseUrl.fill(withoutV1)
    await key.fill('sk-demo-funded')
    await form.getByRole('button', { name: 'Connect' }).click()

    await expect(baseUrl).toHaveAttribute('aria-invalid', 'true')
    const message = form.getByText(`The base URL must end with /v1, like ${withoutV1}/v1 — add /v1.`)
    await expect(message).toBeVisible()
    await expect(baseUrl).toHaveAccessibleDescription(/must end with \/v1, like/)
    await expect(baseUrl).toBeFocused()
    await expect(name).toHaveValue('Simulator')
    await expect(baseUrl).toHaveValue(withoutV1)
    await expect(key).toHaveValue('sk-demo-funded')
    await expect(form.getByRole('button', { name: 'Save anyway' })).toHaveCount(0)
    expect((await app.invoke('connections:list', {})).connections).toHaveLength(0)
    await app.screenshot('onboarding-base-url-error')

    await baseUrl.fill(`${withoutV1}/v1`)
    await expect(message).toHaveCount(0)
    await form.getByRole('button', { name: 'Connect' }).click()
    await expect(page.getByRole('heading', { name: 'Balance', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: /^Balance: \$/ }).first()).toBeVisible()
    const state = await app.invoke('connections:list', {})
    expect(state.connections.map((c) => [c.name, c.baseUrl, c.demo])).toEqual([['Simulator', app.sim.baseUrl, false]])
  })

  test('a rejected key (401) is saved only through "Save anyway"', async ({ app }) => {
    const page = app.page
    const form = await welcome(page)
    await form.getByLabel('Base URL', { exact: true }).fill(app.sim.baseUrl)
    await form.getByLabel('API key', { exact: true }).fill('sk-demo-revoked')
    await form.getByRole('button', { name: 'Connect' }).click()

    await expect(form.getByText('The service rejected this API key (HTTP 401)')).toBeVisible()
    await expect(form.getByText(/answered and lists \d+ models/)).toBeVisible()
    const saveAnyway = form.getByRole('button', { name: 'Save anyway' })
    await expect(saveAnyway).toBeVisible()
    await expect(form.getByLabel('API key', { exact: true })).toHaveValue('sk-demo-revoked')
    expect((await app.invoke('connections:list', {})).connections).toHaveLength(0)
    await app.screenshot('onboarding-key-rejected')

    await saveAnyway.click()
    await expect(page.getByRole('heading', { name: 'Balance', exact: true })).toBeVisible()
    const state = await app.invoke('connections:list', {})
    expect(state.connections.map((c) => c.name)).toEqual(['My account'])
  })

  test('a key without a credit account (404) is explained', async ({ app }) => {
    const form = await welcome(app.page)
    await form.getByLabel('Base URL', { exact: true }).fill(app.sim.baseUrl)
    await form.getByLabel('API key', { exact: true }).fill('sk-demo-nocredit')
    await form.getByRole('button', { name: 'Connect' }).click()
    await expect(form.getByText('This key has no credit account (HTTP 404)')).toBeVisible()
    await expect(form.getByRole('button', { name: 'Save anyway' })).toBeVisible()
    expect((await app.invoke('connections:list', {})).connections).toHaveLength(0)
  })

  test('an unreachable service is explained and nothing is lost', async ({ app }) => {
    await app.page.setViewportSize({ width: 1280, height: 900 })
    const form = await welcome(app.page)
    await form.getByLabel('Base URL', { exact: true }).fill('http://127.0.0.1:9/v1')
    await form.getByLabel('API key', { exact: true }).fill('sk-demo-funded')
    await form.getByRole('button', { name: 'Connect' }).click()
    await expect(form.getByText('Could not reach the service')).toBeVisible({ timeout: 30_000 })
    // #39: in view, not below the connection-kind choice under the fold.
    await expect(form.getByText('Could not reach the service')).toBeInViewport()
    await expect(form.getByLabel('Base URL', { exact: true })).toHaveValue('http://127.0.0.1:9/v1')
    await expect(form.getByLabel('API key', { exact: true })).toHaveValue('sk-demo-funded')
  })
})
