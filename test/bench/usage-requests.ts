/**
 * Usage request counts against the real simulator with the real ServiceClient (rate limiter
 * included) and UsageService, all on one virtual clock:
 * - usage_cold_sync_requests_730d: requests to sync the last 730 days with an empty cache;
 * - usage_warm_refresh_requests: requests for the refresh right after, with nothing new (304);
 * - usage_429_during_aggressive_session: 429s in 10 simulated minutes of clicking Refresh every
 *   second while switching the range constantly.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServiceClient } from '../../electron/services/api/client'
import { RateLimiters } from '../../electron/services/api/rate-limiter'
import type { ServiceClient } from '../../electron/services/api/service-client'
import type { Emit } from '../../electron/services/ipc/emitter'
import { addDays, daysBetween, utcDay } from '../../electron/services/usage/ranges'
import { UsageService } from '../../electron/services/usage/usage-service'
import { type SimHandle, startSim } from '../../electron/sim/index'
import type { UsageEvent, UsageRange } from '../../shared/domain/usage-view'
import { type PresetId, presetRange } from '../../shared/usage/presets'
import type { MetricResult } from './lib/report'
import { progress } from './lib/stats'
import { VirtualTime } from './lib/virtual-time'
import { balanceServiceOver } from '../support/balance/balance-service'

const KEY = 'sk-demo-funded'
const CONNECTION = 'bench'
const USAGE = 'GET /v1/usage'
const BALANCE = 'GET /v1/balance'
/** Noon UTC, 3 s into a 10 s `as_of` step: far from day and page edges. */
const T0 = Date.UTC(2025, 5, 15, 12, 0, 3)
const DAY_MS = 86_400_000
/** The demo account has 420 days of history ending on the simulator's first day. */
const DEMO_HISTORY_DAYS = 420

interface Rig {
  vt: VirtualTime
  sim: SimHandle
  dataDir: string
  client: ServiceClient
  /** Called with every `usage` event main would send to the renderer. */
  onUsage(listener: (event: UsageEvent) => void): void
  /** A usage service; `restarted`: with a new client and limiter, as after an app restart. */
  service(restarted?: boolean): UsageService
  close(): Promise<void>
}

