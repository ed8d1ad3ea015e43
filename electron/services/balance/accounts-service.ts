import type { AllAccounts } from '../../../shared/domain/accounts'
import type { BalanceState } from '../../../shared/domain/balance-state'
import type { ConnectionsState } from '../../../shared/domain/connection'
import type { Budget } from '../../../shared/domain/guard'
import { type KeyReading, sumAccounts } from '../../../shared/accounts/sum-accounts'

/** One key's balance poller (a BalanceService pointed at one connection for good). */
export interface KeyPoller {
  setConnection(connectionId: string | null): Promise<void>
  state(): BalanceState
  refresh(): Promise<BalanceState>
  setVisible(visible: boolean): void
  rescheduled(): void
  dispose(): Promise<void>
}

export interface AccountsServiceDeps {
  connections: { list(): ConnectionsState; onChange(listener: (state: ConnectionsState) => void): () => void }
  /** The account the dashboard's own balance service follows (it polls that key; no second poller is made). */
  followed(): string | null
  followedState(): BalanceState
  refreshFollowed(): Promise<unknown>
  /** A poller for one more key, publishing each of its states. */
  poller(publish: (state: BalanceState) => void): KeyPoller
  budgetOf(connectionId: string): Budget | null
  /** The account's 7-day average daily spend from the usage cache (null: unknown). */
  average7(connectionId: string): Promise<string | null>
  /** A look at the account's recent usage (the average behind the runway); one request per account now and then. */
  syncUsage(connectionId: string): Promise<unknown>
  publish(all: AllAccounts): void
  now(): number
  log?(message: string): void
}

/** The recent usage of an account that is not on the dashboard is looked at this often (one request each time). */
const USAGE_EVERY_MS = 60 * 60_000

/**
 * #35: All accounts. Every service connection's balance is read by its own poller, at the poll
 * interval and within its own key's rate limits (each connection has its own limiter), so requests per
 * hour grow linearly with the number of keys; the key the dashboard follows is read by the dashboard's
 * balance service only. The sum (two keys of one account once, routers as their linked account) is
 * worked out on every change and pushed.
 */
export class AccountsService {
  private readonly pollers = new Map<string, KeyPoller>()
  private readonly averages = new Map<string, string | null>()
  private readonly usageLookedAt = new Map<string, number>()
  private visible = true
  private unsubscribe: (() => void) | null = null
  private last: AllAccounts | null = null
  private disposed = false

  constructor(private readonly deps: AccountsServiceDeps) {}

  start(): void {
    this.unsubscribe = this.deps.connections.onChange(() => this.sync())
    this.sync()
  }

  /** The sum now (worked out afresh: cheap, a few accounts). */
  state(): AllAccounts {
    const { connections } = this.deps.connections.list()
    const followed = this.deps.followed()
    const keys: KeyReading[] = connections
      .filter((c) => c.kind === 'service')
      .map((c) => {
        const state = c.id === followed ? this.deps.followedState() : this.pollers.get(c.id)?.state()
        return {
          connectionId: c.id,
          name: c.name,
          baseUrl: c.baseUrl,
          demo: c.demo,
          balance: state?.balance ?? null,
          fetchedAt: state?.fetchedAt ?? null,
          stale: state?.stale ?? false,
          loading: state ? state.loading || (state.balance === null && state.error === null) : true,
          error: state?.error ?? null,
        }
      })
    const all = sumAccounts({
      keys,
      routers: connections.filter((c) => c.kind === 'router').map((c) => ({ name: c.name, linkedAccountId: c.linkedAccountId })),
      budgetOf: (id) => this.deps.budgetOf(id),
      average7Of: (id) => this.averages.get(id) ?? null,
      now: this.deps.now(),
    })
    this.last = all
    return all
  }

  /** Reads every key now (each within its own limits); resolves with the sum. */
  async refresh(): Promise<AllAccounts> {
    await Promise.allSettled([this.deps.refreshFollowed(), ...[...this.pollers.values()].map((p) => p.refresh())])
    await this.lookAtUsage()
    return this.state()
  }

  /** The dashboard's balance changed (a read, or it follows another account now). */
  followedChanged(): void {
    this.sync()
  }

  setVisible(visible: boolean): void {
    this.visible = visible
    for (const poller of this.pollers.values()) poller.setVisible(visible)
  }

  rescheduled(): void {
    for (const poller of this.pollers.values()) poller.rescheduled()
  }

  /** Budgets changed: the sum carries them. */
  settingsChanged(): void {
    this.rescheduled()
    this.publish()
  }

  forget(connectionId: string): void {
    const poller = this.pollers.get(connectionId)
    this.pollers.delete(connectionId)
    this.averages.delete(connectionId)
    this.usageLookedAt.delete(connectionId)
    void poller?.dispose()
  }

  async dispose(): Promise<void> {
    this.disposed = true
    this.unsubscribe?.()
    const all = [...this.pollers.values()]
    this.pollers.clear()
    await Promise.allSettled(all.map((p) => p.dispose()))
  }

  /** One poller per service connection but the followed one; pollers of removed or followed keys stop. */
  private sync(): void {
    if (this.disposed) return
    const followed = this.deps.followed()
    const wanted = new Set(
      this.deps.connections
        .list()
        .connections.filter((c) => c.kind === 'service' && c.id !== followed)
        .map((c) => c.id),
    )
    for (const [id, poller] of this.pollers) {
      if (wanted.has(id)) continue
      this.pollers.delete(id)
      void poller.dispose()
    }
    for (const id of wanted) {
      if (this.pollers.has(id)) continue
      const poller = this.deps.poller(() => {
        this.publish()
        void this.lookAtUsage()
      })
      this.pollers.set(id, poller)
      poller.setVisible(this.visible)
      void poller.setConnection(id).catch((err: unknown) => this.deps.log?.(`all accounts: ${(err as Error).message}`))
    }
    this.publish()
    void this.lookAtUsage()
  }

  private publish(): void {
    if (this.disposed) return
    this.deps.publish(this.state())
  }

  /** The 7-day averages behind each runway: the cache's, after one usage request per account an hour at most. */
  private async lookAtUsage(): Promise<void> {
    if (this.disposed) return
    const ids = this.deps.connections
      .list()
      .connections.filter((c) => c.kind === 'service')
      .map((c) => c.id)
    const now = this.deps.now()
    let changed = false
    await Promise.allSettled(
      ids.map(async (id) => {
        const due = now - (this.usageLookedAt.get(id) ?? Number.NEGATIVE_INFINITY) >= USAGE_EVERY_MS
        if (!due && this.averages.has(id)) return
        if (due && id !== this.deps.followed()) {
          this.usageLookedAt.set(id, now)
          await this.deps.syncUsage(id).catch(() => undefined)
        }
        const average = await this.deps.average7(id)
        if (this.averages.get(id) !== average) {
          this.averages.set(id, average)
          changed = true
        }
      }),
    )
    if (changed) this.publish()
  }

  /** The last sum worked out (tests). */
  lastSum(): AllAccounts | null {
    return this.last
  }
}
