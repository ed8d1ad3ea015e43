/**
 * Runs the planned day: virtual time moves between steps (the simulator, the rate limiter and
 * main's timers all on it), each step is done through the page in real time while the clock
 * stands still, and every hour the sample is taken on the Dashboard.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import Decimal from 'decimal.js'
import type { Browser } from '@playwright/test'
import { DATABASE_FILE } from '../../electron/services/db/open-database'
import { COMING_SOON_MODEL_ID, type SimHandle, startSim } from '../../electron/sim/index'
import { type SoakApp, launchSoakApp } from './app'
import { type SentChat, checkSaved, runCompare, sendChat } from './chats'
import { activeResources, balanceHistoryRows, connectionsOn, mainMemory, openFds } from './main-probe'
import type { Sample } from './metrics'
import { type PlanOptions, type Step, planDay } from './plan'
import { codeBytes, heapWithoutCode, rendererMemory, saveHeapSnapshot } from './renderer-probe'
import { SoakTime } from './soak-time'
import { type NginxRouter, startNginxRouter } from '../support/router/nginx-router'
import { openView, searchConversations, shownBalance } from './ui'

/** 07:00:03 UTC: the day crosses midnight UTC (a new usage day) in its last hours. */
export const T0 = Date.UTC(2025, 5, 16, 7, 0, 3)
export const SEED = 7
const KEY = 'sk-demo-funded'

/**
 * #35: with four accounts, three more connections beside "Laptop" from the start: a debt account, one
 * with no plan and a router (a real nginx in front of the simulator) linked to the funded account. The
 * connection switch then uses a key of an account not connected yet.
 */
const MORE_ACCOUNTS = [
  { name: 'Work', key: 'sk-demo-debt' },
  { name: 'Side', key: 'sk-demo-noplan' },
] as const
const SECOND_KEY = { 1: 'sk-demo-noplan', 4: 'sk-demo-low' } as const

export interface DayResult {
  samples: Sample[]
  /** Accounts whose balance is polled (the router is not: it counts as its linked account). */
  polledAccounts: number
  /** Every response of the day by endpoint and status. */
  statuses: Record<string, Record<string, number>>
  balanceChecks: { at: string; text: string | null; exact: string | null }[]
  problems: string[]
  chats: number
  compares: number
  searches: number
  realSeconds: number
  /** Real seconds spent moving virtual time, and in each kind of step. */
  timing: Record<string, number>
  blockedRequests: string[]
  /** The renderer heap snapshots written for the heap diff (baseline and last hour), in order. */
  heapSnapshots: { hour: number; file: string; bytes: number }[]
}

export interface DayOptions extends PlanOptions {
  browser: Browser
  /** #35: one account (as before) or four (funded, debt, no plan, a router linked to the funded one). */
  accounts: 1 | 4
  /** A renderer heap snapshot at every sample, for its detached DOM nodes (slow: seconds to tens of seconds each). */
  snapshots: boolean
  /**
   * Where to write a renderer heap snapshot taken right after the sample of these hours (the
   * baseline and the last hour), for the heap diff; null: none.
   */
  heapDiff: { hours: number[]; file(hour: number): string } | null
  progress(line: string): void
}

function addStatuses(into: Record<string, Record<string, number>>, from: Record<string, Record<string, number>>): void {
  for (const [endpoint, counts] of Object.entries(from)) {
    const target = (into[endpoint] ??= {})
    for (const [status, n] of Object.entries(counts)) target[status] = (target[status] ?? 0) + n
  }
}

