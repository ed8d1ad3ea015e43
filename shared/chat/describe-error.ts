import type { AppError } from '../domain/errors'

/** What the chat UI offers next to an error. */
export type ChatErrorAction = 'replace_key' | 'enter_key' | 'see_balance' | 'retry' | 'wait' | 'shorten' | 'pick_model' | 'report_bug' | 'none'

export interface ChatErrorDescription {
  title: string
  message: string
  action: ChatErrorAction
  /** How long to wait before retrying, when the service said so (Retry-After). */
  retryAfterMs?: number
}

/** Codes the app gives to streams that ended without `[DONE]` (see electron/services/chat/chat-errors.ts). */
export const INCOMPLETE_CODES = ['stream_cut', 'stream_stalled', 'stream_network', 'stream_garbage', 'stream_interrupted'] as const

const NO_CREDITS = /insufficient|credit|balance|quota|fund|payment|billing|debt/i
const TOO_MANY = /too[_ ]many|rate[_ ]?limit|concurren|capacity|overload|busy|throttl|simultaneous/i

function seconds(ms: number): string {
  const s = Math.max(1, Math.ceil(ms / 1000))
  return s === 1 ? '1 second' : `${s} seconds`
}

function withRequestId(error: AppError): string {
  return error.requestId ? ` (request ID ${error.requestId})` : ''
}

function waitHint(error: AppError, fallback: string): Pick<ChatErrorDescription, 'message' | 'retryAfterMs'> {
  if (error.retryAfterMs !== undefined) {
    return { message: `Wait ${seconds(error.retryAfterMs)} before trying again.`, retryAfterMs: error.retryAfterMs }
  }
  return { message: fallback }
}


/**
 * What a 429 means: 'no_credits' (see the balance) or 'busy' (too many requests or the model is
 * at capacity: wait). Decided by the error code, then the service's own message (`serviceMessage`), then Retry-After
 * (the service sends it when the limit is the problem); otherwise 'unknown'.
 */
export function classify429(error: AppError): 'no_credits' | 'busy' | 'unknown' {
  if (NO_CREDITS.test(error.code)) return 'no_credits'
  if (TOO_MANY.test(error.code)) return 'busy'
  const words = error.serviceMessage ?? ''
  if (NO_CREDITS.test(words)) return 'no_credits'
  if (TOO_MANY.test(words)) return 'busy'
  return error.retryAfterMs !== undefined ? 'busy' : 'unknown'
}

export function isNoCreditsError(error: AppError): boolean {
  return error.status === 429 && classify429(error) === 'no_credits'
}

function describeIncomplete(error: AppError): ChatErrorDescription {
  const why: Record<string, string> = {
    stream_cut: 'The connection closed before the answer was finished.',
    stream_stalled: 'The service stopped sending data, so the app gave up waiting.',
    stream_network: 'The network connection was lost while the answer was streaming.',
    stream_garbage: 'The service sent data the app could not read, and the answer did not finish.',
    stream_interrupted: 'Tokentally closed while this answer was streaming.',
  }
  return {
    title: 'Answer incomplete',
    message: `${why[error.code] ?? error.message} What arrived is kept, but it may be missing its end. You can retry.`,
    action: 'retry',
  }
}

/**
 * One message and one action per chat error (used by main for logs and by the renderer for the
 * error shown under an answer). Never suggests an immediate automatic retry.
 */
export function describeChatError(error: AppError): ChatErrorDescription {
  const code = error.code
  if (code === 'model_coming_soon') {
    return {
      title: 'Model not available yet',
      message: 'This model is announced but not accepting requests yet — pick another model.',
      action: 'pick_model',
    }
  }
  if (code === 'context_length_exceeded') {
    return {
      title: 'Conversation too long for this model',
      message: 'The prompt is longer than this model accepts. You were not charged — shorten the conversation (or start a new one) and try again.',
      action: 'shorten',
    }
  }
  if (code === 'streaming_only' || code === 'unsupported_storage') {
    return {
      title: 'Request rejected',
      message: `The service rejected how the request was made (${code}). This is a bug in Tokentally — please report it with the request ID${error.requestId ? ` ${error.requestId}` : ''}.`,
      action: 'report_bug',
    }
  }
  if ((INCOMPLETE_CODES as readonly string[]).includes(code)) return describeIncomplete(error)
  // #39: no key stored for the connection (e.g. a keyring that did not survive a restart).
  if (code === 'missing_key') {
    return { title: 'No API key stored', message: 'No API key is stored for this connection, so nothing was sent. Enter the key again, then retry.', action: 'enter_key' }
  }
  if (error.kind === 'keychain') return { title: 'The API key could not be read', message: error.message, action: 'none' }
  // An error event inside a stream that had started (HTTP 200).
  if (code === 'stream_error' || (error.kind === 'http' && error.status === 200)) {
    return {
      title: 'The answer stopped with an error',
      message: `The service reported an error while answering: ${error.message} The partial answer is kept. You can retry.`,
      action: 'retry',
    }
  }

  switch (error.status) {
    case 401:
      return {
        title: 'API key not accepted',
        message:
          error.answeredBy === 'router'
            ? "The router did not accept its API key: it is missing, invalid, blocked or no longer active. Replace the router's key in Settings."
            : 'The service did not accept the API key: it is missing, invalid, blocked or no longer active. Replace the key in Settings.',
        action: 'replace_key',
      }
    case 429: {
      const kind = classify429(error)
      if (kind === 'no_credits') {
        return {
          title: 'Out of credits',
          message: 'Your account has no credits for this request. See your balance and add credits, then try again.',
          action: 'see_balance',
        }
      }
      if (kind === 'busy') {
        return {
          title: 'Too many requests',
          action: 'wait',
          ...waitHint(error, 'Too many requests at once, or the model is at capacity. Wait a little before trying again.'),
        }
      }
      return {
        title: 'Request not taken',
        message: 'The service did not take this request: the account may have no credits for it, or too many requests are running. Check your balance, or wait a little before trying again.',
        action: 'see_balance',
      }
    }
    case 502:
      return {
        title: 'The model request failed',
        message: `The model failed or returned an answer that could not be delivered${withRequestId(error)}. You can retry.`,
        action: 'retry',
      }
    case 503:
      return {
        title: 'Service temporarily unavailable',
        action: 'wait',
        ...waitHint(error, 'The service is temporarily unavailable or at capacity. Wait a little before trying again.'),
      }
    case 400:
      return {
        title: 'Request not accepted',
        // The client's message already says what was rejected (and the parameter) and what to check.
        message: error.message,
        action: 'none',
      }
  }

  if (error.kind === 'network') {
    return { title: 'Could not reach the service', message: `${error.message} Check your connection, then retry.`, action: 'retry' }
  }
  if (error.kind === 'timeout') {
    return { title: 'The service did not answer in time', message: `${error.message} You can retry.`, action: 'retry' }
  }
  if (error.kind === 'input') {
    return { title: 'Cannot send this message', message: error.message, action: 'none' }
  }
  if (error.kind === 'internal') {
    return {
      title: 'Something went wrong in Tokentally',
      message: `${error.message} This is a bug in Tokentally — please report it.`,
      action: 'report_bug',
    }
  }
  if (error.status >= 500) {
    return { title: 'Service error', message: `The service failed (${error.status})${withRequestId(error)}: ${error.message} You can retry.`, action: 'retry' }
  }
  return { title: 'Chat request failed', message: error.message, action: 'retry' }
}
