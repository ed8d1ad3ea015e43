import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { fenceAttachment } from '../../../shared/attachments/text-file'
import type { ChatMessage, Conversation } from '../../../shared/domain/conversation'
import { ConversationExport } from '../../../shared/domain/conversation-export'
import { makeError } from '../../../shared/error-model'
import { saveIntoDataDir } from '../../../electron/services/storage/byte-sink'
import { makeHarness, type Harness } from '../../support/chat/service-harness'
import { type ImportHarness, makeImportHarness } from '../../support/imports/import-harness'

let a: Harness
let b: ImportHarness
afterEach(async () => {
  await a.cleanup()
  await b.close()
})

const AT = '2025-02-03T04:05:06.789Z'
function msg(patch: Partial<ChatMessage> & Pick<ChatMessage, 'id' | 'role' | 'content'>): ChatMessage {
  return { createdAt: AT, model: 'tally-large', status: 'complete', usage: null, error: null, incompleteReason: null, metrics: null, continued: false, column: null, cost: null, endReason: null, ...patch }
}
const PARAMS = { model: 'tally-large', systemPrompt: 'Be exact — ✓ 日本', maxOutputTokens: 900, temperature: 0.3 }

/** A history with every kind of message, a branch, a compare run, an attachment and an empty chat. */
async function seed(h: Harness): Promise<string[]> {
  const chat: Conversation = {
    id: 'rt-chat',
    title: 'Round trip ✈️ <b>not bold</b>',
    createdAt: AT,
    updatedAt: AT,
    params: PARAMS,
    kind: 'chat',
    compareModels: [],
    messages: [
      msg({ id: 'u1', role: 'user', content: `Read this\n\n${fenceAttachment('notes.md', '# Notes\n```js\nx()\n```\n')}` }),
      msg({ id: 'a1', role: 'assistant', content: 'Done. <script>alert(1)</script>', usage: { inputTokens: 120, cachedInputTokens: 40, outputTokens: 30 }, metrics: { ttftMs: 210, outputTokensPerSec: 88.5, totalMs: 900 }, cost: { source: 'billed', inputTokens: 120, cachedInputTokens: 40, outputTokens: 30, cost: '0.000185', fromBill: true }, endReason: 'finished' }),
      msg({ id: 'u2', role: 'user', content: 'Go on' }),
      msg({ id: 'a2', role: 'assistant', content: 'Partial', status: 'incomplete', incompleteReason: 'stalled', error: makeError({ kind: 'network', code: 'stream_incomplete', message: 'The stream stalled.', endpoint: 'POST /chat/completions', at: new Date(AT) }) }),
      msg({ id: 'u3', role: 'user', content: 'And?' }),
      msg({ id: 'a3', role: 'assistant', content: 'Stopped here', status: 'stopped', metrics: { ttftMs: 100, outputTokensPerSec: null, totalMs: 400, stoppedAtCap: '0.050000' }, continued: true, cost: { source: 'counted', inputTokens: 900, cachedInputTokens: 0, outputTokens: 3, cost: null, fromBill: false }, endReason: 'answer-cap' }),
      msg({ id: 'u4', role: 'user', content: 'Fail please' }),
      msg({ id: 'a4', role: 'assistant', content: '', status: 'error', error: makeError({ kind: 'http', status: 429, code: 'rate_limited', message: 'Too many requests.', endpoint: 'POST /chat/completions', requestId: 'req_9', retryAfterMs: 2000, at: new Date(AT) }) }),
    ],
  }
  h.store.insert(chat)
  // A branch: "Go on" edited (the old version and everything after it kept), then answered.
  await h.store.update('rt-chat', (c) => {
    c.messages = [...c.messages.slice(0, 2), msg({ id: 'u2b', role: 'user', content: 'Go on, please', createdAt: '2025-02-03T05:00:00.000Z' }), msg({ id: 'a2b', role: 'assistant', content: 'Gladly.', createdAt: '2025-02-03T05:00:01.000Z', imported: true })]
  }, { forkAt: 2 })
  const compare: Conversation = {
    id: 'rt-compare',
    title: 'Compare run',
    createdAt: AT,
    updatedAt: AT,
    params: { model: 'tally-mini', systemPrompt: '', maxOutputTokens: null, temperature: null },
    kind: 'compare',
    compareModels: ['tally-mini', 'tally-large', 'tally-coder'],
    messages: [
      msg({ id: 'c-u', role: 'user', content: 'Haiku?', model: null }),
      msg({ id: 'c-0', role: 'assistant', content: 'One', model: 'tally-mini', column: 0, usage: { inputTokens: 5, cachedInputTokens: 0, outputTokens: 3 } }),
      msg({ id: 'c-1', role: 'assistant', content: 'Two', model: 'tally-large', column: 1 }),
      msg({ id: 'c-2', role: 'assistant', content: '', model: 'tally-coder', column: 2, status: 'error', error: makeError({ kind: 'http', status: 400, code: 'model_coming_soon', message: 'Not yet.', endpoint: 'POST /chat/completions', at: new Date(AT) }) }),
    ],
  }
  h.store.insert(compare)
  h.store.insert({ id: 'rt-empty', title: 'New chat', createdAt: AT, updatedAt: AT, params: PARAMS, kind: 'chat', compareModels: [], messages: [] })
  return ['rt-chat', 'rt-compare', 'rt-empty']
}

