import { z } from 'zod'

/** Why this copy of the app cannot update itself. */
export const UpdatesUnavailableReason = z.enum(['unpackaged', 'linux-deb', 'no-feed', 'test-shell'])
export type UpdatesUnavailableReason = z.infer<typeof UpdatesUnavailableReason>

const Version = z.string().max(100)
const At = z.string().max(40)

/** Where the updater is (#28). Errors never block the app: the next scheduled check tries again. */
export const UpdateState = z.discriminatedUnion('status', [
  z.object({ status: z.literal('idle') }),
  z.object({ status: z.literal('checking') }),
  z.object({ status: z.literal('available'), version: Version }),
  z.object({ status: z.literal('downloading'), version: Version }),
  z.object({ status: z.literal('ready'), version: Version }),
  z.object({ status: z.literal('not-available'), checkedAt: At }),
  z.object({ status: z.literal('unavailable'), reason: UpdatesUnavailableReason, message: z.string() }),
  z.object({ status: z.literal('error'), message: z.string(), checkedAt: At }),
])
export type UpdateState = z.infer<typeof UpdateState>
