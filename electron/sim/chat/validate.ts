import { z } from 'zod'
import { ApiError, invalidRequest } from '../errors'
import type { ChatMessage } from './tokens'

const ContentPart = z.looseObject({ type: z.string(), text: z.string().optional() })

const MessageSchema = z.looseObject({
  role: z.enum(['system', 'developer', 'user', 'assistant', 'tool', 'function']),
  content: z.union([z.string(), z.array(ContentPart), z.null()]),
})

const TokenLimit = z.number().int().min(1).nullable().optional()

// Parameters not listed here (temperature, tools, ...) are accepted and ignored.
const ChatRequestSchema = z.looseObject({
  model: z.string().min(1),
  messages: z.array(MessageSchema).min(1),
  stream: z.unknown().optional(),
  store: z.boolean().nullable().optional(),
  max_tokens: TokenLimit,
  max_completion_tokens: TokenLimit,
  stream_options: z.looseObject({ include_usage: z.boolean().optional() }).nullable().optional(),
})

export interface ChatRequest {
  model: string
  messages: ChatMessage[]
  /** From `max_completion_tokens` or `max_tokens`; null when neither was sent. */
  maxTokens: number | null
  /** Which of the two fields carried `maxTokens`. */
  maxTokensParam: 'max_tokens' | 'max_completion_tokens' | null
  /** `stream_options.include_usage` was true: the stream ends with token usage. */
  includeUsage: boolean
}

/** The chat parameters the spec lists; in strict mode every other one is rejected. */
export const SPEC_CHAT_PARAMS: readonly string[] = ['model', 'messages', 'stream', 'store', 'max_tokens', 'max_completion_tokens']

export interface ValidateOptions {
  /** Reject parameters the spec does not list (400 `unsupported_parameter`, `param` names it). */
  strictParams?: boolean
}

function paramName(path: readonly PropertyKey[]): string | null {
  let name = ''
  for (const part of path) name += typeof part === 'number' ? `[${part}]` : `${name === '' ? '' : '.'}${String(part)}`
  return name === '' ? null : name
}

function messageText(content: z.infer<typeof MessageSchema>['content']): string {
  if (content === null) return ''
  if (typeof content === 'string') return content
  return content.map((part) => part.text ?? '').join('')
}

/** Checks a chat request body against the spec's rules; throws the matching 400. */
export function validateChatRequest(body: unknown, options: ValidateOptions = {}): ChatRequest {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw invalidRequest(null, 'The request body must be a JSON object.')
  }
  if (options.strictParams) {
    const unknown = Object.keys(body).find((name) => !SPEC_CHAT_PARAMS.includes(name))
    if (unknown !== undefined) {
      throw new ApiError(400, 'unsupported_parameter', `Unsupported parameter: '${unknown}' is not supported by this service.`, unknown)
    }
  }
  const parsed = ChatRequestSchema.safeParse(body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const param = issue ? paramName(issue.path) : null
    throw invalidRequest(param, `Invalid value for '${param ?? 'body'}': ${issue?.message ?? 'invalid request'}.`, 'invalid_value')
  }
  const request = parsed.data
  if (request.stream !== true) {
    throw new ApiError(400, 'streaming_only', 'Only streamed requests are supported; set "stream": true.', 'stream')
  }
  if (request.store === true) {
    throw new ApiError(400, 'unsupported_storage', 'Storing completions is not supported; send "store": false or omit it.', 'store')
  }
  const maxTokens = request.max_tokens ?? null
  const maxCompletionTokens = request.max_completion_tokens ?? null
  if (maxTokens !== null && maxCompletionTokens !== null) {
    throw invalidRequest('max_tokens', 'Send at most one of "max_tokens" and "max_completion_tokens".')
  }
  return {
    model: request.model,
    messages: request.messages.map((message) => ({ role: message.role, text: messageText(message.content) })),
    maxTokens: maxCompletionTokens ?? maxTokens,
    maxTokensParam: maxCompletionTokens !== null ? 'max_completion_tokens' : maxTokens !== null ? 'max_tokens' : null,
    includeUsage: request.stream_options?.include_usage === true,
  }
}
