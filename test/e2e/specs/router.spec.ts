import { expect, test } from '../harness/fixtures'
import { startNginxRouter } from '../../support/router/nginx-router'

test.describe('router connection', () => {
  test('Connect proposes "router"; the dashboard explains and links the service account, then shows its balance', async ({ app }) => {
    // A real router in front of the simulator: nginx with its own key, only /v1/models and /v1/chat/completions.
    const router = await startNginxRouter(app.sim.baseUrl, 'sk-demo-funded')
    try {
      const page = app.page
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Tokentally' })).toBeVisible({ timeout: 30_000 })
      const form = page.getByRole('form', { name: 'Connect your account' })
      await form.getByLabel('Name', { exact: true }).fill('Gateway')
      await form.getByLabel('Base URL', { exact: true }).fill(router.baseUrl)
      await form.getByLabel('API key', { exact: true }).fill(router.routerKey)
      await form.getByRole('button', { name: 'Connect' }).click()

      const finding = form.getByRole('group', { name: 'What the check found' })
      await expect(finding.getByText(/This looks like a router/)).toBeVisible()
      await expect(form.getByRole('group', { name: 'Connection problems' })).toHaveCount(0)
      await expect(form.getByText(/rejected this key|Nothing found/)).toHaveCount(0)
      await expect(finding.getByRole('radio', { name: /Router/ })).toBeChecked()
      await finding.getByRole('button', { name: 'Save as router' }).click()

      // The service account, saved but not active (as if added in Settings earlier).
      await app.invoke('connections:add', { name: 'Main account', baseUrl: app.sim.baseUrl, key: 'sk-demo-funded', activate: false })

      const panel = page.getByRole('region', { name: 'Balance and usage' })
      await expect(panel.getByText(/Gateway is a router: chat goes through it/)).toBeVisible()
      await expect(panel.getByLabel('Spend from')).toHaveValue(/.+/)
      await expect(page.getByRole('alert')).toHaveCount(0)
      await expect(page.getByRole('heading', { name: 'Balance', exact: true })).toHaveCount(0)
      await app.screenshot('router-dashboard')

      await panel.getByRole('button', { name: 'Link account' }).click()
      await expect(page.getByRole('note', { name: 'Where balance and usage come from' })).toContainText('Chat through Gateway, spend from Main account')
      await expect(page.getByRole('button', { name: /^Balance: \$\d/ }).first()).toBeVisible()
      await expect(page.getByRole('alert')).toHaveCount(0)
      await page.waitForTimeout(1500) // let the usage chart finish drawing
      await app.screenshot('router-linked')

      const state = await app.invoke('connections:list', {})
      const gateway = state.connections.find((c) => c.name === 'Gateway')
      const main = state.connections.find((c) => c.name === 'Main account')
      expect(gateway).toMatchObject({ kind: 'router', linkedAccountId: main?.id })
      expect(state.activeId).toBe(gateway?.id)
    } finally {
      await router.close()
    }
  })
})
