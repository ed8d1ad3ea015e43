import { z } from 'zod'

/** Per-model answer figures over the user's own history (answers main measured). */
export const ModelStat = z.object({
  model: z.string(),
  answers: z.number().int().nonnegative(),
  medianTtftMs: z.number().nonnegative().nullable(),
  medianTokensPerSec: z.number().nonnegative().nullable(),
  /** Share of answers that ended incomplete (0..1). */
  incompleteShare: z.number().min(0).max(1),
})
export type ModelStat = z.infer<typeof ModelStat>

export const InputEstimate = z.object({
  /** Prompt tokens counted with gpt-tokenizer (o200k_base): an approximation of the service's count. */
  tokens: z.number().int().nonnegative(),
  /** Estimated cost of those tokens as uncached input (USD decimal string); null: no estimate yet. */
  cost: z.string().nullable(),
})
export type InputEstimate = z.infer<typeof InputEstimate>
