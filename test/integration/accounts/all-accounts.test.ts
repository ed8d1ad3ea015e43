import Decimal from 'decimal.js'
import { afterEach, describe, expect, it } from 'vitest'
import type { AllAccounts } from '../../../shared/domain/accounts'
import type { Balance } from '../../../shared/domain/balance'
import { FakeClock } from '../../support/fake-clock'
import { addFault, clientFor, KEYS, type Sim, simulator } from '../../support/core/sim-client'
import { useSimApp } from '../../support/core/use-app'
import { type NginxRouter, startNginxRouter } from '../../support/router/nginx-router'

// #35 against the simulator: four accounts (funded, debt, no plan, a real nginx router linked to the
// funded one), plus a second key of the funded account; the debt account on its own simulator so one
// account alone can answer 503.

const startApp = useSimApp()
const others: { close(): Promise<void> }[] = []
afterEach(async () => {
  for (const o of others.splice(0).reverse()) await o.close()
})

interface Calls {
  at: number
  key: string
  path: string
}

function recordingFetch(clock: { now(): number }, calls: Calls[]): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url)
    const auth = new Headers(init?.headers).get('authorization') ?? ''
    calls.push({ at: clock.now(), key: auth.replace(/^Bearer /, ''), path: url.pathname })
    return fetch(input, init)
  }) as typeof fetch
}

async function direct(sim: Sim, key: string): Promise<Balance> {
  return clientFor(sim, key, new FakeClock()).client.balance()
}

async function fourAccounts(options: { clock?: FakeClock; calls?: Calls[] } = {}) {
  const calls = options.calls ?? []
  const clock = options.clock
  const app = await startApp({ sim: { usageDelayMs: 0 }, ...(clock ? { clock, fetch: recordingFetch(clock, calls) } : {}) })
  const debtSim = await simulator({ usageDelayMs: 0, ...(clock ? { now: () => clock.now() } : {}) })
  others.push(debtSim)
  const router: NginxRouter = await startNginxRouter(app.sim.baseUrl, KEYS.funded)
  others.push(router)
  const funded = app.connectionId as string
  await app.invoke('connections:add', { name: 'Work', baseUrl: debtSim.baseUrl, key: KEYS.debt, activate: false })
  await app.invoke('connections:add', { name: 'Side', baseUrl: app.sim.baseUrl, key: 'sk-demo-noplan', activate: false })
  await app.invoke('connections:add', { name: 'Build server', baseUrl: app.sim.baseUrl, key: 'sk-demo-funded-2', activate: false })
  await app.invoke('connections:add', { name: 'Gateway', baseUrl: router.baseUrl, key: router.routerKey, activate: false, kind: 'router', linkedAccountId: funded })
  return { app, debtSim, router, funded, calls }
}

const allFresh = async (app: Awaited<ReturnType<typeof fourAccounts>>['app']) => {
  await expect.poll(async () => (await app.invoke('accounts:get', {})).fresh, { timeout: 15_000 }).toBe(3)
  return app.invoke('accounts:get', {})
}

describe('All accounts over the simulator (#35)', () => {
  it('sums three accounts once each (two keys of one account once, the router as its linked account)', async () => {
    const { app, debtSim } = await fourAccounts()
    const all: AllAccounts = await allFresh(app)
    expect(all.of).toBe(3)
    expect(all.summed).toBe(3)
    const funded = all.parts.find((p) => p.connectionIds.length === 2)!
    expect(funded.routers).toEqual(['Gateway'])
    expect(all.unlinkedRouters).toEqual([])
    const expected = [await direct(app.sim, KEYS.funded), await direct(debtSim, KEYS.debt), await direct(app.sim, 'sk-demo-noplan')]
    const sum = (pick: (b: Balance) => string) => expected.reduce((acc, b) => acc.plus(pick(b)), new Decimal(0)).toFixed(6)
    expect(all.total).toMatchObject({ balance: sum((b) => b.balance), paid: sum((b) => b.paid), promo: sum((b) => b.promo), debt: sum((b) => b.debt), spendMonth: sum((b) => b.spend_month) })
    // The debt account's negative balance is summed as it is.
    expect(new Decimal(all.parts.find((p) => p.name === 'Work')!.balance!.balance).isNegative()).toBe(true)
  })

  it('a 503 on one account: its last values are summed and marked stale; the total says so', async () => {
    const { app, debtSim } = await fourAccounts()
    await allFresh(app)
    await addFault(debtSim, { match: { path: '/v1/balance' }, times: 50, respond: { status: 503, headers: { 'retry-after': '30' }, body: { error: { message: 'Data temporarily unavailable', type: 'server_error', code: '503' } } } })
    const all = await app.invoke('accounts:refresh', {})
    expect(all).toMatchObject({ fresh: 2, summed: 3, of: 3 })
    expect(all.issues).toEqual([expect.objectContaining({ name: 'Work', freshness: 'stale' })])
    const work = all.parts.find((p) => p.name === 'Work')!
    expect(work.error).toMatchObject({ status: 503 })
    expect(work.balance).not.toBeNull()
  })

  it('polls each key at the poll interval, within its own limits (20/min, burst 5, per key per endpoint)', async () => {
    const clock = new FakeClock(Date.now())
    const calls: Calls[] = []
    const { app } = await fourAccounts({ clock, calls })
    await app.settle()
    const start = clock.now()
    for (let i = 0; i < 120; i++) {
      await clock.advance(5_000)
      await app.settle()
    }
    const minutes = (clock.now() - start) / 60_000
    const balanceCalls = calls.filter((c) => c.path.endsWith('/balance') && c.at >= start)
    const keys = ['sk-demo-funded', KEYS.debt, 'sk-demo-noplan', 'sk-demo-funded-2']
    for (const key of keys) {
      const mine = balanceCalls.filter((c) => c.key === key).map((c) => c.at)
      // Once a minute (the default poll interval): requests per hour grow with the number of keys, no faster.
      expect(mine.length, key).toBeGreaterThanOrEqual(minutes - 1)
      expect(mine.length, key).toBeLessThanOrEqual(minutes + 1)
      for (const at of mine) expect(mine.filter((t) => t >= at && t < at + 60_000).length).toBeLessThanOrEqual(20)
      for (const at of mine) expect(mine.filter((t) => t >= at && t < at + 1_000).length).toBeLessThanOrEqual(5)
    }
    // The router key never asks for a balance (it has none); the router counts as its linked account.
    expect(calls.filter((c) => c.path.endsWith('/balance') && !keys.includes(c.key))).toEqual([])
  })
})
