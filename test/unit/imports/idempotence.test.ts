import { afterEach, describe, expect, it } from 'vitest'
import type { ChatMessage } from '../../../shared/domain/conversation'
import { chatgptExportBytes } from '../../support/imports/generate-chatgpt'
import { fixture, type ImportHarness, makeImportHarness, pieces } from '../../support/imports/import-harness'

let h: ImportHarness
afterEach(async () => {
  await h.close()
})

const count = (sql: string) => (h.db.prepare(sql).get() as { n: number }).n
const conversations = () => count('SELECT count(*) AS n FROM conversations')
const messages = () => count('SELECT count(*) AS n FROM messages')
const tripId = () => h.store.page({ limit: 100 }).items.find((s) => s.title === 'Trip to Lisbon 🇵🇹')?.id ?? ''

/** The ChatGPT fixture after more was said in "Trip to Lisbon", plus one new conversation. */
async function newerExport(): Promise<Uint8Array> {
  const list = JSON.parse(new TextDecoder().decode(await fixture('chatgpt-conversations.json'))) as Record<string, unknown>[]
  const trip = structuredClone(list[0]) as { mapping: Record<string, { children: string[] }>; current_node: string; update_time: number }
  const msg = (id: string, role: string, text: string, at: number) => ({
    id,
    author: { role, name: null, metadata: {} },
    create_time: at,
    content: { content_type: 'text', parts: [text] },
    status: 'finished_successfully',
    metadata: role === 'assistant' ? { model_slug: 'gpt-4o' } : {},
  })
  trip.mapping['u3'] = { id: 'u3', message: msg('u3', 'user', 'And day 3?', 1710300000), parent: 'a2-kids-2', children: ['a3'] } as never
  trip.mapping['a3'] = { id: 'a3', message: msg('a3', 'assistant', 'Day 3: Sintra.', 1710300010), parent: 'u3', children: [] } as never
  trip.mapping['a2-kids-2']?.children.push('u3')
  trip.current_node = 'a3'
  trip.update_time = 1710300010
  const fresh = { ...structuredClone(list[3]), title: 'A new one', conversation_id: 'new-conv', id: 'new-conv' }
  return new TextEncoder().encode(JSON.stringify([trip, list[1], list[2], list[3], fresh]))
}

