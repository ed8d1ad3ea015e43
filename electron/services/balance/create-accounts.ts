import type { Balance } from '../../../shared/domain/balance'
import type { BalanceState } from '../../../shared/domain/balance-state'
import type { AllAccounts } from '../../../shared/domain/accounts'
import type { Settings } from '../../../shared/domain/settings'
import { addDays, utcDay } from '../../../shared/time/utc-days'
import type { ServiceClient } from '../api/service-client'
import type { ConnectionStore } from '../connections/connection-store'
import type { Clock } from '../time/clock'
import { AccountsService } from './accounts-service'
import type { BalanceCache } from './balance-cache'
import { BalanceService } from './balance-service'

/** Builds All accounts from the app's parts (kept out of core.ts, which only calls this). */
export function createAccounts(o: {
  clock: Clock
  cache: BalanceCache
  connections: ConnectionStore
  settings: { get(): Settings }
  getClient(connectionId: string): ServiceClient | null
  /** Starts the demo simulator when the demo connection is polled. */
  ensureDemo(connectionId: string): Promise<unknown>
  dashboard: Pick<BalanceService, 'state' | 'refresh'>
  onBalance(connectionId: string, balance: Balance): void
  usage: { recentDays(id: string, today: string): Promise<{ averages: { days7: string | null } }>; refresh(id: string, range: { start: string; end: string }): Promise<unknown> }
  publish(all: AllAccounts): void
  log(message: string): void
}): AccountsService {
  const today = () => utcDay(new Date(o.clock.now()))
  return new AccountsService({
    connections: o.connections,
    followed: () => o.dashboard.state().connectionId,
    followedState: () => o.dashboard.state(),
    refreshFollowed: () => o.dashboard.refresh(),
    poller: (publish: (state: BalanceState) => void) =>
      new BalanceService({
        clock: o.clock,
        cache: o.cache,
        getClient: async (id) => {
          if (o.connections.isDemo(id)) await o.ensureDemo(id)
          return o.getClient(id)
        },
        pollIntervalMs: () => o.settings.get().pollIntervalSec * 1000,
        publish,
        onBalance: o.onBalance,
      }),
    budgetOf: (id) => o.settings.get().spendGuard.budgets[id] ?? null,
    average7: async (id) => (await o.usage.recentDays(id, today())).averages.days7,
    syncUsage: (id) => o.usage.refresh(id, { start: addDays(today(), -8), end: addDays(today(), 1) }),
    publish: o.publish,
    now: () => o.clock.now(),
    log: o.log,
  })
}
