import type { ConnectionsState } from '../../../shared/domain/connection'
import type { UsageRange } from '../../../shared/domain/usage-view'
import { addDays, utcDay } from '../../../shared/time/utc-days'
import type { ConnectionStore } from './connection-store'

export interface AccountFollowerDeps {
  connections: ConnectionStore
  /** Starts the demo simulator when a demo connection comes into use. */
  ensureDemo(connectionId: string): Promise<unknown>
  /** Balance, tray and alerts follow this account (null: none). */
  showBalanceOf(accountId: string | null): Promise<void>
  /** A first look at the account's recent usage. */
  refreshUsage(accountId: string, range: UsageRange): Promise<unknown>
  /** Every connections change (the window's list, the client cache). */
  onConnections(state: ConnectionsState): void
  now(): number
}

/**
 * Balance, usage, tray and alerts follow the active connection's account (a router's linked one):
 * re-pointed whenever the active connection or its link changes, and once at start.
 */
export class AccountFollower {
  private followed: string | null = null

  constructor(private readonly deps: AccountFollowerDeps) {}

  /** Follows the current account now, then every change. */
  async start(): Promise<void> {
    this.followed = this.key()
    this.deps.connections.onChange((state) => {
      this.deps.onConnections(state)
      const next = this.key()
      if (next === this.followed) return
      this.followed = next
      void this.activate()
    })
    await this.activate()
  }

  private key(): string {
    const { connections } = this.deps
    const activeId = connections.list().activeId
    return `${activeId}→${connections.accountFor(activeId)}`
  }

  private async activate(): Promise<void> {
    const { connections } = this.deps
    const activeId = connections.list().activeId
    if (activeId && this.deps.connections.isDemo(activeId)) await this.deps.ensureDemo(activeId)
    const accountId = connections.accountFor(activeId)
    if (accountId && accountId !== activeId && this.deps.connections.isDemo(accountId)) await this.deps.ensureDemo(accountId)
    await this.deps.showBalanceOf(accountId)
    if (accountId) void this.deps.refreshUsage(accountId, lastDays(30, this.deps.now())).catch(() => undefined)
  }
}

/** The last `days` complete UTC days plus today. */
function lastDays(days: number, now: number): UsageRange {
  const today = utcDay(new Date(now))
  return { start: addDays(today, -days), end: addDays(today, 1) }
}
