import type { ChatMessage } from '../../../shared/domain/conversation'

/**
 * An answer's tokens for an export: from its one cost record (#33: the service's own, or counted here,
 * and said so), else the usage of an answer saved before records; null when neither is known.
 */
export function exportedTokens(m: ChatMessage): string | null {
  if (m.cost) return `${m.cost.inputTokens} in, ${m.cost.outputTokens} out${m.cost.source === 'counted' ? ' (counted here)' : ''}`
  return m.usage ? `${m.usage.inputTokens} in, ${m.usage.outputTokens} out` : null
}
