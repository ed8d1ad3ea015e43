import type { HLJSApi } from 'highlight.js'
import { useEffect, useState } from 'react'

/** highlight.js is loaded only when the first code block is shown. */
let loaded: HLJSApi | null = null
let loading: Promise<HLJSApi | null> | null = null

/** Longer code is shown unhighlighted: highlighting it would block the window. */
export const HIGHLIGHT_MAX_CHARS = 100_000
const AUTO_DETECT_MAX_CHARS = 5_000

export function loadHighlighter(): Promise<HLJSApi | null> {
  loading ??= import('highlight.js/lib/common').then(
    (module) => (loaded = module.default),
    () => null,
  )
  return loading
}

/** The highlighter once loaded (null until then); `enabled` starts loading it. */
export function useHighlighter(enabled: boolean): HLJSApi | null {
  const [hljs, setHljs] = useState<HLJSApi | null>(loaded)
  useEffect(() => {
    if (!enabled || hljs) return
    let alive = true
    void loadHighlighter().then((api) => alive && setHljs(api))
    return () => {
      alive = false
    }
  }, [enabled, hljs])
  return hljs
}

/** Highlighted HTML (highlight.js escapes the code), or null to show the plain code. */
export function highlightCode(hljs: HLJSApi, code: string, language: string | null): { html: string; language: string | null } | null {
  if (code.length > HIGHLIGHT_MAX_CHARS) return null
  try {
    if (language && hljs.getLanguage(language)) return { html: hljs.highlight(code, { language, ignoreIllegals: true }).value, language }
    if (!language && code.length <= AUTO_DETECT_MAX_CHARS) {
      const result = hljs.highlightAuto(code)
      return result.relevance >= 5 ? { html: result.value, language: result.language ?? null } : null
    }
  } catch {
    return null
  }
  return null
}
