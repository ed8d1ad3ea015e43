import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { type Clock, systemClock } from '../../../electron/services/time/clock'
import { createServiceClient } from '../../../electron/services/api/client'
import { RateLimiter } from '../../../electron/services/api/rate-limiter'
import type { ServiceClient } from '../../../electron/services/api/service-client'
import type { BalanceService } from '../../../electron/services/balance/balance-service'
import { BalanceState } from '../../../shared/domain/balance-state'
import { VALID_BALANCE } from '../../support/reliability/wire-fixtures'
import { balanceServiceOver } from '../../support/balance/balance-service'

/**
 * Hostile input, part 2: a service (or a proxy) answering 429 with an absurd Retry-After. The app
 * must obey a sane wait, stay able to show the error (its state must cross IPC), and must not turn
 * the wait into a busy loop: Node fires a setTimeout longer than 2^31-1 ms after 1 ms.
 */

const MAX_TIMER_MS = 2 ** 31 - 1
const THIRTY_DAYS_S = 30 * 24 * 3600

/**
 * The real client (real limiter, system clock) over a fetch whose first balance answer is good and
 * whose later answers are 429 with the given Retry-After.
 */
function clientThatThenFails(retryAfter: string): { client: ServiceClient; calls: () => number } {
  let calls = 0
  const fetch = (async () => {
    calls++
    if (calls === 1) return new Response(JSON.stringify(VALID_BALANCE), { status: 200, headers: { 'content-type': 'application/json' } })
    return new Response('{"error":{"message":"Too many requests","type":"rate_limit_error","code":"429"}}', {
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': retryAfter, 'x-request-id': 'req_hostile' },
    })
  }) as typeof globalThis.fetch
  const client = createServiceClient({
    baseUrl: 'https://api.example.test/v1',
    getKey: async () => 'sk-reliability-key',
    limiter: new RateLimiter({ clock: systemClock }),
    clock: systemClock,
    fetch,
  })
  return { client, calls: () => calls }
}

const dirs: string[] = []
const services: BalanceService[] = []
afterEach(async () => {
  for (const s of services.splice(0)) s.dispose()
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })))
})

async function balanceService(client: ServiceClient) {
  const dir = await mkdtemp(join(tmpdir(), 'tally-retry-after-'))
  dirs.push(dir)
  const { service, states: published } = balanceServiceOver({ client, dataDir: dir, clock: systemClock })
  services.push(service)
  await service.setConnection('conn-1')
  await service.refresh()
  return { service, published }
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

describe('hostile Retry-After', () => {
  it('400 digits of Retry-After: the balance read still ends with a state that can cross IPC, last balance kept', async () => {
    const { client } = clientThatThenFails('9'.repeat(400))
    const { service } = await balanceService(client)
    expect(service.state().balance?.balance).toBe('12.500000')

    const state = await service.refresh()
    expect(state.loading).toBe(false)
    expect(state.balance?.balance).toBe('12.500000')
    expect(state.error?.status).toBe(429)
    expect(BalanceState.safeParse(state).success).toBe(true)
  })

  it(`a Retry-After of 30 days (over setTimeout's ${MAX_TIMER_MS} ms) keeps the dashboard on the error and its countdown`, async () => {
    const { client, calls } = clientThatThenFails(String(THIRTY_DAYS_S))
    const { service, published } = await balanceService(client)
    const state = await service.refresh()
    expect(state.error?.status).toBe(429)
    expect(calls()).toBe(2)
    const after = published.length
    await delay(300)
    // Node runs a timer over 2^31-1 ms after 1 ms: the poller must not wake up and show "Refreshing…" again.
    expect(published.slice(after).map((s) => s.loading), 'states published in the 300 ms after the 429').toEqual([])
    expect(service.state().loading).toBe(false)
    expect(calls()).toBe(2)
  })

  it('a 30-day block in the rate limiter waits without spinning a 1 ms timer loop', async () => {
    let sleeps = 0
    const counting: Clock = { ...systemClock, now: () => systemClock.now(), sleep: (ms, signal) => (sleeps++, systemClock.sleep(ms, signal)) }
    const limiter = new RateLimiter({ clock: counting })
    limiter.block('GET /balance', THIRTY_DAYS_S * 1000)
    const controller = new AbortController()
    const waiting = limiter.acquire('GET /balance', controller.signal).catch(() => 'aborted')
    await delay(300)
    controller.abort()
    expect(await waiting).toBe('aborted')
    expect(sleeps, 'timer wake-ups while blocked for 300 ms').toBeLessThanOrEqual(3)
  })
})
