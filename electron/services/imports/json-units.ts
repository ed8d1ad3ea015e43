import { JSONParser } from '@streamparser/json'
import { say } from '../../../shared/error-model'
import { importProblem, sizeArgs } from './import-problem'

/**
 * One JSON document read as a stream (@streamparser/json), handed on a unit at a time so a 1 GB
 * export is never held whole: each item of a top-level list, or each value of a top-level object,
 * and each item of the lists some formats wrap their conversations in (STREAMED_LISTS). A unit is
 * dropped from the parser's memory once handed on.
 */
export type JsonEvent =
  | { kind: 'root'; shape: 'array' | 'object' }
  /** `within`: the top-level key whose list this item is in; null for the top level's own items and values. */
  | { kind: 'unit'; key: string | number; within: string | null; value: unknown }

/** Top-level keys whose lists are handed on item by item (Claude's wrapper, Chatbox's older backups). */
export const STREAMED_LISTS = ['conversations', 'chat-sessions'] as const

export class JsonDocument {
  private parser: JSONParser | null = null
  private readonly events: JsonEvent[] = []
  private chars = 0
  private ended = false
  /** What the parser reported (its first complaint names the token, a later one the position). */
  private errors: string[] = []

  /** `name`: the file (or zip entry) being read, for messages. */
  constructor(private readonly name: string) {}

  /** Reads the next piece of text; the units it completed. */
  write(text: string): JsonEvent[] {
    if (this.ended) {
      if (text.trim() !== '') throw importProblem('broken_json', say('fileErrors.json.moreAfterEndAt', { name: this.name, at: this.chars + 1 }))
      return []
    }
    let piece = text
    if (!this.parser) {
      const start = piece.replace(/^\uFEFF/, '').search(/\S/)
      if (start < 0) {
        this.chars += piece.length
        return []
      }
      piece = piece.replace(/^\uFEFF/, '')
      this.parser = this.open(piece.slice(start), piece[start] as string)
    }
    try {
      this.parser.write(piece)
    } catch (err) {
      this.errors.push(err instanceof Error ? err.message : String(err))
    }
    if (this.errors.length > 0) throw this.broken()
    this.chars += piece.length
    return this.events.splice(0)
  }

  /** The text ended: the document must have too. */
  end(): JsonEvent[] {
    if (!this.parser) throw importProblem('empty_file', say('fileErrors.empty', { name: this.name }))
    if (!this.ended) {
      throw importProblem('truncated_json', [say('fileErrors.json.cutShort', { name: this.name, ...sizeArgs('size', this.chars) }), say('fileErrors.keptBeforeCut')])
    }
    return this.events.splice(0)
  }

  private open(head: string, first: string): JSONParser {
    if (first !== '[' && first !== '{') {
      const shown = head.slice(0, 24).replace(/[^\x20-\x7e]/g, '·')
      const key = first === '<' ? 'fileErrors.json.notJsonMarkup' : /^[\d"tfn-]/.test(first) ? 'fileErrors.json.notJsonValue' : 'fileErrors.json.notJson'
      throw importProblem('not_json', say(key, { start: shown }))
    }
    this.events.push({ kind: 'root', shape: first === '[' ? 'array' : 'object' })
    const paths = first === '[' ? ['$.*'] : ['$.*', ...STREAMED_LISTS.map((key) => `$.${key}.*`)]
    const parser = new JSONParser({ paths, keepStack: false, stringBufferSize: 64 * 1024 })
    parser.onValue = ({ value, key, parent, stack }) => {
      if (key === undefined) return
      if (stack.length === 2) {
        // An item of a streamed list: dropped from the list, which is handed on empty at its end.
        if (Array.isArray(parent)) parent.length -= 1
        this.events.push({ kind: 'unit', key, within: String(stack[1]?.key ?? ''), value })
      } else {
        this.events.push({ kind: 'unit', key, within: null, value })
      }
    }
    parser.onEnd = () => {
      this.ended = true
    }
    parser.onError = (err) => void this.errors.push(err.message)
    return parser
  }

  private broken(): Error {
    const message = this.errors.join(' ')
    const at = /absolute position "?(\d+)"?/.exec(message)?.[1]
    const unexpected = /Unexpected [A-Z_]*\s*\(?"(.{1,8}?)"/.exec(message)?.[1]
    const name = this.name
    if (this.ended) return importProblem('broken_json', at ? say('fileErrors.json.moreAfterEndAt', { name, at: Number(at) + 1 }) : say('fileErrors.json.moreAfterEnd', { name }))
    const broken = at
      ? unexpected
        ? say('fileErrors.json.brokenAtToken', { name, at: Number(at) + 1, token: unexpected })
        : say('fileErrors.json.brokenAt', { name, at: Number(at) + 1 })
      : unexpected
        ? say('fileErrors.json.brokenToken', { name, token: unexpected })
        : say('fileErrors.json.broken', { name })
    return importProblem('broken_json', [broken, say('fileErrors.keptBeforePoint')])
  }
}
