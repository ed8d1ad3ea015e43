import type { Balance } from '../../../shared/domain/balance'
import { type BalanceAlert, BalanceWatcher } from './alerts'

/** Low-balance and top-up alerts, one watcher per connection. */
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
}
