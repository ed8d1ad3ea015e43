import type { LedgerRow } from '../../../shared/domain/ledger'
import type { UsageRange } from '../../../shared/domain/usage-view'
import { mergeRows } from '../../../shared/ledger/app-split'
import { bucketsOf, type Granularity, granularityFor } from '../../../shared/usage/aggregate'
import { rangeDays } from '../../../shared/time/utc-days'

/**
 * The chart's bars: the range's days (newest first, as `byDay` holds them) summed per day, week or
 * month, the usage chart's granularity for the range; oldest first, buckets without a billed day left out.
 */
export function splitBars(byDay: readonly LedgerRow[], range: UsageRange): { granularity: Granularity; bars: LedgerRow[] } {
  const granularity = granularityFor(rangeDays(range))
  const oldestFirst = [...byDay].reverse()
  if (granularity === 'day') return { granularity, bars: oldestFirst }
  const bars: LedgerRow[] = []
  let i = 0
  for (const bucket of bucketsOf(range, granularity)) {
    const days: LedgerRow[] = []
    while (i < oldestFirst.length && (oldestFirst[i] as LedgerRow).key < bucket.end) days.push(oldestFirst[i++] as LedgerRow)
    if (days.length > 0) bars.push(mergeRows(days, bucket.key))
  }
  return { granularity, bars }
}
