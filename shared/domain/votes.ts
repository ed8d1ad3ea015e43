import { z } from 'zod'
import { MoneyString } from './money-string'

/** The user's verdict on a blind compare run: the best column (0–3), a tie, or "all bad". */
export const VoteChoice = z.union([z.number().int().min(0).max(3), z.enum(['tie', 'all_bad'])])
export type VoteChoice = z.infer<typeof VoteChoice>

/** One column as it was when the vote was cast: the model and the figures the user did not see. */
export const VoteColumn = z.object({
  column: z.number().int().min(0).max(3),
  model: z.string(),
  ttftMs: z.number().nonnegative().nullable(),
  tokensPerSec: z.number().nonnegative().nullable(),
  outputTokens: z.number().int().nonnegative().nullable(),
  /** Estimated cost of this answer (USD); null: no estimate (no token counts or no price fit). */
  cost: MoneyString.nullable(),
})
export type VoteColumn = z.infer<typeof VoteColumn>

export const Tag = z.string().trim().min(1).max(40)

export const Vote = z.object({
  id: z.string(),
  conversationId: z.string(),
  prompt: z.string(),
  tags: z.array(z.string()),
  columns: z.array(VoteColumn),
  choice: VoteChoice,
  createdAt: z.string(),
})
export type Vote = z.infer<typeof Vote>

/** Which votes the leaderboard counts: one tag (or all), and a range of UTC days (inclusive). */
export const LeaderboardQuery = z.object({
  tag: Tag.nullable().default(null),
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable().default(null),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable().default(null),
})
export type LeaderboardQuery = z.infer<typeof LeaderboardQuery>

export const LeaderboardRow = z.object({
  model: z.string(),
  /** Bradley–Terry strength (1 = the average model compared) and its 95 % interval. */
  strength: z.number(),
  low: z.number(),
  high: z.number(),
  /** 1 + the models whose whole interval lies above this one's: overlapping models share a rank. */
  rank: z.number().int().positive(),
  /** Score share in its pairwise comparisons, ties as half; null with none. */
  winRate: z.number().min(0).max(1).nullable(),
  /** Votes this model took part in. */
  votes: z.number().int().nonnegative(),
  /** Too few votes to read much into its place. */
  fewVotes: z.boolean(),
  medianTtftMs: z.number().nullable(),
  medianTokensPerSec: z.number().nullable(),
  /** Median estimated cost of its answers in these votes (USD); null: none had an estimate. */
  medianCost: MoneyString.nullable(),
  /** Strength per dollar of a median answer; null without a cost. */
  valuePerDollar: z.number().nullable(),
  /** No other model is both at least as strong and at least as cheap. */
  onFront: z.boolean(),
})
export type LeaderboardRow = z.infer<typeof LeaderboardRow>

export const Leaderboard = z.object({
  votes: z.number().int().nonnegative(),
  /** Fewer votes than a ranking can rest on: the view says so. */
  fewVotes: z.boolean(),
  rows: z.array(LeaderboardRow),
  /** Every tag used on a vote (for the filter). */
  tags: z.array(z.string()),
})
export type Leaderboard = z.infer<typeof Leaderboard>
