import { z } from 'zod'
import type { ConversationSummary } from '../../../shared/domain/conversation'
import { inputError, say } from '../../../shared/error-model'

const Cursor = z.tuple([z.string(), z.string()])

/** Where the next page of the list starts: after this (updatedAt, id), opaque to the renderer. */
export function makeCursor(last: Pick<ConversationSummary, 'updatedAt' | 'id'>): string {
  return JSON.stringify([last.updatedAt, last.id])
}

/** A cursor from `makeCursor`; anything else is an input error, never a query. */
export function parseCursor(cursor: string): { updatedAt: string; id: string } {
  try {
    const [updatedAt, id] = Cursor.parse(JSON.parse(cursor))
    return { updatedAt, id }
  } catch {
    throw inputError('invalid_cursor', say('errors.chat.pageGone'), 'cursor')
  }
}
