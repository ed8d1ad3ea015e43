/**
 * A streamdown code-highlighter plugin backed by highlight.js, the highlighter the app uses, so the
 * streamdown baseline highlights code with the same library as our renderer and the comparison is
 * about rendering, not about Shiki (streamdown's own @streamdown/code) versus highlight.js.
 * Like @streamdown/code it caches results by language and code.
 */
import hljs from 'highlight.js/lib/common'
import type { CodeHighlighterPlugin, HighlightResult, HighlightToken } from 'streamdown'

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" }

function unescape(text: string): string {
  return text.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (e) => ENTITIES[e] ?? e)
}

/**
 * highlight.js output (escaped text and nested `<span class="hljs-…">`) as lines of tokens; each
 * token carries the classes of the spans around it, so the app's hljs theme colours it.
 */
export function hljsHtmlToLines(html: string): HighlightToken[][] {
  const lines: HighlightToken[][] = [[]]
  const stack: string[] = []
  const push = (text: string) => {
    const parts = unescape(text).split('\n')
    parts.forEach((part, i) => {
      if (i > 0) lines.push([])
      if (part === '') return
      const line = lines[lines.length - 1] as HighlightToken[]
      line.push(stack.length > 0 ? { content: part, htmlAttrs: { className: stack.join(' ') } } : { content: part })
    })
  }
  const tag = /<span class="([^"]*)">|<\/span>/g
  let last = 0
  for (let m = tag.exec(html); m; m = tag.exec(html)) {
    if (m.index > last) push(html.slice(last, m.index))
    if (m[1] !== undefined) stack.push(m[1])
    else stack.pop()
    last = tag.lastIndex
  }
  if (last < html.length) push(html.slice(last))
  return lines
}

const cache = new Map<string, HighlightResult>()
const CACHE_MAX = 200

export const hljsCodePlugin: CodeHighlighterPlugin = {
  name: 'shiki',
  type: 'code-highlighter',
  getSupportedLanguages: () => hljs.listLanguages(),
  getThemes: () => ['github-light', 'github-dark'],
  supportsLanguage: (language) => Boolean(hljs.getLanguage(language)),
  highlight({ code, language }) {
    const key = `${language}\u0000${code}`
    const hit = cache.get(key)
    if (hit) return hit
    const html = hljs.getLanguage(language) ? hljs.highlight(code, { language, ignoreIllegals: true }).value : hljs.highlightAuto(code).value
    const result: HighlightResult = { tokens: hljsHtmlToLines(html) }
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string)
    cache.set(key, result)
    return result
  },
}
