import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createServiceClient } from '../../../electron/services/api/client'
import { RateLimiter } from '../../../electron/services/api/rate-limiter'
import type { BalanceService } from '../../../electron/services/balance/balance-service'
import { type SimHandle, startSim } from '../../../electron/sim/index'
import type { BalanceState } from '../../../shared/domain/balance-state'
import { FakeClock } from '../../support/fake-clock'
import { addFault, clearFaults, runFor } from './support/sim-time'
import { balanceServiceOver } from '../../support/balance/balance-service'

/**
 * Found by the soak: during a 10-minute outage (503 with the usual `Retry-After: 1`) the balance
 * was read every 5 s, 120 requests, more than twice the normal hour's polling. Trouble that may
 * pass now backs off to the poll interval; Retry-After stays the least wait.
 */
let clock: FakeClock
let sim: SimHandle
let dataDir: string
let service: BalanceService
let states: BalanceState[] = []

beforeEach(async () => {
  clock = new FakeClock(Date.parse('2025-06-16T07:00:03Z'))
  sim = await startSim({ port: 0, now: () => clock.now() })
  dataDir = await mkdtemp(join(tmpdir(), 'tally-balance-backoff-'))
  const client = createServiceClient({ baseUrl: sim.baseUrl, getKey: async () => 'sk-demo-funded', limiter: new RateLimiter({ clock }), clock })
  ;({ service, states } = balanceServiceOver({ client, dataDir, clock }))
})
afterEach(async () => {
  await service.dispose()
  await sim.close()
  await rm(dataDir, { recursive: true, force: true })
})

const balanceRequests = () => sim.stats.snapshot().requests['GET /v1/balance'] ?? 0
// A read has ended once its state is published and the next read is planned (after the cache write).
const idle = () => !service.state().loading && clock.pending() > 0

/** Waits between consecutive failed reads, from the states published (nextAttemptAt − the read's end). */
function waitsAfterFailures(): number[] {
  const failed = states.filter((s) => s.error && !s.loading && s.nextAttemptAt)
  return failed.map((s) => Date.parse(s.nextAttemptAt as string) - Date.parse(s.error?.at ?? ''))
}

describe('balance polling during an outage', () => {
  it('backs off 5 s, ~10 s, ~20 s, ~40 s up to the poll interval instead of reading every 5 s', async () => {
    await service.setConnection('c1')
    await runFor(clock, 1_000, idle)
    expect(service.state().balance).not.toBeNull()
    await addFault(sim, { match: { path: '/v1/balance' }, times: 1_000_000, respond: { status: 503 } })
    await runFor(clock, 60_000, idle)
    const before = balanceRequests()
    await runFor(clock, 600_000, idle)
    const during = balanceRequests() - before

    // A healthy 10 minutes at a 60 s interval is 10 reads; the outage may cost a few more, never 120.
    expect(during).toBeGreaterThan(0)
    expect(during).toBeLessThanOrEqual(14)
    const waits = waitsAfterFailures()
    expect(waits[0]).toBe(5_000) // Retry-After: 1, and never under 5 s
    for (const wait of waits) expect(wait).toBeGreaterThanOrEqual(5_000)
    for (const wait of waits) expect(wait).toBeLessThanOrEqual(72_000) // the interval, plus jitter
    expect(waits.slice(-3).every((w) => w >= 48_000)).toBe(true)
    // The last good balance stays, marked stale: never a zero.
    expect(service.state()).toMatchObject({ stale: true, error: { status: 503 } })
    expect(service.state().balance?.balance).toMatch(/^[1-9]\d*\.\d{6}$/)
  })

  it('after the outage the next good read resets the back-off to the poll interval', async () => {
    await service.setConnection('c1')
    await runFor(clock, 1_000, idle)
    await addFault(sim, { match: { path: '/v1/balance' }, times: 1_000_000, respond: { status: 503 } })
    await runFor(clock, 300_000, idle)
    await clearFaults(sim)
    await runFor(clock, 120_000, idle)
    expect(service.state()).toMatchObject({ stale: false, error: null })
    const before = balanceRequests()
    await runFor(clock, 600_000, idle)
    expect(balanceRequests() - before).toBe(10)
  })

  it('a first 429 or 503 with Retry-After waits exactly that long (as the spec says)', async () => {
    await service.setConnection('c1')
    await runFor(clock, 1_000, idle)
    await addFault(sim, { match: { path: '/v1/balance' }, times: 1, respond: { status: 429, headers: { 'Retry-After': '42' } } })
    await runFor(clock, 61_000, idle)
    expect(waitsAfterFailures()).toEqual([42_000])
  })
})
