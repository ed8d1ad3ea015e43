import type { ServiceClient } from '../../../electron/services/api/service-client'
import { BalanceCache } from '../../../electron/services/balance/balance-cache'
import { BalanceService } from '../../../electron/services/balance/balance-service'
import type { Clock } from '../../../electron/services/time/clock'
import type { BalanceState } from '../../../shared/domain/balance-state'

/**
 * The balance service alone, as the app builds it but over one client: its cache in `dataDir`, every state it
 * publishes kept in `states` (the app's own is built by createCore, through startTestApp).
 */
export function balanceServiceOver(o: { client: ServiceClient; dataDir: string; clock: Clock; pollIntervalMs?: number }): { service: BalanceService; states: BalanceState[] } {
  const states: BalanceState[] = []
  const service = new BalanceService({
    clock: o.clock,
    cache: new BalanceCache(o.dataDir),
    getClient: async () => o.client,
    pollIntervalMs: () => o.pollIntervalMs ?? 60_000,
    publish: (state) => states.push(state),
  })
  return { service, states }
}
