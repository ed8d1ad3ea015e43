import { readFile } from 'node:fs/promises'
import Decimal from 'decimal.js'
import { afterEach, describe, expect, it } from 'vitest'
import { FakeClock } from '../../support/fake-clock'
import { type Sim, simulator } from '../../support/core/sim-client'
import { useSimApp } from '../../support/core/use-app'
import { pdfPages } from '../../support/statements/pdf-text'

// #35: the statement of a UTC month with a top-up and a price change, over the simulator: balances from
// the history the app kept, the top-up found, the arithmetic, the price change, and the PDF read back.

const startApp = useSimApp()
const sims: Sim[] = []
afterEach(async () => {
  for (const sim of sims.splice(0)) await sim.close()
})

const topUp = (rootUrl: string, key: string, amount: string) =>
  fetch(`${rootUrl}/_sim/topup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ key, amount }) })

describe('the monthly statement against the simulator', () => {
  it('November with a top-up and a price change: opening, top-up, spend and closing add up; the change is listed', async () => {
    // The simulator makes its usage history up to the day it starts: started on 30 November, with the
    // price change in it; the app then starts on 31 October and reads the opening balance.
    const clock = new FakeClock(Date.parse('2026-11-30T22:00:00Z'))
    const sim = await simulator({ now: () => clock.now(), usageDelayMs: 0, priceChanges: [{ model: 'tally-mini', from: '2026-11-04', prices: { output: '0.90' } }] })
    sims.push(sim)
    clock.set('2026-10-31T23:30:00Z')
    const app = await startApp({ clock, key: null })
    const id = (await app.invoke('connections:add', { name: 'Funded', baseUrl: sim.baseUrl, key: 'sk-demo-funded', activate: true })).activeId!
    const opening = (await app.invoke('balance:refresh', {})).balance!.balance
    clock.set('2026-11-20T12:00:00Z')
    expect((await topUp(sim.rootUrl, 'sk-demo-funded', '25')).status).toBe(200)
    await app.invoke('balance:refresh', {})
    clock.set('2026-11-30T23:00:00Z')
    const closing = (await app.invoke('balance:refresh', {})).balance!.balance
    clock.set('2026-12-01T01:00:00Z')
    await app.invoke('usage:refresh', { start: '2026-08-01', end: '2026-12-01', force: true })
    await app.invoke('accounts:refresh', {})

    const s = await app.invoke('statements:get', { month: '2026-11', accountId: id })
    expect(s.opening).toMatchObject({ balance: opening, at: '2026-10-31T23:30:00.000Z' })
    expect(s.closing).toMatchObject({ balance: closing, at: '2026-11-30T23:00:00.000Z' })
    expect(s.topUps.map((t) => [t.at, t.amount])).toEqual([['2026-11-20T12:00:00.000Z', '25.000000']])
    const rows = (await app.invoke('usage:get', { start: '2026-11-01', end: '2026-12-01' })).rows
    const spend = rows.reduce((a, r) => a.plus(r.cost), new Decimal(0))
    expect(s.spend).toBe(spend.toFixed(6))
    expect(new Decimal(s.spend).isPositive()).toBe(true)
    // opening + top-ups − spend = expected closing, exactly; the closing read is compared with it.
    expect(s.expectedClosing).toBe(new Decimal(opening).plus(25).minus(spend).toFixed(6))
    expect(s.closingDifference).toBe(new Decimal(closing).minus(s.expectedClosing!).toFixed(6))
    expect(s.byModel.reduce((a, m) => a.plus(m.amount), new Decimal(0)).toFixed(6)).toBe(s.spend)
    const change = s.priceChanges.find((c) => c.model === 'tally-mini')
    expect(change).toBeDefined()
    expect(Math.abs(Date.parse(change!.day) - Date.parse('2026-11-04'))).toBeLessThanOrEqual(2 * 86_400_000)

    // October began before the app's first reading: its opening is said unknown, never 0.
    const october = await app.invoke('statements:get', { month: '2026-10', accountId: null })
    expect(october.opening).toMatchObject({ balance: null })
    expect(october.expectedClosing).toBeNull()
    expect((await app.failure('statements:get', { month: '2027-01', accountId: null })).code).toBe('invalid_month')

    const saved = await app.invoke('statements:export', { month: '2026-11', accountId: id, format: 'pdf' })
    const { pages } = await pdfPages(new Uint8Array(await readFile(saved.path!)))
    const text = pages.join(' ')
    expect(text).toContain('November 2026 (UTC)')
    expect(text).toContain(`Top-ups $25.000000`)
    expect(text).toContain(`Opening + top-ups − spend $${s.expectedClosing}`)
    expect(text).toContain('tally-mini, from')
    const csv = await readFile((await app.invoke('statements:export', { month: '2026-11', accountId: id, format: 'csv' })).path!, 'utf8')
    expect(csv).toContain(`top-up,`)
    expect(csv).toContain(`spend,the service’s bill,,${s.spend},`)
  })
})
