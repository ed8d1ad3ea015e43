import { ENDPOINT } from '../../../../shared/endpoints'
import type { TokenUsage } from '../../../../shared/domain/conversation'
import type { AppError } from '../../../../shared/domain/errors'
import { toAppError } from '../../../../shared/error-model'
import type { ChatRequestBody, ServiceClient } from '../../api/service-client'
import { incompleteError, noResponseError, streamEventError } from '../answer-errors'
import type { StreamIncompleteReason } from '../../../../shared/domain/conversation'
import { createChatDecoder, type StreamErrorPayload } from './sse-decoder'

/** Default time without any byte from the service before a stream counts as stalled. */
export const DEFAULT_IDLE_TIMEOUT_MS = 30_000

export interface StreamChatOptions {
  client: ServiceClient
  body: ChatRequestBody
  /** The user's abort (chat:abort). */
  signal: AbortSignal
  /** No byte for this long (before or during the stream) ends it. */
  idleTimeoutMs?: number
  onText(text: string): void
  onUsage?(usage: TokenUsage): void
  /** The response is open (status 200, event stream). */
  onOpen?(requestId: string | null): void
  onGarbage?(sample: string): void
}

export type StreamOutcome =
  | { status: 'complete'; requestId: string | null }
  | { status: 'stopped'; requestId: string | null }
  | { status: 'incomplete'; reason: StreamIncompleteReason; error: AppError; requestId: string | null }
  | { status: 'error'; error: AppError; requestId: string | null }

type StopCause = 'user' | 'idle'

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${Math.round(ms / 100) / 10} s`
}

function describe(err: unknown): string {
  if (err instanceof Error) {
    const cause = (err as Error & { cause?: unknown }).cause
    const detail = cause instanceof Error ? `: ${cause.message}` : ''
    return `${err.message}${detail}`
  }
  return String(err)
}

/**
 * One chat request from start to end. Never retries. Only `data: [DONE]` makes it complete:
 * a body that ends, breaks or goes quiet without it is incomplete; an error event is an error;
 * the user's abort is stopped. Resolves with the outcome, never rejects.
 */
export async function streamChat(options: StreamChatOptions): Promise<StreamOutcome> {
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS
  if (options.signal.aborted) return { status: 'stopped', requestId: null }

  const controller = new AbortController()
  let cause: StopCause | null = null
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null
  let requestId: string | null = null
  let lastActivity = Date.now()

  const stop = (why: StopCause): void => {
    if (cause !== null) return
    cause = why
    controller.abort()
    reader?.cancel().catch(() => undefined)
  }
  const onUserAbort = (): void => stop('user')
  options.signal.addEventListener('abort', onUserAbort, { once: true })

  // One timer per idle period (not one per chunk): it re-arms itself for the time left.
  let timer: ReturnType<typeof setTimeout> | undefined
  const check = (): void => {
    const quiet = Date.now() - lastActivity
    if (quiet >= idleTimeoutMs) stop('idle')
    else timer = setTimeout(check, idleTimeoutMs - quiet)
  }
  timer = setTimeout(check, idleTimeoutMs)

  try {
    let opened: Awaited<ReturnType<ServiceClient['chatStream']>>
    try {
      opened = await options.client.chatStream(options.body, { signal: controller.signal })
    } catch (err) {
      if (cause === 'user') return { status: 'stopped', requestId }
      if (cause === 'idle') return { status: 'error', error: noResponseError(idleTimeoutMs), requestId }
      const error = toAppError(err, ENDPOINT.chat)
      return { status: 'error', error, requestId: error.requestId ?? null }
    }
    requestId = opened.requestId
    reader = opened.body.getReader()
    if (cause !== null) {
      await reader.cancel().catch(() => undefined)
      return cause === 'user'
        ? { status: 'stopped', requestId }
        : { status: 'incomplete', reason: 'stalled', error: incompleteError('stalled', requestId), requestId }
    }
    options.onOpen?.(requestId)
    lastActivity = Date.now()

    const seen: { error: StreamErrorPayload | null } = { error: null }
    const decoder = createChatDecoder({
      onText: options.onText,
      ...(options.onUsage ? { onUsage: options.onUsage } : {}),
      ...(options.onGarbage ? { onGarbage: options.onGarbage } : {}),
      onError: (e) => {
        seen.error = e
      },
    })

    let readError: unknown = null
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        lastActivity = Date.now()
        decoder.push(value)
        if (decoder.state !== 'open') break
      }
    } catch (err) {
      readError = err
    }
    if (decoder.state !== 'open' || readError !== null || cause !== null) {
      // Done, error event, abort, stall or network loss: the rest of the body is not read.
      await reader.cancel().catch(() => undefined)
    }
    decoder.end()

    if (decoder.state === 'done') return { status: 'complete', requestId }
    if (decoder.state === 'error' && seen.error !== null) return { status: 'error', error: streamEventError(scrubPayload(seen.error, options.client), requestId), requestId }
    // The user's stop and a stall come before a read error: both also break the body.
    const stoppedBy = cause as StopCause | null
    if (stoppedBy === 'user') return { status: 'stopped', requestId }
    if (stoppedBy === 'idle') {
      return { status: 'incomplete', reason: 'stalled', error: incompleteError('stalled', requestId, `no data for ${formatDuration(idleTimeoutMs)}`), requestId }
    }
    if (readError !== null) {
      return { status: 'incomplete', reason: 'network', error: incompleteError('network', requestId, describe(readError)), requestId }
    }
    const reason: StreamIncompleteReason = decoder.garbage > 0 ? 'garbage' : 'cut'
    return { status: 'incomplete', reason, error: incompleteError(reason, requestId), requestId }
  } finally {
    clearTimeout(timer)
    options.signal.removeEventListener('abort', onUserAbort)
  }
}

/** An error event's text comes from the service, which may echo the key back. */
function scrubPayload(payload: StreamErrorPayload, client: Pick<ServiceClient, 'redact'>): StreamErrorPayload {
  return {
    ...payload,
    ...(payload.message !== undefined && payload.message !== null ? { message: client.redact(payload.message) } : {}),
    ...(payload.code !== undefined && payload.code !== null ? { code: client.redact(payload.code) } : {}),
  }
}
