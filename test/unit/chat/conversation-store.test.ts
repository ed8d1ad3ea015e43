import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ChatMessage, ChatParams } from '../../../shared/domain/conversation'
import { ConversationStore } from '../../../electron/services/chat/conversation-store'
import { openDatabase } from '../../../electron/services/db/open-database'

const params: ChatParams = { model: 'tally-mini', systemPrompt: '', maxOutputTokens: null, temperature: null }
let dir: string
let tick = 0
const now = (): Date => new Date(Date.UTC(2025, 0, 1, 0, 0, tick++))
/** Each reading is a second later. */
const clock = { now: () => now().getTime() }

function message(id: string, role: 'user' | 'assistant', content: string, status: ChatMessage['status'] = 'complete'): ChatMessage {
  return { id, role, content, createdAt: now().toISOString(), model: params.model, status, usage: null, error: null, incompleteReason: null, metrics: null, continued: false, column: null, cost: null, endReason: null }
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tally-chats-'))
  tick = 0
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('ConversationStore', () => {
  it('creates, gets, renames, updates params and deletes', async () => {
    const store = await ConversationStore.open({ dataDir: dir, clock })
    const created = await store.create(params)
    expect(created).toMatchObject({ title: 'New chat', messages: [], params })
    expect(store.get(created.id)).toEqual(created)

    const renamed = await store.rename(created.id, '  Trip   plans ')
    expect(renamed.title).toBe('Trip plans')
    const updated = await store.updateParams(created.id, { ...params, model: 'tally-large', temperature: 0.3 })
    expect(updated.params).toMatchObject({ model: 'tally-large', temperature: 0.3 })
    expect(updated.updatedAt > created.updatedAt).toBe(true)

    expect(await store.delete(created.id)).toBe(true)
    expect(await store.delete(created.id)).toBe(false)
    expect(() => store.get(created.id)).toThrow(/No conversation/)
  })

  it('returns copies: changing a result does not change the store', async () => {
    const store = await ConversationStore.open({ dataDir: dir, clock })
    const c = await store.create(params)
    c.title = 'changed'
    c.messages.push(message('x', 'user', 'hi'))
    expect(store.get(c.id)).toMatchObject({ title: 'New chat', messages: [] })
  })

  it('lists newest first with message count, model and a preview', async () => {
    const store = await ConversationStore.open({ dataDir: dir, clock })
    const a = await store.create(params)
    const b = await store.create({ ...params, model: 'tally-nano' })
    await store.update(a.id, (c) => c.messages.push(message('m1', 'user', 'Hello\n\n  world'), message('m2', 'assistant', 'Hi there')))
    const list = store.page().items
    expect(list.map((s) => s.id)).toEqual([a.id, b.id])
    expect(list[0]).toMatchObject({ messageCount: 2, model: 'tally-mini', preview: 'Hi there' })
    expect(list[1]).toMatchObject({ messageCount: 0, model: 'tally-nano', preview: '' })
  })

  it('pages the list newest first, 50 at a time by default, each conversation exactly once', async () => {
    const store = await ConversationStore.open({ dataDir: dir, clock })
    const ids: string[] = []
    for (let i = 0; i < 120; i++) ids.push((await store.create(params)).id)
    const newestFirst = [...ids].reverse()
    const first = store.page()
    expect(first.items.map((s) => s.id)).toEqual(newestFirst.slice(0, 50))
    const second = store.page({ cursor: first.nextCursor })
    expect(second.items.map((s) => s.id)).toEqual(newestFirst.slice(50, 100))
    const third = store.page({ cursor: second.nextCursor })
    expect(third.items.map((s) => s.id)).toEqual(newestFirst.slice(100))
    expect(third.nextCursor).toBeNull()
    expect(store.page({ limit: 120 }).nextCursor).toBeNull()
    expect(store.page({ limit: 119 }).nextCursor).not.toBeNull()
  })

  it('pages stay consistent when conversations share an update time (ties broken by ID)', async () => {
    const store = await ConversationStore.open({ dataDir: dir, clock: { now: () => Date.UTC(2025, 0, 1) } })
    for (let i = 0; i < 7; i++) await store.create(params)
    const seen: string[] = []
    let cursor: string | null = null
    do {
      const page = store.page({ cursor, limit: 3 })
      seen.push(...page.items.map((s) => s.id))
      cursor = page.nextCursor
    } while (cursor !== null)
    expect(seen).toHaveLength(7)
    expect(new Set(seen).size).toBe(7)
  })

  it('a conversation touched while paging moves to the first page; later pages do not repeat it', async () => {
    const store = await ConversationStore.open({ dataDir: dir, clock })
    const ids: string[] = []
    for (let i = 0; i < 6; i++) ids.push((await store.create(params)).id)
    const first = store.page({ limit: 3 })
    await store.rename(ids[0] as string, 'Oldest, now newest')
    const rest = store.page({ cursor: first.nextCursor, limit: 3 })
    expect(rest.items.map((s) => s.id)).toEqual([ids[2], ids[1]])
    expect(store.page({ limit: 1 }).items[0]?.title).toBe('Oldest, now newest')
  })

  it('an unreadable cursor is an input error, never a query', async () => {
    const store = await ConversationStore.open({ dataDir: dir, clock })
    for (const cursor of ['', 'not json', '[1,2]', '{"a":1}', "'); DROP TABLE conversations; --"]) {
      expect(() => store.page({ cursor })).toThrow(expect.objectContaining({ error: expect.objectContaining({ code: 'invalid_cursor', kind: 'input' }) }))
    }
    expect(store.page().items).toEqual([])
  })

  it('answerFigures reads every finished answer, not user messages or ones still streaming', async () => {
    const store = await ConversationStore.open({ dataDir: dir, clock })
    const c = await store.create(params)
    await store.appendMessages(c.id, [
      message('u', 'user', 'q'),
      { ...message('a', 'assistant', 'done'), metrics: { ttftMs: 5, outputTokensPerSec: 12.5, totalMs: 40 } },
      message('b', 'assistant', 'cut', 'incomplete'),
    ])
    expect([...store.answerFigures()]).toEqual([
      { role: 'assistant', model: 'tally-mini', status: 'complete', metrics: { ttftMs: 5, outputTokensPerSec: 12.5, totalMs: 40 } },
      { role: 'assistant', model: 'tally-mini', status: 'incomplete', metrics: null },
    ])
  })

  it('keeps everything across instances', async () => {
    const store = await ConversationStore.open({ dataDir: dir, clock })
    const c = await store.create(params)
    await store.update(c.id, (conv) => {
      conv.title = 'Kept'
      conv.messages.push(message('m1', 'user', 'x'.repeat(2_000_000)), { ...message('m2', 'assistant', 'answer'), metrics: { ttftMs: 5, outputTokensPerSec: 12.5, totalMs: 40 }, continued: true, column: 2 })
    })
    const loaded = (await ConversationStore.open({ dataDir: dir, clock })).get(c.id)
    expect(loaded.title).toBe('Kept')
    expect(loaded.messages[0]?.content.length).toBe(2_000_000)
    expect(loaded.messages[1]).toMatchObject({ content: 'answer', metrics: { ttftMs: 5, outputTokensPerSec: 12.5, totalMs: 40 }, continued: true, column: 2 })
  })

  it('update writes only the rows that changed; removed messages are deleted', async () => {
    const { db } = openDatabase({ dataDir: dir })
    const store = await ConversationStore.open({ db, clock })
    const c = await store.create(params)
    await store.update(c.id, (conv) => conv.messages.push(message('a', 'user', 'one'), message('b', 'assistant', 'two'), message('c', 'user', 'three')))
    const rowid = (id: string) => (db.prepare('SELECT rowid AS r FROM messages WHERE id = ?').get(id) as { r: number }).r
    const before = rowid('a')
    await store.update(c.id, (conv) => {
      conv.messages = conv.messages.filter((m) => m.id !== 'c')
    })
    expect(rowid('a')).toBe(before)
    expect(store.get(c.id).messages.map((m) => m.id)).toEqual(['a', 'b'])
    expect(store.page().items[0]).toMatchObject({ messageCount: 2, preview: 'two' })
  })

  it('appendMessages and updateMessage change rows, not the conversation', async () => {
    const store = await ConversationStore.open({ dataDir: dir, clock })
    const c = await store.create(params)
    await store.appendMessages(c.id, [message('u', 'user', 'hi'), message('a', 'assistant', '', 'streaming')])
    const touched = store.get(c.id).updatedAt
    await store.updateMessage(c.id, 'a', { content: 'partial' }, { touch: false })
    expect(store.get(c.id).updatedAt).toBe(touched)
    expect(store.page().items[0]?.preview).toBe('partial')
    await store.updateMessage(c.id, 'a', { content: 'partial answer', status: 'complete', usage: { inputTokens: 1, cachedInputTokens: 0, outputTokens: 2 } })
    const got = store.get(c.id)
    expect(got.updatedAt > touched).toBe(true)
    expect(got.messages.map((m) => [m.id, m.status])).toEqual([['u', 'complete'], ['a', 'complete']])
    expect(got.messages[1]?.usage).toEqual({ inputTokens: 1, cachedInputTokens: 0, outputTokens: 2 })
    await store.updateMessage(c.id, 'missing', { content: 'x' })
    await expect(store.appendMessages('nope', [message('z', 'user', 'x')])).rejects.toThrow(/No conversation/)
    await expect(store.updateMessage('nope', 'a', { content: 'x' })).rejects.toThrow(/No conversation/)
  })

  it("turns 'streaming' answers into 'incomplete' (interrupted) on open, in the database", async () => {
    const store = await ConversationStore.open({ dataDir: dir, clock })
    const c = await store.create(params)
    await store.update(c.id, (conv) => conv.messages.push(message('u', 'user', 'hi'), { ...message('a', 'assistant', 'half an ans', 'streaming') }))
    await ConversationStore.open({ dataDir: dir, clock })
    const answer = store.get(c.id).messages[1]
    expect(answer).toMatchObject({ status: 'incomplete', incompleteReason: 'interrupted', content: 'half an ans' })
    expect(answer?.error?.code).toBe('stream_interrupted')
  })

  it('rejects updates of unknown conversations; delete cascades to messages', async () => {
    const { db } = openDatabase({ dataDir: dir })
    const store = await ConversationStore.open({ db, clock })
    await expect(store.update('nope', () => undefined)).rejects.toThrow(/No conversation/)
    const c = await store.create(params)
    await store.appendMessages(c.id, [message('u', 'user', 'hi')])
    await store.delete(c.id)
    await expect(store.update(c.id, (conv) => (conv.title = 'later'))).rejects.toThrow(/No conversation/)
    expect(db.prepare('SELECT count(*) AS n FROM messages').get()).toEqual({ n: 0 })
  })

  it('a full disk is a clear storage_error and loses nothing already saved', async () => {
    const { db } = openDatabase({ dataDir: dir })
    const store = await ConversationStore.open({ db, clock })
    const c = await store.create(params)
    await store.appendMessages(c.id, [message('u', 'user', 'kept')])
    const pages = (db.prepare('PRAGMA page_count').get() as { page_count: number }).page_count
    db.exec(`PRAGMA max_page_count = ${pages + 1}`)
    const err = await store.appendMessages(c.id, [message('big', 'assistant', 'y'.repeat(200_000))]).catch((e: unknown) => e)
    expect((err as { error?: { code: string; message: string } }).error?.code).toBe('storage_error')
    expect((err as { error: { message: string } }).error.message).toMatch(/disk is full/)
    expect(store.get(c.id).messages.map((m) => m.content)).toEqual(['kept'])
  })
})

describe('deleteAll', () => {
  it('deletes every conversation and message, empties the search index, keeps it working, and shrinks the file', async () => {
    const { db, path } = openDatabase({ dataDir: dir })
    const store = ConversationStore.openSync({ db, clock })
    // Enough text that the emptied file (the schema's pages: it grows with each migration) is well under a quarter of it.
    for (let i = 0; i < 60; i++) {
      const c = await store.create(params)
      await store.rename(c.id, `Trip number ${i}`)
      // Enough text that the emptied file (schema pages only; migrations 5–7, 14 and 15 added tables and indexes) is under a quarter of it.
      await store.appendMessages(c.id, [message(`u${i}`, 'user', `zebra ${'words to fill the file '.repeat(500)}`), message(`a${i}`, 'assistant', 'answer')])
    }
    db.prepare("INSERT INTO usage_meta (connection_id, history_start) VALUES ('k', NULL)").run()
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)')
    const { statSync } = await import('node:fs')
    const before = statSync(path).size

    expect(store.deleteAll()).toEqual({ deleted: 60, compacted: true })

    expect(store.page().items).toEqual([])
    expect(store.search('zebra')).toEqual([])
    expect(store.search('trip')).toEqual([])
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n
    expect(count('SELECT count(*) AS n FROM messages')).toBe(0)
    expect(count("SELECT count(*) AS n FROM messages_fts WHERE messages_fts MATCH 'zebra'")).toBe(0)
    expect(count("SELECT count(*) AS n FROM messages_fts_data")).toBeLessThan(5)
    expect(() => db.exec("INSERT INTO messages_fts (messages_fts) VALUES ('integrity-check')")).not.toThrow()
    expect(() => db.exec("INSERT INTO conversations_fts (conversations_fts) VALUES ('integrity-check')")).not.toThrow()
    expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' })
    expect(count('SELECT count(*) AS n FROM usage_meta')).toBe(1)
    expect(statSync(path).size).toBeLessThan(before / 4)

    // The index triggers are back: new history is searchable, and deletable message by message.
    const c = await store.create(params)
    await store.appendMessages(c.id, [message('new', 'user', 'a quokka appears')])
    expect(store.search('quokka').map((h) => h.messageId)).toEqual(['new'])
    await store.delete(c.id)
    expect(store.search('quokka')).toEqual([])
    expect(() => db.exec("INSERT INTO messages_fts (messages_fts) VALUES ('integrity-check')")).not.toThrow()
    db.close()
  })

  it('a failing deletion is a storage error and deletes nothing', async () => {
    const { db } = openDatabase({ dataDir: dir })
    const store = ConversationStore.openSync({ db, clock })
    const c = await store.create(params)
    await store.appendMessages(c.id, [message('m', 'user', 'keep me')])
    db.exec("CREATE TEMP TRIGGER refuse BEFORE DELETE ON conversations BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END")
    expect(() => store.deleteAll()).toThrow(expect.objectContaining({ error: expect.objectContaining({ code: 'storage_error', message: expect.stringMatching(/disk is full.*Nothing saved before was lost/s) }) }))
    db.exec('DROP TRIGGER refuse')
    expect(store.get(c.id).messages.map((m) => m.content)).toEqual(['keep me'])
    expect(store.search('keep').map((h) => h.messageId)).toEqual(['m'])
    const triggers = db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'trigger' AND (name LIKE 'messages_fts_%' OR name LIKE 'conversations_fts_%')").get() as { n: number }
    expect(triggers.n).toBe(6)
    db.close()
  })
})
