import type { Balance } from '../../../shared/domain/balance'
import { parseMoney } from '../../../shared/money'

export type BalanceAlert = { kind: 'low-balance'; balance: string; threshold: string } | { kind: 'top-up'; added: string }

/**
 * Watches successive balances of one connection. The low-balance alert fires once when the
 * balance crosses below the threshold and is re-armed only after it recovers to the threshold or
 * above. A top-up is an increase of the spendable funds (balance + held: spending lowers it,
 * releasing a hold does not change it, only new credits raise it).
 */
export class BalanceWatcher {
  private armed = true
  private previous: Balance | null = null

  observe(balance: Balance, threshold: string | null): BalanceAlert[] {
    const alerts: BalanceAlert[] = []
    const current = parseMoney(balance.balance)
    if (this.previous) {
      const before = parseMoney(this.previous.balance).plus(parseMoney(this.previous.held))
      const after = current.plus(parseMoney(balance.held))
      const added = after.minus(before)
      if (added.greaterThanOrEqualTo('0.01')) alerts.push({ kind: 'top-up', added: added.toFixed(6) })
    }
    if (threshold !== null) {
      const below = current.lessThan(parseMoney(threshold))
      if (below && this.armed) {
        alerts.push({ kind: 'low-balance', balance: balance.balance, threshold })
        this.armed = false
      } else if (!below) {
        this.armed = true
      }
    }
    this.previous = balance
    return alerts
  }
}
