import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ConversationStore } from '../../../electron/services/chat/conversation-store'
import { importLegacyChats } from '../../../electron/services/db/import-0.1/chats'
import { openDatabase } from '../../../electron/services/db/open-database'

let dataDir: string
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tally-import-chats-'))
  await mkdir(join(dataDir, 'chats'))
})
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

const params = { model: 'tally-mini', systemPrompt: '', maxOutputTokens: null, temperature: null }
function conversation(id: string, texts: string[], status = 'complete') {
  return {
    id,
    title: `Chat ${id}`,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: `2025-01-0${texts.length}T00:00:00.000Z`,
    params,
    messages: texts.map((content, i) => ({ id: `${id}-${i}`, role: i % 2 ? 'assistant' : 'user', content, createdAt: '2025-01-01T00:00:00.000Z', model: 'tally-mini', status: i === texts.length - 1 ? status : 'complete', usage: null, error: null, incompleteReason: null })),
  }
}
const write = (name: string, body: unknown) => writeFile(join(dataDir, 'chats', name), typeof body === 'string' ? body : JSON.stringify({ version: 1, data: body }))

describe('importLegacyChats (0.1 chat files)', () => {
  it('imports every conversation in one go, verified, then moves the originals to backup-0.1', async () => {
    await write('a.json', conversation('a', ['hi', 'hello ✓']))
    await write('b.json', conversation('b', ['one', 'two', 'three'], 'streaming'))
    const { db } = openDatabase({ dataDir })
    const result = await importLegacyChats(db, dataDir)
    expect(result).toMatchObject({ imported: 2, messages: 5, problems: [] })
    expect(await readdir(join(dataDir, 'chats'))).toEqual([])
    expect((await readdir(join(dataDir, 'backup-0.1', 'chats'))).sort()).toEqual(['a.json', 'b.json'])
    const store = ConversationStore.openSync({ db })
    expect(store.get('a').messages.map((m) => m.content)).toEqual(['hi', 'hello ✓'])
    expect(store.get('b').messages.at(-1)).toMatchObject({ status: 'incomplete', incompleteReason: 'interrupted' })
    expect(store.page().items.map((s) => s.id)).toEqual(['b', 'a'])
    // Once: a second start finds nothing to import.
    expect(await importLegacyChats(db, dataDir)).toMatchObject({ imported: 0, problems: [] })
  })

  it('sets corrupt and partial files aside and reports them; the good ones still import', async () => {
    await write('good.json', conversation('good', ['kept']))
    await write('broken.json', '{"version":1,"data":{"id":"broken"')
    await write('partial.json', { id: 'partial', title: 3 })
    await write('other.json', conversation('not-other', ['x']))
    await write('notes.txt', 'not a conversation')
    const { db } = openDatabase({ dataDir })
    const result = await importLegacyChats(db, dataDir)
    expect(result.imported).toBe(1)
    expect(result.problems).toHaveLength(3)
    expect(result.problems.join('\n')).toMatch(/broken\.json: not valid JSON/)
    const left = await readdir(join(dataDir, 'chats'))
    expect(left.filter((f) => f.startsWith('broken.json.corrupt-'))).toHaveLength(1)
    expect(left.filter((f) => f.startsWith('partial.json.corrupt-'))).toHaveLength(1)
    expect(left).toContain('other.json')
    expect(left).toContain('notes.txt')
    expect(ConversationStore.openSync({ db }).page().items.map((s) => s.id)).toEqual(['good'])
  })

  it('a failing import writes nothing and leaves every file in place', async () => {
    // Two files with the same message ID: the second insert fails, the whole transaction rolls back.
    await write('a.json', conversation('a', ['x']))
    const dup = conversation('b', ['y'])
    dup.messages[0]!.id = 'a-0'
    await write('b.json', dup)
    const { db } = openDatabase({ dataDir })
    const result = await importLegacyChats(db, dataDir)
    expect(result.imported).toBe(0)
    expect(result.problems.join()).toMatch(/chat import failed/)
    expect((await readdir(join(dataDir, 'chats'))).sort()).toEqual(['a.json', 'b.json'])
    expect(db.prepare('SELECT count(*) AS n FROM conversations').get()).toEqual({ n: 0 })
    expect(existsSync(join(dataDir, 'backup-0.1'))).toBe(false)
  })

  it('without a chats folder there is nothing to do', async () => {
    await rm(join(dataDir, 'chats'), { recursive: true })
    const { db } = openDatabase({ dataDir })
    expect(await importLegacyChats(db, dataDir)).toEqual({ imported: 0, messages: 0, problems: [], backup: null })
  })
})
