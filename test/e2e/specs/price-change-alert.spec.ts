import { expect, test } from '../harness/fixtures'

const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

test.describe('price changes', () => {
  test.describe.configure({ timeout: 120_000 })
  // tally-mini's output price rose 20 % twelve days ago (the simulator prices history and chats so).
  test.use({ simOptions: { priceChanges: [{ model: 'tally-mini', from: day(-12), prices: { output: '0.72' } }] } })

  test('the fit finds the change and tells it once', async ({ app }) => {
    await app.connect('sk-demo-funded')
    const page = app.page
    const notice = page.getByText(/Price change: tally-mini's output price rose 20 % on/)
    await expect(notice).toBeVisible({ timeout: 30_000 })
    await expect(notice).toContainText('fitted from your usage: $0.60 → $0.72 per million tokens')
    await app.screenshot('alert-price-change')
    await expect(page.getByText(/Price change:/)).toHaveCount(1)
  })

  test('found while the window is still starting (a slow machine), the notice is shown once the window is up', async ({ app }) => {
    const page = app.page
    // A machine under load: main's first sync and fit find the change before the window has put its
    // toasts on screen (CI saw this: the notice was sent to a window that had nothing to show it yet).
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 })
    await page.reload()
    await app.connect('sk-demo-funded')
    await expect(page.getByText(/Price change: tally-mini's output price rose 20 % on/)).toBeVisible({ timeout: 30_000 })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    await expect(page.getByText(/Price change:/)).toHaveCount(1)
  })
})
