import { describe, expect, it } from 'vitest'
import { codeBytes, detachedByName, heapWithoutCode, pickRenderer, v8SpacesByPid } from '../../soak/renderer-probe'
import { balanceHistoryRows, connectionsOn, openFds } from '../../soak/main-probe'
import { checkSaved, expectedAnswer } from '../../soak/chats'
import type { Conversation } from '../../../shared/domain/conversation'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { DATABASE_FILE, openDatabase } from '../../../electron/services/db/open-database'
import { BalanceHistoryStore } from '../../../electron/services/guard/balance-history'
import { useTmpDir } from '../../support/tmp-dir'

describe('renderer V8 spaces', () => {
  const hex = (n: number) => ({ value: n.toString(16) })
  const dump = (pid: number, spaces: Record<string, number>) => ({
    ph: 'v',
    pid,
    args: { dumps: { allocators: Object.fromEntries(Object.entries(spaces).map(([space, n]) => [`v8/main/heap/${space}`, { attrs: { allocated_objects_size: hex(n), size: hex(n * 2) } }])) } },
  })

  it('reads every process’s V8 spaces from a memory-infra trace (allocated bytes, hex) and picks the page by its heap size', () => {
    const trace = {
      traceEvents: [
        dump(10, { old_space: 4_000_000, code_space: 150_000, trusted_space: 400_000 }),
        dump(12, {}),
        dump(11, { old_space: 4_600_000, large_object_space: 330_000, code_space: 1_150_000, trusted_space: 970_000, new_space: 0 }),
        { ph: 'X', pid: 11, name: 'other' },
      ],
    }
    const byPid = v8SpacesByPid(trace)
    expect([...byPid.keys()]).toEqual([10, 11])
    const page = pickRenderer(byPid, 7_100_000)
    expect(page).toEqual({ old_space: 4_600_000, large_object_space: 330_000, code_space: 1_150_000, trusted_space: 970_000, new_space: 0 })
    expect(heapWithoutCode(page!)).toBe(4_930_000)
    expect(codeBytes(page!)).toBe(2_120_000)
  })

  it('no dump, no spaces', () => {
    expect(pickRenderer(v8SpacesByPid({ traceEvents: [] }), 1)).toBeNull()
  })
})

describe('renderer heap snapshot', () => {
  it('counts DOM nodes kept out of the document (detachedness 2) by name', () => {
    const snapshot = {
      snapshot: { meta: { node_fields: ['type', 'name', 'self_size', 'detachedness'], node_types: [['native']] } },
      nodes: [0, 1, 10, 2, 0, 0, 10, 1, 0, 1, 10, 2, 0, 2, 10, 2, 0, 2, 10, 0],
      strings: ['<body>', '<div>', '#text'],
    }
    expect(detachedByName(snapshot)).toEqual({ '<div>': 2, '#text': 1 })
  })
})

describe('main probes', () => {
  it('counts open fds by kind and loopback connections to a port', () => {
    const fds = openFds()
    expect(fds.total).toBeGreaterThan(2)
    expect(Object.values(fds.kinds).reduce((a, b) => a + b)).toBe(fds.total)
    expect(connectionsOn(1)).toBe(0)
  })
})

describe('saved chat check', () => {
  const text = 'How do I handle caching prompts? (question 1)'
  const answer = expectedAnswer(text, 7, null)
  const conversation = (reply: Partial<Conversation['messages'][number]>, maxOutputTokens: number | null = null): Conversation => ({
    id: 'c1',
    title: 't',
    createdAt: '2025-06-16T07:00:00Z',
    updatedAt: '2025-06-16T07:00:00Z',
    params: { model: 'tally-mini', systemPrompt: '', maxOutputTokens, temperature: null },
    kind: 'chat',
    compareModels: [],
    blind: false,
    messages: [
      { id: 'u', role: 'user', content: text, createdAt: '', model: null, status: 'complete', usage: null, error: null, incompleteReason: null, metrics: null, continued: false, column: null, cost: null, endReason: null },
      { id: 'a', role: 'assistant', content: answer, createdAt: '', model: 'tally-mini', status: 'complete', usage: null, error: null, incompleteReason: null, metrics: null, continued: false, column: null, cost: null, endReason: null, ...reply },
    ],
  })
  const sent = (kind: 'normal' | 'cut' | 'stopped' | '429') => ({ kind, text, conversationId: 'c1', column: null })

  it('passes a complete answer saved as the simulator streamed it', () => {
    expect(answer.length).toBeGreaterThan(200)
    expect(checkSaved(sent('normal'), conversation({}), 7)).toEqual([])
  })

  it('reports a complete answer saved short, a partial one not a prefix, a missing conversation', () => {
    expect(checkSaved(sent('normal'), conversation({ content: answer.slice(0, 50) }), 7)[0]).toMatch(/differs/)
    expect(checkSaved(sent('cut'), conversation({ status: 'incomplete', content: 'something else' }), 7)[0]).toMatch(/not what was streamed/)
    expect(checkSaved(sent('cut'), conversation({ status: 'incomplete', content: answer.slice(0, 80) }), 7)).toEqual([])
    expect(checkSaved(sent('stopped'), conversation({ status: 'complete' }), 7)[0]).toMatch(/status complete, expected stopped/)
    expect(checkSaved(sent('normal'), null, 7)[0]).toMatch(/not in the store/)
  })

  it('uses the conversation output limit for the expected answer', () => {
    const long = expectedAnswer(text, 7, 1500)
    expect(checkSaved(sent('normal'), conversation({ content: long }, 1500), 7)).toEqual([])
    expect(checkSaved(sent('normal'), conversation({ content: long }), 7)[0]).toMatch(/differs/)
  })

  it('a 429 must be saved as an error with its status', () => {
    const error = { kind: 'http' as const, status: 429, code: '429', message: 'm', endpoint: 'POST /chat/completions', at: '2025-06-16T07:00:00Z' }
    expect(checkSaved(sent('429'), conversation({ status: 'error', content: '', error }), 7)).toEqual([])
    expect(checkSaved(sent('429'), conversation({ status: 'complete' }), 7).length).toBeGreaterThan(0)
  })
})

describe('balance history rows (#25)', () => {
  const tmp = useTmpDir()

  it('counts the rows of main’s database and those less than an hour old, through a second read-only connection', async () => {
    const dataDir = await tmp()
    const { db } = openDatabase({ dataDir })
    const store = new BalanceHistoryStore(db)
    const t0 = Date.UTC(2025, 5, 16, 7, 0, 0)
    // A reading a minute for three hours, the balance falling each time: the app thins all but the last hour.
    for (let m = 0; m < 180; m++) store.record('acct', { at: t0 + m * 60_000, balance: `${(100 - m / 100).toFixed(2)}0000`, paid: '100.000000', promo: '0.000000', held: '0.000000', debt: '0.000000', allowance: null })
    const reader = new DatabaseSync(join(dataDir, DATABASE_FILE), { readOnly: true })
    try {
      const { rows, recent } = balanceHistoryRows(reader, t0 + 179 * 60_000)
      expect(recent).toBe(60)
      // The two older hours keep about one row per 10-minute bucket, not a row a minute.
      expect(rows - recent).toBeGreaterThanOrEqual(12)
      expect(rows - recent).toBeLessThanOrEqual(24)
    } finally {
      reader.close()
      db.close()
    }
  })
})
