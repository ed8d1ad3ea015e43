import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { systemClock } from '../../../electron/services/time/clock'
import { ConversationStore } from '../../../electron/services/chat/conversation-store'
import { CompareService } from '../../../electron/services/compare/compare-service'
import type { ChatParams } from '../../../shared/domain/conversation'
import { addFault, clientFor, KEYS, simulator, type Sim } from '../../support/core/sim-client'
import { answerRunnerOver } from '../../support/chat/service-harness'

const PARAMS: ChatParams = { model: 'tally-mini', systemPrompt: '', maxOutputTokens: 60, temperature: null }
const MODELS = ['tally-nano', 'tally-mini', 'tally-standard', 'tally-coder']
const CHAT = 'POST /v1/chat/completions'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean()
})

async function setup(simOptions: Parameters<typeof simulator>[0]) {
  const sim: Sim = await simulator(simOptions)
  const dir = await mkdtemp(join(tmpdir(), 'tally-compare-'))
  const store = await ConversationStore.open({ dataDir: dir })
  const { answers, events } = answerRunnerOver(store)
  const service = new CompareService({ store, answers, clock: systemClock })
  const { client } = clientFor(sim, KEYS.funded, systemClock)
  cleanups.push(async () => {
    await answers.dispose()
    await sim.close()
    await rm(dir, { recursive: true, force: true })
  })
  const terminals = (requestId: string) => events.filter((e) => e.requestId === requestId && ['done', 'stopped', 'incomplete', 'error'].includes(e.kind))
  const run = async (models = MODELS) => {
    const started = await service.start({ prompt: 'Compare sorting algorithms', models, params: PARAMS }, { connectionId: 'sim', client })
    await answers.settled()
    return { ...started, ends: started.columns.map((c) => terminals(c.requestId)) }
  }
  return { sim, store, events, service, answers, run }
}

const chat429s = (sim: Sim): number => sim.stats.byEndpoint[CHAT]?.['429'] ?? 0

