import type { ImportSource, SkippedConversation } from '../../../shared/domain/imports'
import { type Said, say } from '../../../shared/error-model'
import { looksLikeChatbox, looksLikeChatboxSession, readChatbox } from './formats/chatbox'
import { looksLikeChatGpt, readChatGpt } from './formats/chatgpt'
import { looksLikeClaude, readClaude } from './formats/claude'
import { looksLikeLibreChat, readLibreChat } from './formats/librechat'
import { looksLikeOpenWebUi, readOpenWebUi } from './formats/openwebui'
import { looksLikeTokentally, readTokentally } from './formats/tokentally'
import { importProblem } from './import-problem'
import { type ImportedConversation, type ReadResult, valueFacts } from './imported'
import type { ExportEvent } from './read-export'

/** What the reader found in the file, in order. */
export type Found = { kind: 'source'; source: ImportSource } | { kind: 'conversation'; conversation: ImportedConversation } | ({ kind: 'skipped' } & SkippedConversation)

interface Format {
  source: ImportSource
  looks(value: unknown): boolean
  read(value: unknown, index: number): ReadResult
}

/** The formats a list item (or a wrapper's `conversations` item) can be, checked in this order. */
const ITEM_FORMATS: Format[] = [
  { source: 'tokentally', looks: looksLikeTokentally, read: readTokentally },
  { source: 'chatgpt', looks: looksLikeChatGpt, read: readChatGpt },
  { source: 'claude', looks: looksLikeClaude, read: readClaude },
  { source: 'openwebui', looks: looksLikeOpenWebUi, read: readOpenWebUi },
  { source: 'librechat', looks: looksLikeLibreChat, read: readLibreChat },
]
const CHATBOX: Format = { source: 'chatbox', looks: looksLikeChatboxSession, read: readChatbox }

/** Items read before the format is known (each may be a damaged conversation of it); then the file is not one Tokentally knows. */
const DETECT_WITHIN = 3

/**
 * Turns the file's JSON units into conversations: finds the format from the first unit that has a
 * known shape (never from the file's name), then reads every unit with that format's reader (zod:
 * a unit that does not fit is skipped, with why). A top-level object that is one conversation
 * (Tokentally, LibreChat, one Open WebUI chat) is read when its document ends.
 */
export class ConversationReader {
  private format: Format | null = null
  private root: 'array' | 'object' | null = null
  private singleDocument: Record<string, unknown> = {}
  private readThisDocument = 0
  private pending: unknown[] = []
  private index = 0

  get source(): ImportSource | null {
    return this.format?.source ?? null
  }

  handle(event: ExportEvent): Found[] {
    if (event.kind === 'document') {
      this.root = null
      this.singleDocument = {}
      this.readThisDocument = 0
      return []
    }
    if (event.kind === 'end-document') return this.endDocument()
    const json = event.event
    if (json.kind === 'root') {
      this.root = json.shape
      return []
    }
    if (json.within !== null) return json.within === 'chat-sessions' ? this.item(json.value, CHATBOX) : this.item(json.value)
    if (this.root === 'array') return this.item(json.value)
    const key = String(json.key)
    if (key.startsWith('session:') && looksLikeChatboxSession(json.value)) return this.item(json.value, CHATBOX)
    if (key !== 'conversations' && key !== 'chat-sessions') this.singleDocument[key] = json.value
    return []
  }

  /** After the last event: a file whose first units matched no format says what it holds. */
  finish(): Found[] {
    if (this.format === null && this.pending.length > 0) throw unknownShape(firstItemIs(this.pending[0]))
    return []
  }

  private item(value: unknown, only?: Format): Found[] {
    this.readThisDocument++
    const index = this.index++
    if (this.format === null) {
      const format = only ?? ITEM_FORMATS.find((f) => f.looks(value))
      if (!format || !format.looks(value)) {
        this.pending.push(value)
        if (this.pending.length >= DETECT_WITHIN) throw unknownShape(firstItemIs(this.pending[0]))
        return []
      }
      this.format = format
      const earlier = this.pending.splice(0)
      return [{ kind: 'source', source: format.source }, ...earlier.flatMap((v, i) => results(format.read(v, i), i)), ...results(format.read(value, index), index)]
    }
    const format = only && only.source !== this.format.source ? only : this.format
    return results(format.read(value, index), index)
  }

  private endDocument(): Found[] {
    if (this.root !== 'object' || this.readThisDocument > 0) return []
    const doc = this.singleDocument
    const format = [...ITEM_FORMATS].find((f) => f.looks(doc))
    if (!format) {
      if (looksLikeChatbox(doc)) return [{ kind: 'source', source: 'chatbox' }]
      const facts = valueFacts(doc)
      throw unknownShape(facts.item === 'empty' ? say('fileErrors.shape.isEmptyObject') : say('fileErrors.shape.isObject', { keys: facts.keys ?? '' }))
    }
    this.readThisDocument++
    const index = this.index++
    if (this.format === null) {
      this.format = format
      return [{ kind: 'source', source: format.source }, ...results(format.read(doc, index), index)]
    }
    return results(format.read(doc, index), index)
  }
}

function results(result: ReadResult, index: number): Found[] {
  if (!result.ok) return [{ kind: 'skipped', title: result.title, place: result.place, reason: result.reason }]
  return result.conversations.map((conversation): Found =>
    // Another app's conversation with nothing said in it has nothing to keep (Tokentally's own is kept whole).
    conversation.messages.length === 0 && conversation.source !== 'tokentally'
      ? { kind: 'skipped', title: conversation.title || null, place: index + 1, reason: { code: 'no_messages' } }
      : { kind: 'conversation', conversation },
  )
}

/** "This file is a list whose first item is …" */
function firstItemIs(value: unknown): Said {
  return say('fileErrors.shape.firstItem', valueFacts(value))
}

/** `found`: what this file is. The formats Tokentally reads are listed by `fileErrors.shape.reads`. */
function unknownShape(found: Said): Error {
  return importProblem('unknown_shape', [say('fileErrors.shape.unknown'), say('fileErrors.shape.reads'), found, say('fileErrors.nothingImported')])
}
