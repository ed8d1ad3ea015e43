import { z } from 'zod'

/** One search result: the conversation, the matching message (null when only the title matched) and a snippet. */
export const ConversationSearchHit = z.object({
  conversationId: z.string(),
  title: z.string(),
  kind: z.enum(['chat', 'compare']),
  messageId: z.string().nullable(),
  /** Plain text (never HTML) and the [start, end) ranges of the matched words in it. */
  snippet: z.object({ text: z.string(), ranges: z.array(z.tuple([z.number().int(), z.number().int()])) }),
})
export type ConversationSearchHit = z.infer<typeof ConversationSearchHit>
