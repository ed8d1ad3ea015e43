import Decimal from 'decimal.js'
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

export function describeForecast(days: number | null): string | null {
  if (days === null) return null
  if (days < 1) return 'At your 7-day average spend, credits run out within a day'
  const whole = Math.floor(days)
  return `At your 7-day average spend, credits last about ${whole} day${whole === 1 ? '' : 's'}`
}
