import { chatErrorSay } from '../../../../shared/chat/describe-error'
import type { ChatMessage } from '../../../../shared/domain/conversation'
import type { AppError } from '../../../../shared/domain/errors'

/** When the service allows a retry after this error (its Retry-After, from when it failed), or null. */
export function retryAllowedAt(error: AppError): number | null {
  const { retryAfterMs } = chatErrorSay(error)
  if (retryAfterMs === undefined) return null
  const at = Date.parse(error.at)
  return Number.isNaN(at) ? null : at + retryAfterMs
}

/**
 * Until when a conversation must wait before its next request: its last answer failed because the
 * service asked to wait (429 too many requests, 503) and said how long. Null when nothing to wait for.
 */
export function conversationWaitUntil(messages: readonly ChatMessage[]): number | null {
  const last = messages.findLast((m) => m.role === 'assistant')
  if (!last || last.status !== 'error' || !last.error) return null
  if (chatErrorSay(last.error).action !== 'wait') return null
  return retryAllowedAt(last.error)
}
