import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { systemClock } from '../../../electron/services/time/clock'
import { createServiceClient } from '../../../electron/services/api/client'
import { RateLimiter } from '../../../electron/services/api/rate-limiter'
import { verifyConnection } from '../../../electron/services/connections/verify'
import { COMING_SOON_MODEL_ID, startSim, type SimHandle } from '../../../electron/sim/index'
import { describeChatError } from '../../../shared/chat/describe-error-english'
import type { ChatEvent } from '../../../shared/domain/chat-events'
import type { ChatParams } from '../../../shared/domain/conversation'
import type { ConnectionsState } from '../../../shared/domain/connection'
import { makeHarness, type Harness } from '../../support/chat/service-harness'
import { type NginxRouter, startNginxRouter } from '../../support/router/nginx-router'
import { useTestApp } from '../../support/core/use-app'
import type { InvokeChannel } from '../../../shared/ipc/contract'

// A real router in front of the simulator: nginx with its own router key, exposing only
// /v1/models and /v1/chat/completions and putting the service's key in on the way through.
let sim: SimHandle
let router: NginxRouter
let h: Harness | null = null

beforeAll(async () => {
  sim = await startSim({ port: 0, tokensPerSecond: 0, usageDelayMs: 0 })
  router = await startNginxRouter(sim.baseUrl, 'sk-demo-funded')
})
afterAll(async () => {
  await router?.close()
  await sim?.close()
})
afterEach(async () => {
  await fetch(`${sim.rootUrl}/_sim/faults`, { method: 'DELETE' })
  await h?.cleanup()
  h = null
})

const PARAMS: ChatParams = { model: 'tally-mini', systemPrompt: '', maxOutputTokens: 60, temperature: null }

