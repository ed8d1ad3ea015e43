import { describe, expect, it } from 'vitest'
import { openDatabase } from '../../../electron/services/db/open-database'
import { KEYS } from '../../support/core/sim-client'
import { useSimApp } from '../../support/core/use-app'

// #25 through the whole main process and the simulator: balance reads become history rows, budgets
// are set and paced over the guard channels, a router follows its account, a spike alerts once.

const startApp = useSimApp()

async function connected(events: unknown[] = []) {
  const app = await startApp({ sim: { usageDelayMs: 0 }, emit: (channel, payload) => events.push({ channel, payload }) })
  await expect.poll(async () => (await app.invoke('balance:get', {})).balance !== null, { timeout: 10_000 }).toBe(true)
  const state = await app.invoke('balance:get', {})
  return { app, sim: app.sim, accountId: state.connectionId as string, balance: state.balance! }
}

function rows(dataDir: string, accountId: string): number {
  const { db } = openDatabase({ dataDir })
  try {
    return (db.prepare('SELECT count(*) AS n FROM balance_readings WHERE connection_id = ?').get(accountId) as { n: number }).n
  } finally {
    db.close()
  }
}

describe('spend guard over the IPC dispatch', () => {
  it('keeps a reading per balance read that changed, one row for repeated equal reads', async () => {
    const { app, accountId } = await connected()
    await expect.poll(() => rows(app.dataDir, accountId)).toBe(1)
    await app.invoke('balance:refresh', {})
    await app.invoke('balance:refresh', {})
    expect(rows(app.dataDir, accountId)).toBe(1)
    const history = await app.invoke('guard:history', { range: '7d' })
    expect(history.accountId).toBe(accountId)
    expect(history.points).toHaveLength(1)
  })

  it('sets a budget and paces it from the service’s spend; a refused value keeps the old one', async () => {
    const { app, accountId, balance } = await connected()
    const status = await app.invoke('guard:setBudget', { accountId, daily: null, monthly: '1000' })
    expect(status.monthly).toMatchObject({ budget: '1000.000000', spent: balance.spend_month, state: 'within' })
    const refused = await app.call('guard:setBudget', { accountId, daily: null, monthly: '-1' })
    expect(refused).toMatchObject({ ok: false, error: { kind: 'input', param: 'monthly' } })
    expect((await app.invoke('settings:get', {})).spendGuard.budgets[accountId]?.monthly).toBe('1000.000000')
  })

  it('a router connection shows its linked account’s budgets and cannot hold its own', async () => {
    const { app, sim, accountId } = await connected()
    await app.invoke('guard:setBudget', { accountId, daily: '3', monthly: null })
    const added = await app.invoke('connections:add', { name: 'Router', baseUrl: sim.baseUrl, key: KEYS.funded, activate: true, kind: 'router', linkedAccountId: accountId })
    const routerId = added.connections.find((c) => c.name === 'Router')!.id
    expect(added.activeId).toBe(routerId)
    await expect.poll(async () => (await app.invoke('guard:status', {})).accountId).toBe(accountId)
    expect((await app.invoke('guard:status', {})).daily?.budget).toBe('3.000000')
    expect(await app.call('guard:setBudget', { accountId: routerId, daily: '1', monthly: null })).toMatchObject({ ok: false, error: { code: 'not_an_account' } })
  })

  it('a spend spike reported by the service alerts once, as a notice that offers the dashboard', async () => {
    const events: { channel: string; payload: { kind?: string; message?: string; view?: string } }[] = []
    const { app, sim, balance } = await connected(events as unknown[])
    // A usual day: the usage cache needs the 30 days before today.
    await expect.poll(async () => (await app.invoke('guard:status', {})).average7 !== null, { timeout: 10_000 }).toBe(true)
    const body = { ...balance, spend_today: '500.000000', spend_as_of: new Date().toISOString() }
    const post = (rule: unknown) => fetch(`${sim.rootUrl}/_sim/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rule) })
    await post({ match: { method: 'GET', path: '/v1/balance' }, times: 2, respond: { status: 200, body } })
    await app.invoke('balance:refresh', {})
    await app.invoke('balance:refresh', {})
    const spikes = () => events.filter((e) => e.channel === 'app' && e.payload.kind === 'notice' && e.payload.message?.startsWith('Spending spike'))
    await expect.poll(() => spikes().length).toBe(1)
    expect(spikes()[0]!.payload).toMatchObject({ level: 'warning', view: 'dashboard' })
    expect(spikes()[0]!.payload.message).toContain("Today's spend is $500.00 so far (UTC)")
  })

  it('the pre-send estimate never asks without a price estimate or answers for the model', async () => {
    const { app } = await connected()
    const e = await app.invoke('guard:estimate', { model: 'tally-large', text: 'A question' })
    expect(e).toMatchObject({ model: 'tally-large', answers: 0, medianAnswer: null, total: null, ask: false, answersLeft: null, threshold: '0.250000' })
    expect(e.inputTokens).toBeGreaterThan(0)
  })
})
