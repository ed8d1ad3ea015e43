import Decimal from 'decimal.js'
import type { MessageKey, MessageValues } from '../../../shared/i18n/catalogue'
import { parseMoney } from '../../../shared/money'

/**
 * "At your 7-day average spend, credits last about N days": balance ÷ average daily spend.
 * Null when there is nothing to forecast (no spend, or no credits left to spend).
 */
export function forecastDays(balance: string, averageDailySpend: string | null): number | null {
  if (averageDailySpend === null) return null
  const spend = parseMoney(averageDailySpend)
  const left = parseMoney(balance)
  if (spend.lessThanOrEqualTo(0) || left.lessThanOrEqualTo(0)) return null
  return left.dividedBy(spend).toDecimalPlaces(1, Decimal.ROUND_DOWN).toNumber()
}

/** The forecast in the app's language (the window says the same with the same keys). */
export function describeForecast(days: number | null, t: (key: MessageKey, values?: MessageValues) => string): string | null {
  if (days === null) return null
  if (days < 1) return t('balance.forecastSoon')
  return t('balance.forecastDays', { days: Math.floor(days) })
}
