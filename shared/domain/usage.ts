import { z } from 'zod'
import { MoneyString } from './money-string'
import { Timestamp } from './balance'

export const UtcDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a YYYY-MM-DD date')
export type UtcDate = z.infer<typeof UtcDate>

const Count = z.number().int().nonnegative()

export const UsageRow = z.object({
  date: UtcDate,
  model: z.string().optional(),
  requests: Count,
  input_tokens: Count,
  cached_input_tokens: Count,
  output_tokens: Count,
  cost: MoneyString,
})
export type UsageRow = z.infer<typeof UsageRow>

export const UsageTotals = z.object({
  requests: Count,
  input_tokens: Count,
  cached_input_tokens: Count,
  output_tokens: Count,
  cost: MoneyString,
})
export type UsageTotals = z.infer<typeof UsageTotals>

/** GET /usage, as the spec defines it. */
export const UsagePage = z.object({
  object: z.literal('usage'),
  scope: z.string(),
  currency: z.string(),
  start: UtcDate,
  end: UtcDate,
  group_by: z.string().nullable().optional(),
  data: z.array(UsageRow),
  total: UsageTotals,
  next_page: UtcDate.nullable(),
  as_of: Timestamp,
  history_start: Timestamp,
})
export type UsagePage = z.infer<typeof UsagePage>
