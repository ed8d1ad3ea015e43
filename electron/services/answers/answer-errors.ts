import { ENDPOINT } from '../../../shared/endpoints'
import type { AppError } from '../../../shared/domain/errors'
import { makeError } from '../../../shared/error-model'
import type { IncompleteReason } from '../../../shared/domain/conversation'
import type { StreamErrorPayload } from './stream/sse-decoder'

export { describeChatError } from '../../../shared/chat/describe-error'

/** The endpoint named in chat errors and error reports. */

const INCOMPLETE_TEXT: Record<IncompleteReason, string> = {
  cut: 'The stream ended before data: [DONE]; the answer is incomplete.',
  stalled: 'No data arrived for too long; the answer is incomplete.',
  network: 'The connection was lost during the stream; the answer is incomplete.',
  garbage: 'The stream carried unreadable data and ended before data: [DONE]; the answer is incomplete.',
  interrupted: 'The app closed while the answer was streaming; the answer is incomplete.',
}

/** The AppError attached to an incomplete answer (code `stream_<reason>`). */
export function incompleteError(reason: IncompleteReason, requestId: string | null, detail?: string): AppError {
  return makeError({
    kind: reason === 'stalled' ? 'timeout' : reason === 'garbage' ? 'invalid_response' : 'network',
    status: reason === 'interrupted' ? 0 : 200,
    code: `stream_${reason}`,
    message: detail ? `${INCOMPLETE_TEXT[reason]} (${detail})` : INCOMPLETE_TEXT[reason],
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
    message: payload.message ?? 'The service reported an error inside the stream.',
    ...(payload.message ? { serviceMessage: payload.message } : {}),
    endpoint: ENDPOINT.chat,
    ...(requestId ? { requestId } : {}),
  })
}

/** No response headers arrived within the idle timeout. */
export function noResponseError(idleTimeoutMs: number): AppError {
  return makeError({
    kind: 'timeout',
    code: 'no_response',
    message: `The service did not start answering within ${idleTimeoutMs < 1000 ? `${idleTimeoutMs} ms` : `${Math.round(idleTimeoutMs / 100) / 10} s`}.`,
    endpoint: ENDPOINT.chat,
  })
}
