import type { BalanceState } from '../../../shared/domain/balance-state'
import type { AllAccounts } from '../../../shared/domain/accounts'
import { describeAccounts } from '../../../shared/accounts/describe-accounts'
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

/** #35: which figure the tray shows: the dashboard's account, the sum of all accounts, or one chosen account. */
export function traySummaryOf(
  shows: string,
  active: BalanceState,
  all: AllAccounts,
  demo: boolean,
  time: (iso: string) => string = (iso) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }),
): { title: string; tooltip: string; lines: string[] } {
  if (shows === 'total') {
    const said = describeAccounts(all, time)
    if (!all.total) return { title: '—', tooltip: `Tokentally — all accounts: ${said}`, lines: ['All accounts —', said] }
    const amount = formatMoney(all.total.balance)
    const partial = all.issues.length > 0 ? ' (partial)' : ''
    return {
      title: `Σ ${amount}${partial}`,
      tooltip: `Tokentally — all accounts ${amount}; ${said}`,
      lines: [`All accounts ${amount}`, `Spent today (UTC) ${formatMoney(all.total.spendToday)}`, said],
    }
  }
  const part = shows === 'active' ? null : all.parts.find((p) => p.connectionIds.includes(shows))
  if (!part) return traySummary(active, demo)
  const state: BalanceState = {
    connectionId: part.connectionId,
    balance: part.balance,
    fetchedAt: part.fetchedAt,
    stale: part.freshness === 'stale',
    loading: part.freshness === 'loading',
    error: part.error,
    nextAttemptAt: null,
    forecastDays: part.runwayDays,
  }
  const one = traySummary(state, part.demo)
  return { ...one, tooltip: `${one.tooltip} (${part.name})`, lines: [part.name, ...one.lines] }
}
