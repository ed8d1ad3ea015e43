import { describe, expect, it } from 'vitest'
import type { ChatMessage, Conversation } from '../../../shared/domain/conversation'
import { Conversation as ConversationSchema } from '../../../shared/domain/conversation'
import { EXPORT_FORMAT, exportConversation, fileSafe } from '../../../electron/services/chat/export'
import { saveFilters } from '../../../electron/main/save-filters'

const AT = new Date('2026-03-02T09:30:00.000Z')
const msg = (patch: Partial<ChatMessage> & Pick<ChatMessage, 'id' | 'role' | 'content'>): ChatMessage => ({
  createdAt: '2026-03-01T10:00:00.000Z',
  model: patch.role === 'assistant' ? 'tally-mini' : null,
  status: 'complete',
  usage: null,
  error: null,
  incompleteReason: null,
  metrics: null,
  continued: false,
  column: null,
  cost: null,
  endReason: null,
  ...patch,
})

const conversation: Conversation = {
  id: 'c1',
  title: 'Trip: plans / budget?',
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:05:00.000Z',
  params: { model: 'tally-mini', systemPrompt: 'Answer with ``` fences', maxOutputTokens: 800, temperature: 0.2 },
  kind: 'chat',
  compareModels: [],
  blind: false,
  messages: [
    msg({ id: 'u1', role: 'user', content: 'How much for **two** nights?' }),
    msg({ id: 'a1', role: 'assistant', content: 'About $240.\n\n| night | cost |\n| - | - |\n| 1 | 120 |', usage: { inputTokens: 12, cachedInputTokens: 0, outputTokens: 30 } }),
    msg({ id: 'u2', role: 'user', content: 'And a third?' }),
    msg({ id: 'a2', role: 'assistant', content: 'A third night would', status: 'incomplete', incompleteReason: 'cut' }),
    msg({ id: 'a3', role: 'assistant', content: '', status: 'error', error: { kind: 'http', status: 502, code: 'bad_gateway', message: 'The service\nfailed.', at: AT.toISOString(), endpoint: 'POST /chat/completions', requestId: 'req_123' } }),
  ],
}

describe('exportConversation', () => {
  it('Markdown: title, settings, system prompt fenced safely, each message under its speaker, unfinished answers marked', () => {
    const { filename, contents } = exportConversation(conversation, 'markdown', AT)
    expect(filename).toBe('Trip plans budget 2026-03-01.md')
    expect(contents).toBe(
      [
        '# Trip: plans / budget?',
        '',
        'Created 2026-03-01T10:00:00.000Z, last changed 2026-03-01T10:05:00.000Z, exported 2026-03-02T09:30:00.000Z. Model: tally-mini. Temperature 0.2. Max output tokens 800.',
        '',
        '## System prompt',
        '',
        '````text',
        'Answer with ``` fences',
        '````',
        '',
        '## You',
        '',
        'How much for **two** nights?',
        '',
        '## Assistant (tally-mini)',
        '',
        'About $240.',
        '',
        '| night | cost |',
        '| - | - |',
        '| 1 | 120 |',
        '',
        '## You',
        '',
        'And a third?',
        '',
        '## Assistant (tally-mini)',
        '',
        '> Incomplete: the stream ended before the answer was finished (cut).',
        '',
        'A third night would',
        '',
        '## Assistant (tally-mini)',
        '',
        '> Failed: The service failed. (request ID req_123)',
        '',
        '',
      ].join('\n').trimEnd() + '\n',
    )
  })

  it('JSON: every stored field in an envelope that names the format, readable back with the app’s schema', () => {
    const { filename, contents } = exportConversation(conversation, 'json', AT)
    expect(filename).toBe('Trip plans budget 2026-03-01.json')
    const parsed = JSON.parse(contents) as { format: string; version: number; exportedAt: string; conversation: unknown }
    expect(parsed).toMatchObject({ format: EXPORT_FORMAT, version: 2, exportedAt: AT.toISOString(), branches: [] })
    expect(ConversationSchema.parse(parsed.conversation)).toEqual(conversation)
  })

  it('compare runs name each answer’s model and column', () => {
    const compare: Conversation = {
      ...conversation,
      kind: 'compare',
      compareModels: ['tally-mini', 'tally-coder'],
      messages: [msg({ id: 'u', role: 'user', content: 'Hi' }), msg({ id: 'a', role: 'assistant', content: 'Hello', model: 'tally-coder', column: 1 })],
    }
    const { contents } = exportConversation(compare, 'markdown', AT)
    expect(contents).toContain('Compare run: tally-mini, tally-coder.')
    expect(contents).toContain('## Assistant (tally-coder, column 2)')
  })

  it('file names are safe on every platform', () => {
    expect(fileSafe('a/b\\c:d*e?f"g<h>i|j\u0000k')).toBe('a b c d e f g h i j k')
    expect(fileSafe('...hidden')).toBe('hidden')
    expect(fileSafe('   ')).toBe('Conversation')
    expect(fileSafe('x'.repeat(300))).toHaveLength(80)
  })
})

