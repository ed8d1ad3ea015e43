import { expect, test } from '../harness/fixtures'
import { askAndWait, openView, pickModel } from '../support/ui'

test.describe('estimate accuracy', () => {
  test.describe.configure({ timeout: 120_000 })
  // Seed 1's random demo days leave several fitted models unused on most days (looked up below; skipped if not).
  test.use({ simOptions: { usageDelayMs: 300, seed: 1 } })

  test('Model stats shows how close a model’s estimates came to the bill on a day only this app used it', async ({ app }) => {
    const page = app.page
    // A demo account and a model its history has fitted prices for, but that it did not use today (the demo
    // history is random per day: look it up).
    const today = new Date().toISOString().slice(0, 10)
    const candidates = [
      { key: 'sk-demo-funded', models: ['tally-standard', 'tally-coder', 'tally-large', 'tally-reasoner', 'tally-nano'] },
      { key: 'sk-demo-noplan', models: ['tally-coder', 'tally-nano'] },
    ]
    let pick: { key: string; model: string } | undefined
    for (const c of candidates) {
      const res = await fetch(`${app.sim.baseUrl}/usage?start=${today}&group_by=model`, { headers: { authorization: `Bearer ${c.key}` } })
      const used = new Set(((await res.json()) as { data: { model: string }[] }).data.map((r) => r.model))
      const model = c.models.find((m) => !used.has(m))
      if (model) {
        pick = { key: c.key, model }
        break
      }
    }
    test.skip(pick === undefined, 'every fitted model of the demo accounts already has usage today')
    if (!pick) return
    const { model } = pick

    await app.connect(pick.key)
    await openView(page, 'Chat')
    await pickModel(page, model)
    await askAndWait(page, 'Explain token buckets in two lines')
    await askAndWait(page, 'And leaky buckets?')
    await askAndWait(page, 'Which one for an API gateway?')

    const now = Date.now()
    const d = new Date(now)
    const nextDay = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1)
    await fetch(`${app.sim.rootUrl}/_sim/clock`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ advanceMs: nextDay - now + 12 * 60_000 }) })
    await openView(page, 'Usage')
    await page.getByRole('button', { name: 'Refresh usage' }).first().click()
    await expect(page.getByRole('list', { name: /Estimate accuracy/ })).toContainText(`${model}: estimates were within`, { timeout: 30_000 })

    await openView(page, 'Chat')
    await page.getByRole('button', { name: 'Model stats' }).click()
    const dialog = page.getByRole('dialog', { name: 'Model stats' })
    const row = dialog.getByRole('row', { name: new RegExp(model) })
    const accuracy = row.getByRole('cell').last()
    await expect(accuracy).toHaveText(/^±\d+\.\d %$/, { timeout: 30_000 })
    expect(await accuracy.getAttribute('title')).toMatch(new RegExp(`^Estimates for ${model} were within \\d+\\.\\d % of the bill on 1 day`))
    await app.screenshot('model-stats-accuracy')
  })
})
