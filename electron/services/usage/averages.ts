import { money, sumMoney, toMoneyString } from '../../../shared/money'
import type { MoneyString } from '../../../shared/money'
import type { AverageDailySpend } from '../../../shared/domain/usage-view'
import type { DayIndex } from './usage-cache'
import { addDays } from './ranges'

/** The longest window averaged. */
export const AVERAGE_WINDOW_DAYS = 30

/**
 * Average daily spend over the last `days` complete UTC days (the days before `today`), from the
 * cached rows. Days before history start count as days without usage. Null when any other day of
 * the window is not cached.
 */
export function averageOver(index: DayIndex, today: string, days: number, historyStartDay: string | null): MoneyString | null {
  const costs: string[] = []
  for (let i = 1; i <= days; i++) {
    const day = addDays(today, -i)
    const rows = index.get(day)
    if (rows) costs.push(...rows.map((r) => r.cost))
    else if (historyStartDay === null || day >= historyStartDay) return null
  }
  return toMoneyString(money(sumMoney(costs)).dividedBy(days))
}

export function averageDailySpend(index: DayIndex, today: string, historyStartDay: string | null): AverageDailySpend {
  return { days7: averageOver(index, today, 7, historyStartDay), days30: averageOver(index, today, AVERAGE_WINDOW_DAYS, historyStartDay) }
}
