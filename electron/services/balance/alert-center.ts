import type { Balance } from '../../../shared/domain/balance'
import { Emitter } from '../../../shared/emitter'
import type { PriceChangeAlert } from '../prices/price-change-alert'
import { type BalanceAlert, BalanceWatcher } from './alerts'
import type { GuardAlert } from '../guard/guard-alerts'

/** Every alert the app gives: balance (low, top-up) and spend guard (budget, spike, #25). */
export type Alert = BalanceAlert | GuardAlert

/** Low-balance and top-up alerts, one watcher per connection; the spend guard's and the price fit's alerts pass through too. */
export class AlertCenter {
  private readonly watchers = new Map<string, BalanceWatcher>()
  private readonly alerts = new Emitter<Alert>()

  observe(connectionId: string, balance: Balance, threshold: string | null): void {
    let watcher = this.watchers.get(connectionId)
    if (!watcher) {
      watcher = new BalanceWatcher()
      this.watchers.set(connectionId, watcher)
    }
    for (const alert of watcher.observe(balance, threshold)) this.alerts.emit(alert)
  }

  /** An alert decided elsewhere (the spend guard de-duplicates its own). */
  raise(alert: GuardAlert): void {
    this.alerts.emit(alert)
  }

  /** A fitted price moved (PriceService has already made sure each move is told once). */
  priceChanged(alert: PriceChangeAlert): void {
    this.alerts.emit(alert)
  }

  /** Drops the watcher of a removed connection. */
  forget(connectionId: string): void {
    this.watchers.delete(connectionId)
  }

  onAlert(listener: (alert: Alert) => void): () => void {
    return this.alerts.on(listener)
  }
}
