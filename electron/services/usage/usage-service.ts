import { ENDPOINT } from '../../../shared/endpoints'
import type { DatabaseSync } from 'node:sqlite'
import { ConnectionId } from '../../../shared/domain/connection'
import type { AppError } from '../../../shared/domain/errors'
import type { UsageRow } from '../../../shared/domain/usage'
import type { AverageDailySpend, UsageRange, UsageView } from '../../../shared/domain/usage-view'
import { AppFailure, inputError, makeError, say } from '../../../shared/error-model'
import type { ServiceClient } from '../api/service-client'
import type { Emit } from '../ipc/emitter'
import { csvFilename, usageCsv } from './csv'
import { backoffMs, mayPass } from '../api/backoff'
import { clampToHistory, defaultRange, rangeKey, utcDay, validateRange } from './ranges'
import { RefreshScheduler } from './scheduler'
import { type Clock, systemClock } from '../time/clock'
import { cachedPlan, cachedPlanInfo, syncRange } from './sync-engine'
import { UsageCache } from './usage-cache'
import { buildView, cachedAverages, emptyView } from './view'
import { recentDailySpend } from './recent-days'
import { openDatabase } from '../db/open-database'
import { Sequencer } from '../../../shared/sequencer'

export interface UsageServiceDeps {
  /** The app's data directory (0.1 caches in `<dataDir>/usage/` are imported from it). */
  dataDir: string
  /** The app's database; when absent the service opens `<dataDir>/tokentally.db` itself and closes it on dispose. */
  db?: DatabaseSync
  /** The rate-limited client of a connection, or null when it is gone or has no key. */
  getClient: (connectionId: string) => ServiceClient | null
  emit: Emit
  /** Called with every view `get` and `refresh` return (the balance forecast needs its 7-day average). */
  onView?: (view: UsageView) => void
  /** Called after every sync that changed cached data (the price fit is recomputed from it). */
  onSynced?: (connectionId: string) => void
  /** Time and timers (default the system's). */
  clock?: Clock
  /** How often the recent days are re-read while the usage view is visible (default 15 s). */
  pollIntervalMs?: number
  /** How long after a chat ends its usage is re-read (default 15 s). */
  afterChatDelayMs?: number
  /** Wait after a 429/503 that carries no Retry-After (default 30 s). */
  defaultRetryAfterMs?: number
  log?: (message: string) => void
}

export interface UsageCsvExport {
  csv: string
  rowCount: number
  filename: string
}

type Origin = 'get' | 'refresh' | 'timer'

/** The longest wait between timer syncs while the service keeps failing. */
const MAX_BACKOFF_MS = 5 * 60_000

interface Connection {
  cache: Promise<UsageCache>
  /** The sync queued or running for each range and force (a repeat request joins it). */
  inflight: Map<string, Promise<void>>
  running: number
  error: AppError | null
  lastAttemptAt: number
  blockedUntil: number
  /** Syncs in a row that failed with trouble that may pass (429, 5xx, network, timeout). */
  failures: number
  /** Until then timers (polls, after-chat refreshes) and passive gets do not sync; Refresh still does. */
  backoffUntil: number
  lastRange: UsageRange | null
}

function noConnection(): AppError {
  return makeError({ kind: 'input', code: 'no_connection', say: say('errors.usage.noConnection'), endpoint: ENDPOINT.usage })
}

/**
 * Usage for the renderer: views from the on-disk cache, synced through each connection's
 * ServiceClient (which does the rate limiting), with a `usage` event whenever cached data changes.
 */
export class UsageService {
  private readonly connections = new Map<string, Connection>()
  /** Syncs by connection id: one at a time per connection. */
  private readonly syncs = new Sequencer<string>()
  private readonly scheduler: RefreshScheduler
  private readonly abort = new AbortController()
  private readonly clock: Clock
  private readonly pollIntervalMs: number
  private active: { connectionId: string; range: UsageRange } | null = null
  private disposed = false
  private ownDb: DatabaseSync | null = null

