import { createServer } from 'node:net'
import type { SimStatsSnapshot } from '../../../electron/sim/index'

/** The simulator's counters, as GET {rootUrl}/_sim/stats returns them. */
export type SimStats = SimStatsSnapshot

export async function simStats(rootUrl: string): Promise<SimStats> {
  const res = await fetch(`${rootUrl}/_sim/stats`)
  if (!res.ok) throw new Error(`GET /_sim/stats: HTTP ${res.status}`)
  return (await res.json()) as SimStats
}

/** Requests the simulator received for `endpoint`, e.g. "GET /v1/balance". */
export async function requestCount(rootUrl: string, endpoint: string): Promise<number> {
  return (await simStats(rootUrl)).requests[endpoint] ?? 0
}

export interface RequestWatch {
  /** When (ms since the epoch, as seen by this poller) each new request was first counted. */
  readonly arrivals: number[]
  /** Resolves once `n` requests have arrived since the watch started (rejects after `timeoutMs`). */
  waitFor(n: number, timeoutMs: number): Promise<number[]>
  stop(): void
}

/**
 * Polls the simulator's request counter for one endpoint every 50 ms and notes when each new
 * request arrived, so a spec can prove there was no second request before Retry-After.
 */
export async function watchRequests(rootUrl: string, endpoint: string): Promise<RequestWatch> {
  let last = await requestCount(rootUrl, endpoint)
  const arrivals: number[] = []
  let stopped = false
  const loop = (async () => {
    while (!stopped) {
      const now = await requestCount(rootUrl, endpoint).catch(() => last)
      const at = Date.now()
      for (; last < now; last++) arrivals.push(at)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })()
  return {
    arrivals,
    async waitFor(n, timeoutMs) {
      const deadline = Date.now() + timeoutMs
      while (arrivals.length < n) {
        if (Date.now() > deadline) throw new Error(`expected ${n} request(s) to ${endpoint} within ${timeoutMs} ms, saw ${arrivals.length}`)
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      return [...arrivals]
    },
    stop() {
      stopped = true
      void loop
    },
  }
}

/** A loopback port nothing listens on (bound, then closed): connecting to it is refused. */
export function closedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}
