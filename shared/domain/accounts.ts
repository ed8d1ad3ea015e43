import { z } from 'zod'
import { Balance } from './balance'
import { AppError } from './errors'
import { Budget, BudgetStatus } from './guard'
import { MoneyString } from './money-string'

/**
 * #35: how fresh one account's figures are. `fresh`: read within the poll interval; `stale`: the last
 * good read is old or the latest read failed (the figures are the last known ones); `failed`: no
 * balance was ever read (nothing to sum); `loading`: the first read is under way.
 */
export const PartFreshness = z.enum(['fresh', 'stale', 'failed', 'loading'])
export type PartFreshness = z.infer<typeof PartFreshness>

/** One service account of the All accounts view: every key (connection) and router that reaches it. */
export const AccountPart = z.object({
  /** Stable key: the base URL's origin and the balance's `account.id` once read, else the connection. */
  key: z.string(),
  /** The name shown: the first connection's. */
  name: z.string(),
  /** The service connection (key) whose figures are shown (the freshest read), and its budgets' owner. */
  connectionId: z.string(),
  /** Every service connection (key) of this account: two keys of one account count once. */
  connectionIds: z.array(z.string()),
  /** Router connections linked to it (they count as this account). */
  routers: z.array(z.string()),
  /** The service's masked account ID, once read. */
  accountId: z.string().nullable(),
  balance: Balance.nullable(),
  fetchedAt: z.string().nullable(),
  freshness: PartFreshness,
  error: AppError.nullable(),
  demo: z.boolean(),
  budget: Budget.nullable(),
  daily: BudgetStatus.nullable(),
  monthly: BudgetStatus.nullable(),
  /** 7-day average daily spend (usage cache), when known. */
  average7: MoneyString.nullable(),
  /** Days of credit left at that average. */
  runwayDays: z.number().nullable(),
})
export type AccountPart = z.infer<typeof AccountPart>

/** The sums over the parts that have a balance (fresh or stale); null when no part has one. */
export const AccountsTotal = z.object({
  balance: MoneyString,
  paid: MoneyString,
  promo: MoneyString,
  held: MoneyString,
  debt: MoneyString,
  spendToday: MoneyString,
  spendMonth: MoneyString,
  /** Budgets of the summed parts that have one, and what those parts spent in the period. */
  dailyBudget: MoneyString.nullable(),
  dailySpent: MoneyString.nullable(),
  monthlyBudget: MoneyString.nullable(),
  monthlySpent: MoneyString.nullable(),
  /** Sum of the 7-day averages; null unless every summed part has one. */
  average7: MoneyString.nullable(),
  runwayDays: z.number().nullable(),
})
export type AccountsTotal = z.infer<typeof AccountsTotal>

/** A part the total does not hold as fresh: stale (summed, last known values) or failed (not summed). */
export const PartIssue = z.object({ name: z.string(), freshness: PartFreshness, since: z.string().nullable(), reason: z.string().nullable() })
export type PartIssue = z.infer<typeof PartIssue>

export const AllAccounts = z.object({
  parts: z.array(AccountPart),
  total: AccountsTotal.nullable(),
  /** Parts whose figures are fresh, parts summed (fresh + stale) and all parts. */
  fresh: z.number().int(),
  summed: z.number().int(),
  of: z.number().int(),
  issues: z.array(PartIssue),
  /** Routers not linked to any account: nothing of theirs can be summed. */
  unlinkedRouters: z.array(z.string()),
  /** When this was worked out (ISO). */
  at: z.string(),
})
export type AllAccounts = z.infer<typeof AllAccounts>
