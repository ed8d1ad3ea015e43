import { z } from 'zod'
import { AppError } from './errors'

export const ModelInfo = z.object({
  id: z.string(),
  /** Learned from a `model_coming_soon` answer; the list itself does not say. */
  comingSoon: z.boolean(),
})
export type ModelInfo = z.infer<typeof ModelInfo>

export const ModelsState = z.object({
  models: z.array(ModelInfo),
  fetchedAt: z.string().nullable(),
  error: AppError.nullable(),
})
export type ModelsState = z.infer<typeof ModelsState>