async function fault(body: object): Promise<void> {
  const res = await fetch(`${sim.rootUrl}/_sim/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  expect(res.status).toBe(201)
}

async function askThroughRouter(content: string, options: { key?: string; params?: Partial<ChatParams> } = {}) {
  h ??= await makeHarness()
  const client = createServiceClient({ baseUrl: router.baseUrl, getKey: async () => options.key ?? router.routerKey, limiter: new RateLimiter({ clock: systemClock }), clock: systemClock })
  const conv = await h.service.create({ ...PARAMS, ...options.params })
  const requestId = `r-${Math.random().toString(36).slice(2)}`
  const ids = await h.service.start({ requestId, conversationId: conv.id, action: 'send', content }, { connectionId: 'router', client })
  const end = await h.waitForEnd(requestId)
  const answer = h.service.get(conv.id).messages.find((m) => m.id === ids.messageId)
  return { end, answer }
}

describe('Connect check through a real router (nginx)', () => {
  it('proposes "router" with no false "rejected key" or "nothing found" problems', async () => {
    const result = await verifyConnection({ name: 'Router', baseUrl: router.baseUrl, key: router.routerKey })
    expect(result.problems).toEqual([])
    expect(result.kind).toBe('router')
    expect(result.modelCount).toBeGreaterThanOrEqual(5)
    expect(result.kindReason).toMatch(/router/)
    expect(result.kindReason).not.toMatch(/rejected|Nothing found/)
  })

  it('a wrong router key: one problem, the rejected key on /models; no 404 noise', async () => {
    const result = await verifyConnection({ name: 'Router', baseUrl: router.baseUrl, key: 'rk-wrong' })
    expect(result.problems.map((p) => [p.endpoint, p.status])).toEqual([['GET /models', 401]])
    expect(result.problems[0]?.message).toContain('rejected this key')
    expect(result.kind).toBe('router')
  })

  it('the service itself is still proposed as a service account', async () => {
    const result = await verifyConnection({ name: 'Main', baseUrl: sim.baseUrl, key: 'sk-demo-funded' })
    expect(result).toMatchObject({ kind: 'service', problems: [], keyName: 'Demo laptop' })
  })
})

describe('chat through the router, with the service faults', () => {
  it('complete, its tokens and cost counted here (no usage in the stream, as the spec reads)', async () => {
    const r = await askThroughRouter('Explain token buckets')
    expect(r.end.kind).toBe('done')
    expect(r.answer).toMatchObject({ status: 'complete', usage: null, endReason: 'finished', cost: { source: 'counted' } })
    expect(r.answer?.cost?.outputTokens).toBeGreaterThan(0)
  })

  it('cut → incomplete, the partial text kept', async () => {
    await fault({ match: { method: 'POST', path: '/v1/chat/completions' }, stream: { after: 3, mode: 'cut' } })
    const r = await askThroughRouter('Tell me about caching')
    expect(r.end).toMatchObject({ kind: 'incomplete', reason: 'cut' })
    expect(r.answer?.content.length).toBeGreaterThan(0)
  })

  it('an error event → error with the event code', async () => {
    await fault({ match: { method: 'POST', path: '/v1/chat/completions' }, stream: { after: 2, mode: 'error' } })
    const r = await askThroughRouter('Tell me about caching')
    expect(r.end).toMatchObject({ kind: 'error', error: { code: 'stream_error' } })
  })

  it('coming soon → 400 model_coming_soon', async () => {
    const r = await askThroughRouter('hi', { params: { model: COMING_SOON_MODEL_ID } })
    expect(r.end).toMatchObject({ kind: 'error', error: { status: 400, code: 'model_coming_soon', param: 'model' } })
  })

  it('context too long → 400 context_length_exceeded', async () => {
    const r = await askThroughRouter('x'.repeat(600_000), { params: { model: 'tally-nano' } })
    expect(r.end).toMatchObject({ kind: 'error', error: { status: 400, code: 'context_length_exceeded' } })
  })

  it('a wrong router key → 401 from the router', async () => {
    const r = await askThroughRouter('hi', { key: 'rk-wrong' })
    expect(r.end).toMatchObject({ kind: 'error', error: { status: 401, code: 'invalid_router_key' } })
  })
})

describe('the app with a router connection', () => {
  const startApp = useTestApp()

  it('no balance or usage error for an unlinked router; the linked account’s figures once linked', async () => {
    // Every request the app makes to the router's balance or usage: there must be none.
    const toRouterAccount: string[] = []
    const watchingFetch: typeof fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input)
      if (url.startsWith(router.baseUrl) && /\/(balance|usage)\b/.test(url)) toRouterAccount.push(url)
      return fetch(input, init)
    }
    const app = await startApp({ fetch: watchingFetch, saveFile: async () => null })
    const call = <T>(channel: InvokeChannel, args: unknown): Promise<T> => app.invoke(channel, args as never) as Promise<T>
    const main = await call<ConnectionsState>('connections:add', { name: 'Main account', baseUrl: sim.baseUrl, key: 'sk-demo-funded', activate: false })
    const mainId = main.connections[0]!.id
    const added = await call<ConnectionsState>('connections:add', { name: 'Router', baseUrl: router.baseUrl, key: router.routerKey, kind: 'router', activate: true })
    const routerId = added.activeId!
    expect(added.connections.find((c) => c.id === routerId)).toMatchObject({ kind: 'router', linkedAccountId: null })

    const balance = await call<{ connectionId: string | null; error: unknown; balance: unknown }>('balance:refresh', {})
    expect(balance).toMatchObject({ connectionId: null, error: null, balance: null })
    const usage = await call<{ connectionId: string | null; error: unknown }>('usage:refresh', { start: '2025-01-01', end: '2025-01-08', force: true })
    expect(usage).toMatchObject({ connectionId: null, error: null })

    expect(toRouterAccount).toEqual([])

    await call('connections:update', { id: routerId, linkedAccountId: mainId })
    let linked = await call<{ connectionId: string | null; error: unknown; balance: { key: { name: string } } | null }>('balance:refresh', {})
    for (let i = 0; i < 50 && linked.balance === null; i++) {
      await new Promise((r) => setTimeout(r, 50))
      linked = await call('balance:get', {})
    }
    expect(linked).toMatchObject({ connectionId: mainId, error: null, balance: { key: { name: 'Demo laptop' } } })
    const linkedUsage = await call<{ connectionId: string | null; error: unknown; rows?: unknown[] }>('usage:refresh', { start: '2025-01-01', end: '2025-01-08', force: true })
    expect(linkedUsage).toMatchObject({ connectionId: mainId, error: null })

    // A chat through the router: the linked account's balance is read again (~5 s later, within the limits).
    const balanceReads = () => sim.stats.snapshot().requests['GET /v1/balance'] ?? 0
    const before = balanceReads()
    const conv = await call<{ id: string }>('conversations:create', { params: PARAMS })
    await call('chat:start', { requestId: 'through-router', conversationId: conv.id, action: 'send', content: 'Spend a little' })
    for (let i = 0; i < 150 && balanceReads() === before; i++) await new Promise((r) => setTimeout(r, 50))
    expect(balanceReads()).toBe(before + 1)
    const after = await call<{ connectionId: string | null; error: unknown }>('balance:get', {})
    expect(after).toMatchObject({ connectionId: mainId, error: null })
    expect(toRouterAccount).toEqual([])
  }, 20_000)

  it('a wrong router key: the error names the router, not the service', async () => {
    const events: ChatEvent[] = []
    const app = await startApp({
      emit: (channel, payload) => {
        if (channel === 'chat') events.push(payload as ChatEvent)
      },
      saveFile: async () => null,
    })
    const call = <T>(channel: InvokeChannel, args: unknown): Promise<T> => app.invoke(channel, args as never) as Promise<T>
    await call('connections:add', { name: 'Router', baseUrl: router.baseUrl, key: 'rk-wrong', kind: 'router', activate: true })
    const conv = await call<{ id: string }>('conversations:create', { params: PARAMS })
    await call('chat:start', { requestId: 'wrong-router-key', conversationId: conv.id, action: 'send', content: 'hi' })
    for (let i = 0; i < 100 && !events.some((e) => e.kind === 'error'); i++) await new Promise((r) => setTimeout(r, 50))
    const end = events.find((e) => e.kind === 'error')
    if (end?.kind !== 'error') throw new Error('no error event')
    expect(end.error).toMatchObject({ status: 401, answeredBy: 'router' })
    expect(end.error.message).toMatch(/^The router rejected this key .* Replace the router's key in Settings\.$/)
    expect(describeChatError(end.error).message).toMatch(/^The router did not accept its API key/)
    expect(describeChatError(end.error).action).toBe('replace_key')
  })
})
