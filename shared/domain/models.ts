import { z } from 'zod'

/** GET /models: only `id` is specified; other fields are kept but not relied on. */
export const ModelList = z.object({
  data: z.array(z.looseObject({ id: z.string().min(1) })),
})
export type ModelList = z.infer<typeof ModelList>
