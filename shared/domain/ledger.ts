import { z } from 'zod'
import { MoneyString } from './money-string'
import { UtcDate } from './usage'

const Tokens = z.object({ input: z.number().int().nonnegative(), cached: z.number().int().nonnegative(), output: z.number().int().nonnegative() })

/** One UTC day and model of an account: the bill, and the part of it that came from chats in Tokentally. */
export const LedgerDay = z.object({
  day: z.string(),
  model: z.string(),
  /** exact: only the app called (the bill is its own); estimated: others called too; pending: the day's usage is not final. */
  status: z.enum(['exact', 'estimated', 'pending']),
  billedCost: MoneyString,
  billedTokens: Tokens,
  appTokens: Tokens,
  answers: z.number().int().nonnegative(),
  unknownAnswers: z.number().int().nonnegative(),
  /** Chats in Tokentally (provisional while pending); null when unknown (no fitted prices). */
  appShare: MoneyString.nullable(),
  /** Other keys, apps, devices; null when unknown. */
  elsewhere: MoneyString.nullable(),
})
export type LedgerDay = z.infer<typeof LedgerDay>

export const EstimateAccuracy = z.object({
  model: z.string(),
  days: z.number().int().nonnegative(),
  answers: z.number().int().nonnegative(),
  /** Relative errors (0.004 = 0.4 %). */
  median: z.number().nonnegative(),
  p90: z.number().nonnegative(),
})
export type EstimateAccuracy = z.infer<typeof EstimateAccuracy>

/** Per answer: its cost from the bill (`billed`) or its estimate; `counted`: its tokens were counted here (the stream reported none). */
export const AnswerCostEntry = z.object({
  id: z.string(),
  kind: z.enum(['billed', 'estimate']),
  amount: z.string(),
  counted: z.object({ input: z.number().int().nonnegative(), output: z.number().int().nonnegative() }).nullable().optional(),
})

/** The figures of an answer asked for; `counted`: its tokens were counted here (the stream reported none). */
export type AnswerCostEntry = z.infer<typeof AnswerCostEntry>

/** A day (`key`: YYYY-MM-DD) or a model summed over the other: the bill and its two parts (integer micro-dollars summed). */
export const LedgerRow = z.object({
  key: z.string(),
  billed: MoneyString,
  /** Chats in Tokentally; null when any part of it is unknown. */
  app: MoneyString.nullable(),
  elsewhere: MoneyString.nullable(),
  /** Every part came from the bill itself (only the app called). */
  exact: z.boolean(),
  /** Some part is not final yet (a provisional split). */
  pending: z.boolean(),
  /** The app's answers with known tokens, and those left out because their tokens are unknown. */
  answers: z.number().int().nonnegative(),
  unknownAnswers: z.number().int().nonnegative(),
})
export type LedgerRow = z.infer<typeof LedgerRow>

/**
 * `ledger:split`: the bill over [start, end) split per day (newest first) and per model (largest bill
 * first); `bars`: the chart's buckets, oldest first (`key`: the bucket's first day; a long range is
 * drawn per week or month, as the usage chart is).
 */
export const LedgerSplit = z.object({
  accountId: z.string().nullable(),
  start: UtcDate,
  end: UtcDate,
  granularity: z.enum(['day', 'week', 'month']),
  bars: z.array(LedgerRow),
  byDay: z.array(LedgerRow),
  byModel: z.array(LedgerRow),
})
export type LedgerSplit = z.infer<typeof LedgerSplit>

/** `ledger:today`: one UTC day summed over its models (null: nothing billed and no answer that day). */
export const LedgerToday = z.object({ accountId: z.string().nullable(), day: UtcDate, row: LedgerRow.nullable() })
export type LedgerToday = z.infer<typeof LedgerToday>

/** `ledger:answers`: the costs of the answers asked for (an answer the ledger has no cost for is left out). */
export const LedgerAnswerCosts = z.object({ accountId: z.string().nullable(), perAnswer: z.array(AnswerCostEntry) })
export type LedgerAnswerCosts = z.infer<typeof LedgerAnswerCosts>

export const TokenBias = z.object({ model: z.string(), input: z.number(), output: z.number(), answers: z.number().int(), days: z.number().int() })

/** `ledger:accuracy`: estimate accuracy per model, and per model the service's token count per counted one (input, output), from answers with both. */
export const LedgerAccuracy = z.object({ accountId: z.string().nullable(), accuracy: z.array(EstimateAccuracy), tokenBias: z.array(TokenBias) })
export type LedgerAccuracy = z.infer<typeof LedgerAccuracy>
