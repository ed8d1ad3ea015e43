const MAX_TERMS = 16
const MAX_TERM_LENGTH = 64

/**
 * User text → a plain FTS5 query: words (letters and digits) each quoted as a phrase, the last one
 * a prefix (matches as the user types). FTS syntax the user typed (quotes, `*`, `-`, NEAR, AND/OR/NOT,
 * parentheses, `:`) is never syntax here. Null when there is no word to look for.
 */
export function ftsQuery(text: string): string | null {
  const words = (text.slice(0, 2000).match(/[\p{L}\p{N}_]+/gu) ?? []).slice(0, MAX_TERMS).map((w) => w.slice(0, MAX_TERM_LENGTH))
  if (words.length === 0) return null
  return words.map((w, i) => `"${w}"${i === words.length - 1 ? '*' : ''}`).join(' ')
}

/** Marks snippet() puts around matches: control characters no message text is searched for. */
export const MARK_OPEN = '\u0002'
export const MARK_CLOSE = '\u0003'

/** A snippet with marks → plain text plus the [start, end) ranges of the matches (never HTML). */
export function splitMarks(marked: string): { text: string; ranges: [number, number][] } {
  let text = ''
  const ranges: [number, number][] = []
  let open = -1
  for (const ch of marked) {
    if (ch === MARK_OPEN) open = text.length
    else if (ch === MARK_CLOSE) {
      if (open >= 0 && text.length > open) ranges.push([open, text.length])
      open = -1
    } else text += ch
  }
  return { text, ranges }
}