describe('compare runs against the simulator', () => {
  it('4 columns with a limit of 2 simultaneous streams: two columns queue, none fails; the next run queues without a 429', async () => {
    const t = await setup({ tokensPerSecond: 300, maxConcurrentChats: 2 })
    const first = await t.run()
    expect(first.ends.map((e) => e.map((x) => x.kind))).toEqual([['done'], ['done'], ['done'], ['done']])
    expect(t.answers.learner('sim').limit).toBe(2)
    expect(chat429s(t.sim)).toBe(2) // learned from them, queued, never shown
    const saved = t.store.get(first.conversationId)
    expect(saved.kind).toBe('compare')
    expect(saved.compareModels).toEqual(MODELS)
    expect(saved.messages.map((m) => [m.role, m.column, m.model, m.status])).toEqual([
      ['user', null, null, 'complete'],
      ...MODELS.map((m, i) => ['assistant', i, m, 'complete']),
    ])
    for (const m of saved.messages.slice(1)) {
      expect(m.content.length).toBeGreaterThan(0)
      expect(m.cost?.outputTokens).toBeGreaterThan(0)
      expect(m.metrics?.ttftMs).not.toBeNull()
    }
    const chat = await t.service.continueWith(first.conversationId, 2)
    expect(chat.kind).toBe('chat')
    expect(chat.params.model).toBe('tally-standard')
    expect(chat.messages.map((m) => [m.role, m.content, m.column])).toEqual([
      ['user', 'Compare sorting algorithms', null],
      ['assistant', saved.messages[3]?.content, null],
    ])
    await expect(t.service.continueWith(chat.id, 0)).rejects.toThrow(/not a compare run/)
    await expect(t.service.continueWith(first.conversationId, 3 + 1)).rejects.toThrow(/no column/)

    const again = await t.run()
    expect(again.ends.flat().map((e) => e.kind)).toEqual(['done', 'done', 'done', 'done'])
    expect(chat429s(t.sim)).toBe(2) // learned: no new 429
  })

  it('a 429 with Retry-After shows in its column (with the wait) while the others complete', async () => {
    const t = await setup({ tokensPerSecond: 0 })
    await addFault(t.sim, {
      match: { method: 'POST', path: '/v1/chat/completions' },
      times: 1,
      respond: { status: 429, headers: { 'retry-after': '7' }, body: { error: { message: 'The model is at capacity.', type: 'rate_limit_error', code: 'model_at_capacity' } } },
    })
    const r = await t.run()
    const kinds = r.ends.map((e) => e[0]?.kind)
    expect(kinds.filter((k) => k === 'error')).toHaveLength(1)
    expect(kinds.filter((k) => k === 'done')).toHaveLength(3)
    const failed = r.ends.flat().find((e) => e.kind === 'error')
    expect(failed?.kind === 'error' && failed.error).toMatchObject({ status: 429, retryAfterMs: 7_000 })
    expect(t.answers.learner('sim').limit).toBeNull() // "at capacity" is not the concurrency limit
  })

  it('a cut stream in one column ends it incomplete with its partial text while the others complete', async () => {
    const t = await setup({ tokensPerSecond: 0 })
    await addFault(t.sim, { match: { method: 'POST', path: '/v1/chat/completions' }, times: 1, stream: { after: 3, mode: 'cut' } })
    const r = await t.run()
    const kinds = r.ends.map((e) => e[0]?.kind)
    expect(kinds.filter((k) => k === 'incomplete')).toHaveLength(1)
    expect(kinds.filter((k) => k === 'done')).toHaveLength(3)
    const saved = t.store.get(r.conversationId).messages.slice(1)
    const cut = saved.find((m) => m.status === 'incomplete')
    expect(cut?.incompleteReason).toBe('cut')
    expect(cut?.content.length).toBeGreaterThan(0)
  })

  it('stopping one column leaves the others running; bad input is refused', async () => {
    const t = await setup({ tokensPerSecond: 50 })
    const started = await t.service.start({ prompt: 'Long answer please', models: MODELS.slice(0, 2), params: { ...PARAMS, maxOutputTokens: 40 } }, { connectionId: 'sim', client: clientFor(t.sim, KEYS.funded, systemClock).client })
    const first = started.columns[0]
    expect(t.answers.abort(first?.requestId ?? '')).toEqual({ aborted: true })
    await t.answers.settled()
    const saved = t.store.get(started.conversationId).messages
    expect(saved[1]?.status).toBe('stopped')
    expect(saved[2]?.status).toBe('complete')
    const other = await t.service.start({ prompt: 'Another long one', models: MODELS.slice(0, 2), params: PARAMS }, { connectionId: 'sim', client: clientFor(t.sim, KEYS.funded, systemClock).client })
    await t.answers.stopConversation(other.conversationId)
    expect(other.columns.map((c) => t.answers.isActive(c.requestId))).toEqual([false, false])
    expect(t.store.get(other.conversationId).messages.slice(1).map((m) => m.status)).toEqual(['stopped', 'stopped'])
    await expect(t.service.start({ prompt: '  ', models: MODELS, params: PARAMS }, { connectionId: 'sim', client: clientFor(t.sim, KEYS.funded, systemClock).client })).rejects.toThrow(/empty/)
    await expect(t.service.start({ prompt: 'x', models: ['tally-nano'], params: PARAMS }, { connectionId: 'sim', client: clientFor(t.sim, KEYS.funded, systemClock).client })).rejects.toThrow(/2 to 4/)
  })

  it('uses the renderer’s request IDs; Retry in one column replaces that answer with a fresh one from the same model', async () => {
    const t = await setup({ tokensPerSecond: 0 })
    await addFault(t.sim, { match: { method: 'POST', path: '/v1/chat/completions' }, times: 1, stream: { after: 3, mode: 'cut' } })
    const ctx = { connectionId: 'sim', client: clientFor(t.sim, KEYS.funded, systemClock).client }
    const started = await t.service.start({ prompt: 'Compare sorting algorithms', models: MODELS.slice(0, 2), params: PARAMS, requestIds: ['mine-0', 'mine-1'] }, ctx)
    expect(started.columns.map((c) => c.requestId)).toEqual(['mine-0', 'mine-1'])
    await t.answers.settled()
    const before = t.store.get(started.conversationId).messages
    const cut = before.find((m) => m.status === 'incomplete')
    expect(cut).toBeDefined()
    const column = cut?.column ?? -1

    const retried = await t.service.retry(started.conversationId, column, 'retry-1', ctx)
    expect(t.store.get(started.conversationId).messages.find((m) => m.column === column)).toMatchObject({ id: retried.messageId, status: 'streaming', content: '' })
    await expect(t.service.retry(started.conversationId, column, 'retry-2', ctx)).rejects.toThrow(/still streaming/)
    await t.answers.settled()
    const after = t.store.get(started.conversationId).messages
    expect(after.map((m) => [m.role, m.column])).toEqual(before.map((m) => [m.role, m.column]))
    expect(after.find((m) => m.column === column)).toMatchObject({ id: retried.messageId, status: 'complete', model: cut?.model })
    expect(t.events.filter((e) => e.requestId === 'retry-1').at(-1)?.kind).toBe('done')

    await expect(t.service.start({ prompt: 'x', models: MODELS.slice(0, 2), params: PARAMS, requestIds: ['same', 'same'] }, ctx)).rejects.toThrow(/own new request ID/)
    await expect(t.service.retry(started.conversationId, 3, 'retry-3', ctx)).rejects.toThrow(/no column 3/)
  })
})