async function rig(): Promise<Rig> {
  const vt = new VirtualTime(T0)
  // The service's own limits (20/min, burst 5 per endpoint), on the virtual clock.
  const sim = await startSim({ port: 0, now: () => vt.now(), usageDelayMs: 3000, tokensPerSecond: 0 })
  const dataDir = await mkdtemp(join(tmpdir(), 'tally-bench-usage-'))
  const newClient = () =>
    createServiceClient({ baseUrl: sim.baseUrl, getKey: async () => KEY, limiter: new RateLimiters({ clock: vt.clock }).for(CONNECTION), clock: vt.clock, fetch: vt.fetch })
  const client = newClient()
  const listeners: ((event: UsageEvent) => void)[] = []
  const services: UsageService[] = []
  const emit: Emit = (channel, payload) => {
    if (channel === 'usage') for (const listener of listeners) listener(payload as UsageEvent)
  }
  return {
    vt,
    sim,
    dataDir,
    client,
    onUsage: (listener) => listeners.push(listener),
    service(restarted = false) {
      const own = restarted ? newClient() : client
      const s = new UsageService({ dataDir, getClient: () => own, emit, clock: vt.clock })
      services.push(s)
      return s
    },
    async close() {
      await Promise.all(services.map((s) => s.dispose()))
      await sim.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

function statuses(sim: SimHandle, endpoint: string): Record<string, number> {
  return { ...(sim.stats.byEndpoint[endpoint] ?? {}) }
}

function count(s: Record<string, number>): number {
  return Object.values(s).reduce((a, b) => a + b, 0)
}

export async function benchUsageSync(): Promise<{ results: MetricResult[]; details: Record<string, unknown> }> {
  progress('usage: cold sync of 730 days, then a warm refresh (virtual clock, real simulator)')
  const r = await rig()
  try {
    // The demo history is 420 days: move the clock 320 days on, so history started >= 730 days ago
    // (the last 320 days simply have no usage). The limiter and the simulator see the same time.
    r.vt.jump((730 - DEMO_HISTORY_DAYS + 10) * DAY_MS)
    const today = utcDay(r.vt.date())
    const range: UsageRange = { start: addDays(today, -729), end: addDays(today, 1) }
    const service = r.service()
    const cold = await r.vt.runUntil(service.refresh(CONNECTION, range))
    const coldStatus = statuses(r.sim, USAGE)
    const coldRequests = count(coldStatus)
    if (cold.error) throw new Error(`cold sync failed: ${cold.error.code} ${cold.error.message}`)
    const historyDays = cold.historyStart ? daysBetween(cold.historyStart.slice(0, 10), range.end) : 0
    if (historyDays < 730) throw new Error(`the simulator's history covers only ${historyDays} days`)
    progress(`  cold: ${daysBetween(range.start, range.end)} days (history ${historyDays} days) → ${coldRequests} requests ${JSON.stringify(coldStatus)}, ${cold.rows.length} rows`)

    // Nothing new: right away (the limiter may make it wait a few seconds; `as_of` stays in its 10 s step).
    r.sim.stats.reset()
    const warm = await r.vt.runUntil(service.refresh(CONNECTION, range))
    const warmStatus = statuses(r.sim, USAGE)
    if (warm.error) throw new Error(`warm refresh failed: ${warm.error.code}`)
    if (warm.asOf !== cold.asOf) throw new Error(`as_of moved between the cold sync and the warm refresh (${cold.asOf} → ${warm.asOf}): not a "nothing new" refresh`)
    progress(`  warm refresh: ${count(warmStatus)} request(s) ${JSON.stringify(warmStatus)}`)

    // An app restart a minute later (new service and limiter, same data directory): the final
    // pages come from disk; only the recent page is asked for (200 now: as_of has moved on).
    await service.dispose()
    await r.vt.runFor(60_000)
    r.sim.stats.reset()
    const restarted = await r.vt.runUntil(r.service(true).refresh(CONNECTION, range))
    const restartStatus = statuses(r.sim, USAGE)
    progress(`  refresh after a restart a minute later: ${count(restartStatus)} request(s) ${JSON.stringify(restartStatus)}${restarted.error ? ` error ${restarted.error.code}` : ''}`)

    return {
      results: [
        { name: 'usage_cold_sync_requests_730d', value: coldRequests, note: `statuses ${JSON.stringify(coldStatus)}; ${cold.rows.length} rows` },
        { name: 'usage_warm_refresh_requests', value: count(warmStatus), note: `statuses ${JSON.stringify(warmStatus)}; after a restart a minute later ${JSON.stringify(restartStatus)}` },
      ],
      details: { range, historyDays, coldStatus, warmStatus, restartStatus },
    }
  } finally {
    await r.close()
  }
}

/** The range presets of the Usage view, cycled; 'custom' picks a different 45-day window each time. */
const CYCLE: PresetId[] = ['this-month', 'last-7', 'last-30', 'last-90', 'this-year', 'all', 'custom']

export async function benchAggressiveSession(seconds = 600): Promise<{ result: MetricResult; details: Record<string, unknown> }> {
  progress(`usage: aggressive session, ${seconds} simulated seconds (refresh every second, range switched every second, balance refresh every second)`)
  const r = await rig()
  const service = r.service()
  const { service: balance } = balanceServiceOver({ client: r.client, dataDir: r.dataDir, clock: r.vt.clock })
  try {
    let historyStart: string | null = null
    let current: UsageRange = presetRange('this-month', { now: r.vt.date() }) as UsageRange
    /** Ranges the renderer already refreshed once in this session (it does so on first show). */
    const refreshed = new Set<string>()
    const calls = { get: 0, refresh: 0, balance: 0 }
    let failures = 0
    const note = (p: Promise<{ historyStart: string | null }>) =>
      p.then(
        (view) => {
          historyStart ??= view.historyStart
        },
        () => {
          failures++
        },
      )

    // The renderer re-reads the shown range when main says its days changed.
    r.onUsage((event) => {
      if (event.changed.some((c) => c.start < current.end && current.start < c.end)) {
        calls.get++
        void note(service.get(CONNECTION, current))
      }
    })

    service.setVisible(true)
    await balance.setConnection(CONNECTION)
    calls.get++
    void note(service.get(CONNECTION, current))

    let switches = 0
    const switchRange = () => {
      const id = CYCLE[switches % CYCLE.length] as PresetId
      const now = r.vt.date()
      const today = utcDay(now)
      const offset = (switches * 37) % 300
      const custom = { start: addDays(today, -offset - 44), last: addDays(today, -offset) }
      switches++
      const next = presetRange(id, { now, historyStart, custom })
      if (!next) return
      current = next
      calls.get++
      const key = `${next.start}..${next.end}`
      void service.get(CONNECTION, next).then((view) => {
        historyStart ??= view.historyStart
        // Like the renderer's useUsage: one background refresh the first time a range is shown,
        // or when the view is syncing, stale or has no data yet.
        if (!refreshed.has(key) || view.syncing || view.stale || view.total === null) {
          refreshed.add(key)
          calls.refresh++
          void note(service.refresh(CONNECTION, next))
        }
      }, () => failures++)
    }
    for (let s = 1; s <= seconds; s++) {
      // Refresh clicked (every click sends usage:refresh, even while one is running) ...
      r.vt.setTimeout(() => {
        calls.refresh++
        void note(service.refresh(CONNECTION, current))
        calls.balance++
        void balance.refresh()
      }, s * 1000)
      // ... and the range switched half a second later.
      r.vt.setTimeout(switchRange, s * 1000 + 500)
    }
    await r.vt.runFor(seconds * 1000)
    service.setVisible(false)
    balance.dispose()
    await r.vt.runFor(120_000)

    const usage = statuses(r.sim, USAGE)
    const bal = statuses(r.sim, BALANCE)
    const usage429 = usage['429'] ?? 0
    progress(
      `  ${calls.refresh} usage:refresh, ${calls.get} usage:get, ${calls.balance} balance refreshes → usage requests ${JSON.stringify(usage)}, balance requests ${JSON.stringify(bal)}, ${failures} failed calls`,
    )
    return {
      result: {
        name: 'usage_429_during_aggressive_session',
        value: usage429,
        note: `${count(usage)} usage requests ${JSON.stringify(usage)}; balance ${JSON.stringify(bal)}; ${calls.refresh} refresh + ${calls.get} get calls`,
      },
      details: { seconds, calls, usageStatuses: usage, balanceStatuses: bal, failedCalls: failures, rangeSwitches: switches },
    }
  } finally {
    balance.dispose()
    await r.close()
  }
}
