import type { ChatMessage, ChatParams } from '../../../shared/domain/conversation'
import type { ChatRequestBody } from '../api/service-client'

/**
 * The request body for a conversation's history. `stream: true` and `store: false` are forced by
 * the client. A non-empty system prompt goes first; the output limit is sent as
 * `max_completion_tokens` only; temperature only when set. Assistant turns that produced no
 * text (errors, stopped before the first token) are left out; partial answers are kept as context.
 */
export function buildChatRequest(params: ChatParams, history: readonly ChatMessage[]): ChatRequestBody {
  const messages: ChatRequestBody['messages'] = []
  if (params.systemPrompt.trim().length > 0) messages.push({ role: 'system', content: params.systemPrompt })
  for (const message of history) {
    if (message.role === 'assistant' && message.content.length === 0) continue
    messages.push({ role: message.role, content: message.content })
  }
  const body: ChatRequestBody = { model: params.model, messages }
  if (params.maxOutputTokens !== null) body.max_completion_tokens = params.maxOutputTokens
  if (params.temperature !== null) body.temperature = params.temperature
  return body
}
