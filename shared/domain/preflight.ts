import { z } from 'zod'
import { ChatParams } from './conversation'
import { MoneyString } from './money-string'

const ModelId = z.string().min(1).max(200)
const ChatAction = z.enum(['send', 'regenerate', 'edit', 'continue'])

/**
 * #33: a run about to start, as the preflight reads it: a chat action (a new chat has no conversation yet
 * and names its params), a new compare run (blind or not: the same requests), one compare column again,
 * a batch, or a long conversation's summary (#36). The preflight builds the requests exactly as they will be sent.
 */
export const RunPlan = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('chat'),
      conversationId: z.string().min(1).max(100).nullable(),
      /** A new chat (no conversation yet): its model and system prompt. */
      params: ChatParams.optional(),
      action: ChatAction,
      content: z.string().max(5_000_000).optional(),
      messageId: z.string().min(1).max(100).optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal('compare'),
      prompt: z.string().max(1_000_000),
      models: z.array(ModelId).min(1).max(4),
      params: ChatParams,
      /** #35: the project the new run will belong to (its cap is checked before anything is sent). */
      projectId: z.string().min(1).max(100).nullable().optional(),
    })
    .strict(),
  z.object({ kind: z.literal('compare-retry'), conversationId: z.string().min(1).max(100), column: z.number().int().min(0).max(3) }).strict(),
  z
    .object({
      kind: z.literal('batch'),
      prompts: z.array(z.string().min(1).max(200_000)).min(1).max(50),
      models: z.array(ModelId).min(1).max(4),
      maxOutputTokens: z.number().int().positive().max(1_000_000).nullable().default(null),
      /** #35: the project the batch's rows will belong to (its cap is checked before anything is sent). */
      projectId: z.string().min(1).max(100).nullable().optional(),
    })
    .strict(),
  /** #36: a conversation's summary written by `model`, to continue it in a new chat. */
  z.object({ kind: z.literal('summary'), conversationId: z.string().min(1).max(100), model: ModelId }).strict(),
])
export type RunPlan = z.infer<typeof RunPlan>

/** One model's part of a run: its requests' input as sent, its usual answer, and its most. */
export const PreflightModel = z.object({
  model: z.string(),
  /** How many requests go to this model (a batch: one per prompt). */
  requests: z.number().int().positive(),
  /** Input tokens as sent (system prompt, history, attachments, the new message), all requests. */
  inputTokens: z.number().int().nonnegative(),
  /** USD decimal strings; null: no fitted price for this model yet. */
  inputCost: z.string().nullable(),
  /** The median output of this model's answers in the user's history (capped by the max output tokens); null: none yet. */
  usualOutputTokens: z.number().int().nonnegative().nullable(),
  /** How many answers that median is over. */
  usualAnswers: z.number().int().nonnegative(),
  usualCost: z.string().nullable(),
  /** The run's max output tokens per answer (null: not set), and input + that many output tokens, all requests. */
  maxOutputTokens: z.number().int().positive().nullable(),
  maxCost: z.string().nullable(),
})
export type PreflightModel = z.infer<typeof PreflightModel>

/** Why the preflight asks, and by how much the run passes the limit. */
export const PreflightReason = z.object({
  kind: z.enum(['threshold', 'answer-cap', 'conversation-cap']),
  limit: MoneyString,
  /** What passes it (USD): the run's estimate, its input alone, or the conversation with this run. */
  amount: z.string(),
  over: z.string(),
  /** 'total': input and the usual answer; 'input': the input alone (the usual answer unknown, or a cap the input alone passes). */
  basis: z.enum(['total', 'input']),
})
export type PreflightReason = z.infer<typeof PreflightReason>

/** #33: the one preflight of every run, before any request goes out. */
export const Preflight = z.object({
  models: z.array(PreflightModel),
  inputTokens: z.number().int().nonnegative(),
  /** The input's cost, "at least $X now"; null when no model of the run has a fitted price. */
  atLeast: z.string().nullable(),
  /** Input and the usual answers; null while some part is unknown. */
  total: z.string().nullable(),
  /** Input and every answer at its max output tokens; null without a max or a price. */
  upTo: z.string().nullable(),
  /** Models without a fitted price: their part of the estimate is unknown. */
  unpriced: z.array(z.string()),
  conversationSoFar: z.string().nullable(),
  conversationAfter: z.string().nullable(),
  threshold: MoneyString.nullable(),
  answerCap: MoneyString.nullable(),
  conversationCap: MoneyString.nullable(),
  /** The per-answer cap can be enforced for every model of the run (each has fitted prices). */
  capEnforced: z.boolean(),
  balance: MoneyString.nullable(),
  reasons: z.array(PreflightReason),
  ask: z.boolean(),
})
export type Preflight = z.infer<typeof Preflight>
