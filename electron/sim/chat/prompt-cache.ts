import { createHash } from 'node:crypto'
import { messageTokens, type ChatMessage } from './tokens'

const MAX_ENTRIES_PER_ACCOUNT = 20_000

/**
 * Simulated prompt caching: a request's longest message prefix that an earlier request of the
 * same account already sent counts as cached input (so a continued conversation gets cache hits).
 */
export class PromptCache {
  private readonly seen = new Map<string, Set<string>>()

  /** Returns the cached input tokens of this prompt and remembers its prefixes. */
  lookupAndStore(accountId: string, messages: readonly ChatMessage[]): number {
    const seen = this.seen.get(accountId) ?? new Set<string>()
    this.seen.set(accountId, seen)
    if (seen.size > MAX_ENTRIES_PER_ACCOUNT) seen.clear()
    let cached = 0
    let prefixTokens = 0
    const hash = createHash('sha256')
    messages.forEach((message, index) => {
      hash.update(`${message.role}\u0000${message.text}\u0001`)
      prefixTokens += messageTokens(message)
      const digest = hash.copy().digest('hex')
      // The whole prompt is never a cache hit on its own: the new last message is always fresh input.
      if (index < messages.length - 1 && seen.has(digest)) cached = prefixTokens
      seen.add(digest)
    })
    return cached
  }
}
