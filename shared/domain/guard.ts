import { z } from 'zod'
import { MoneyString } from './money-string'

/** #25: one service account's budgets (UTC day and month); null = no budget for that period. */
export const Budget = z.object({
  daily: MoneyString.nullable(),
  monthly: MoneyString.nullable(),
  /** When the budgets were last set (ISO). */
  setAt: z.string(),
})
export type Budget = z.infer<typeof Budget>

export const DEFAULT_THRESHOLDS = [80, 100] as const

/** Settings → Spend guard. Caps are off by default; the pre-send check is on at $0.25. */
export const SpendGuard = z.object({
  /** By service-account connection ID (a router follows its linked account's). */
  budgets: z.record(z.string(), Budget).default({}),
  /** Budget alert thresholds, in percent of the budget. */
  thresholds: z.array(z.number().int().min(1).max(1000)).default([...DEFAULT_THRESHOLDS]),
  /** A spike: today's spend at least this many times the median of the last 30 complete UTC days. */
  spikeFactor: z.number().min(1.1).max(100).default(3),
  /** …and at least this much (a quiet account's few cents are no spike). */
  spikeFloor: MoneyString.default('1.000000'),
  /** Ask before sending a message estimated above this; null = never ask. */
  presendCheck: MoneyString.nullable().default('0.250000'),
  /** Per-answer cap (enforced with the one answer runner, #24); null = off. */
  answerCap: MoneyString.nullable().default(null),
  /** Per-conversation cap; null = off. */
  conversationCap: MoneyString.nullable().default(null),
})
export type SpendGuard = z.infer<typeof SpendGuard>

/** What Settings → Spend guard may change; budgets go through `guard:setBudget`. */
export const SpendGuardPatch = z
  .object({
    thresholds: z.array(z.number()).optional(),
    spikeFactor: z.number().optional(),
    spikeFloor: z.string().optional(),
    presendCheck: z.string().nullable().optional(),
    answerCap: z.string().nullable().optional(),
    conversationCap: z.string().nullable().optional(),
  })
  .strict()
export type SpendGuardPatch = z.infer<typeof SpendGuardPatch>

export const BudgetPeriod = z.enum(['day', 'month'])
export type BudgetPeriod = z.infer<typeof BudgetPeriod>

/** One budget on the dashboard: spent / budget, the pace and when it would be crossed. */
export const BudgetStatus = z.object({
  period: BudgetPeriod,
  budget: MoneyString,
  /** Spend of the period the figures belong to; null when unknown (no balance read yet). */
  spent: MoneyString.nullable(),
  /** spent ÷ budget, 0..∞ as a percent with one decimal; null when spent is unknown. */
  percent: z.number().nullable(),
  /** Projected spend at the end of the period at the current pace; null when it cannot be estimated. */
  projected: MoneyString.nullable(),
  /** When the budget would be crossed at that pace (ISO), within this period; null: not this period. */
  crossesAt: z.string().nullable(),
  /** stale: the spend is old or of an earlier period, so nothing is claimed; over: spent ≥ budget. */
  state: z.enum(['unknown', 'stale', 'within', 'heading-over', 'over']),
  /** The UTC period, e.g. 2026-11 or 2026-11-26. */
  periodKey: z.string(),
})
export type BudgetStatus = z.infer<typeof BudgetStatus>

export const GuardStatus = z.object({
  /** The service account the figures are for (the active connection's, or a router's linked one). */
  accountId: z.string().nullable(),
  budget: Budget.nullable(),
  daily: BudgetStatus.nullable(),
  monthly: BudgetStatus.nullable(),
  spendAsOf: z.string().nullable(),
  stale: z.boolean(),
  /** 7-day average daily spend (USD string) when the usage cache has it. */
  average7: MoneyString.nullable(),
})
export type GuardStatus = z.infer<typeof GuardStatus>

export const SetBudgetArgs = z
  .object({
    accountId: z.string().min(1).max(100),
    /** Dollars as typed ("", null = none); validated with a message for the user. */
    daily: z.string().max(40).nullable(),
    monthly: z.string().max(40).nullable(),
  })
  .strict()

export const HistoryRange = z.enum(['7d', '30d', '90d', '1y', 'all'])
export type HistoryRange = z.infer<typeof HistoryRange>

export const BalancePoint = z.object({ at: z.number(), balance: MoneyString, held: MoneyString })
/** A top-up: when it showed, how much came in, and the balance right after (where the chart marks it). */
export const TopUp = z.object({ at: z.number(), added: MoneyString, balance: MoneyString })

/** Days left at an average daily spend, and the date the balance would reach zero. */
export const RunwayEnd = z.object({ average: MoneyString, days: z.number(), at: z.number() })

export const BalanceHistory = z.object({
  accountId: z.string().nullable(),
  range: HistoryRange,
  points: z.array(BalancePoint),
  topUps: z.array(TopUp),
  /** The line to zero at the 7-day and the 30-day averages (null when unknown or not spending). */
  runway: z.object({ from: z.number(), balance: MoneyString, days7: RunwayEnd.nullable(), days30: RunwayEnd.nullable() }).nullable(),
})
export type BalanceHistory = z.infer<typeof BalanceHistory>

/** #25: what one message to a model would cost, before it is sent (estimates, from the user's own history). */
export const SendEstimate = z.object({
  model: z.string(),
  inputTokens: z.number().int().nonnegative(),
  /** USD decimal strings; null: no price estimate for this model yet. */
  inputCost: z.string().nullable(),
  /** The median cost of this model's answers in the user's history; null: no answers or no price. */
  medianAnswer: z.string().nullable(),
  /** How many of the user's answers the median is over. */
  answers: z.number().int().nonnegative(),
  /** input + median answer; null when either is unknown. */
  total: z.string().nullable(),
  /** The pre-send check's threshold (null: off) and whether this message passes it. */
  threshold: MoneyString.nullable(),
  ask: z.boolean(),
  /** balance ÷ median answer: "≈ N more answers like this"; null unless both are known. */
  answersLeft: z.number().int().nullable(),
  balance: MoneyString.nullable(),
  /** The per-answer cap (null: off) and whether it can be enforced for this model (it needs a price estimate). */
  answerCap: MoneyString.nullable().default(null),
  capEnforced: z.boolean().default(false),
  /** The per-conversation cap (null: off), the conversation's estimated cost so far and with this message. */
  conversationCap: MoneyString.nullable().default(null),
  conversationSoFar: z.string().nullable().default(null),
  conversationAfter: z.string().nullable().default(null),
  overConversationCap: z.boolean().default(false),
})
export type SendEstimate = z.infer<typeof SendEstimate>
