export const DEFAULT_TITLE = 'New chat'
const TITLE_MAX = 60
const PREVIEW_MAX = 120

function collapse(text: string, max: number): string {
  // Only the head matters: never copy or walk a whole 2,000,000-character prompt.
  const start = text.search(/\S/)
  if (start < 0) return ''
  return text.slice(start, start + max * 4).replace(/\s+/g, ' ').trim()
}

/** An attached file's header as the composer writes it (shared/attachments: `name:` then a fence of 3+ backticks). */
const ATTACHMENT_HEADER = /(^|\n)([^\n`]{1,255}):\n(`{3,})/

/**
 * #39: the person's own words, not an attached file's text: the message up to its first attached
 * file, and the names of the files it starts with when that is all there is. Looks at the head only.
 */
function ownWords(text: string): { words: string; files: string[] } {
  const files: string[] = []
  let rest = text.trimStart()
  for (;;) {
    const head = ATTACHMENT_HEADER.exec(rest.slice(0, 400))
    if (!head) return { words: rest, files }
    if (head.index > 0 || head[1] === '\n') return { words: rest.slice(0, head.index), files }
    files.push(head[2] ?? '')
    const close = rest.indexOf(`\n${head[3]}`, head[0].length)
    if (close < 0) return { words: '', files }
    rest = rest.slice(close + 1 + (head[3]?.length ?? 0)).trimStart()
  }
}

/** A conversation title from its first user message: whitespace collapsed, at most ~60 characters; attached files by their names. */
export function titleFrom(text: string): string {
  const own = ownWords(text)
  const flat = collapse(own.words, TITLE_MAX) || collapse(own.files.join(', '), TITLE_MAX)
  if (flat.length === 0) return DEFAULT_TITLE
  if (flat.length <= TITLE_MAX) return flat
  const cut = flat.slice(0, TITLE_MAX)
  const space = cut.lastIndexOf(' ')
  return `${(space >= TITLE_MAX * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/** A one-line preview of a message for the conversation list. */
export function previewOf(text: string): string {
  const flat = collapse(text, PREVIEW_MAX)
  return flat.length <= PREVIEW_MAX ? flat : `${flat.slice(0, PREVIEW_MAX).trimEnd()}…`
}
