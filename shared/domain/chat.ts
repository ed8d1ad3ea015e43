import { z } from 'zod'

/** One `data:` payload of a chat stream (OpenAI chat.completion.chunk; only what we read). */
export const ChatChunk = z.looseObject({
  id: z.string().optional(),
  model: z.string().optional(),
  choices: z
    .array(
      z.looseObject({
        index: z.number().optional(),
        delta: z.looseObject({ content: z.string().nullable().optional(), role: z.string().optional() }).optional(),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .optional(),
  usage: z
    .looseObject({
      prompt_tokens: z.number().int().nonnegative(),
      completion_tokens: z.number().int().nonnegative(),
      prompt_tokens_details: z.looseObject({ cached_tokens: z.number().int().nonnegative().optional() }).nullable().optional(),
    })
    .nullable()
    .optional(),
})
export type ChatChunk = z.infer<typeof ChatChunk>

/** An error event inside a stream. Its payload is not specified, so only `error.message` is expected. */
export const StreamErrorEvent = z.looseObject({
  error: z.looseObject({
    message: z.string().optional(),
    type: z.string().optional(),
    code: z.union([z.string(), z.number()]).nullable().optional(),
  }),
})

export const ChatRole = z.enum(['system', 'user', 'assistant'])
export type ChatRole = z.infer<typeof ChatRole>

export const ChatMessageInput = z.object({ role: ChatRole, content: z.string() })
export type ChatMessageInput = z.infer<typeof ChatMessageInput>
