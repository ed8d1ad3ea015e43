import { z } from 'zod'
import { Balance } from './balance'
import { AppError } from './errors'

/**
 * What the dashboard shows: the last good balance (possibly from the disk cache) and, separately,
 * why the latest read failed. A failed read never replaces a good balance with zeros.
 */
export const BalanceState = z.object({
  connectionId: z.string().nullable(),
  balance: Balance.nullable(),
  /** When `balance` was received from the service (ISO). */
  fetchedAt: z.string().nullable(),
  /** True when the latest attempt failed or the data is older than the poll interval allows. */
  stale: z.boolean(),
  loading: z.boolean(),
  error: AppError.nullable(),
  /** When the next automatic attempt is due (ISO), e.g. after Retry-After. */
  nextAttemptAt: z.string().nullable(),
  /** Days of credit left at the 7-day average spend, when it can be estimated. */
  forecastDays: z.number().nullable().optional(),
})
export type BalanceState = z.infer<typeof BalanceState>