async function post(sim: SimHandle, path: string, body?: unknown, method = 'POST'): Promise<void> {
  const res = await fetch(`${sim.rootUrl}${path}`, { method, headers: { 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
}

/**
 * Closes the simulator's idle keep-alive connections and waits (real time) until none to it is
 * open, so the fd count does not depend on which sockets the pool happens to keep. A socket
 * still open after the limit (a stream left hanging) is counted.
 */
async function drainConnections(sim: SimHandle, limitMs = 10_000): Promise<void> {
  const end = Date.now() + limitMs
  sim.closeIdleConnections()
  while (connectionsOn(sim.port) > 0 && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 50))
    sim.closeIdleConnections()
  }
}

export async function runDay(options: DayOptions): Promise<DayResult> {
  const started = Date.now()
  const vt = new SoakTime(T0)
  // Chats as fast as a quick model (2,000 tokens/s); the service's own limits (20/min, burst 5).
  const sim = await startSim({ port: 0, seed: SEED, now: () => vt.now(), tokensPerSecond: 2000, usageDelayMs: 3000 })
  const dataDir = await mkdtemp(join(tmpdir(), 'tally-soak-'))
  const fault = (rule: Record<string, unknown>) => post(sim, '/_sim/faults', rule)
  let app: SoakApp | null = null
  // A second, read-only connection to main's database (WAL: it sees what main committed).
  const reader: { db: DatabaseSync | null } = { db: null }
  const result: DayResult = { samples: [], polledAccounts: options.accounts === 4 ? 1 + MORE_ACCOUNTS.length : 1, statuses: {}, balanceChecks: [], problems: [], chats: 0, compares: 0, searches: 0, realSeconds: 0, timing: {}, blockedRequests: [], heapSnapshots: [] }
  const sent: SentChat[] = []
  let outage = false
  let models: string[] = []
  // #35: balance requests of the hour per account (by the key's connection name).
  const accountOfKey = new Map<string, string>([[KEY, 'Laptop']])
  let balanceByAccount: Record<string, number> = {}
  const onRequest = (url: string, key: string | null) => {
    if (!url.endsWith('/v1/balance')) return
    const account = (key && accountOfKey.get(key)) ?? 'other'
    balanceByAccount[account] = (balanceByAccount[account] ?? 0) + 1
  }
  let router: NginxRouter | null = null
  try {
    app = await launchSoakApp({ browser: options.browser, dataDir, vt, onRequest })
    const page = app.page
    await page.getByRole('heading', { level: 1, name: 'Welcome to Tokentally' }).waitFor({ state: 'visible', timeout: 30_000 })
    const laptop = (await vt.runUntil(app.invoke('connections:add', { name: 'Laptop', baseUrl: sim.baseUrl, key: KEY, activate: true }))).activeId ?? ''
    await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'visible', timeout: 30_000 })
    if (options.accounts === 4) {
      for (const more of MORE_ACCOUNTS) {
        accountOfKey.set(more.key, more.name)
        await vt.runUntil(app.invoke('connections:add', { name: more.name, baseUrl: sim.baseUrl, key: more.key, activate: false }))
      }
      router = await startNginxRouter(sim.baseUrl, KEY)
      await vt.runUntil(app.invoke('connections:add', { name: 'Gateway', baseUrl: router.baseUrl, key: router.routerKey, activate: false, kind: 'router', linkedAccountId: laptop }))
    }
    // The announced model answers 400 until it launches: compare runs use the others.
    models = (await vt.runUntil(app.invoke('models:list', { refresh: false }))).models.filter((m) => !m.comingSoon && m.id !== COMING_SOON_MODEL_ID).map((m) => m.id)
    const running = app
    const timed = async (name: string, work: () => Promise<void>) => {
      const t = performance.now()
      try {
        await work()
      } finally {
        result.timing[name] = Math.round(((result.timing[name] ?? 0) + (performance.now() - t) / 1000) * 10) / 10
      }
    }

    const runStep = async (step: Step): Promise<void> => {
      switch (step.kind) {
        case 'show':
          running.core.setVisible(true)
          return
        case 'hide':
          running.core.setVisible(false)
          return
        case 'view':
          return openView(page, step.view)
        case 'sample':
          result.samples.push(await sample(step.hour))
          options.progress(`  hour ${String(step.hour).padStart(2)}: ${describe(result.samples.at(-1) as Sample)} (${Math.round((Date.now() - started) / 1000)} s)`)
          // After the sample's figures: the snapshot's own work never lands in them.
          if (options.heapDiff?.hours.includes(step.hour)) {
            const file = options.heapDiff.file(step.hour)
            await timed('sample: heap snapshot', async () => {
              result.heapSnapshots.push({ hour: step.hour, file, bytes: await saveHeapSnapshot(running.cdp, file) })
            })
          }
          return
        case 'chat': {
          await openView(page, 'Chat')
          try {
            sent.push(await sendChat(running, fault, step.chat))
          } finally {
            // A fault meant for a chat that failed to go out must not hit the next request.
            await post(sim, '/_sim/faults', undefined, 'DELETE')
          }
          result.chats++
          return
        }
        case 'compare': {
          const picked = Array.from({ length: step.models }, (_, i) => models[(step.index + i) % models.length] as string)
          sent.push(...(await runCompare(running, `Compare the models on retry budgets, run ${step.index}`, picked)))
          result.compares++
          return
        }
        case 'search': {
          await openView(page, 'Chat')
          const inList = await searchConversations(page, step.query)
          const hits = await running.invoke('conversations:search', { query: step.query, limit: 20 })
          if (inList === 0 || hits.length === 0) result.problems.push(`search "${step.query}": ${inList} in the list, ${hits.length} search hits`)
          result.searches++
          return
        }
        case 'outage-start':
          outage = true
          // Every API request answers 503 (with the simulator's default Retry-After: 1) for ten minutes.
          await fault({ times: 1_000_000, respond: { status: 503, body: { error: { message: 'Service unavailable', type: 'server_error', code: 'service_unavailable' } } } })
          return
        case 'outage-end':
          outage = false
          await post(sim, '/_sim/faults', undefined, 'DELETE')
          return
        case 'check-balance': {
          const shown = await shownBalance(page)
          const at = new Date(vt.now()).toISOString()
          result.balanceChecks.push({ at, text: shown?.text ?? null, exact: shown?.exact ?? null })
          if (!shown || shown.exact === null) result.problems.push(`${at}: no balance on the Dashboard${outage ? ' during the outage' : ''}`)
          else if (new Decimal(shown.exact).isZero() || /^\D*0(\.0+)?\D*$/.test(shown.text)) result.problems.push(`${at}: balance shown as zero (${shown.text})`)
          return
        }
        case 'switch-connection':
          return switchConnection()
      }
    }

    /** A second account added, switched to, chatted on, switched away from and removed right after its chat. */
    const switchConnection = async () => {
      accountOfKey.set(SECOND_KEY[options.accounts], 'Script')
      await running.invoke('connections:add', { name: 'Script', baseUrl: sim.baseUrl, key: SECOND_KEY[options.accounts], activate: false })
      await openView(page, 'Settings')
      await page.getByRole('button', { name: 'Switch to Script' }).click({ timeout: 20_000 })
      await page.getByRole('button', { name: 'Switch to Laptop' }).waitFor({ state: 'visible', timeout: 20_000 })
      await openView(page, 'Chat')
      sent.push(await sendChat(running, fault, { index: -1, kind: 'normal', newConversation: true, text: 'How do I read the balance of the script account? (switch)' }))
      result.chats++
      await openView(page, 'Settings')
      await page.getByRole('button', { name: 'Switch to Laptop' }).click({ timeout: 20_000 })
      await page.getByRole('button', { name: 'Switch to Script' }).waitFor({ state: 'visible', timeout: 20_000 })
      // Removed while its after-chat usage refresh is still pending.
      await page.getByRole('button', { name: 'Remove Script' }).click({ timeout: 20_000 })
      await page.getByRole('button', { name: 'Remove connection' }).click({ timeout: 20_000 })
      await page.getByRole('button', { name: 'Remove Script' }).waitFor({ state: 'detached', timeout: 20_000 })
    }

    const sample = async (hour: number): Promise<Sample> => {
      await vt.settle()
      await timed('sample: drain sockets', () => drainConnections(sim))
      const snapshot = sim.stats.snapshot()
      sim.stats.reset()
      const byAccount = balanceByAccount
      balanceByAccount = {}
      addStatuses(result.statuses, snapshot.byEndpoint)
      let renderer!: Awaited<ReturnType<typeof rendererMemory>>
      await timed('sample: renderer', async () => {
        renderer = await rendererMemory(page, running.cdp, { snapshot: options.snapshots })
      })
      if (!renderer.spaces) result.problems.push(`hour ${hour}: no memory-infra dump of the renderer's V8 spaces (its heap without code falls back to the raw heap)`)
      const memory = mainMemory()
      const fds = openFds()
      const resources = activeResources()
      const realTimeouts = resources.Timeout ?? 0
      const virtualTimers = vt.pendingTimers()
      reader.db ??= new DatabaseSync(join(dataDir, DATABASE_FILE), { readOnly: true })
      const history = balanceHistoryRows(reader.db, vt.now())
      return {
        hour,
        mainHeap: memory.heapUsed,
        mainRss: memory.rss,
        rendererHeap: renderer.heapUsed,
        rendererHeapNoCode: renderer.spaces ? heapWithoutCode(renderer.spaces) : null,
        rendererCode: renderer.spaces ? codeBytes(renderer.spaces) : null,
        rendererSpaces: renderer.spaces,
        domNodes: renderer.domNodes,
        pageNodes: renderer.pageNodes,
        detachedNodes: renderer.detached ? Object.values(renderer.detached).reduce((a, b) => a + b, 0) : null,
        detachedByName: renderer.detached,
        jsEventListeners: renderer.jsEventListeners,
        bridgeListeners: renderer.bridgeListeners,
        fds: fds.total,
        fdKinds: fds.kinds,
        timers: realTimeouts + virtualTimers,
        realTimeouts,
        virtualTimers,
        resources,
        requests: snapshot.requests,
        statuses: snapshot.byEndpoint,
        balanceByAccount: byAccount,
        historyRows: history.rows,
        historyRecentRows: history.recent,
      }
    }

    for (const step of planDay(options)) {
      const wait = T0 + step.at - vt.now()
      if (wait > 0) await timed('virtual time', () => vt.runFor(wait))
      await running.syncPageClock()
      try {
        await timed(step.kind, () => runStep(step))
      } catch (err) {
        result.problems.push(`${new Date(vt.now()).toISOString()} ${step.kind}: ${(err as Error).message.split('\n')[0]}`)
      }
    }

    // Every chat's text, read back from the store.
    for (const chat of sent) {
      const conversation = await running.invoke('conversations:get', { id: chat.conversationId }).catch(() => null)
      result.problems.push(...checkSaved(chat, conversation, SEED))
    }
    result.blockedRequests = running.blockedRequests
    if (running.blockedRequests.length > 0) result.problems.push(`the renderer tried the network: ${running.blockedRequests.slice(0, 3).join(', ')}`)
  } finally {
    result.realSeconds = Math.round((Date.now() - started) / 1000)
    reader.db?.close()
    await app?.close().catch(() => undefined)
    await router?.close().catch(() => undefined)
    await sim.close()
    await rm(dataDir, { recursive: true, force: true })
  }
  return result
}

const MB = 1024 * 1024
function describe(s: Sample): string {
  const code = s.rendererHeapNoCode === null ? '' : ` (${(s.rendererHeapNoCode / MB).toFixed(2)} w/o code)`
  return `main heap ${(s.mainHeap / MB).toFixed(1)} MB, rss ${(s.mainRss / MB).toFixed(0)} MB, renderer ${(s.rendererHeap / MB).toFixed(2)} MB${code}, ${s.domNodes} nodes, ${s.fds} fds, ${s.realTimeouts}+${s.virtualTimers} timers, ${s.bridgeListeners} listeners, balance ${s.requests['GET /v1/balance'] ?? 0} req, ${s.historyRows} history rows`
}