function every(store: Harness['store'] | ImportHarness['store'], id: string) {
  return store
    .everyMessage(id)
    .map((m) => ({ ...m, message: { ...m.message } }))
    .sort((x, y) => x.message.id.localeCompare(y.message.id))
}

describe('Tokentally’s JSON imports back without loss', () => {
  it('each conversation’s JSON export: every kind of message, branches, a compare run, an attachment, an empty chat', async () => {
    a = await makeHarness()
    b = await makeImportHarness()
    const ids = await seed(a)
    expect(a.store.get('rt-chat').siblings?.['u2b']).toEqual(['u2', 'u2b'])
    for (const id of ids) {
      const { contents, filename } = a.service.export(id, 'json', new Date(AT))
      expect(filename.endsWith('.json')).toBe(true)
      expect(ConversationExport.parse(JSON.parse(contents)).version).toBe(2)
      expect(await b.importBytes(filename, new TextEncoder().encode(contents), 100)).toMatchObject({ phase: 'done', source: 'tokentally', added: 1 })
    }
    for (const id of ids) {
      expect(b.store.get(id)).toEqual(a.store.get(id))
      expect(every(b.store, id)).toEqual(every(a.store, id))
    }
    // The other branch is whole after the trip: switching to it shows the old version and its answers.
    expect(b.store.switchBranch('rt-chat', 'u2').messages.map((m) => m.id)).toEqual(['u1', 'a1', 'u2', 'a2', 'u3', 'a3', 'u4', 'a4'])
    // Imported again: nothing twice.
    const again = a.service.export('rt-chat', 'json', new Date(AT))
    expect(await b.importBytes(again.filename, new TextEncoder().encode(again.contents))).toMatchObject({ added: 0, alreadyHere: 1 })
  })

  it('the whole history as one zip, written as a stream, imports back whole into another install', async () => {
    a = await makeHarness()
    b = await makeImportHarness()
    const ids = await seed(a)
    const path = await saveIntoDataDir(a.dir, 'all.zip', (sink) => a.service.exportAll(sink, new Date(AT), 'Tokentally test').then(() => undefined))
    const zip = new Uint8Array(await readFile(path))
    expect(path).toBe(join(a.dir, 'exports', 'all.zip'))
    const result = await b.importBytes('all.zip', zip, 7000)
    expect(result).toMatchObject({ phase: 'done', source: 'tokentally', added: 3, skipped: 0 })
    for (const id of ids) {
      expect(b.store.get(id)).toEqual(a.store.get(id))
      expect(every(b.store, id)).toEqual(every(a.store, id))
    }
    expect(b.store.search('Gladly').map((hit) => hit.messageId)).toEqual(['a2b'])
    expect(await b.importBytes('all.zip', zip)).toMatchObject({ added: 0, alreadyHere: 3 })
  })

  it('a conversation that grew elsewhere brings only its new messages', async () => {
    a = await makeHarness()
    b = await makeImportHarness()
    await seed(a)
    const first = a.service.export('rt-chat', 'json', new Date(AT))
    await b.importBytes(first.filename, new TextEncoder().encode(first.contents))
    await a.store.appendMessages('rt-chat', [msg({ id: 'u9', role: 'user', content: 'More' }), msg({ id: 'a9', role: 'assistant', content: 'Sure' })])
    const later = a.service.export('rt-chat', 'json', new Date(AT))
    expect(await b.importBytes(later.filename, new TextEncoder().encode(later.contents))).toMatchObject({ added: 0, updated: 1, messagesAdded: 2 })
    expect(b.store.get('rt-chat').messages.map((m) => m.id).slice(-2)).toEqual(['u9', 'a9'])
  })
})
