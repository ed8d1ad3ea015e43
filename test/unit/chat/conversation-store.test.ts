import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ChatMessage, ChatParams } from '../../../shared/domain/conversation'
import { ConversationStore } from '../../../electron/services/chat/conversation-store'

const params: ChatParams = { model: 'tally-mini', systemPrompt: '', maxOutputTokens: null, temperature: null }
let dir: string
let tick = 0
const now = (): Date => new Date(Date.UTC(2025, 0, 1, 0, 0, tick++))

function message(id: string, role: 'user' | 'assistant', content: string, status: ChatMessage['status'] = 'complete'): ChatMessage {
  return { id, role, content, createdAt: now().toISOString(), model: params.model, status, usage: null, error: null, incompleteReason: null, metrics: null, continued: false, column: null }
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
    const store = await ConversationStore.open({ dir, now })
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
    expect(await readdir(dir)).toEqual([])
  })

  it('returns copies: changing a result does not change the store', async () => {
    const store = await ConversationStore.open({ dir, now })
    const c = await store.create(params)
    c.title = 'changed'
    c.messages.push(message('x', 'user', 'hi'))
    expect(store.get(c.id)).toMatchObject({ title: 'New chat', messages: [] })
  })

  it('lists newest first with message count, model and a preview', async () => {
    const store = await ConversationStore.open({ dir, now })
    const a = await store.create(params)
    const b = await store.create({ ...params, model: 'tally-nano' })
    await store.update(a.id, (c) => c.messages.push(message('m1', 'user', 'Hello\n\n  world'), message('m2', 'assistant', 'Hi there')))
    const list = store.list()
    expect(list.map((s) => s.id)).toEqual([a.id, b.id])
    expect(list[0]).toMatchObject({ messageCount: 2, model: 'tally-mini', preview: 'Hi there' })
    expect(list[1]).toMatchObject({ messageCount: 0, model: 'tally-nano', preview: '' })
  })

  it('searches titles and message text, case-insensitively, with regex characters taken literally', async () => {
    const store = await ConversationStore.open({ dir, now })
    const a = await store.create(params)
    const b = await store.create(params)
    const c = await store.create(params)
    await store.rename(a.id, 'Budget for Q3')
    await store.update(b.id, (conv) => conv.messages.push(message('m1', 'user', 'How do I parse (a+b)* in regex?')))
    await store.update(c.id, (conv) => conv.messages.push(message('m2', 'assistant', 'The BUDGET is fine')))
    expect(store.list('budget').map((s) => s.id).sort()).toEqual([a.id, c.id].sort())
    expect(store.list('(a+b)*').map((s) => s.id)).toEqual([b.id])
    expect(store.list('   ').length).toBe(3)
    expect(store.list('nothing matches')).toEqual([])
  })

  it('keeps everything across instances', async () => {
    const store = await ConversationStore.open({ dir, now })
    const c = await store.create(params)
    await store.update(c.id, (conv) => {
      conv.title = 'Kept'
      conv.messages.push(message('m1', 'user', 'x'.repeat(2_000_000)), message('m2', 'assistant', 'answer'))
    })
    await store.flush()
    const again = await ConversationStore.open({ dir, now })
    const loaded = again.get(c.id)
    expect(loaded.title).toBe('Kept')
    expect(loaded.messages[0]?.content.length).toBe(2_000_000)
    expect(loaded.messages[1]?.content).toBe('answer')
    expect(again.problems).toEqual([])
  })

  it('writes in order: the last change wins on disk', async () => {
    const store = await ConversationStore.open({ dir, now })
    const c = await store.create(params)
    for (let i = 0; i < 20; i++) void store.update(c.id, (conv) => (conv.title = `t${i}`))
    await store.flush()
    expect((await ConversationStore.open({ dir, now })).get(c.id).title).toBe('t19')
  })

  it('sets a corrupt file aside and goes on without it (no crash)', async () => {
    const store = await ConversationStore.open({ dir, now })
    const good = await store.create(params)
    await writeFile(join(dir, 'broken.json'), '{"version":1,"data":{"id":"broken"', 'utf8')
    await writeFile(join(dir, 'wrongshape.json'), JSON.stringify({ version: 1, data: { id: 'wrongshape', title: 3 } }), 'utf8')
    await writeFile(join(dir, 'notes.txt'), 'not a conversation', 'utf8')
    const again = await ConversationStore.open({ dir, now })
    expect(again.list().map((s) => s.id)).toEqual([good.id])
    expect(again.problems).toHaveLength(2)
    const files = await readdir(dir)
    expect(files.filter((f) => f.startsWith('broken.json.corrupt-'))).toHaveLength(1)
    expect(files).toContain('notes.txt')
  })

  it('starts empty in a directory that does not exist yet', async () => {
    const store = await ConversationStore.open({ dir: join(dir, 'a', 'b') })
    expect(store.list()).toEqual([])
  })

  it("turns 'streaming' answers into 'incomplete' (interrupted) on load, and saves that", async () => {
    const store = await ConversationStore.open({ dir, now })
    const c = await store.create(params)
    await store.update(c.id, (conv) => conv.messages.push(message('u', 'user', 'hi'), { ...message('a', 'assistant', 'half an ans', 'streaming') }))
    await store.flush()
    const after = await ConversationStore.open({ dir, now })
    const answer = after.get(c.id).messages[1]
    expect(answer).toMatchObject({ status: 'incomplete', incompleteReason: 'interrupted', content: 'half an ans' })
    expect(answer?.error?.code).toBe('stream_interrupted')
    await after.flush()
    const raw = JSON.parse(await readFile(join(dir, `${c.id}.json`), 'utf8')) as { data: { messages: ChatMessage[] } }
    expect(raw.data.messages[1]?.status).toBe('incomplete')
  })

  it('rejects updates of unknown conversations; a deleted conversation is not written again', async () => {
    const store = await ConversationStore.open({ dir, now })
    await expect(store.update('nope', () => undefined)).rejects.toThrow(/No conversation/)
    const c = await store.create(params)
    const pending = store.update(c.id, (conv) => (conv.title = 'late'))
    await store.delete(c.id)
    await pending
    await expect(store.update(c.id, (conv) => (conv.title = 'later'))).rejects.toThrow(/No conversation/)
    expect(await readdir(dir)).toEqual([])
  })

  it('files are private (0600)', async () => {
    const store = await ConversationStore.open({ dir, now })
    const c = await store.create(params)
    const { stat } = await import('node:fs/promises')
    expect((await stat(join(dir, `${c.id}.json`))).mode & 0o777).toBe(0o600)
  })
})
