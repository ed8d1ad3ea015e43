import { countText } from './count-text'

/** A message as it is sent to the service (role and text). */
export interface SentMessage {
  role: string
  content: string
}

/** Chat framing per message (role and separators) and before the reply, as in OpenAI's chat format. */
export const TOKENS_PER_MESSAGE = 3
export const REPLY_PRIMING_TOKENS = 3

/** One message as it is sent: its framing, its role and its text. */
export function messageTokens(m: SentMessage, count: (text: string) => number = countText): number {
  return TOKENS_PER_MESSAGE + count(m.role) + count(m.content)
}

/** The input tokens of a request as it is sent: every message (system prompt, history, attachments, the new message) with its framing. */
export function countRequest(messages: readonly SentMessage[], count: (text: string) => number = countText): number {
  return messages.reduce((sum, m) => sum + messageTokens(m, count), REPLY_PRIMING_TOKENS)
}

/** Texts kept at most (by characters) by a TokenCountCache: a long conversation's history several times over. */
const CACHE_CHARS = 8_000_000

/**
 * Token counts of texts seen recently, so a conversation's history is counted once, not again for
 * every estimate and every answer (each message's text is the key; least recently used go first).
 */
export class TokenCountCache {
  private readonly counts = new Map<string, number>()
  private chars = 0

  constructor(private readonly maxChars = CACHE_CHARS) {}

  readonly count = (text: string): number => {
    if (text.length < 64) return countText(text)
    const hit = this.counts.get(text)
    if (hit !== undefined) {
      this.counts.delete(text)
      this.counts.set(text, hit)
      return hit
    }
    const n = countText(text)
    if (text.length > this.maxChars) return n
    this.counts.set(text, n)
    this.chars += text.length
    for (const [key] of this.counts) {
      if (this.chars <= this.maxChars) break
      this.counts.delete(key)
      this.chars -= key.length
    }
    return n
  }
}
