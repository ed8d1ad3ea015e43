import type { BalanceState } from '../../../shared/domain/balance-state'
import { formatMoney } from '../../../shared/money'
import { describeForecast } from './forecast'

/** What the tray / menu bar shows for a balance state: a title (macOS menu bar text), a tooltip and the menu's info lines. */
export function traySummary(state: BalanceState, demo: boolean): { title: string; tooltip: string; lines: string[] } {
  const tag = demo ? ' (DEMO)' : ''
  if (!state.balance) {
    const why = state.error ? `unavailable: ${state.error.message}` : state.connectionId ? 'loading…' : 'no connection'
    return { title: '—', tooltip: `Tokentally${tag} — balance ${why}`, lines: [`Balance ${state.error ? 'unavailable' : state.connectionId ? 'loading…' : '—'}`] }
  }
  const amount = formatMoney(state.balance.balance)
  const stale = state.stale ? ' (stale)' : ''
  const forecast = describeForecast(state.forecastDays ?? null)
  return {
    title: `${amount}${stale}`,
    tooltip: `Tokentally${tag} — balance ${amount}${stale}`,
    lines: [`Balance ${amount}${stale}`, `Spent today (UTC) ${formatMoney(state.balance.spend_today)}`, ...(forecast ? [forecast] : [])],
  }
}