  constructor(private readonly deps: UsageServiceDeps) {
    this.clock = deps.clock ?? systemClock
    this.pollIntervalMs = deps.pollIntervalMs ?? 15_000
    this.scheduler = new RefreshScheduler({
      clock: this.clock,
      pollIntervalMs: this.pollIntervalMs,
      afterChatDelayMs: deps.afterChatDelayMs ?? 15_000,
      onPoll: () => void this.poll(),
      onAfterChat: (id) => void this.afterChat(id),
    })
  }

  /** The cached view right away; starts a background sync when the range is missing or due. */
  async get(connectionId: string | null, range: UsageRange): Promise<UsageView> {
    validateRange(range, this.now())
    if (connectionId === null) return emptyView(null, range, { syncing: false, error: null })
    const conn = this.connection(connectionId)
    this.watch(connectionId, conn, range)
    const cache = await conn.cache
    if (!this.backingOff(conn) && this.isDue(conn, cache, range, this.pollIntervalMs) && this.canSync(connectionId, conn)) void this.sync(connectionId, range, false, 'get')
    return this.view(connectionId, range)
  }

  /** Syncs the range (everything when `force`), then returns its view; failures become `view.error`. */
  async refresh(connectionId: string | null, range: UsageRange, options: { force?: boolean } = {}): Promise<UsageView> {
    validateRange(range, this.now())
    if (connectionId === null) return emptyView(null, range, { syncing: false, error: null })
    const conn = this.connection(connectionId)
    this.watch(connectionId, conn, range)
    if (this.canSync(connectionId, conn)) await this.sync(connectionId, range, options.force ?? false, 'refresh')
    return this.view(connectionId, range)
  }

  /** The range's rows as CSV with the service's exact money strings; syncs first when needed. */
  async exportCsv(connectionId: string | null, range: UsageRange): Promise<UsageCsvExport> {
    validateRange(range, this.now())
    if (connectionId === null) throw inputError('no_connection', say('errors.usage.addConnection'), 'connectionId')
    const conn = this.connection(connectionId)
    const cache = await conn.cache
    if (this.isDue(conn, cache, range, this.pollIntervalMs) && this.canSync(connectionId, conn)) await this.sync(connectionId, range, false, 'refresh')
    const target = clampToHistory(range, cache.historyStartDay)
    const pages = target ? cachedPlan(cache, target) : []
    if (!pages) throw new AppFailure(conn.error ?? this.clientError(connectionId) ?? makeError({ kind: 'internal', code: 'usage_unavailable', say: say('errors.usage.notYet'), endpoint: ENDPOINT.usage }))
    const rows = pages.flatMap((p) => p.rows)
    return { csv: usageCsv(rows), rowCount: rows.length, filename: csvFilename(range) }
  }

  /** Average daily spend over the last 7 and 30 complete UTC days, from the cache (e.g. for a forecast). */
  async averages(connectionId: string): Promise<AverageDailySpend> {
    const cache = await this.connection(connectionId).cache
    return cachedAverages(cache, utcDay(this.now()))
  }

  /** Call when a chat ends: its usage is re-read once it should be visible (~15 s later). */
  scheduleAfterChat(connectionId: string): void {
    this.connection(connectionId)
    this.scheduler.scheduleAfterChat(connectionId)
  }

  /** Whether the usage view is on screen: while it is, the recent days are re-read every ~15 s. */
  setVisible(visible: boolean): void {
    this.scheduler.setVisible(visible)
  }

  /** Every cached day row of a connection (grouped by model), or those of a range: the history the price fit reads. */
  async cachedRows(connectionId: string, range?: UsageRange): Promise<UsageRow[]> {
    const cache = await this.connection(connectionId).cache
    return [...cache.dayIndex(range).values()].flat()
  }

  /** Each cached day's bill in micro-dollars, every model summed, without reading the rows (years of history at once). */
  async daySpend(connectionId: string, range?: UsageRange): Promise<Map<string, bigint>> {
    return (await this.connection(connectionId).cache).daySpend(range)
  }

