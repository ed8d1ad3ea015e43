import type { BalanceState } from '../../../shared/domain/balance-state'
import { forecastDays } from './forecast'

/**
 * Merges the forecast into balance states: the balance comes from `GET /balance`, the 7-day
 * average daily spend from the latest usage view of the same connection.
 */
export class BalanceForecast {
  private average: { connectionId: string; days7: string } | null = null

  /** Keeps a usage view's 7-day average; true when it is new information (publish again). */
  noteAverage(connectionId: string | null, days7: string | null): boolean {
    if (!connectionId || days7 === null) return false
    this.average = { connectionId, days7 }
    return true
  }

  /** The state with `forecastDays` set (null when the balance or a matching average is missing). */
  apply(state: BalanceState): BalanceState {
    const average = this.average
    if (!state.balance || !average || average.connectionId !== state.connectionId) return { ...state, forecastDays: null }
    return { ...state, forecastDays: forecastDays(state.balance.balance, average.days7) }
  }
}
