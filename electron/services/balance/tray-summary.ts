import type { BalanceState } from '../../../shared/domain/balance-state'
import type { AllAccounts } from '../../../shared/domain/accounts'
import { describeAccounts } from '../../../shared/accounts/describe-accounts'
import type { Translate } from '../../../shared/i18n/catalogue'
import { formatMoney } from '../../../shared/money'
import { describeForecast } from './forecast'

/** What the tray / menu bar shows for a balance state, in the app's language: a title (macOS menu bar text), a tooltip and the menu's info lines. */
export function traySummary(state: BalanceState, demo: boolean, t: Translate): { title: string; tooltip: string; lines: string[] } {
  const tooltip = (amount: string) => t(demo ? 'tray.tooltipDemo' : 'tray.tooltip', { amount })
  if (!state.balance) {
    const why = state.error ? t('tray.unavailable', { message: state.error.message }) : state.connectionId ? t('tray.loading') : t('tray.noConnection')
    const line = state.error ? t('tray.balanceUnavailable') : state.connectionId ? t('tray.balanceLoading') : t('tray.balance', { amount: '—' })
    return { title: '—', tooltip: tooltip(why), lines: [line] }
  }
  const plain = formatMoney(state.balance.balance)
  const amount = state.stale ? t('tray.stale', { amount: plain }) : plain
  const forecast = describeForecast(state.forecastDays ?? null, t)
  return {
    title: amount,
    tooltip: tooltip(amount),
    lines: [t('tray.balance', { amount }), t('tray.spentToday', { amount: formatMoney(state.balance.spend_today) }), ...(forecast ? [forecast] : [])],
  }
}

/** #35: which figure the tray shows: the dashboard's account, the sum of all accounts, or one chosen account. */
export function traySummaryOf(
  shows: string,
  active: BalanceState,
  all: AllAccounts,
  demo: boolean,
  t: Translate,
  time: (iso: string) => string = (iso) => new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }),
): { title: string; tooltip: string; lines: string[] } {
  if (shows === 'total') {
    const said = describeAccounts(all, time, t)
    if (!all.total) return { title: '—', tooltip: t('tray.allAccountsTooltip', { amount: '—', detail: said }), lines: [t('tray.allAccounts', { amount: '—' }), said] }
    const plain = formatMoney(all.total.balance)
    const amount = all.issues.length > 0 ? t('tray.partial', { amount: plain }) : plain
    return {
      title: `Σ ${amount}`,
      tooltip: t('tray.allAccountsTooltip', { amount, detail: said }),
      lines: [t('tray.allAccounts', { amount }), t('tray.spentToday', { amount: formatMoney(all.total.spendToday) }), said],
    }
  }
  const part = shows === 'active' ? null : all.parts.find((p) => p.connectionIds.includes(shows))
  if (!part) return traySummary(active, demo, t)
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
  const one = traySummary(state, part.demo, t)
  return { ...one, tooltip: `${one.tooltip} (${part.name})`, lines: [part.name, ...one.lines] }
}
