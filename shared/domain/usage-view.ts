import { z } from 'zod'
import { MoneyString } from './money-string'
import { AppError } from './errors'
import { UsageRow, UsageTotals, UtcDate } from './usage'

export const UsageRange = z.object({ start: UtcDate, end: UtcDate })
export type UsageRange = z.infer<typeof UsageRange>

/** One UTC day's sums over every model. */
export const DayTotals = UsageRow.omit({ model: true })
export type DayTotals = z.infer<typeof DayTotals>

/** Average daily spend over the last 7 and 30 complete UTC days, when known. */
export const AverageDailySpend = z.object({ days7: MoneyString.nullable(), days30: MoneyString.nullable() })
export type AverageDailySpend = z.infer<typeof AverageDailySpend>

/** Usage for one UTC date range, per model and day, with the service's own totals. */
export const UsageView = z.object({
  connectionId: z.string().nullable(),
  range: UsageRange,
  /**
   * Per model and day; for ranges charted by week or month (`rowsPer`), per model and chart
   * bucket instead (`date` = the bucket's first day inside the range), with `days` holding the
   * per-day sums: all history of 100 models is a few thousand rows, not a hundred thousand.
   */
  rows: z.array(UsageRow),
  rowsPer: z.enum(['day', 'week', 'month']).optional(),
  /** Per-day sums over every model, newest first, only days with usage; set when rows are not per day. */
  days: z.array(DayTotals).optional(),
  /** Sum of the service's `total` of the responses that make up the range (not re-summed rows). */
  total: UsageTotals.nullable(),
  asOf: z.string().nullable(),
  historyStart: z.string().nullable(),
  fetchedAt: z.string().nullable(),
  averageDailySpend: AverageDailySpend,
  syncing: z.boolean(),
  stale: z.boolean(),
  error: AppError.nullable(),
})
export type UsageView = z.infer<typeof UsageView>

export const UsageEvent = z.object({
  connectionId: z.string(),
  /** Ranges whose cached data changed; the renderer re-reads views that overlap them. */
  changed: z.array(UsageRange),
  asOf: z.string().nullable(),
})
export type UsageEvent = z.infer<typeof UsageEvent>
