import { describe, expect, it } from 'vitest'
import { COMING_SOON_MODEL_ID } from '../../../electron/sim/models'
import type { BalanceState } from '../../../shared/domain/balance-state'
import type { ModelsState } from '../../../shared/domain/models-state'
import type { UsageView } from '../../../shared/domain/usage-view'
import { FakeClock } from '../../support/fake-clock'
import { useSimApp } from '../../support/core/use-app'

// Every kind of answer (a single chat, a compare column) ends through one "answer finished" event,
// and its effects are the same: the balance re-read after 5 s, a usage sync after 15 s, errors kept
// for diagnostics, a coming-soon model remembered. Driven at the IPC boundary against the simulator.

const startApp = useSimApp()

async function setup() {
  const clock = new FakeClock('2025-03-10T12:00:00.000Z')
  const app = await startApp({ clock })
  const balanceEvents = () => app.events.filter((e) => e.channel === 'balance').map((e) => e.payload as BalanceState)
  await app.settle()
  // The start's reads (balance, 30 days of usage) are done; from here on only answers cause requests.
  await clock.advance(1_000)
  await app.settle()
  return { clock, sim: app.sim, call: app.value, settle: app.settle, ended: (ids: string[]) => app.ended(...ids), chatEvents: app.chatEvents, balanceEvents }
}

const params = { model: 'tally-nano', systemPrompt: '', maxOutputTokens: 16, temperature: null }

async function requestsAfter(t: Awaited<ReturnType<typeof setup>>, ms: number, endpoint: string): Promise<number> {
  t.sim.stats.reset()
  await t.clock.advance(ms)
  await t.settle()
  return t.sim.stats.snapshot().requests[endpoint] ?? 0
}

describe('after an answer ends (any kind of run)', () => {
  it('a single chat: the balance is re-read 5 s later and a usage sync follows', async () => {
    const t = await setup()
    const conversation = await t.call<{ id: string }>('conversations:create', { params })
    await t.call('chat:start', { requestId: 'chat-1', conversationId: conversation.id, action: 'send', content: 'Hello there' })
    await t.ended(['chat-1'])
    expect(await requestsAfter(t, 5_100, 'GET /v1/balance')).toBeGreaterThanOrEqual(1)
    expect(await requestsAfter(t, 15_000, 'GET /v1/usage')).toBeGreaterThanOrEqual(1)
  })

  it('a compare run: the balance is re-read within the same 5 s and a usage sync follows', async () => {
    const t = await setup()
    const run = await t.call<{ columns: { requestId: string }[] }>('compare:start', { prompt: 'Explain caching', models: ['tally-nano', 'tally-mini'], params })
    await t.ended(run.columns.map((c) => c.requestId))
    expect(await requestsAfter(t, 5_100, 'GET /v1/balance')).toBeGreaterThanOrEqual(1)
    expect(await requestsAfter(t, 15_000, 'GET /v1/usage')).toBeGreaterThanOrEqual(1)
  })

  it('a compare column that meets model_coming_soon marks the model in models:list and reaches the recent errors', async () => {
    const t = await setup()
    const before = await t.call<ModelsState>('models:list', { refresh: false })
    expect(before.models.find((m) => m.id === COMING_SOON_MODEL_ID)?.comingSoon).toBe(false)
    const run = await t.call<{ columns: { requestId: string }[] }>('compare:start', { prompt: 'Hello', models: ['tally-nano', COMING_SOON_MODEL_ID], params })
    await t.ended(run.columns.map((c) => c.requestId))
    expect(t.chatEvents.find((e) => e.requestId === run.columns[1]?.requestId && e.kind === 'error')).toMatchObject({ error: { code: 'model_coming_soon' } })
    const after = await t.call<ModelsState>('models:list', { refresh: false })
    expect(after.models.find((m) => m.id === COMING_SOON_MODEL_ID)?.comingSoon).toBe(true)
    const diagnostics = await t.call<{ text: string }>('app:diagnostics', {})
    expect(diagnostics.text).toContain('model_coming_soon')
  })
})

describe('the balance forecast', () => {
  it('balance:get and balance:refresh carry the same forecastDays as the pushed state once usage was seen', async () => {
    const t = await setup()
    const view = await t.call<UsageView>('usage:get', { start: '2025-02-08', end: '2025-03-11' })
    expect(view.averageDailySpend.days7).not.toBeNull()
    await t.settle()
    const pushed = t.balanceEvents().at(-1)
    expect(pushed?.forecastDays).toEqual(expect.any(Number))
    const got = await t.call<BalanceState>('balance:get', {})
    expect(got.forecastDays).toBe(pushed?.forecastDays)
    const refreshed = await t.call<BalanceState>('balance:refresh', {})
    expect(refreshed.forecastDays).toBe(pushed?.forecastDays)
  })
})
