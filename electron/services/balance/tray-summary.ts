import type { BalanceState } from '../../../shared/domain/balance-state'
import { formatAmount, formatMoney } from '../../../shared/money'
import { describeForecast } from './forecast'
import type { Alert } from './alert-center'
import { guardNotification } from '../guard/guard-alerts'
import { describePriceChange } from '../prices/price-change-alert'

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

export function alertNotification(alert: Alert): { title: string; body: string } {
  if (alert.kind === 'budget' || alert.kind === 'spike') return guardNotification(alert)
  if (alert.kind === 'low-balance') {
    return { title: 'Low balance', body: `Your balance is ${formatMoney(alert.balance)}, below your alert threshold of ${formatMoney(alert.threshold)}.` }
  }
  if (alert.kind === 'price-change') {
    return { title: 'Price change', body: `${describePriceChange(alert)} (fitted from your usage: ${formatAmount(alert.from, { significant: 3 })} → ${formatAmount(alert.to, { significant: 3 })} per million tokens).` }
  }
  return { title: 'Top-up received', body: `${formatMoney(alert.added)} was added to your credits.` }
}
