import { ENDPOINT } from '../../../shared/endpoints'
import type { AppError } from '../../../shared/domain/errors'
import { type ErrorKey, makeError, say } from '../../../shared/error-model'
import type { IncompleteReason } from '../../../shared/domain/conversation'
import type { StreamErrorPayload } from './stream/sse-decoder'

export { describeChatError } from '../../../shared/chat/describe-error-english'

/** The endpoint named in chat errors and error reports. */

const INCOMPLETE_TEXT: Record<IncompleteReason, ErrorKey> = {
  cut: 'errors.stream.cut',
  stalled: 'errors.stream.stalled',
  network: 'errors.stream.network',
  garbage: 'errors.stream.garbage',
  interrupted: 'errors.stream.interrupted',
}

/** The AppError attached to an incomplete answer (code `stream_<reason>`). */
export function incompleteError(reason: IncompleteReason, requestId: string | null, detail?: string): AppError {
  return makeError({
    kind: reason === 'stalled' ? 'timeout' : reason === 'garbage' ? 'invalid_response' : 'network',
    status: reason === 'interrupted' ? 0 : 200,
    code: `stream_${reason}`,
    say: detail ? [say(INCOMPLETE_TEXT[reason]), say('errors.detail', { detail })] : say(INCOMPLETE_TEXT[reason]),
    endpoint: ENDPOINT.chat,
    ...(requestId ? { requestId } : {}),
  })
}

/** An error event inside a 200 stream. Code from the event when it has one, else `stream_error`. */
export function streamEventError(payload: StreamErrorPayload, requestId: string | null): AppError {
  return makeError({
    kind: 'http',
    status: 200,
    code: payload.code ?? 'stream_error',
    // The service's own words, when it sent any, are shown as they are.
    ...(payload.message ? { say: say('errors.serviceWords', { words: payload.message }), serviceMessage: payload.message } : { say: say('errors.stream.reported') }),
    endpoint: ENDPOINT.chat,
    ...(requestId ? { requestId } : {}),
  })
}

/** No response headers arrived within the idle timeout. */
export function noResponseError(idleTimeoutMs: number): AppError {
  return makeError({
    kind: 'timeout',
    code: 'no_response',
    say: idleTimeoutMs < 1000 ? say('errors.stream.noResponseMs', { ms: idleTimeoutMs }) : say('errors.stream.noResponse', { seconds: Math.round(idleTimeoutMs / 100) / 10 }),
    endpoint: ENDPOINT.chat,
  })
}
