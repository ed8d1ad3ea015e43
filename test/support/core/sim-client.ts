import { startSim, type SimOptions } from '../../../electron/sim/index'
import { createServiceClient } from '../../../electron/services/api/client'
import type { Clock } from '../../../electron/services/time/clock'
import { RateLimiter } from '../../../electron/services/api/rate-limiter'
import type { FakeClock } from '../fake-clock'

export const KEYS = {
  funded: 'sk-demo-funded',
  debt: 'sk-demo-debt',
  nocredit: 'sk-demo-nocredit',
  revoked: 'sk-demo-revoked',
} as const

export type Sim = Awaited<ReturnType<typeof startSim>>

export function simulator(options: SimOptions = {}): Promise<Sim> {
  return startSim({ port: 0, tokensPerSecond: 0, ...options })
}

/** fetch (`inner`, default the global one) that counts requests waiting for their response headers (so a test knows when the network is idle). */
export function countingFetch(inner: typeof fetch = fetch): typeof fetch & { inFlight: () => number; total: () => number } {
  let inFlight = 0
  let total = 0
  const fn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    inFlight++
    total++
    try {
      return await inner(input, init)
    } finally {
      inFlight--
    }
  }) as typeof fetch
  return Object.assign(fn, { inFlight: () => inFlight, total: () => total })
}

export function clientFor(sim: Sim, key: string | null, clock: Clock, extra: { fetch?: typeof fetch; timeoutMs?: number; limiter?: RateLimiter; baseUrl?: string } = {}) {
  const limiter = extra.limiter ?? new RateLimiter({ clock })
  const client = createServiceClient({
    baseUrl: extra.baseUrl ?? sim.baseUrl,
    getKey: async () => key,
    limiter,
    clock,
    random: () => 0.5,
    ...(extra.fetch ? { fetch: extra.fetch } : {}),
    ...(extra.timeoutMs ? { timeoutMs: extra.timeoutMs } : {}),
  })
  return { client, limiter }
}

export async function addFault(sim: Sim, fault: unknown): Promise<void> {
  const res = await fetch(`${sim.rootUrl}/_sim/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fault) })
  if (res.status !== 201) throw new Error(`fault not accepted: ${res.status} ${await res.text()}`)
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * Runs promises that wait on a fake clock and on real loopback I/O: whenever no request is on
 * the wire, the clock jumps to its next sleeper. Returns the settled results.
 */
export async function drive<T>(promises: Promise<T>[], clock: FakeClock, busy: () => boolean, maxSteps = 100_000): Promise<PromiseSettledResult<T>[]> {
  let pending = promises.length
  for (const p of promises) p.then(() => pending--, () => pending--)
  for (let step = 0; pending > 0; step++) {
    if (step > maxSteps) throw new Error('drive: too many steps')
    await delay(1)
    if (pending > 0 && !busy() && clock.pending() > 0) await clock.runNext()
  }
  return Promise.allSettled(promises)
}
