export const DEFAULT_TITLE = 'New chat'
const TITLE_MAX = 60
const PREVIEW_MAX = 120

function collapse(text: string, max: number): string {
  // Only the head matters: never copy or walk a whole 2,000,000-character prompt.
  const start = text.search(/\S/)
  if (start < 0) return ''
  return text.slice(start, start + max * 4).replace(/\s+/g, ' ').trim()
}

/** A conversation title from its first user message: whitespace collapsed, at most ~60 characters. */
export function titleFrom(text: string): string {
  const flat = collapse(text, TITLE_MAX)
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
