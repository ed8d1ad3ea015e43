import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import keytar from 'keytar'
import { afterEach, describe, expect, it } from 'vitest'
import type { Core } from '../../../electron/services/app/core'
import { dispatch } from '../../../electron/services/ipc/dispatch'
import { createKeytarStore, KEYCHAIN_SERVICE } from '../../../electron/services/secrets/keytar-store'
import type { ChatEvent } from '../../../shared/domain/chat-events'
import type { Conversation } from '../../../shared/domain/conversation'
import type { ConnectionsState } from '../../../shared/domain/connection'
import { KEYS, type Sim, simulator } from '../../support/core/sim-client'
import { createTestCore } from '../../support/core/test-app'

let sim: Sim | null = null
let core: Core | null = null
let dir = ''
const ids: string[] = []

afterEach(async () => {
  await core?.dispose()
  await sim?.close()
  for (const id of ids.splice(0)) await keytar.deletePassword(KEYCHAIN_SERVICE, id).catch(() => false)
  if (dir) await rm(dir, { recursive: true, force: true })
  core = null
  sim = null
})

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const end = Date.now() + ms
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting')
    await delay(10)
  }
}

async function call<T>(channel: string, args: unknown): Promise<T> {
  if (!core) throw new Error('no core')
  const result = await dispatch(core.handlers, channel, args, { validateResults: true })
  if (!result.ok) throw new Error(`${channel}: ${result.error.message}`)
  return result.value as T
}

describe('conversations:delete and deleteAll over IPC', () => {
  // Fails on the handler that deleted through the store only: the stream ran on (30 deltas in 1.5 s, no terminal event).
  it('stops a running stream: a `stopped` terminal event and no further deltas', async () => {
    sim = await simulator({ tokensPerSecond: 40 })
    dir = await mkdtemp(join(tmpdir(), 'tally-delete-'))
    const events: ChatEvent[] = []
    core = await createTestCore({
      dataDir: dir,
      secrets: createKeytarStore(),
      emit: (channel, payload) => {
        if (channel === 'chat') events.push(payload as ChatEvent)
      },
      saveFile: async () => null,
    })
    const state = await call<ConnectionsState>('connections:add', { name: 'Sim', baseUrl: sim.baseUrl, key: KEYS.funded, activate: true })
    ids.push(state.activeId ?? '')
    const conversation = await call<Conversation>('conversations:create', { params: { model: 'tally-mini', systemPrompt: '', maxOutputTokens: 4000, temperature: null } })
    await call('chat:start', { requestId: 'r-delete', conversationId: conversation.id, action: 'send', content: 'Write a long essay about testing.' })
    await until(() => events.some((e) => e.kind === 'delta'))

    expect(await call('conversations:delete', { id: conversation.id })).toEqual({ deleted: true })
    const terminal = events.filter((e) => ['done', 'stopped', 'incomplete', 'error'].includes(e.kind))
    expect(terminal.map((e) => e.kind)).toEqual(['stopped'])
    const countAtDelete = events.length
    await delay(1500)
    expect(events.slice(countAtDelete)).toEqual([])
    expect(await call('conversations:list', {})).toEqual({ items: [], nextCursor: null })
  })

  it('delete all: stops the stream, removes every conversation, and export of one before that writes Markdown and JSON', async () => {
    sim = await simulator({ tokensPerSecond: 40 })
    dir = await mkdtemp(join(tmpdir(), 'tally-delete-all-'))
    const events: ChatEvent[] = []
    const saved: { name: string; contents: string }[] = []
    core = await createTestCore({
      dataDir: dir,
      secrets: createKeytarStore(),
      emit: (channel, payload) => {
        if (channel === 'chat') events.push(payload as ChatEvent)
      },
      saveFile: async (name, contents) => {
        saved.push({ name, contents })
        return join(dir, name)
      },
    })
    const state = await call<ConnectionsState>('connections:add', { name: 'Sim', baseUrl: sim.baseUrl, key: KEYS.funded, activate: true })
    ids.push(state.activeId ?? '')
    const params = { model: 'tally-mini', systemPrompt: '', maxOutputTokens: 4000, temperature: null }
    const kept = await call<Conversation>('conversations:create', { params })
    await call('conversations:rename', { id: kept.id, title: 'Export me' })
    const exported = await call('conversations:export', { id: kept.id, format: 'markdown' })
    expect(exported).toEqual({ saved: true, path: join(dir, saved[0]?.name ?? '') })
    expect(saved[0]?.name).toMatch(/^Export me \d{4}-\d{2}-\d{2}\.md$/)
    expect(saved[0]?.contents).toMatch(/^# Export me\n/)
    await call('conversations:export', { id: kept.id, format: 'json' })
    expect(JSON.parse(saved[1]?.contents ?? '')).toMatchObject({ format: 'tokentally-conversation', conversation: { id: kept.id, title: 'Export me' } })

    const streaming = await call<Conversation>('conversations:create', { params })
    await call('chat:start', { requestId: 'r-all', conversationId: streaming.id, action: 'send', content: 'Write a long essay about testing.' })
    await until(() => events.some((e) => e.kind === 'delta'))
    expect(await call('conversations:deleteAll', {})).toEqual({ deleted: 2, compacted: true })
    expect(events.filter((e) => ['done', 'stopped', 'incomplete', 'error'].includes(e.kind)).map((e) => e.kind)).toEqual(['stopped'])
    const countAtDelete = events.length
    await delay(1000)
    expect(events.slice(countAtDelete)).toEqual([])
    expect(await call('conversations:list', {})).toEqual({ items: [], nextCursor: null })
    expect(await call('conversations:search', { query: 'testing' })).toEqual([])
    const missing = await dispatch(core.handlers, 'conversations:export', { id: kept.id, format: 'json' })
    expect(missing).toMatchObject({ ok: false, error: { code: 'conversation_not_found' } })
  })
})

