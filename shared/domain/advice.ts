import { z } from 'zod'
import { MoneyString } from './money-string'
import { UtcDate } from './usage'

/**
 * #36 "What should I change?": what the app knows of money and quality, turned into advice. The what-if
 * tables (the answers of a range re-priced at every model's fitted prices, beside the user's own votes),
 * the cause of a spike or of the range's largest day, and the model picker's facts.
 */

/** A signed USD amount (a saving is negative when the other model costs more), six places. */
const SignedMoney = z.string().regex(/^-?\d+\.\d{6}$/)
const Tokens = z.number().int().nonnegative()

/**
 * What the app knows of a model's context window. The service's model list names none (the spec shows no
 * field beyond `id`), so it is learnt: the largest input an answer of the model ran with, the smallest
 * input the service refused with `context_length_exceeded`, and the limit such a refusal stated, if it did.
 */
export const ContextKnowledge = z.object({
  model: z.string(),
  /** The largest input (tokens) an answer of this model ran with; null: none seen. */
  fitsUpTo: Tokens.nullable(),
  /** The smallest input (tokens) the service refused as too long for this model; null: never refused. */
  refusedFrom: Tokens.nullable(),
  /** The maximum the service stated in such a refusal ("maximum context length is N tokens"); null: not stated. */
  stated: Tokens.nullable(),
})
export type ContextKnowledge = z.infer<typeof ContextKnowledge>

/** Inputs of a range measured against a model's context window. */
export const ContextMark = z.object({
  /** Answers whose input is above the model's known limit: they could not have run there. */
  tooLong: Tokens,
  /** Answers longer than anything the model is known to take (and below any refusal): they may not have run. */
  unsure: Tokens,
  /** The known limit (tokens): stated by the service, or just below its smallest refusal; null: not known. */
  limit: Tokens.nullable(),
  /** The largest input the model is known to take; null: none seen. */
  fitsUpTo: Tokens.nullable(),
})
export type ContextMark = z.infer<typeof ContextMark>

/** The user's own votes on a model against the model the answers actually used. */
export const QualityEvidence = z.object({
  /** The model the answers used (most of the range's cost). */
  against: z.string(),
  /** This model's Bradley–Terry strength (1 = the average model voted on) and its 95 % interval; null: never voted on. */
  strength: z.number().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  /** The used model's strength, for comparison; null: never voted on. */
  againstStrength: z.number().nullable(),
  /** Votes where both were columns: how many, and this model's score share (ties as half); null with none. */
  headToHead: z.object({ votes: Tokens, winRate: z.number().min(0).max(1).nullable() }),
  /** Every vote this model took part in. */
  votes: Tokens,
  /** Too few head-to-head votes to go on: the table says so and offers a blind compare. */
  fewVotes: z.boolean(),
})
export type QualityEvidence = z.infer<typeof QualityEvidence>

/** One model's line of the what-if table: the range's answers priced at its fitted prices of each day. */
export const WhatIfRow = z.object({
  model: z.string(),
  /** Null: the model has no fitted price (or none for a kind of token the answers used): unknown, never $0. */
  total: MoneyString.nullable(),
  /** total − what the answers cost at their own models' prices (negative: cheaper); null when either is unknown. */
  saving: SignedMoney.nullable(),
  /** The same in percent of what they cost (−41 = 41 % cheaper); null when unknown. */
  savingPct: z.number().nullable(),
  /** The answers of the range used this model (some or all of them). */
  used: z.boolean(),
  comingSoon: z.boolean(),
  retired: z.boolean(),
  /** The range's inputs against its context window; null for the account table (the bill has no per-request inputs). */
  context: ContextMark.nullable(),
  /** Null for the account table, and for the used model itself. */
  quality: QualityEvidence.nullable(),
})
export type WhatIfRow = z.infer<typeof WhatIfRow>

export const WhatIfQuery = z.object({ start: UtcDate, end: UtcDate }).strict()
export type WhatIfQuery = z.infer<typeof WhatIfQuery>

