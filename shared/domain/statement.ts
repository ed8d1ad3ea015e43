import { z } from 'zod'
import { MoneyString } from './money-string'

/** A UTC month, YYYY-MM. */
export const StatementMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'a UTC month as YYYY-MM')

export const StatementArgs = z
  .object({
    month: StatementMonth,
    /** A service account's connection ID, or null: every account summed. */
    accountId: z.string().min(1).max(100).nullable(),
    format: z.enum(['csv', 'pdf']),
  })
  .strict()
export type StatementArgs = z.infer<typeof StatementArgs>

/** A balance at one end of the month: from the balance history when known, and where it came from. */
export const StatementBalance = z.object({
  balance: MoneyString.nullable(),
  paid: MoneyString.nullable(),
  promo: MoneyString.nullable(),
  held: MoneyString.nullable(),
  /** When the reading used was taken (ISO); null: none. */
  at: z.string().nullable(),
  /** How it is known, said on the statement ("last reading before the month", "no reading: unknown"). */
  note: z.string(),
  /** Several accounts summed: those without a reading (the sum is then unknown). */
  missing: z.array(z.string()),
})
export type StatementBalance = z.infer<typeof StatementBalance>

/** Where a line's amount comes from: the service's bill (a model), or a project's answers billed, counted here, or both. */
export const StatementLineSource = z.enum(['bill', 'billed', 'counted', 'both'])
export const StatementLine = z.object({
  name: z.string(),
  requests: z.number().int().nullable(),
  amount: MoneyString,
  note: z.string(),
  source: StatementLineSource,
  /** A project line for answers in no project, or in a deleted one: `name` is English (the CSV); the PDF says it in its language (#37). */
  label: z.enum(['none', 'deleted']).optional(),
})
export type StatementLine = z.infer<typeof StatementLine>

export const Statement = z.object({
  month: StatementMonth,
  /** The account (or "All accounts") and the accounts it covers. */
  account: z.string(),
  /** Every account summed (`account` is then "All accounts", said in the reader's language where shown). */
  all: z.boolean(),
  accounts: z.array(z.string()),
  generatedAt: z.string(),
  opening: StatementBalance,
  closing: StatementBalance,
  topUps: z.array(z.object({ at: z.string(), amount: MoneyString, account: z.string() })),
  topUpsTotal: MoneyString,
  /** The service's bill for the month (its usage rows). */
  spend: MoneyString,
  /** Paid and promo credit used, from the balance history (null when a reading is missing). */
  paidUsed: MoneyString.nullable(),
  promoUsed: MoneyString.nullable(),
  /** opening + top-ups − spend, when every part is known; and its difference from the closing balance. */
  expectedClosing: MoneyString.nullable(),
  closingDifference: MoneyString.nullable(),
  byModel: z.array(StatementLine),
  byProject: z.array(StatementLine),
  /** This app's answers: what it counted (estimates) against their share of the bill, and the difference. */
  app: z.object({ estimate: MoneyString, billed: MoneyString, difference: MoneyString, answers: z.number().int() }),
  /** `text` is the CSV's (English); `changes` each price that moved (USD per million tokens; null: unknown), for documents in other languages. */
  priceChanges: z.array(
    z.object({
      model: z.string(),
      day: z.string(),
      text: z.string(),
      changes: z.array(z.object({ part: z.enum(['input', 'cachedInput', 'output']), was: z.string().nullable(), now: z.string().nullable() })),
    }),
  ),
  /** The display currency's rates used on each date (none when money is shown in dollars). */
  currency: z.object({ code: z.string(), rates: z.array(z.object({ date: z.string(), rate: z.string() })) }).nullable(),
})
export type Statement = z.infer<typeof Statement>
