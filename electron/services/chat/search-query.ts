const MAX_TERMS = 16
const MAX_TERM_LENGTH = 64

/** The words of what the user typed (letters and digits), at most 16 of 64 characters. */
function wordsOf(text: string): string[] {
  return (text.slice(0, 2000).match(/[\p{L}\p{N}_]+/gu) ?? []).slice(0, MAX_TERMS).map((w) => w.slice(0, MAX_TERM_LENGTH))
}

/**
 * User text → a plain FTS5 query: words (letters and digits) each quoted as a phrase, the last one
 * a prefix (matches as the user types). FTS syntax the user typed (quotes, `*`, `-`, NEAR, AND/OR/NOT,
 * parentheses, `:`) is never syntax here. Null when there is no word to look for.
 *
 * A last word of one character is not a prefix (the index holds 2- and 3-character prefixes;
 * "k*" would expand to every term starting with k): after other words it is left out until the
 * next character, alone it is an exact word ("C", "R").
 */
export function ftsQuery(text: string): string | null {
  let words = wordsOf(text)
  if (words.length > 1 && [...(words.at(-1) ?? '')].length < 2) words = words.slice(0, -1)
  if (words.length === 0) return null
  const prefix = [...(words.at(-1) ?? '')].length >= 2
  return words.map((w, i) => `"${w}"${prefix && i === words.length - 1 ? '*' : ''}`).join(' ')
}

/**
 * The query as index terms (case and accents folded as the tokenizer does): whole words, and the
 * last word as a prefix when `ftsQuery` makes it one. Null when there is no word.
 */
export function queryTerms(text: string): { exact: string[]; prefix: string | null } | null {
  const fts = ftsQuery(text)
  if (fts === null) return null
  const parts = [...fts.matchAll(/"([^"]*)"(\*?)/g)].map((m) => ({ tokens: fold(m[1] ?? '').split(/[^\p{L}\p{N}]+/u).filter(Boolean), prefix: m[2] === '*' }))
  const last = parts.at(-1)
  const prefix = last?.prefix ? (last.tokens.at(-1) ?? null) : null
  const exact = parts.flatMap((p, i) => (prefix !== null && i === parts.length - 1 ? p.tokens.slice(0, -1) : p.tokens))
  return { exact: [...new Set(exact)], prefix }
}

/** Case and diacritics folded as the index's tokenizer does (unicode61, remove_diacritics 2). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/**
 * Which words of a text match the query: the tokens (runs of letters and digits) equal to one of
 * its words, or starting with the last one when that is a prefix. Mirrors `ftsQuery`.
 */
export function matcher(query: string): (token: string) => boolean {
  const terms = queryTerms(query)
  const exact = new Set(terms?.exact ?? [])
  const prefix = terms?.prefix ?? null
  return (token) => {
    const t = fold(token)
    return exact.has(t) || (prefix !== null && t.startsWith(prefix))
  }
}

const TOKEN = /[\p{L}\p{N}\p{M}]+/gu
/** Characters of context kept before the first match, and the snippet's length. */
const LEAD = 60
const LENGTH = 220

/**
 * A snippet of `text` around its first match: plain text (markdown punctuation and line breaks as
 * spaces), "…" where it was cut, and the [start, end) ranges of every matching word in it.
 */
export function snippet(text: string, matches: (token: string) => boolean): { text: string; ranges: [number, number][] } {
  let first = -1
  for (const m of text.matchAll(TOKEN)) {
    if (matches(m[0])) {
      first = m.index
      break
    }
  }
  const start = first <= LEAD ? 0 : text.lastIndexOf(' ', first - LEAD) + 1 || first - LEAD
  let end = Math.min(text.length, start + LENGTH)
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end)
    if (space > start + LENGTH / 2) end = space
  }
  const cut = text.slice(start, end).replace(/[\s#*_`>|~]/g, ' ')
  const before = start > 0 ? '…' : ''
  const ranges: [number, number][] = []
  for (const m of cut.matchAll(TOKEN)) if (matches(m[0])) ranges.push([before.length + m.index, before.length + m.index + m[0].length])
  return { text: `${before}${cut}${end < text.length ? '…' : ''}`, ranges }
}
