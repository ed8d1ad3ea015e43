import type { ChatMessage, ChatParams } from '../../../shared/domain/conversation'
import type { AppError } from '../../../shared/domain/errors'
import { AppFailure } from '../../../shared/error-model'
import type { ChatRequestBody, ServiceClient } from '../api/service-client'

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

/** A 400 that names `stream_options` (as `param`, or as unsupported in the message). */
export function rejectsStreamOptions(error: AppError): boolean {
  if (error.status !== 400) return false
  if (error.param === 'stream_options' || error.param?.startsWith('stream_options.')) return true
  return /\bstream_options\b/.test(error.message)
}

/**
 * Which connections refused `stream_options` (per session). Their chats are sent without it and
 * their token counts are unknown.
 */
export class StreamOptionsMemory {
  private readonly refused = new Set<string>()

  supported(connectionId: string): boolean {
    return !this.refused.has(connectionId)
  }

  refuse(connectionId: string): void {
    this.refused.add(connectionId)
  }
}

/**
 * The connection's client, asking for usage (`stream_options: {include_usage: true}`) unless the
 * connection refused it before. A 400 naming `stream_options` is remembered and the request is
 * sent once more without it; every other failure passes through unchanged.
 */
export function withUsageRequested(client: ServiceClient, connectionId: string, memory: StreamOptionsMemory): ServiceClient {
  return {
    baseUrl: client.baseUrl,
    redact: (text) => client.redact(text),
    models: (options) => client.models(options),
    balance: (options) => client.balance(options),
    usage: (query, options) => client.usage(query, options),
    chatStream: async (body, options) => {
      if (!memory.supported(connectionId)) return client.chatStream(withoutStreamOptions(body), options)
      try {
        return await client.chatStream({ ...body, stream_options: { include_usage: true } }, options)
      } catch (err) {
        if (!(err instanceof AppFailure) || !rejectsStreamOptions(err.error) || options.signal.aborted) throw err
        memory.refuse(connectionId)
        return client.chatStream(withoutStreamOptions(body), options)
      }
    },
  }
}

function withoutStreamOptions(body: ChatRequestBody): ChatRequestBody {
  const { stream_options: _dropped, ...rest } = body
  return rest
}
