import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createServiceClient } from '../../../electron/services/api/client'
import { RateLimiter } from '../../../electron/services/api/rate-limiter'
import type { BalanceService } from '../../../electron/services/balance/balance-service'
import { startSim } from '../../../electron/sim/index'
import { FakeClock, flush } from '../../support/fake-clock'
import { balanceServiceOver } from '../../support/balance/balance-service'

type Sim = Awaited<ReturnType<typeof startSim>>
let sim: Sim
let dataDir: string
let clock: FakeClock

beforeEach(async () => {
  clock = new FakeClock(Date.now())
  sim = await startSim({ port: 0, now: () => clock.now() })
  dataDir = await mkdtemp(join(tmpdir(), 'tally-balance-'))
})
afterEach(async () => {
  await sim.close()
  await rm(dataDir, { recursive: true, force: true })
})

function service(key: string, pollSeconds = 60) {
  const client = createServiceClient({ baseUrl: sim.baseUrl, getKey: async () => key, limiter: new RateLimiter({ clock }), clock })
  const { service: svc, states } = balanceServiceOver({ client, dataDir, clock, pollIntervalMs: pollSeconds * 1000 })
  return { svc, states }
}

const fault = (body: unknown) =>
  fetch(`${sim.rootUrl}/_sim/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

/** Until the read under way has ended and planned the next one (its cache write comes first). */
async function settle(svc: BalanceService) {
  for (let i = 0; i < 50 && svc.state().loading !== false; i++) await flush()
  for (let i = 0; i < 100 && clock.pending() === 0; i++) await new Promise((r) => setTimeout(r, 5))
  await new Promise((r) => setTimeout(r, 30))
  await flush()
}

describe('balance service against the simulator', () => {
  it('reads the balance at once, caches it on disk, and shows it instantly after a restart', async () => {
    const first = service('sk-demo-funded')
    await first.svc.setConnection('c1')
    await first.svc.refresh()
    const state = first.svc.state()
    expect(state.balance?.balance).toMatch(/^\d+\.\d{6}$/)
    expect(state).toMatchObject({ stale: false, error: null, loading: false })
    expect(JSON.parse(await readFile(join(dataDir, 'balance-cache.json'), 'utf8')).data.c1.balance.balance).toBe(state.balance?.balance)
    first.svc.dispose()

    const requestsBefore = sim.stats.snapshot().requests['GET /v1/balance'] ?? 0
    const second = service('sk-demo-funded')
    await second.svc.setConnection('c1')
    expect(second.states[0]?.balance?.balance).toBe(state.balance?.balance)
    expect(second.states[0]?.fetchedAt).toBe(state.fetchedAt)
    expect(sim.stats.snapshot().requests['GET /v1/balance'] ?? 0).toBe(requestsBefore)
    second.svc.dispose()
  })

  it('a 503 after a good read keeps the last values, marks them stale and waits Retry-After', async () => {
    const { svc } = service('sk-demo-funded')
    await svc.setConnection('c1')
    await svc.refresh()
    const good = svc.state().balance
    await fault({ match: { method: 'GET', path: '/v1/balance' }, times: 1, respond: { status: 503, headers: { 'Retry-After': '30' }, body: { error: { message: 'unavailable', type: 'server_error', code: '503' } } } })
    await clock.advance(10_000)
    const failed = await svc.refresh()
    expect(failed.balance).toEqual(good)
    expect(failed).toMatchObject({ stale: true, error: { status: 503, code: '503' } })
    expect(Date.parse(failed.nextAttemptAt ?? '') - clock.now()).toBe(30_000)
    svc.dispose()
  })

  it('a rejected key is reported, never shown as a zero balance', async () => {
    const { svc } = service('sk-demo-revoked')
    await svc.setConnection('c1')
    const state = await svc.refresh()
    expect(state.balance).toBeNull()
    expect(state.error).toMatchObject({ status: 401, code: '401' })
    svc.dispose()
  })

  it('polls once per interval, never faster than every 5 s, and slower while hidden', async () => {
    const { svc } = service('sk-demo-funded', 1)
    await svc.setConnection('c1')
    await settle(svc)
    const count = () => sim.stats.snapshot().requests['GET /v1/balance'] ?? 0
    const start = count()
    await clock.advance(4_900)
    await settle(svc)
    expect(count()).toBe(start)
    await clock.advance(200)
    await settle(svc)
    expect(count()).toBe(start + 1)
    svc.setVisible(false)
    await clock.advance(20_000)
    await settle(svc)
    expect(count()).toBe(start + 1)
    await clock.advance(6_000)
    await settle(svc)
    expect(count()).toBe(start + 2)
    svc.dispose()
  })
})
