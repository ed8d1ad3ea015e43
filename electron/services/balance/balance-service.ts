import { ENDPOINT } from '../../../shared/endpoints'
import type { UsageView } from '../../../shared/domain/usage-view'
import type { Balance } from '../../../shared/domain/balance'
import type { BalanceState } from '../../../shared/domain/balance-state'
import type { AppError } from '../../../shared/domain/errors'
import type { Clock } from '../time/clock'
import { AppFailure, makeError, say, toAppError } from '../../../shared/error-model'
import { backoffMs, mayPass } from '../api/backoff'
import type { ServiceClient } from '../api/service-client'
import type { BalanceCache } from './balance-cache'
import { BalanceForecast } from './balance-forecast'

export interface BalanceServiceDeps {
  clock: Clock
  cache: BalanceCache
  getClient(connectionId: string): Promise<ServiceClient | null>
  pollIntervalMs(): number
  /** Called with every state the dashboard should show. */
  publish(state: BalanceState): void
  /** Called with every good balance read from the service (alerts, tray, key info). */
  onBalance?(connectionId: string, balance: Balance): void
}

const MIN_INTERVAL_MS = 5_000
const HIDDEN_FACTOR = 5
const AFTER_CHAT_DELAY_MS = 5_000
/** Timers cannot sleep longer than ~24.8 days; no wait here is ever longer than an hour. */
const MAX_DELAY_MS = 3_600_000

/**
 * Polls GET /balance for the active connection: once per poll interval (never under 5 s), slower
 * while the window is hidden, once ~5 s after a chat ends, and on request. A failed read keeps the
 * last good balance and marks it stale; it never becomes a zero.
 */
export class BalanceService {
  private connectionId: string | null = null
  private current: BalanceState = emptyState(null)
  private visible = true
  private timer: AbortController | null = null
  private inFlight: Promise<BalanceState> | null = null
  /** Failed reads in a row that may pass (429, 5xx, network, timeout): each waits longer. */
  private failures = 0
  private generation = 0
  private readonly forecast = new BalanceForecast()

  constructor(private readonly deps: BalanceServiceDeps) {}

  /** What the dashboard and tray show: the balance with its forecast (the same in every answer and event). */
  state(): BalanceState {
    return this.forecast.apply(this.current)
  }

  /** A usage view's 7-day average daily spend: the forecast's other half. Publishes when it is new. */
  noteUsageView(view: Pick<UsageView, 'connectionId' | 'averageDailySpend'>): void {
    this.noteAverageSpend(view.connectionId, view.averageDailySpend.days7)
  }

  noteAverageSpend(connectionId: string | null, days7: string | null): void {
    if (this.forecast.noteAverage(connectionId, days7)) this.publish()
  }

  async setConnection(connectionId: string | null): Promise<void> {
    this.generation++
    this.cancelTimer()
    this.inFlight = null
    this.connectionId = connectionId
    this.failures = 0
    this.current = emptyState(connectionId)
    if (!connectionId) return this.publish()
    const cached = await this.deps.cache.get(connectionId)
    if (cached) this.current = { ...this.current, balance: cached.balance, fetchedAt: cached.fetchedAt, stale: this.isOld(cached.fetchedAt) }
    this.publish()
    const wait = cached ? Date.parse(cached.fetchedAt) + this.interval() - this.deps.clock.now() : 0
    if (wait > 0) this.schedule(wait)
    else void this.refresh()
  }

  /** An immediate read (the client's rate limiter still applies); concurrent calls share one request. */
  async refresh(): Promise<BalanceState> {
    if (!this.connectionId) return this.state()
    this.inFlight ??= this.read().finally(() => {
      this.inFlight = null
    })
    await this.inFlight
    return this.state()
  }

  afterChat(): void {
    if (this.connectionId) this.schedule(AFTER_CHAT_DELAY_MS)
  }

  setVisible(visible: boolean): void {
    if (visible === this.visible) return
    this.visible = visible
    if (!this.connectionId) return
    if (visible && this.current.fetchedAt && this.isOld(this.current.fetchedAt)) this.schedule(0)
    else this.schedule(this.nextDelay())
  }

