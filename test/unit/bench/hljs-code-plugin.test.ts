import { describe, expect, it } from 'vitest'
import { hljsCodePlugin, hljsHtmlToLines } from '../../bench/pages/hljs-code-plugin'

describe('the streamdown baseline’s highlight.js plugin', () => {
  it('turns highlight.js HTML into lines of tokens carrying the classes of their spans', () => {
    expect(hljsHtmlToLines('<span class="hljs-keyword">const</span> a = <span class="hljs-string">&#x27;x&lt;y&#x27;</span>\n<span class="hljs-title function_">f</span>()')).toEqual([
      [{ content: 'const', htmlAttrs: { className: 'hljs-keyword' } }, { content: ' a = ' }, { content: "'x<y'", htmlAttrs: { className: 'hljs-string' } }],
      [{ content: 'f', htmlAttrs: { className: 'hljs-title function_' } }, { content: '()' }],
    ])
  })

  it('keeps nested spans’ classes and a span that crosses lines on both lines', () => {
    expect(hljsHtmlToLines('<span class="hljs-comment">/* a\nb <span class="hljs-doctag">@x</span> */</span>')).toEqual([
      [{ content: '/* a', htmlAttrs: { className: 'hljs-comment' } }],
      [{ content: 'b ', htmlAttrs: { className: 'hljs-comment' } }, { content: '@x', htmlAttrs: { className: 'hljs-comment hljs-doctag' } }, { content: ' */', htmlAttrs: { className: 'hljs-comment' } }],
    ])
  })

  it('highlights the answer’s TypeScript with the same text it was given', () => {
    const code = "const steps = ['a', 'b']\nfor (const step of steps) console.log(step)"
    const result = hljsCodePlugin.highlight({ code, language: 'ts', themes: ['github-light', 'github-dark'] })
    expect(result?.tokens.map((line) => line.map((t) => t.content).join('')).join('\n')).toBe(code)
    expect(result?.tokens[0]?.[0]).toEqual({ content: 'const', htmlAttrs: { className: 'hljs-keyword' } })
    expect(hljsCodePlugin.supportsLanguage('ts')).toBe(true)
  })
})
