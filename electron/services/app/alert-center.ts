import type { Balance } from '../../../shared/domain/balance'
import type { BalanceState } from '../../../shared/domain/balance-state'
import { type BalanceAlert, BalanceWatcher } from '../balance/alerts'
import { forecastDays } from '../balance/forecast'

/** Low-balance and top-up alerts per connection, and the forecast attached to balance states. */
export class AlertCenter {
  private readonly watchers = new Map<string, BalanceWatcher>()
  private readonly listeners = new Set<(alert: BalanceAlert) => void>()

  observe(connectionId: string, balance: Balance, threshold: string | null): void {
    let watcher = this.watchers.get(connectionId)
    if (!watcher) {
      watcher = new BalanceWatcher()
      this.watchers.set(connectionId, watcher)
    }
    for (const alert of watcher.observe(balance, threshold)) for (const listener of this.listeners) listener(alert)
  }

  onAlert(listener: (alert: BalanceAlert) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  withForecast(state: BalanceState, average: { connectionId: string; days7: string | null } | null): BalanceState {
    if (!state.balance || !average || average.connectionId !== state.connectionId) return { ...state, forecastDays: null }
    return { ...state, forecastDays: forecastDays(state.balance.balance, average.days7) }
  }
}
