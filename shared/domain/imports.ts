import { z } from 'zod'
import { AppError } from './errors'
import { IMPORT_SOURCES } from './import-sources'

/** The apps whose exports Tokentally reads (found from the file's content, never its name). */
export const ImportSource = z.enum(IMPORT_SOURCES)
export type ImportSource = z.infer<typeof ImportSource>

/** Where an imported conversation came from: shown as its badge. */
export const ConversationOrigin = z.object({
  source: ImportSource,
  /** When the conversation started in the other app (ISO); null when the export did not say. */
  createdAt: z.string().nullable(),
  importedAt: z.string(),
})
export type ConversationOrigin = z.infer<typeof ConversationOrigin>

/**
 * What the format's schema found wrong first (zod's first issue): where ("mapping", null: the whole item), and
 * either that it is missing, the type it should be, or zod's own words (a technical detail, English).
 */
/** kind 'other': what the window needs of zod's issue to say it in its language (never the file's input). */
export const IssueFacts = z.object({
  code: z.string().max(40),
  values: z.array(z.union([z.string().max(80), z.number(), z.boolean(), z.null()])).max(20).optional(),
  minimum: z.union([z.number(), z.string().max(40)]).optional(),
  maximum: z.union([z.number(), z.string().max(40)]).optional(),
  inclusive: z.boolean().optional(),
  origin: z.string().max(40).optional(),
})
export type IssueFacts = z.infer<typeof IssueFacts>

export const ShapeProblem = z.object({
  path: z.string().nullable(),
  kind: z.enum(['missing', 'type', 'other', 'unknown']),
  /** kind 'type': the type expected ("array"); 'other': zod's message, lower case (English). */
  detail: z.string(),
  issue: IssueFacts.optional(),
})
export type ShapeProblem = z.infer<typeof ShapeProblem>

/** Why a conversation was left out: a code and its facts, said in the reader's language where shown (#37). */
export const SkipReason = z.discriminatedUnion('code', [
  z.object({ code: z.literal('not_this_format'), source: ImportSource, problem: ShapeProblem }),
  z.object({ code: z.literal('bad_message'), source: ImportSource, problem: ShapeProblem }),
  z.object({ code: z.literal('no_conversation_id'), field: z.string() }),
  z.object({ code: z.literal('newer_version'), version: z.number(), readsUpTo: z.number() }),
  z.object({ code: z.literal('picture_session') }),
  z.object({ code: z.literal('no_messages') }),
])
export type SkipReason = z.infer<typeof SkipReason>

/** A conversation the import left out, and why (a person reads it). */
export const SkippedConversation = z.object({
  /** Its own title; null: it has none (it is named by its place in the file, "conversation 12"). */
  title: z.string().nullable(),
  /** Its place in the file, from 1. */
  place: z.number().int().positive(),
  reason: SkipReason,
})
export type SkippedConversation = z.infer<typeof SkippedConversation>

export const ImportPhase = z.enum(['reading', 'done', 'cancelled', 'failed'])
export type ImportPhase = z.infer<typeof ImportPhase>

/** What an import did, as it goes (the `imports` event) and when it ended (`imports:end`). */
export const ImportProgress = z.object({
  importId: z.string(),
  fileName: z.string(),
  phase: ImportPhase,
  /** Found from the content once the first conversation was read; null before. */
  source: ImportSource.nullable(),
  bytesDone: z.number().int().nonnegative(),
  bytesTotal: z.number().int().nonnegative(),
  /** Conversations read so far (every outcome below). */
  conversationsRead: z.number().int().nonnegative(),
  /** Written to the database (committed in batches): new ones and ones that grew. */
  added: z.number().int().nonnegative(),
  updated: z.number().int().nonnegative(),
  alreadyHere: z.number().int().nonnegative(),
  /** Every skipped conversation is counted; the first SKIPPED_SHOWN are listed with why. */
  skipped: z.number().int().nonnegative(),
  skippedList: z.array(SkippedConversation),
  messagesAdded: z.number().int().nonnegative(),
  /** Why it stopped (phase 'failed'): what is wrong with the file; what was kept is in the counts. */
  error: AppError.nullable(),
})
export type ImportProgress = z.infer<typeof ImportProgress>

export const SKIPPED_SHOWN = 50

/** One model's price of an imported history, from the app's fitted prices: an estimate. */
export const CostHereModel = z.object({
  model: z.string(),
  /** USD decimal string; null when a needed price is unknown. */
  cost: z.string().nullable(),
})

/** "What it would have cost here": tokens counted here over every answer (every branch), priced per model. */
export const CostHere = z.object({
  conversations: z.number().int().nonnegative(),
  answers: z.number().int().nonnegative(),
  inputTokens: z.number().int().nonnegative(),
  outputTokens: z.number().int().nonnegative(),
  /** Every model with fitted prices, cheapest first; empty without a usage history to fit them from. */
  models: z.array(CostHereModel),
  /** The models the imported answers came from (as the other app named them). */
  sourceModels: z.array(z.string()),
})
export type CostHere = z.infer<typeof CostHere>