  /** #25: the last 30 complete UTC days' spend (known days only) and the 7-/30-day averages, from the cache. */
  async recentDays(connectionId: string, today: string): Promise<ReturnType<typeof recentDailySpend>> {
    return recentDailySpend(await this.connection(connectionId).cache, today)
  }

  /** #26: the usage `as_of` the cache holds for a day (the newest page covering it; null: never read), for the ledger's "is this day final". */
  async asOfFor(connectionId: string): Promise<(day: string) => string | null> {
    const pages = (await this.connection(connectionId).cache).pageSpans()
    return (day) => pages.reduce<string | null>((best, p) => (p.start <= day && day < p.end && (best === null || p.asOf > best) ? p.asOf : best), null)
  }

  /** Drops a connection's cache, on disk too, and its pending after-chat refresh (the connection was removed). */
  async forget(connectionId: string): Promise<void> {
    this.scheduler.cancelAfterChat(connectionId)
    const conn = this.connection(connectionId)
    await this.syncs.idle(connectionId)
    await (await conn.cache).clear()
    this.connections.delete(connectionId)
    if (this.active?.connectionId === connectionId) this.active = null
  }

  /** Resolves once every sync started so far has ended (tests, shutdown). */
  async whenIdle(): Promise<void> {
    await this.syncs.idle()
  }

  /** Stops timers and requests, then writes what is not yet on disk. */
  async dispose(): Promise<void> {
    this.disposed = true
    this.scheduler.dispose()
    this.abort.abort()
    await this.syncs.idle()
    for (const conn of this.connections.values()) await conn.cache.catch(() => undefined)
    this.ownDb?.close()
    this.ownDb = null
  }

  private now(): Date {
    return new Date(this.clock.now())
  }

  private database(): DatabaseSync {
    if (this.deps.db) return this.deps.db
    if (!this.ownDb) {
      const opened = openDatabase({ dataDir: this.deps.dataDir })
      if (opened.setAside) this.log(`database set aside (${opened.setAside.reason}: ${opened.setAside.detail}) to ${opened.setAside.movedTo}`)
      this.ownDb = opened.db
    }
    return this.ownDb
  }

  private connection(connectionId: string): Connection {
    if (!ConnectionId.safeParse(connectionId).success) throw inputError('invalid_connection', say('errors.usage.badConnectionId'), 'connectionId')
    let conn = this.connections.get(connectionId)
    if (!conn) {
      const cache = UsageCache.open(this.deps.dataDir, connectionId, this.database()).then(({ cache: opened }) => opened)
      conn = { cache, inflight: new Map(), running: 0, error: null, lastAttemptAt: 0, blockedUntil: 0, failures: 0, backoffUntil: 0, lastRange: null }
      this.connections.set(connectionId, conn)
    }
    return conn
  }

  private watch(connectionId: string, conn: Connection, range: UsageRange): void {
    conn.lastRange = range
    this.active = { connectionId, range }
  }

  private clientError(connectionId: string): AppError | null {
    return this.deps.getClient(connectionId) ? null : noConnection()
  }

  private canSync(connectionId: string, conn: Connection): boolean {
    return !this.disposed && this.clientError(connectionId) === null && this.now().getTime() >= conn.blockedUntil
  }

  /** Missing from the cache, or holding days that may still change and were read over `maxAgeMs` ago. */
  private isDue(conn: Connection, cache: UsageCache, range: UsageRange, maxAgeMs: number): boolean {
    const now = this.now().getTime()
    if (conn.error && now - conn.lastAttemptAt < maxAgeMs) return false
    const target = clampToHistory(range, cache.historyStartDay)
    if (!target) return false
    const pages = cachedPlanInfo(cache, target)
    return !pages || pages.some((p) => !p.final && now - Date.parse(p.checkedAt) >= maxAgeMs)
  }

