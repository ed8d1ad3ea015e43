/**
 * Splits markdown into top-level blocks so a streaming answer can be rendered block by block:
 * finished blocks never change (they are memoized), only the last, growing one re-renders.
 *
 * A block ends at a blank line, except
 * - inside a fenced code block (``` or ~~~), which is never split, even when it is unclosed;
 * - when the next non-blank line is indented (a list item's next paragraph, an indented code block).
 * A block is "finished" only once the next block has started, so its text can no longer change
 * when more text arrives. CRLF and lone CR line endings are handled like LF.
 */
export interface Blocks {
  /** The text these blocks were split from. */
  readonly source: string
  /** Blocks that can no longer change. */
  readonly done: readonly string[]
  /** The last block: still growing while streaming ('' when there is none yet). */
  readonly tail: string
  /** Where the tail starts in `source` (scanning resumes there when text is appended). */
  readonly tailStart: number
}

interface Fence {
  char: '`' | '~'
  length: number
}

const OPENING_FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/
const CLOSING_FENCE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/

function openingFence(line: string): Fence | null {
  const match = OPENING_FENCE.exec(line)
  const marks = match?.[1]
  if (!match || marks === undefined) return null
  const char = marks[0] === '~' ? '~' : '`'
  // A backtick fence's info string cannot contain backticks.
  if (char === '`' && (match[2] ?? '').includes('`')) return null
  return { char, length: marks.length }
}

function closesFence(line: string, fence: Fence): boolean {
  const marks = CLOSING_FENCE.exec(line)?.[1]
  return marks !== undefined && marks[0] === fence.char && marks.length >= fence.length
}

function isBlank(line: string): boolean {
  return line.trim().length === 0
}

/** Index of the next line break at or after `from` (\n, \r\n or a lone \r), or -1. */
function nextBreak(text: string, from: number): number {
  for (let i = from; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (c === 10 || c === 13) return i
  }
  return -1
}

/** Scans `text` from `from` (a block start, outside any fence); appends finished blocks to `done`. */
function scan(text: string, from: number, done: string[]): { tail: string; tailStart: number } {
  let blockStart = -1
  let blockEnd = from
  let fence: Fence | null = null
  let blankSeen = false
  let pos = from
  while (pos < text.length) {
    const lineBreak = nextBreak(text, pos)
    const lineEnd = lineBreak === -1 ? text.length : lineBreak
    const line = text.slice(pos, lineEnd)
    if (fence) {
      if (closesFence(line, fence)) fence = null
      blockEnd = lineEnd
    } else if (isBlank(line)) {
      if (blockStart !== -1) blankSeen = true
    } else {
      if (blockStart === -1) {
        blockStart = pos
      } else if (blankSeen && !/^[ \t]/.test(line)) {
        done.push(text.slice(blockStart, blockEnd))
        blockStart = pos
      }
      blankSeen = false
      blockEnd = lineEnd
      fence = openingFence(line)
    }
    if (lineBreak === -1) break
    pos = lineBreak + (text.charCodeAt(lineBreak) === 13 && text.charCodeAt(lineBreak + 1) === 10 ? 2 : 1)
    // A lone \r at the very end may be the first half of \r\n: it is handled on the next scan.
  }
  if (blockStart === -1) return { tail: '', tailStart: from }
  return { tail: text.slice(blockStart, blockEnd), tailStart: blockStart }
}

/**
 * Splits `text` into blocks. Given the previous result for a prefix of `text` (the usual case
 * while streaming), only the tail is scanned again, so each update costs O(new text + tail).
 */
export function splitBlocks(text: string, previous?: Blocks): Blocks {
  if (previous && text.length >= previous.source.length && text.startsWith(previous.source)) {
    if (text.length === previous.source.length) return previous
    const finished: string[] = []
    const { tail, tailStart } = scan(text, previous.tailStart, finished)
    // Most updates finish no block: the same `done` array is kept (no copy).
    const done = finished.length === 0 ? previous.done : [...previous.done, ...finished]
    return { source: text, done, tail, tailStart }
  }
  const done: string[] = []
  const { tail, tailStart } = scan(text, 0, done)
  return { source: text, done, tail, tailStart }
}

/** All blocks, finished ones and the tail (for a message that is no longer streaming). */
export function allBlocks(blocks: Blocks): string[] {
  return blocks.tail ? [...blocks.done, blocks.tail] : [...blocks.done]
}

/** Remembers the last split so a growing text is split incrementally (one per rendered message). */
export class BlockSplitter {
  private last: Blocks | undefined

  split(text: string): Blocks {
    this.last = splitBlocks(text, this.last)
    return this.last
  }
}
