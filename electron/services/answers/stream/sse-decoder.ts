import { createParser, type EventSourceMessage, type ParseError } from 'eventsource-parser'
import { ChatChunk, StreamErrorEvent } from '../../../../shared/domain/chat'
import type { TokenUsage } from '../../../../shared/domain/conversation'

/** An error event found inside a stream (its payload is not specified, so every field is optional). */
export interface StreamErrorPayload {
  message: string | null
  type: string | null
  code: string | null
}

export interface ChatDecoderHandlers {
  /** A non-empty text delta of the first choice. */
  onText(text: string): void
  onUsage?(usage: TokenUsage): void
  /** `data: [DONE]`: the stream is complete. Nothing after it is read. */
  onDone?(): void
  /** An error event: the stream is over. Nothing after it is read. */
  onError?(error: StreamErrorPayload): void
  /** A line or payload that is not part of a chat stream (noted; the stream continues). */
  onGarbage?(sample: string): void
  /** An SSE comment such as `: ping`. */
  onComment?(comment: string): void
}

export interface ChatDecoder {
  /** Feeds raw bytes (any split, including inside a UTF-8 character or a line). */
  push(bytes: Uint8Array): void
  /** The body ended: decodes what is left and dispatches a last event without its blank line. */
  end(): void
  /** 'open' until `[DONE]` or an error event arrives. */
  readonly state: 'open' | 'done' | 'error'
  /** How many garbage lines or payloads were seen. */
  readonly garbage: number
}

const STREAM = { stream: true } as const
const UsageSchema = ChatChunk.shape.usage

function sampleOf(text: string): string {
  return text.length > 120 ? `${text.slice(0, 120)}…` : text
}

function toUsage(raw: unknown): TokenUsage | null {
  const parsed = UsageSchema.safeParse(raw)
  if (!parsed.success || !parsed.data) return null
  const usage = parsed.data
  return {
    inputTokens: usage.prompt_tokens,
    cachedInputTokens: usage.prompt_tokens_details?.cached_tokens ?? 0,
    outputTokens: usage.completion_tokens,
  }
}

function str(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  return null
}

/** Reads an error event's payload leniently: `{error:{message,type,code}}`, `{error:"text"}` or anything else. */
export function toStreamError(payload: unknown, raw: string): StreamErrorPayload {
  const parsed = StreamErrorEvent.safeParse(payload)
  if (parsed.success) {
    const e = parsed.data.error
    return { message: e.message ?? null, type: e.type ?? null, code: e.code === null || e.code === undefined ? null : String(e.code) }
  }
  const inner = payload !== null && typeof payload === 'object' ? (payload as Record<string, unknown>).error : undefined
  return { message: str(inner) ?? (raw ? sampleOf(raw) : null), type: null, code: null }
}

/**
 * Decodes an OpenAI-style chat completion stream: bytes → UTF-8 text (streaming TextDecoder)
 * → SSE events (eventsource-parser) → text deltas, usage, `[DONE]`, error events. The hot path
 * (text deltas) is a JSON.parse and a few property checks; zod only sees the rare usage and
 * error events. Everything is synchronous: no promise per chunk.
 */
export function createChatDecoder(handlers: ChatDecoderHandlers): ChatDecoder {
  const utf8 = new TextDecoder('utf-8')
  let state: 'open' | 'done' | 'error' = 'open'
  let garbage = 0
  let atEnd = false

  const noteGarbage = (sample: string): void => {
    garbage++
    handlers.onGarbage?.(sampleOf(sample))
  }

  const onEvent = (event: EventSourceMessage): void => {
    if (state !== 'open') return
    const data = event.data
    if (data.length < 16 && data.trim() === '[DONE]') {
      state = 'done'
      handlers.onDone?.()
      return
    }
    let value: unknown
    try {
      value = JSON.parse(data)
    } catch {
      // A payload cut by the end of the body is a truncation, not garbage.
      if (atEnd) return
      if (event.event === 'error') return fail(null, data)
      return noteGarbage(data)
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      if (event.event === 'error') return fail(value, data)
      return noteGarbage(data)
    }
    const chunk = value as Record<string, unknown>
    if (chunk.error !== undefined || event.event === 'error') return fail(value, data)
    const choices = chunk.choices
    if (Array.isArray(choices) && choices.length > 0) {
      const choice: unknown = choices[0]
      if (choice !== null && typeof choice === 'object') {
        const delta = (choice as Record<string, unknown>).delta
        if (delta !== null && typeof delta === 'object') {
          const content = (delta as Record<string, unknown>).content
          if (typeof content === 'string' && content.length > 0) handlers.onText(content)
        }
      }
    }
    if (chunk.usage !== undefined && chunk.usage !== null) {
      const usage = toUsage(chunk.usage)
      if (usage) handlers.onUsage?.(usage)
      else noteGarbage(data)
    }
  }

  function fail(payload: unknown, raw: string): void {
    state = 'error'
    handlers.onError?.(toStreamError(payload, raw))
  }

  const parser = createParser({
    onEvent,
    onComment: (comment) => handlers.onComment?.(comment),
    onError: (err: ParseError) => {
      if (state === 'open' && err.type === 'unknown-field') noteGarbage(err.line ?? err.message)
    },
  })

  return {
    push(bytes) {
      if (state !== 'open') return
      const text = utf8.decode(bytes, STREAM)
      if (text.length > 0) parser.feed(text)
    },
    end() {
      if (atEnd) return
      const rest = utf8.decode()
      if (state !== 'open') return
      if (rest.length > 0) parser.feed(rest)
      atEnd = true
      // Terminates a last line and dispatches a last event that lacks its blank line.
      parser.feed('\n\n\n')
    },
    get state() {
      return state
    },
    get garbage() {
      return garbage
    },
  }
}

export interface DecodeResult {
  state: 'open' | 'done' | 'error'
  garbage: number
}

/** Reads a whole body through the decoder (no idle timeout: see chat-stream.ts for the real request). */
export async function decodeChatStream(body: ReadableStream<Uint8Array>, handlers: ChatDecoderHandlers): Promise<DecodeResult> {
  const decoder = createChatDecoder(handlers)
  const reader = body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      decoder.push(value)
      if (decoder.state !== 'open') {
        await reader.cancel().catch(() => undefined)
        break
      }
    }
  } finally {
    reader.releaseLock()
  }
  decoder.end()
  return { state: decoder.state, garbage: decoder.garbage }
}
