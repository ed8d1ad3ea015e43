import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach } from 'vitest'
import { createServiceClient } from '../../../electron/services/api/client'
import { systemClock } from '../../../electron/services/time/clock'
import { RateLimiter } from '../../../electron/services/api/rate-limiter'
import type { ServiceClient } from '../../../electron/services/api/service-client'
import type { Emit } from '../../../electron/services/ipc/emitter'
import { addDays, utcDay } from '../../../electron/services/usage/ranges'
import { UsageService, type UsageServiceDeps } from '../../../electron/services/usage/usage-service'
import { type SimHandle, type SimOptions, startSim } from '../../../electron/sim/index'
import type { UsageEvent } from '../../../shared/domain/usage-view'
import { FakeClock } from '../fake-clock'

/** Noon UTC, a few seconds into a 10 s usage step: far from day and page edges. */
export const T0 = Date.UTC(2025, 5, 15, 12, 0, 3)
export const USAGE_PATH = 'GET /v1/usage'

export interface Harness {
  sim: SimHandle
  dataDir: string
  /** The sim's time and the usage service's `now` (its timers are real); moves only when told to (`jump`, `set`). */
  clock: FakeClock
  events: UsageEvent[]
  /** A usage service (a new one = an app restart on the same data directory). */
  service(key?: string, extra?: Partial<UsageServiceDeps>): UsageService
  usageRequests(): number
  usageStatuses(): Record<string, number>
  today: () => string
  tomorrow: () => string
  historyStartDay(key?: string): Promise<string>
  fault(input: unknown): Promise<void>
}

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean()
})

/** `sim`: more simulator options (price changes, tiers, usage chunk...). */
export async function startHarness(options: { usageDelayMs?: number; sim?: SimOptions } = {}): Promise<Harness> {
  const clock = new FakeClock(T0)
  // A generous limit: these tests count requests, the client's limiter is tested elsewhere.
  const sim = await startSim({ port: 0, now: clock.now, usageDelayMs: options.usageDelayMs ?? 300, tokensPerSecond: 0, rateLimit: { perMinute: 6000, burst: 500 }, ...options.sim })
  const dataDir = await mkdtemp(join(tmpdir(), 'tally-usage-it-'))
  const services: UsageService[] = []
  cleanups.push(async () => {
    await Promise.all(services.map((s) => s.dispose()))
    await sim.close()
    await rm(dataDir, { recursive: true, force: true })
  })
  const events: UsageEvent[] = []
  const emit: Emit = (channel, payload) => {
    if (channel === 'usage') events.push(payload as UsageEvent)
  }
  const clientFor = (key: string): ServiceClient =>
    createServiceClient({ baseUrl: sim.baseUrl, getKey: async () => key, limiter: new RateLimiter({ clock: systemClock, burst: 500, perMinute: 6000 }), clock: systemClock })

  return {
    sim,
    dataDir,
    clock,
    events,
    service(key = 'sk-demo-funded', extra = {}) {
      const client = clientFor(key)
      const service = new UsageService({ dataDir, getClient: () => client, emit, clock: { ...systemClock, now: clock.now }, ...extra })
      services.push(service)
      return service
    },
    usageRequests: () => Object.values(sim.stats.byEndpoint[USAGE_PATH] ?? {}).reduce((a, b) => a + b, 0),
    usageStatuses: () => ({ ...(sim.stats.byEndpoint[USAGE_PATH] ?? {}) }),
    today: () => utcDay(clock.date()),
    tomorrow: () => addDays(utcDay(clock.date()), 1),
    async historyStartDay(key = 'sk-demo-funded') {
      // Straight from the service, so the engine's own requests stay uncounted.
      const res = await fetch(`${sim.baseUrl}/usage`, { headers: { authorization: `Bearer ${key}` } })
      const body = (await res.json()) as { history_start: string }
      sim.stats.reset()
      return body.history_start.slice(0, 10)
    },
    async fault(input: unknown) {
      const res = await fetch(`${sim.rootUrl}/_sim/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) })
      if (res.status !== 201) throw new Error(`fault not added: ${res.status} ${await res.text()}`)
    },
  }
}

/** Sends one chat to the sim and reads its stream to the end. */
export async function chatToEnd(sim: SimHandle, key = 'sk-demo-funded'): Promise<string> {
  const res = await fetch(`${sim.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
    body: JSON.stringify({ model: 'tally-mini', messages: [{ role: 'user', content: 'Count the tokens in this sentence.' }], stream: true }),
  })
  if (res.status !== 200) throw new Error(`chat failed: ${res.status} ${await res.text()}`)
  const text = await res.text()
  if (!text.includes('data: [DONE]')) throw new Error('chat stream did not complete')
  return text
}
