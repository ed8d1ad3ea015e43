import type { ChatMessage } from '../domain/conversation'

/** The fields a new message starts without (no figures, no error, no end yet). Zod-free: the renderer's first bundle uses it. */
const BLANK = { usage: null, error: null, incompleteReason: null, metrics: null, continued: false, column: null, cost: null, endReason: null } as const

/** A new message: what it says and who wrote it; everything measured about it starts empty. */
export function newMessage(m: Pick<ChatMessage, 'id' | 'role' | 'content' | 'createdAt' | 'model' | 'status'> & Partial<Pick<ChatMessage, 'column'>>): ChatMessage {
  return { ...BLANK, ...m }
}
