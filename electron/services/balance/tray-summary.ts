import type { BalanceState } from '../../../shared/domain/balance-state'
import type { MessageKey, MessageValues } from '../../../shared/i18n/catalogue'
import { formatMoney } from '../../../shared/money'
import { describeForecast } from './forecast'

type Translate = (key: MessageKey, values?: MessageValues) => string

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
