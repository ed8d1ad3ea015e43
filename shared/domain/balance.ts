import { z } from 'zod'
import { MoneyString } from './money-string'

export const Timestamp = z.string().refine((s) => !Number.isNaN(Date.parse(s)), 'must be an ISO 8601 timestamp')

/** GET /balance, as the spec defines it. */
export const Balance = z.object({
  object: z.literal('balance'),
  scope: z.string(),
  currency: z.string(),
  account: z.object({ type: z.string(), id: z.string() }),
  key: z.object({
    name: z.string().nullable(),
    suffix: z.string(),
    spend_today: MoneyString.nullable().optional(),
    spend_month: MoneyString.nullable().optional(),
  }),
  balance: MoneyString,
  paid: MoneyString,
  promo: MoneyString,
  allowance_remaining: MoneyString.nullable(),
  held: MoneyString,
  debt: MoneyString,
  spend_today: MoneyString,
  spend_month: MoneyString,
  as_of: Timestamp,
  spend_as_of: Timestamp,
})
export type Balance = z.infer<typeof Balance>