describe('importing again is idempotent', () => {
  it('the same file adds nothing and says so (0 new, 2 already here)', async () => {
    h = await makeImportHarness()
    const bytes = await fixture('chatgpt-conversations.json')
    await h.importBytes('conversations.json', bytes)
    const before = { conversations: conversations(), messages: messages() }
    const again = await h.importBytes('conversations.json', bytes)
    expect(again).toMatchObject({ phase: 'done', added: 0, updated: 0, alreadyHere: 2, skipped: 2, messagesAdded: 0 })
    expect({ conversations: conversations(), messages: messages() }).toEqual(before)
    // The zip of the same export is the same conversations.
    expect(await h.importBytes('conversations.json', bytes, 333)).toMatchObject({ added: 0, alreadyHere: 2 })
  })

  it('a newer export adds only what is new and updates the conversations that grew; their shown branch follows the export', async () => {
    h = await makeImportHarness()
    await h.importBytes('conversations.json', await fixture('chatgpt-conversations.json'))
    const before = h.store.get(tripId())
    const result = await h.importBytes('conversations.json', await newerExport())
    expect(result).toMatchObject({ phase: 'done', added: 1, updated: 1, alreadyHere: 1, skipped: 2, messagesAdded: 2 + 2 })
    const after = h.store.get(tripId())
    expect(after.messages.map((m) => m.content).slice(-2)).toEqual(['And day 3?', 'Day 3: Sintra.'])
    // The messages that were here are the same messages (same IDs), not copies.
    expect(after.messages.slice(0, before.messages.length).map((m) => m.id)).toEqual(before.messages.map((m) => m.id))
    expect(after.messages).toHaveLength(8)
    expect(h.store.page({ limit: 100 }).items.find((s) => s.id === tripId())).toMatchObject({ messageCount: 8, preview: 'Day 3: Sintra.' })
    expect(await h.importBytes('conversations.json', await newerExport())).toMatchObject({ added: 0, updated: 0, alreadyHere: 3 })
  })

  it('a conversation continued here keeps the branch shown; what the newer export adds is another branch', async () => {
    h = await makeImportHarness()
    await h.importBytes('conversations.json', await fixture('chatgpt-conversations.json'))
    const id = tripId()
    const mine = (mid: string, role: 'user' | 'assistant', content: string): ChatMessage => ({
      id: mid, role, content, createdAt: '2025-01-01T00:00:00.000Z', model: 'tally-mini', status: 'complete', usage: null, error: null, incompleteReason: null, metrics: null, continued: false, column: null, cost: null, endReason: null,
    })
    await h.store.appendMessages(id, [mine('here-q', 'user', 'Asked here'), mine('here-a', 'assistant', 'Answered here')])
    await h.importBytes('conversations.json', await newerExport())
    const after = h.store.get(id)
    expect(after.messages.map((m) => m.id).slice(-2)).toEqual(['here-q', 'here-a'])
    expect(after.siblings?.['here-q']).toHaveLength(2)
    expect(h.store.everyMessage(id).map((m) => m.message.content)).toContain('Day 3: Sintra.')
  })

  it('another account’s export of the same shape is new', async () => {
    h = await makeImportHarness()
    await h.importBytes('a.json', chatgptExportBytes(5, { messagesPer: 4, messageChars: 100 }))
    expect(await h.importBytes('b.json', chatgptExportBytes(5, { messagesPer: 4, messageChars: 100, idPrefix: 'other' }))).toMatchObject({ added: 5, alreadyHere: 0 })
  })
})

describe('cancel halfway', () => {
  it('keeps every batch written, says how many, and importing the file again adds the rest', async () => {
    h = await makeImportHarness({ batchSize: 20 })
    const total = 300
    const bytes = chatgptExportBytes(total, { messagesPer: 6, messageChars: 300 })
    const { importId } = h.service.begin({ fileName: 'conversations.json', size: bytes.length })
    let sent = 0
    for await (const piece of pieces(bytes, 16 * 1024)) {
      if (sent > bytes.length / 2) break
      expect((await h.service.push(importId, piece)).accepted).toBe(true)
      sent += piece.length
    }
    expect(h.service.cancel(importId)).toEqual({ cancelled: true })
    expect(await h.service.push(importId, new Uint8Array(10))).toEqual({ accepted: false })
    const result = await h.service.end(importId)
    expect(result).toMatchObject({ phase: 'cancelled', error: null })
    expect(result.added).toBeGreaterThan(20)
    expect(result.added).toBeLessThan(total)
    expect(result.bytesDone).toBeLessThan(bytes.length)
    // What the summary says is what is here, and every conversation written is whole.
    expect(conversations()).toBe(result.added)
    expect(count('SELECT count(*) AS n FROM conversations c WHERE message_count != (SELECT count(*) FROM messages m WHERE m.conversation_id = c.id AND m.on_path = 1)')).toBe(0)
    expect(count('SELECT count(*) AS n FROM conversations c WHERE message_count != 6')).toBe(0)
    expect(h.events.at(-1)).toMatchObject({ importId, phase: 'cancelled', added: result.added })
    expect(h.events.some((e) => e.phase === 'reading' && e.bytesDone > 0 && e.conversationsRead > 0)).toBe(true)

    const rest = await h.importBytes('conversations.json', bytes, 64 * 1024)
    expect(rest).toMatchObject({ phase: 'done', alreadyHere: result.added, added: total - result.added })
    expect(conversations()).toBe(total)
    expect(h.db.prepare('SELECT status, source FROM imports ORDER BY started_at').all()).toEqual([
      { status: 'cancelled', source: 'chatgpt' },
      { status: 'done', source: 'chatgpt' },
    ])
  })
})