  private async view(connectionId: string, range: UsageRange): Promise<UsageView> {
    const conn = this.connection(connectionId)
    const cache = await conn.cache
    const view = buildView(connectionId, range, cache, this.now(), { syncing: conn.running > 0, error: conn.error ?? this.clientError(connectionId) })
    this.deps.onView?.(view)
    return view
  }

  /** One sync per connection at a time; the same request while it runs joins it. Never throws. */
  private sync(connectionId: string, range: UsageRange, force: boolean, origin: Origin): Promise<void> {
    const conn = this.connection(connectionId)
    const key = `${rangeKey(range)}|${force}`
    const existing = conn.inflight.get(key)
    if (existing) return existing
    conn.running++
    const run = this.syncs.run(connectionId, async () => {
      try {
        await this.runSync(connectionId, conn, range, force, origin)
      } catch (err) {
        this.log(`usage sync failed: ${String(err)}`)
      } finally {
        conn.running--
        conn.inflight.delete(key)
      }
    })
    conn.inflight.set(key, run)
    return run
  }

  private async runSync(connectionId: string, conn: Connection, range: UsageRange, force: boolean, origin: Origin): Promise<void> {
    const client = this.deps.getClient(connectionId)
    if (this.disposed || !client || this.now().getTime() < conn.blockedUntil) return
    const cache = await conn.cache
    const previous = conn.error
    const outcome = await syncRange({ client, cache, clock: this.clock, signal: this.abort.signal }, range, { force })
    const at = this.now().getTime()
    conn.lastAttemptAt = at
    conn.error = outcome.error
    const status = outcome.error?.status
    if (outcome.error && (status === 429 || status === 503)) conn.blockedUntil = at + (outcome.error.retryAfterMs ?? this.deps.defaultRetryAfterMs ?? 30_000)
    this.backOff(conn, outcome.error, at)
    if (this.disposed) return

    const errorChanged = (previous?.code ?? null) !== (outcome.error?.code ?? null)
    // A view that said "syncing" or showed another error needs a re-read even when no data changed.
    const changed = origin === 'get' || errorChanged ? [...outcome.changed, range] : outcome.changed
    if (outcome.changed.length > 0) this.deps.onSynced?.(connectionId)
    if (changed.length > 0) this.deps.emit('usage', { connectionId, changed, asOf: outcome.asOf })
  }

  /**
   * A service that keeps failing is asked less and less often by timers: after the second failure
   * in a row 30 s, then 60 s, 2 min… up to 5 min (the first failure keeps the usual rhythm).
   */
  private backOff(conn: Connection, error: AppError | null, at: number): void {
    conn.failures = error !== null && mayPass(error) ? conn.failures + 1 : 0
    conn.backoffUntil = conn.failures > 1 ? at + backoffMs(conn.failures, { baseMs: this.pollIntervalMs, maxMs: MAX_BACKOFF_MS }) : 0
  }

  private backingOff(conn: Connection): boolean {
    return this.now().getTime() < conn.backoffUntil
  }

  private async poll(): Promise<void> {
    const active = this.active
    if (!active) return
    const conn = this.connection(active.connectionId)
    if (this.backingOff(conn)) return
    const cache = await conn.cache
    // A little under the interval, so a poll is not skipped for a read that ended just after the last tick.
    if (this.isDue(conn, cache, active.range, this.pollIntervalMs * 0.8) && this.canSync(active.connectionId, conn)) {
      await this.sync(active.connectionId, active.range, false, 'timer')
    }
  }

  private async afterChat(connectionId: string): Promise<void> {
    // Gone (forgotten) by the time the timer fired: nothing to refresh, nothing to re-create.
    const conn = this.connections.get(connectionId)
    if (!conn) return
    if (!this.backingOff(conn) && this.canSync(connectionId, conn)) await this.sync(connectionId, conn.lastRange ?? defaultRange(this.now()), false, 'timer')
  }

  private log(message: string): void {
    this.deps.log?.(message)
  }
}
