import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChatMessage } from '../../../shared/domain/conversation'
import { ConversationStore } from '../../../electron/services/chat/conversation-store'
import { ftsQuery, splitMarks } from '../../../electron/services/chat/search-query'

const params = { model: 'tally-mini', systemPrompt: '', maxOutputTokens: null, temperature: null }
const message = (id: string, content: string): ChatMessage => ({ id, role: 'user', content, createdAt: '2025-01-01T00:00:00.000Z', model: null, status: 'complete', usage: null, error: null, incompleteReason: null, metrics: null, continued: false, column: null })

let dir: string
let store: ConversationStore
let ids: { budget: string; regex: string; café: string }
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tally-search-'))
  store = await ConversationStore.open({ dataDir: dir })
  const a = await store.create(params)
  await store.rename(a.id, 'Budget for Q3')
  const b = await store.create(params)
  await store.appendMessages(b.id, [message('b1', 'How do I parse (a+b)* in a regex? Parsing is hard.'), message('b2', 'Use a parser generator.')])
  const c = await store.create(params)
  await store.appendMessages(c.id, [message('c1', 'The café budget is fine, says "NEAR" the OR gate')])
  ids = { budget: a.id, regex: b.id, café: c.id }
})
afterAll(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('ftsQuery', () => {
  it('quotes every word and makes the last a prefix; no words → null', () => {
    expect(ftsQuery('pars')).toBe('"pars"*')
    expect(ftsQuery('  "unbalanced  NEAR(a b) -x* OR :col ')).toBe('"unbalanced" "NEAR" "a" "b" "x" "OR" "col"*')
    expect(ftsQuery('')).toBeNull()
    expect(ftsQuery('"*-():^')).toBeNull()
    expect(ftsQuery('word '.repeat(10_000))?.split(' ')).toHaveLength(16)
  })
})

describe('ConversationStore.search (FTS5)', () => {
  it('finds titles and message text by prefix, with the message ID and a marked snippet', () => {
    const hits = store.search('pars')
    expect(hits.map((h) => h.messageId).sort()).toEqual(['b1', 'b2'])
    const b1 = hits.find((h) => h.messageId === 'b1')
    expect(b1?.conversationId).toBe(ids.regex)
    const marked = b1?.snippet.ranges.map(([s, e]) => b1.snippet.text.slice(s, e))
    expect(marked).toEqual(['parse', 'Parsing'])
    expect(store.search('budget').map((h) => [h.conversationId, h.messageId])).toEqual([
      [ids.budget, null],
      [ids.café, 'c1'],
    ])
    expect(store.search('cafe')[0]?.messageId).toBe('c1')
  })

  it.each(['"', '""', '"unbalanced', '*', 'a*', '-budget', 'NEAR', 'NEAR(budget gate)', 'budget OR', 'AND', 'NOT budget', '(budget', 'budget)', 'col:budget', ':', '^budget', '   ', '', 'x'.repeat(100_000), '\u0000\u0002\u0003'])(
    'hostile input %j never raises',
    (input) => {
      expect(() => store.search(input)).not.toThrow()
    },
  )

  it('operators typed by the user are words, not syntax', () => {
    expect(store.search('NEAR').map((h) => h.messageId)).toEqual(['c1'])
    expect(store.search('"OR gate').map((h) => h.messageId)).toEqual(['c1'])
    expect(store.search('-budget').length).toBe(2)
  })

  it('property: any string is searchable without an error', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        expect(Array.isArray(store.search(s))).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it('splitMarks turns marks into ranges, never HTML', () => {
    expect(splitMarks('a \u0002b<i>\u0003 c')).toEqual({ text: 'a b<i> c', ranges: [[2, 6]] })
  })
})