/** `advice:whatIf`: the answers this app sent in [start, end), and the whole account's usage, priced per model. */
export const WhatIf = z.object({
  accountId: z.string().nullable(),
  start: UtcDate,
  end: UtcDate,
  app: z.object({
    /** Answers of the range with a cost record (tokens known). */
    answers: Tokens,
    /** What they cost, each at its own model's fitted prices of its day; null: some used model has no price. */
    actual: MoneyString.nullable(),
    /** The model most of that cost went to: quality is measured against it. */
    baseline: z.string().nullable(),
    used: z.array(z.object({ model: z.string(), answers: Tokens, cost: MoneyString.nullable() })),
    /** The largest input of the range (tokens). */
    largestInput: Tokens,
    /** Votes cast in all (the quality column's evidence). */
    votes: Tokens,
    rows: z.array(WhatIfRow),
    /** Up to five of the user's recent prompts: what a blind compare from the table runs on. */
    prompts: z.array(z.string()),
  }),
  account: z.object({
    /** The bill of the range (every key), from the usage the app has read; null: none read. */
    actual: MoneyString.nullable(),
    /** Day rows of the usage priced. */
    days: Tokens,
    rows: z.array(WhatIfRow),
  }),
})
export type WhatIf = z.infer<typeof WhatIf>

/** How a cause is fixed, and what that saves a day like this one (USD; null: not known). Its words are the window's (shared/advice/cause-words.ts). */
export const CauseFix = z.object({
  kind: z.enum(['summary', 'switch-model', 'cap', 'continue']),
  saving: MoneyString.nullable(),
  /** The conversation the fix is for (a summary). */
  conversationId: z.string().nullable(),
  /** The model to switch to. */
  model: z.string().nullable(),
})
export type CauseFix = z.infer<typeof CauseFix>

/**
 * What a cause's sentence says, beside its amount and share (#37: main sends the facts, each reader says them in
 * its language): one conversation's context (tokens per message, at its first, its answers); answers asked again
 * (and how many had failed); a model's price rise (since when, the day's use at the new and the old prices);
 * other keys' spend (their usual day; null: too little history).
 */
export const CauseFacts = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('long-conversation'), title: z.string(), largest: Tokens, first: Tokens, answers: Tokens }),
  z.object({ kind: z.literal('retries'), again: Tokens, failed: Tokens }),
  z.object({ kind: z.literal('price-change'), model: z.string(), since: UtcDate, now: MoneyString, before: MoneyString }),
  z.object({ kind: z.literal('elsewhere'), usual: MoneyString.nullable() }),
])
export type CauseFacts = z.infer<typeof CauseFacts>

/** One cause of a day's spend, found from the data. */
export const SpikeCause = z.object({
  kind: z.enum(['long-conversation', 'retries', 'price-change', 'elsewhere']),
  /** Its part of the day (USD) and that part's share of the day (0–1). */
  amount: MoneyString,
  share: z.number().min(0).max(1),
  /** What happened, with its figures (said by shared/advice/cause-words.ts). */
  facts: CauseFacts,
  fix: CauseFix,
})
export type SpikeCause = z.infer<typeof SpikeCause>

/** A day's spend explained: what it was, a usual day, and its causes, largest first (none: no single cause). */
export const DayExplanation = z.object({
  day: UtcDate,
  total: MoneyString,
  /** Median of the 30 complete days before it; null: too little history. */
  usual: MoneyString.nullable(),
  causes: z.array(SpikeCause),
})
export type DayExplanation = z.infer<typeof DayExplanation>

/** `advice:largestDay`: the range's largest day (its bill), explained; null: no usage in the range. */
export const LargestDay = z.object({ accountId: z.string().nullable(), explained: DayExplanation.nullable() })
export type LargestDay = z.infer<typeof LargestDay>

/** One model in the picker: prices, what the user's answers cost, context, quality, and whether it is still offered. */
export const PickerModel = z.object({
  id: z.string(),
  comingSoon: z.boolean(),
  /** Left the service's model list but is in the history (answers or the bill). */
  retired: z.boolean(),
  /** Fitted prices in force today (USD per million tokens); null: no price yet. */
  inputPerMillion: z.string().nullable(),
  outputPerMillion: z.string().nullable(),
  /** Median cost of the user's answers from this model, and how many; null: none priced. */
  medianCost: MoneyString.nullable(),
  answers: Tokens,
  context: ContextKnowledge,
  /** Bradley–Terry strength from the user's votes; null: never voted on. */
  strength: z.object({ strength: z.number(), low: z.number(), high: z.number(), votes: Tokens }).nullable(),
})
export type PickerModel = z.infer<typeof PickerModel>

/** `models:picker`: the models of the active connection (and retired ones from the history) with their facts. */
export const PickerModels = z.object({ accountId: z.string().nullable(), models: z.array(PickerModel) })
export type PickerModels = z.infer<typeof PickerModels>
