import { z } from 'zod'
import { MoneyString } from './money-string'

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

export const LedgerSplit = z.object({
  accountId: z.string().nullable(),
  days: z.array(LedgerDay),
  accuracy: z.array(EstimateAccuracy),
  perAnswer: z.array(AnswerCostEntry),
  /** Per model: the service's token count per counted one (input, output), from answers with both. */
  tokenBias: z.array(z.object({ model: z.string(), input: z.number(), output: z.number(), answers: z.number().int(), days: z.number().int() })),
})
export type LedgerSplit = z.infer<typeof LedgerSplit>
