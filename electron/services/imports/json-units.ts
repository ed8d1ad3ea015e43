import { JSONParser } from '@streamparser/json'
import { bytesText, importProblem } from './import-problem'

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
      if (text.trim() !== '') throw importProblem('broken_json', `${this.name} has more after the end of its JSON (at character ${(this.chars + 1).toLocaleString('en-US')}): the file is damaged.`)
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
    if (!this.parser) throw importProblem('empty_file', `${this.name} is empty: there is nothing to import.`)
    if (!this.ended) {
      throw importProblem(
        'truncated_json',
        `${this.name} ends in the middle of its JSON, after ${bytesText(this.chars)}: the file was cut short (a download that did not finish?). The conversations before the cut were imported.`,
      )
    }
    return this.events.splice(0)
  }

  private open(head: string, first: string): JSONParser {
    if (first !== '[' && first !== '{') {
      const shown = head.slice(0, 24).replace(/[^\x20-\x7e]/g, '·')
      const what = first === '<' ? ' (it looks like HTML or XML)' : /^[\d"tfn-]/.test(first) ? ' (a single value, not a list of conversations)' : ''
      throw importProblem('not_json', `This file is not a chat export in JSON${what}: it starts with “${shown}”.`)
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
    const where = at ? ` at character ${(Number(at) + 1).toLocaleString('en-US')}` : ''
    if (this.ended) return importProblem('broken_json', `${this.name} has more after the end of its JSON${where}: the file is damaged.`)
    return importProblem('broken_json', `The JSON in ${this.name} is broken${where}${unexpected ? ` (unexpected “${unexpected}”)` : ''}: the file is damaged. The conversations before that point were imported.`)
  }
}
