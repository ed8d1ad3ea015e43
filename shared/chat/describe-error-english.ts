import type { AppError } from '../domain/errors'
import { englishOf } from '../i18n/english-errors'
import { type ChatErrorDescription, type ChatErrorPart, chatErrorSay } from './describe-error'

/** A chat error's description in English (main's logs, tests); the window shows `chatErrorSay` in its language. */
export function describeChatError(error: AppError): ChatErrorDescription {
  const described = chatErrorSay(error)
  const sentence = (part: ChatErrorPart): string => ('error' in part ? part.error.message : englishOf(part))
  return {
    title: englishOf(described.title),
    message: described.message.map(sentence).join(' '),
    action: described.action,
    ...(described.retryAfterMs !== undefined ? { retryAfterMs: described.retryAfterMs } : {}),
  }
}