describe('HTML export: one self-contained file', () => {
  const hostile: Conversation = {
    ...conversation,
    title: '<img src=x onerror=alert(1)> "Trip" & \'co\'',
    params: { ...conversation.params, systemPrompt: '</style><script>steal()</script>' },
    messages: [
      msg({ id: 'u', role: 'user', content: 'See <a href="https://evil.example/x">this</a> and ![img](https://evil.example/pixel.png)\n\n<iframe src="//evil.example"></iframe>' }),
      msg({ id: 'a', role: 'assistant', content: 'Code:\n\n```html\n<script src="https://cdn.example/x.js"></script>\n```\n\nAfter `code`.\n\n<style>@import url(https://evil.example/a.css)</style>', usage: { inputTokens: 3, cachedInputTokens: 0, outputTokens: 4 } }),
    ],
  }
  const { filename, contents } = exportConversation(hostile, 'html', AT, [{ ...msg({ id: 'x', role: 'assistant', content: 'other' }), parentId: 'u' }])

  it('has no script, loads nothing from anywhere, and escapes every message, the title and the system prompt', () => {
    expect(filename).toBe('img src=x onerror=alert(1) Trip & \'co\' 2026-03-01.html')
    expect(contents.startsWith('<!doctype html>')).toBe(true)
    expect(contents).not.toMatch(/<script/i)
    expect(contents).not.toMatch(/<(img|iframe|link|a|object|embed|video|audio|source)\b/i)
    // No tag carries a source or link (the text may mention one: its "<" is escaped, so it is no tag).
    expect(contents).not.toMatch(/<[^>]*\b(src|href|action|srcset)\s*=/i)
    // The one style sheet is the app's: it loads nothing.
    const style = /<style>([\s\S]*?)<\/style>/.exec(contents)?.[1] ?? ''
    expect(style).not.toMatch(/url\(|@import|https?:/i)
    expect(contents).toContain('&#60;style&#62;@import url(https://evil.example/a.css)&#60;/style&#62;')
    expect(contents).not.toContain('</style><script>')
    // What the person wrote is all there, as text.
    expect(contents).toContain('&#60;script&#62;steal()&#60;/script&#62;')
    expect(contents).toContain('&#60;img src=x onerror=alert(1)&#62; &#34;Trip&#34; &#38; &#39;co&#39;')
    expect(contents).toContain('See &#60;a href=&#34;https://evil.example/x&#34;&#62;this&#60;/a&#62;')
    expect(contents).toContain('<pre><code>&#60;script src=&#34;https://cdn.example/x.js&#34;&#62;&#60;/script&#62;</code></pre>')
    expect(contents).toContain('One message on another branch is not shown here')
  })

  it('keeps its styles inline and forbids scripts and loads by its own policy', () => {
    expect(contents).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">`)
    expect(contents.match(/<style>/g)).toHaveLength(1)
    expect(contents).toContain('<h2>You<span>2026-03-01 10:00 UTC</span></h2>')
    expect(contents).toContain('<h2>tally-mini<span>2026-03-01 10:00 UTC · 3 in, 4 out</span></h2>')
  })
})

describe('an answer\'s tokens in the exports come from its cost record (#33)', () => {
  const counted = { source: 'counted' as const, inputTokens: 1234, cachedInputTokens: 0, outputTokens: 56, cost: '0.0004', fromBill: false }
  const cut = msg({ id: 'a', role: 'assistant', content: 'A third night would', status: 'incomplete', incompleteReason: 'cut', cost: counted })
  const withCut = { ...conversation, messages: [msg({ id: 'u', role: 'user', content: 'And a third?' }), cut] }

  it('Markdown and HTML say the tokens counted here when the stream reported none', () => {
    expect(exportConversation(withCut, 'markdown', AT).contents).toContain('> Incomplete: the stream ended before the answer was finished (cut). Tokens: 1234 in, 56 out (counted here).')
    expect(exportConversation(withCut, 'html', AT).contents).toContain('UTC · incomplete · 1234 in, 56 out (counted here)</span>')
  })

  it('the service\'s own figures say nothing more; an answer with neither says no tokens', () => {
    const billed = { ...withCut, messages: [withCut.messages[0]!, { ...cut, cost: { ...counted, source: 'billed' as const } }] }
    expect(exportConversation(billed, 'html', AT).contents).toContain('UTC · incomplete · 1234 in, 56 out</span>')
    const none = { ...withCut, messages: [withCut.messages[0]!, { ...cut, cost: null }] }
    expect(exportConversation(none, 'markdown', AT).contents).toContain('> Incomplete: the stream ended before the answer was finished (cut).\n')
  })
})

describe('saveFilters', () => {
  it('offers the file type of the suggested name', () => {
    expect(saveFilters('usage.csv')).toEqual([{ name: 'CSV', extensions: ['csv'] }])
    expect(saveFilters('Trip 2026-03-01.md')).toEqual([{ name: 'Markdown', extensions: ['md'] }])
    expect(saveFilters('Trip.json')).toEqual([{ name: 'JSON', extensions: ['json'] }])
    expect(saveFilters('Trip.html')).toEqual([{ name: 'HTML page', extensions: ['html'] }])
    expect(saveFilters('All.zip')).toEqual([{ name: 'Zip archive', extensions: ['zip'] }])
    expect(saveFilters('notes')).toEqual([])
  })
})
