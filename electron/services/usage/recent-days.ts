import type { AverageDailySpend } from '../../../shared/domain/usage-view'
import { sumMoney, type MoneyString } from '../../../shared/money'
import { addDays } from './ranges'
import type { UsageCache } from './usage-cache'
import { cachedAverages } from './view'

/** #25: spend per complete UTC day of the last `days` that are known (a day before history start is 0), and the averages. */
export function recentDailySpend(cache: UsageCache, today: string, days = 30): { days: MoneyString[]; averages: AverageDailySpend } {
  const index = cache.dayIndex({ start: addDays(today, -days), end: today })
  const start = cache.historyStartDay
  const out: MoneyString[] = []
  for (let i = 1; i <= days; i++) {
    const day = addDays(today, -i)
    const rows = index.get(day)
    if (rows) out.push(sumMoney(rows.map((r) => r.cost)))
    else if (start !== null && day < start) out.push('0.000000')
  }
  return { days: out, averages: cachedAverages(cache, today) }
}
