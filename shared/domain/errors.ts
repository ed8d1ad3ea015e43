import { z } from 'zod'

/** The service's error body. */
export const ServiceErrorBody = z.object({
  error: z.looseObject({
    message: z.string(),
    type: z.string().nullable().optional(),
    code: z.union([z.string(), z.number()]).nullable().optional(),
    param: z.string().nullable().optional(),
  }),
})

export const ErrorKind = z.enum(['http', 'network', 'timeout', 'invalid_response', 'keychain', 'input', 'internal'])
export type ErrorKind = z.infer<typeof ErrorKind>

/**
 * The one error model: every failure (HTTP, network, timeout, invalid response) becomes this.
 * `status` is 0 when no HTTP response arrived.
 */
export const AppError = z.object({
  kind: ErrorKind,
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  /** The service's own words (its error body's `message`), when it sent any; `message` is ours. */
  serviceMessage: z.string().optional(),
  param: z.string().optional(),
  requestId: z.string().optional(),
  retryAfterMs: z.number().nonnegative().optional(),
  at: z.string(),
  endpoint: z.string(),
  /** Who sent the HTTP answer: through a router connection it is the router (its 401 is about the router's key). */
  answeredBy: z.enum(['service', 'router']).optional(),
})
export type AppError = z.infer<typeof AppError>

