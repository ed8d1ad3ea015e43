import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChatMessage } from '../../../shared/domain/conversation'
import { ConversationStore } from '../../../electron/services/chat/conversation-store'
import { SEARCH_CANDIDATES } from '../../../electron/services/chat/message-search'
import { ftsQuery, matcher, snippet } from '../../../electron/services/chat/search-query'
import { openDatabase } from '../../../electron/services/db/open-database'

const params = { model: 'tally-mini', systemPrompt: '', maxOutputTokens: null, temperature: null }
const message = (id: string, content: string): ChatMessage => ({ id, role: 'user', content, createdAt: '2025-01-01T00:00:00.000Z', model: null, status: 'complete', usage: null, error: null, incompleteReason: null, metrics: null, continued: false, column: null, cost: null, endReason: null })

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

  it('a last word of one character is left out after other words (results stay those of the words before), alone it is an exact word', () => {
    expect(ftsQuery('kubernetes l')).toBe('"kubernetes"*')
    expect(ftsQuery('kubernetes la')).toBe('"kubernetes" "la"*')
    expect(ftsQuery('C')).toBe('"C"')
    expect(ftsQuery('é')).toBe('"é"')
  })
})

describe('matcher and snippet', () => {
  it('matches whole words and the last one as a prefix, case and accents folded', () => {
    const m = matcher('Cafe pars')
    expect(['café', 'CAFE', 'parse', 'Parsing', 'pars'].map(m)).toEqual([true, true, true, true, true])
    expect(['cafes', 'spars', 'pa'].map(m)).toEqual([false, false, false])
  })

  it('cuts around the first match, marks every match, and never returns markup', () => {
    const text = `${'lorem ipsum '.repeat(20)}the **Kubernetes** cluster\n\n## latency <b>kubernetes</b> ${'dolor sit '.repeat(40)}`
    const s = snippet(text, matcher('kubernetes'))
    expect(s.text.startsWith('…')).toBe(true)
    expect(s.text.endsWith('…')).toBe(true)
    expect(s.text).not.toMatch(/\*\*|##/)
    expect(s.ranges.map(([a, b]) => s.text.slice(a, b))).toEqual(['Kubernetes', 'kubernetes'])
    expect(s.text).toContain('<b kubernetes</b')
  })

  it('a text with no match (or a short one) starts at its beginning, uncut', () => {
    expect(snippet('short note', matcher('zebra'))).toEqual({ text: 'short note', ranges: [] })
    expect(snippet('Budget for Q3', matcher('budg'))).toEqual({ text: 'Budget for Q3', ranges: [[0, 6]] })
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

})

describe('ranking and bounds', () => {
  it('ranks by bm25: a message about the word comes before one that mentions it once', async () => {
    const d = await mkdtemp(join(tmpdir(), 'tally-rank-'))
    try {
      const s = await ConversationStore.open({ dataDir: d })
      const c = await s.create(params)
      await s.appendMessages(c.id, [
        message('once', `A long note about many things, ${'filler words here '.repeat(30)} and one zebra.`),
        message('many', 'Zebra zebra zebra: zebras and a zebra.'),
      ])
      expect(s.search('zebra').map((h) => h.messageId)).toEqual(['many', 'once'])
    } finally {
      await rm(d, { recursive: true, force: true })
    }
  })

  it('a prefix that starts more words than are expanded one by one still finds them all', async () => {
    const d = await mkdtemp(join(tmpdir(), 'tally-expand-'))
    try {
      const s = await ConversationStore.open({ dataDir: d })
      const c = await s.create(params)
      await s.appendMessages(c.id, Array.from({ length: 80 }, (_, i) => message(`w${i}`, `word zyx${i}q here`)))
      expect(s.search('zyx', 200)).toHaveLength(80)
      expect(s.search('zyx7', 200).map((h) => h.messageId).sort()).toEqual(['w7', ...Array.from({ length: 10 }, (_, i) => `w${70 + i}`)].sort())
    } finally {
      await rm(d, { recursive: true, force: true })
    }
  })

  it(`ranks only the newest ${SEARCH_CANDIDATES} matching messages, so a common word costs no more than a rare one`, async () => {
    const d = await mkdtemp(join(tmpdir(), 'tally-bound-'))
    try {
      const { db } = openDatabase({ dataDir: d })
      const s = ConversationStore.openSync({ db })
      const c = await s.create(params)
      // The oldest message is the best match by far; the newer ones only mention the word.
      await s.appendMessages(c.id, [message('best-but-old', 'quokka quokka quokka quokka')])
      await s.appendMessages(c.id, Array.from({ length: SEARCH_CANDIDATES }, (_, i) => message(`m${i}`, `note ${i}: ${'text '.repeat(40)} quokka`)))
      const hits = s.search('quokka', 200)
      expect(hits).toHaveLength(200)
      expect(hits.map((h) => h.messageId)).not.toContain('best-but-old')
      await s.appendMessages(c.id, [message('best-and-new', 'quokka quokka quokka quokka')])
      expect(s.search('quokka')[0]?.messageId).toBe('best-and-new')
      db.close()
    } finally {
      await rm(d, { recursive: true, force: true })
    }
  })
})
