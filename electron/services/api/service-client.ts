import type { Balance } from '../../../shared/domain/balance'
import type { ModelList } from '../../../shared/domain/models'
import type { UsagePage } from '../../../shared/domain/usage'

/** GET /usage query, as the spec defines it. `page` is a previous response's `next_page`. */
export interface UsageQuery {
  start: string
  end: string
  groupBy?: 'model'
  page?: string
}

export type UsageResult =
  | { status: 200; page: UsagePage; etag: string | null }
  | { status: 304 }

/** The JSON body of POST /chat/completions (stream and store are forced by the client). */
export interface ChatRequestBody {
  model: string
  messages: { role: 'system' | 'user' | 'assistant'; content: string }[]
  max_completion_tokens?: number
  temperature?: number
  /** Asks for the token usage at the end of the stream (OpenAI convention; the spec does not list it). */
  stream_options?: { include_usage: boolean }
}

/**
 * Typed calls to one connection of the service. Implementations authenticate, apply the rate
 * limits and validate every response; failures are thrown as AppFailure (the one error model).
 */
export interface ServiceClient {
  readonly baseUrl: string
  /** Removes this connection's key (and anything key-shaped) from text the service sent back. */
  redact(text: string): string
  models(options?: { signal?: AbortSignal }): Promise<ModelList>
  balance(options?: { signal?: AbortSignal }): Promise<Balance>
  usage(query: UsageQuery, options?: { etag?: string | null; signal?: AbortSignal }): Promise<UsageResult>
  /**
   * Starts a chat stream: resolves with the open response body once the status is 200 and
   * the content type is an event stream; rejects with AppFailure for error statuses.
   */
  chatStream(body: ChatRequestBody, options: { signal: AbortSignal }): Promise<{ body: ReadableStream<Uint8Array>; requestId: string | null }>
}
