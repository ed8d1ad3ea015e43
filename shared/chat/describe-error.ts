import type { AppError } from '../domain/errors'
import { type Said, say } from '../error-core'

/** What the chat UI offers next to an error. */
export type ChatErrorAction = 'replace_key' | 'enter_key' | 'see_balance' | 'retry' | 'wait' | 'shorten' | 'pick_model' | 'report_bug' | 'none'

/** One sentence of a chat error's description: a catalogue key, or the error's own sentences (shown as the error is). */
export type ChatErrorPart = Said | { error: AppError }

/** A chat error, described as catalogue keys: the window shows it in its language (MessageNotices). */
export interface ChatErrorSay {
  title: Said
  message: ChatErrorPart[]
  action: ChatErrorAction
  /** How long to wait before retrying, when the service said so (Retry-After). */
  retryAfterMs?: number
}

/** The same in English (describe-error-english.ts): for main's logs and tests. */
export interface ChatErrorDescription {
  title: string
  message: string
  action: ChatErrorAction
  retryAfterMs?: number
}

/** Codes the app gives to streams that ended without `[DONE]` (see electron/services/chat/chat-errors.ts). */
export const INCOMPLETE_CODES = ['stream_cut', 'stream_stalled', 'stream_network', 'stream_garbage', 'stream_interrupted'] as const

const NO_CREDITS = /insufficient|credit|balance|quota|fund|payment|billing|debt/i
const TOO_MANY = /too[_ ]many|rate[_ ]?limit|concurren|capacity|overload|busy|throttl|simultaneous/i

function waitHint(error: AppError, fallback: Said): Pick<ChatErrorSay, 'message' | 'retryAfterMs'> {
  if (error.retryAfterMs !== undefined) {
    return { message: [say('errors.chat.waitSeconds', { seconds: Math.max(1, Math.ceil(error.retryAfterMs / 1000)) })], retryAfterMs: error.retryAfterMs }
  }
  return { message: [fallback] }
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

const WHY_INCOMPLETE: Record<string, Said> = {
  stream_cut: say('errors.chat.whyCut'),
  stream_stalled: say('errors.chat.whyStalled'),
  stream_network: say('errors.chat.whyNetwork'),
  stream_garbage: say('errors.chat.whyGarbage'),
  stream_interrupted: say('errors.chat.whyInterrupted'),
}

function describeIncomplete(error: AppError): ChatErrorSay {
  return { title: say('errors.chat.incompleteTitle'), message: [WHY_INCOMPLETE[error.code] ?? { error }, say('errors.chat.partKept')], action: 'retry' }
}

/**
 * One message and one action per chat error, as catalogue keys (the renderer shows it under an
 * answer; describe-error-english.ts gives the English). Never suggests an immediate automatic retry.
 */
export function chatErrorSay(error: AppError): ChatErrorSay {
  const code = error.code
  const id = error.requestId
  if (code === 'model_coming_soon') return { title: say('errors.chat.comingSoonTitle'), message: [say('errors.chat.comingSoon')], action: 'pick_model' }
  if (code === 'context_length_exceeded') return { title: say('errors.chat.tooLongTitle'), message: [say('errors.chat.tooLong')], action: 'shorten' }
  if (code === 'streaming_only' || code === 'unsupported_storage') {
    return { title: say('errors.chat.rejectedTitle'), message: [id ? say('errors.chat.rejectedBugId', { code, requestId: id }) : say('errors.chat.rejectedBug', { code })], action: 'report_bug' }
  }
  if ((INCOMPLETE_CODES as readonly string[]).includes(code)) return describeIncomplete(error)
  // #39: no key stored for the connection (e.g. a keyring that did not survive a restart).
  if (code === 'missing_key') return { title: say('errors.chat.noKeyTitle'), message: [say('errors.chat.noKey')], action: 'enter_key' }
  if (error.kind === 'keychain') return { title: say('errors.chat.keyUnreadableTitle'), message: [{ error }], action: 'none' }
  // An error event inside a stream that had started (HTTP 200).
  if (code === 'stream_error' || (error.kind === 'http' && error.status === 200)) {
    return { title: say('errors.chat.streamErrorTitle'), message: [say('errors.chat.streamError'), { error }, say('errors.chat.partialKept')], action: 'retry' }
  }

  switch (error.status) {
    case 401:
      return { title: say('errors.chat.keyTitle'), message: [say(error.answeredBy === 'router' ? 'errors.chat.routerKey' : 'errors.chat.serviceKey')], action: 'replace_key' }
    case 429: {
      const kind = classify429(error)
      if (kind === 'no_credits') return { title: say('errors.chat.noCreditsTitle'), message: [say('errors.chat.noCredits')], action: 'see_balance' }
      if (kind === 'busy') return { title: say('errors.chat.tooManyTitle'), action: 'wait', ...waitHint(error, say('errors.chat.tooMany')) }
      return { title: say('errors.chat.notTakenTitle'), message: [say('errors.chat.notTaken')], action: 'see_balance' }
    }
    case 502:
      return { title: say('errors.chat.modelFailedTitle'), message: [id ? say('errors.chat.modelFailedId', { requestId: id }) : say('errors.chat.modelFailed')], action: 'retry' }
    case 503:
      return { title: say('errors.chat.unavailableTitle'), action: 'wait', ...waitHint(error, say('errors.chat.unavailable')) }
    case 400:
      // The client's message already says what was rejected (and the parameter) and what to check.
      return { title: say('errors.chat.notAcceptedTitle'), message: [{ error }], action: 'none' }
  }

  if (error.kind === 'network') return { title: say('errors.chat.unreachableTitle'), message: [{ error }, say('errors.chat.checkConnection')], action: 'retry' }
  if (error.kind === 'timeout') return { title: say('errors.chat.timeoutTitle'), message: [{ error }, say('errors.chat.youCanRetry')], action: 'retry' }
  if (error.kind === 'input') return { title: say('errors.chat.cannotSendTitle'), message: [{ error }], action: 'none' }
  if (error.kind === 'internal') return { title: say('errors.chat.bugTitle'), message: [{ error }, say('errors.chat.bug')], action: 'report_bug' }
  if (error.status >= 500) {
    const failed = id ? say('errors.chat.serviceFailedId', { status: String(error.status), requestId: id }) : say('errors.chat.serviceFailed', { status: String(error.status) })
    return { title: say('errors.chat.serviceErrorTitle'), message: [failed, { error }, say('errors.chat.youCanRetry')], action: 'retry' }
  }
  return { title: say('errors.chat.failedTitle'), message: [{ error }], action: 'retry' }
}
