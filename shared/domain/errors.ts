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
 * One sentence of an error for a person, as a catalogue key (namespace `errors`, shared/i18n/messages/errors)
 * and its ICU arguments: the window shows it in the shown language (renderer/src/components/error-text.ts).
 * `key` is a string here because stored errors outlive a key; code builds one with `say()` (typed keys).
 */
export const ErrorSay = z.object({
  key: z.string(),
  args: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
})
export type ErrorSay = z.infer<typeof ErrorSay>

/**
 * The one error model: every failure (HTTP, network, timeout, invalid response) becomes this.
 * `status` is 0 when no HTTP response arrived.
 */
export const AppError = z.object({
  kind: ErrorKind,
  status: z.number().int(),
  code: z.string(),
  /** For logs, diagnostics and the bug report: English, composed from `say` (the window shows `say`). */
  message: z.string(),
  /** What `message` says, sentence by sentence, as catalogue keys: the window shows these in the shown language. */
  say: z.array(ErrorSay).min(1).optional(),
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

