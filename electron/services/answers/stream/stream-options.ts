import type { AppError } from '../../../../shared/domain/errors'
import { AppFailure } from '../../../../shared/error-model'
import type { ChatRequestBody, ServiceClient } from '../../api/service-client'

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

  forget(connectionId: string): void {
    this.refused.delete(connectionId)
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
