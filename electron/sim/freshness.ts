import { floorTo } from './sim-time'

/** The balance is re-read at most this often; in between, the cached snapshot (and its as_of) is served. */
export const BALANCE_REFRESH_MS = 5_000

/** Usage `as_of` advances in steps of this size. */
export const USAGE_STEP_MS = 10_000

/** Usage data is as of the clock floored to 10 s; a request shows once its `visibleAt` is at or before it. */
export function usageAsOf(now: number): number {
  return floorTo(now, USAGE_STEP_MS)
}
