import type { Element, ElementContent } from 'hast'
import { createContext, memo, useContext, useMemo, useState } from 'react'
import Markdown, { type Components } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import { openExternal } from '../../queries/app'
import { t } from '../../i18n'
import { BlockSplitter } from './blocks'
import { useHighlighter, highlightCode } from './highlight'
import { repairTail } from './repair-tail'
import { useCopy } from '../../components/clipboard'

/** A growing last block longer than this is shown as plain text until the answer ends. */
export const PLAIN_TAIL_CHARS = 6_000

const REMARK_PLUGINS = [remarkGfm]

/** True inside the block that is still growing: no highlighting there (it would redo it every frame). */
const LiveBlock = createContext(false)

function textOf(node: Element | ElementContent): string {
  if (node.type === 'text') return node.value
  if (node.type === 'element') return node.children.map(textOf).join('')
  return ''
}

function languageOf(node: Element | undefined): string | null {
  const classes: unknown = node?.properties.className
  const list: unknown[] = Array.isArray(classes) ? classes : typeof classes === 'string' ? classes.split(' ') : []
  for (const name of list) {
    if (typeof name === 'string' && name.startsWith('language-')) return name.slice('language-'.length) || null
  }
  return null
}

function CodeBlock({ code, language }: { code: string; language: string | null }) {
  const live = useContext(LiveBlock)
  const hljs = useHighlighter(!live)
  const highlighted = useMemo(() => (hljs && !live ? highlightCode(hljs, code, language) : null), [hljs, live, code, language])
  const [copied, copy] = useCopy()
  const shownLanguage = language ?? highlighted?.language ?? null
  return (
    <div className="code-block">
      <div className="code-head">
        <span className="code-lang">{shownLanguage ?? t('chat.code')}</span>
        <button type="button" className="btn-ghost btn-small" onClick={() => copy(code)} aria-label={copied ? t('chat.codeCopied') : t('chat.copyCode')}>
          {copied ? t('chat.copied') : t('chat.copyCode')}
        </button>
      </div>
      <pre>
        {highlighted ? (
          // highlight.js escapes the code; its output is only spans with classes.
          <code className="hljs" dangerouslySetInnerHTML={{ __html: highlighted.html }} />
        ) : (
          <code className="hljs">{code}</code>
        )}
      </pre>
    </div>
  )
}

function safeExternal(href: string | undefined): string | null {
  if (!href) return null
  try {
    const url = new URL(href)
    return url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'mailto:' ? url.href : null
  } catch {
    return null
  }
}

const COMPONENTS: Components = {
  pre: ({ node }) => {
    const code = node?.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code')
    const text = code ? textOf(code) : node ? textOf(node) : ''
    return <CodeBlock code={text.endsWith('\n') ? text.slice(0, -1) : text} language={languageOf(code)} />
  },
  // Links open in the system browser, never inside the app window.
  a: ({ href, children }) => {
    const url = safeExternal(href)
    return (
      <a
        href={url ?? undefined}
        title={url ?? href}
        onClick={(event) => {
          event.preventDefault()
          if (url) openExternal(url)
        }}
      >
        {children}
      </a>
    )
  },
  // The renderer loads nothing from the network: show an image as its link.
  img: ({ src, alt }) => {
    const url = typeof src === 'string' ? safeExternal(src) : null
    return (
      <a
        href={url ?? undefined}
        className="md-image-link"
        onClick={(event) => {
          event.preventDefault()
          if (url) openExternal(url)
        }}
      >
        [image{alt ? `: ${alt}` : ''}]
      </a>
    )
  },
  table: ({ children }) => (
    <div className="md-table-wrap">
      <table>{children}</table>
    </div>
  ),
}

/** One markdown block; memoized, so a finished block renders once. */
export const MarkdownBlock = memo(function MarkdownBlock({ text, live }: { text: string; live: boolean }) {
  return (
    // A finished block off screen skips style, layout and paint (content-visibility in chat.css).
    <div className={live ? 'md-block md-block-live' : 'md-block'}>
      <LiveBlock.Provider value={live}>
        <Markdown remarkPlugins={REMARK_PLUGINS} components={COMPONENTS}>
          {text}
        </Markdown>
      </LiveBlock.Provider>
    </div>
  )
})

/**
 * A message's markdown, block by block. While streaming only the last block re-renders, with its
 * unfinished inline markup closed (repair-tail.ts); a very long last block is plain text until the
 * answer ends.
 */
export function MessageMarkdown({ text, streaming }: { text: string; streaming: boolean }) {
  const [splitter] = useState(() => new BlockSplitter())
  const blocks = useMemo(() => splitter.split(text), [splitter, text])
  const tailIndex = blocks.done.length
  const plainTail = streaming && blocks.tail.length > PLAIN_TAIL_CHARS
  // While streaming, unfinished inline markup at the end is shown closed (`**bold te` in bold).
  const shownTail = useMemo(() => (streaming && !plainTail ? repairTail(blocks.tail) : blocks.tail), [streaming, plainTail, blocks.tail])
  return (
    <div className="md" dir="auto">
      {blocks.done.map((block, index) => (
        <MarkdownBlock key={index} text={block} live={false} />
      ))}
      {blocks.tail &&
        (plainTail ? (
          <pre key={tailIndex} className="md-plain-tail">
            {blocks.tail}
          </pre>
        ) : (
          <MarkdownBlock key={tailIndex} text={shownTail} live={streaming} />
        ))}
      {streaming && <span className="stream-caret" aria-hidden="true" />}
    </div>
  )
}
