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

describe('compare channels over IPC', () => {
  it('compare:start streams the columns, chat:abort stops one, compare:continue makes a chat, delete stops a run', async () => {
    sim = await simulator({ tokensPerSecond: 40 })
    dir = await mkdtemp(join(tmpdir(), 'tally-compare-ipc-'))
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
    const params = { model: 'tally-mini', systemPrompt: '', maxOutputTokens: 30, temperature: null }
    const run = await call<{ conversationId: string; columns: { requestId: string; model: string }[] }>('compare:start', { prompt: 'Explain caching', models: ['tally-nano', 'tally-mini'], params })
    expect(run.columns.map((c) => c.model)).toEqual(['tally-nano', 'tally-mini'])
    expect(await call('chat:abort', { requestId: run.columns[0]?.requestId })).toEqual({ aborted: true })
    const ended = (id: string | undefined) => events.find((e) => e.requestId === id && ['done', 'stopped', 'incomplete', 'error'].includes(e.kind))
    await until(() => run.columns.every((c) => ended(c.requestId)))
    expect(run.columns.map((c) => ended(c.requestId)?.kind)).toEqual(['stopped', 'done'])
    const compare = await call<Conversation>('conversations:get', { id: run.conversationId })
    expect(compare.kind).toBe('compare')
    const chat = await call<Conversation>('compare:continue', { conversationId: run.conversationId, column: 1 })
    expect(chat).toMatchObject({ kind: 'chat', params: { model: 'tally-mini' } })
    expect(chat.messages[1]?.content).toBe(compare.messages[2]?.content)

    const second = await call<{ conversationId: string; columns: { requestId: string }[] }>('compare:start', { prompt: 'Write a long essay', models: ['tally-nano', 'tally-mini'], params: { ...params, maxOutputTokens: 4000 } })
    await until(() => events.some((e) => e.requestId === second.columns[0]?.requestId && e.kind === 'delta'))
    expect(await call('conversations:delete', { id: second.conversationId })).toEqual({ deleted: true })
    expect(second.columns.map((c) => ended(c.requestId)?.kind)).toEqual(['stopped', 'stopped'])
    const count = events.length
    await delay(300)
    expect(events.length).toBe(count)
    await expect(call('compare:start', { prompt: 'x', models: ['tally-nano'], params })).rejects.toThrow()

    const stats = await call<{ model: string; answers: number; medianTtftMs: number | null }[]>('models:stats', {})
    const mini = stats.find((s) => s.model === 'tally-mini')
    expect(mini?.answers).toBeGreaterThanOrEqual(2) // the compare column and its "continue" copy
    expect(mini?.medianTtftMs).not.toBeNull()
    const estimate = await call<{ tokens: number; cost: string | null }>('chat:estimateInput', { text: 'Hello world, this is a test.', model: 'tally-mini' })
    expect(estimate.tokens).toBe(8)
  })
})