  /** Re-plans the next read after the poll interval setting changed. */
  rescheduled(): void {
    if (this.connectionId && !this.inFlight) this.schedule(this.nextDelay())
  }

  /** Drops the cached balance of a removed connection. */
  async forget(connectionId: string): Promise<void> {
    await this.deps.cache.remove(connectionId)
  }

  /** Stops polling; resolves once a read already under way has finished (and written its cache). */
  async dispose(): Promise<void> {
    this.generation++
    this.cancelTimer()
    this.connectionId = null
    await this.inFlight?.catch(() => undefined)
  }

  private async read(): Promise<BalanceState> {
    const connectionId = this.connectionId
    const generation = this.generation
    if (!connectionId) return this.current
    this.cancelTimer()
    this.current = { ...this.current, loading: true }
    this.publish()
    try {
      const client = await this.deps.getClient(connectionId)
      if (!client) throw new AppFailure(makeError({ kind: 'input', code: 'no_key', say: say('errors.keys.noKey'), at: new Date(this.deps.clock.now()), endpoint: ENDPOINT.balance }))
      const balance = await client.balance()
      if (generation !== this.generation) return this.current
      const fetchedAt = new Date(this.deps.clock.now()).toISOString()
      this.failures = 0
      this.current = { ...this.current, balance, fetchedAt, stale: false, loading: false, error: null, nextAttemptAt: null }
      await this.deps.cache.put(connectionId, { balance, fetchedAt })
      this.deps.onBalance?.(connectionId, balance)
      this.schedule(this.nextDelay())
    } catch (err) {
      if (generation !== this.generation) return this.current
      const error = toAppError(err, ENDPOINT.balance)
      const delay = this.delayAfter(error)
      this.current = {
        ...this.current,
        stale: this.current.balance !== null,
        loading: false,
        error,
        nextAttemptAt: new Date(this.deps.clock.now() + delay).toISOString(),
      }
      this.schedule(delay)
    }
    this.publish()
    return this.current
  }

  /**
   * Trouble that may pass (429, 5xx, network, timeout) backs off: 10 s, 20 s, 40 s… (with jitter)
   * up to the poll interval, so an outage is never polled faster than a healthy service.
   * Retry-After is obeyed as the least wait; the first failure waits exactly that long.
   */
  private delayAfter(error: AppError): number {
    const retryAfter = error.retryAfterMs
    if (!mayPass(error)) {
      this.failures = 0
      return this.nextDelay()
    }
    this.failures++
    const backoff = this.failures === 1 && retryAfter !== undefined ? 0 : backoffMs(this.failures, { baseMs: 10_000, maxMs: this.nextDelay(), jitter: 0.2 })
    return Math.min(MAX_DELAY_MS, Math.max(MIN_INTERVAL_MS, retryAfter ?? 0, backoff))
  }

  private interval(): number {
    return Math.max(MIN_INTERVAL_MS, this.deps.pollIntervalMs())
  }

  private nextDelay(): number {
    return Math.min(this.interval() * (this.visible ? 1 : HIDDEN_FACTOR), MAX_DELAY_MS)
  }

  private isOld(fetchedAt: string): boolean {
    return this.deps.clock.now() - Date.parse(fetchedAt) > this.interval() * 2
  }

  private schedule(delayMs: number): void {
    this.cancelTimer()
    const timer = new AbortController()
    this.timer = timer
    const generation = this.generation
    this.deps.clock.sleep(delayMs, timer.signal).then(
      () => {
        if (this.timer === timer && generation === this.generation) void this.refresh()
      },
      () => undefined,
    )
  }

  private cancelTimer(): void {
    this.timer?.abort()
    this.timer = null
  }

  private publish(): void {
    this.deps.publish(this.state())
  }
}

function emptyState(connectionId: string | null): BalanceState {
  return { connectionId, balance: null, fetchedAt: null, stale: false, loading: false, error: null, nextAttemptAt: null, forecastDays: null }
}
