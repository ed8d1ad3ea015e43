import { countText } from '../../../electron/services/tokens/count-text'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { describeChatError } from '../../../shared/chat/describe-error-english'
import type { ChatParams } from '../../../shared/domain/conversation'
import { systemClock } from '../../../electron/services/time/clock'
import { createServiceClient } from '../../../electron/services/api/client'
import { RateLimiter } from '../../../electron/services/api/rate-limiter'
import type { ServiceClient } from '../../../electron/services/api/service-client'
import { COMING_SOON_MODEL_ID, startSim, type SimHandle } from '../../../electron/sim/index'
import { makeHarness, type Harness } from '../../support/chat/service-harness'

const PARAMS: ChatParams = { model: 'tally-mini', systemPrompt: '', maxOutputTokens: null, temperature: null }

let sim: SimHandle
let h: Harness

function client(key = 'sk-demo-funded'): ServiceClient {
  return createServiceClient({ baseUrl: sim.baseUrl, getKey: async () => key, limiter: new RateLimiter({ clock: systemClock }), clock: systemClock })
}

async function fault(body: object): Promise<void> {
  const res = await fetch(`${sim.rootUrl}/_sim/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (res.status !== 201) throw new Error(`fault not added: ${res.status} ${await res.text()}`)
}

const streamFault = (after: number, mode: 'cut' | 'error' | 'stall' | 'garbage') => fault({ match: { method: 'POST', path: '/v1/chat/completions' }, times: 1, stream: { after, mode } })
const respondFault = (status: number, body?: object, headers?: Record<string, string>) =>
  fault({ match: { method: 'POST', path: '/v1/chat/completions' }, times: 1, respond: { status, ...(body ? { body } : {}), ...(headers ? { headers } : {}) } })

/** Sends one message and waits for its end; returns the terminal event and the saved answer. */
async function ask(content: string, options: { key?: string; params?: Partial<ChatParams>; requestId?: string } = {}) {
  const conv = await h.service.create({ ...PARAMS, ...options.params })
  const requestId = options.requestId ?? `r-${Math.random().toString(36).slice(2)}`
  const ids = await h.service.start({ requestId, conversationId: conv.id, action: 'send', content }, { connectionId: 'sim', client: client(options.key) })
  const end = await h.waitForEnd(requestId)
  const answer = h.service.get(conv.id).messages.find((m) => m.id === ids.messageId)
  if (!answer) throw new Error('answer not saved')
  return { end, answer, text: h.textOf(requestId), events: h.eventsFor(requestId), conv: h.service.get(conv.id) }
}

beforeAll(async () => {
  sim = await startSim({ port: 0, tokensPerSecond: 0, usageDelayMs: 0 })
})
afterAll(async () => {
  await sim.close()
})
afterEach(async () => {
  await fetch(`${sim.rootUrl}/_sim/faults`, { method: 'DELETE' })
  await h.cleanup()
})

describe('chat against the simulator: streams', () => {
  it('a full stream completes with deltas and done; with no usage in the stream (as the spec reads), its tokens are counted here at its end', async () => {
    h = await makeHarness()
    const r = await ask('How should I test a streaming parser?', { params: { systemPrompt: 'Be brief.', maxOutputTokens: 60, temperature: 0.5 } })
    expect(r.end.kind).toBe('done')
    expect(r.answer.status).toBe('complete')
    expect(r.text.length).toBeGreaterThan(0)
    expect(r.answer.content).toBe(r.text)
    expect(r.events.some((e) => e.kind === 'usage')).toBe(false)
    expect(r.answer.usage).toBeNull()
    // The terminal event and the saved message carry the same record, counted here.
    expect(r.end).toMatchObject({ endReason: 'finished', cost: { source: 'counted', outputTokens: countText(r.text) } })
    expect(r.answer.cost).toEqual(r.end.kind === 'done' ? r.end.cost : null)
    expect(r.answer.endReason).toBe('finished')
    expect(r.events.map((e) => e.seq)).toEqual(r.events.map((_, i) => i))
    expect(h.finished.at(-1)).toMatchObject({ status: 'complete', connectionId: 'sim' })
  })

  it('cut → incomplete with the partial text kept', async () => {
    h = await makeHarness()
    await streamFault(3, 'cut')
    const r = await ask('Tell me about caching')
    expect(r.end).toMatchObject({ kind: 'incomplete', reason: 'cut' })
    expect(r.answer).toMatchObject({ status: 'incomplete', incompleteReason: 'cut' })
    expect(r.answer.content.length).toBeGreaterThan(0)
    expect(r.answer.content).toBe(r.text)
    expect(r.answer.error?.requestId).toMatch(/^req_/)
  })

  it('error event → status error with the message from the event, partial text kept', async () => {
    h = await makeHarness()
    await streamFault(3, 'error')
    const r = await ask('Tell me about caching')
    expect(r.end).toMatchObject({ kind: 'error', error: { code: 'stream_error', message: 'The model stream failed.' } })
    expect(r.answer.status).toBe('error')
    expect(r.answer.content.length).toBeGreaterThan(0)
    expect(describeChatError(r.answer.error ?? expect.fail('no error')).action).toBe('retry')
  })

  it('stall → incomplete (stalled) after a short idle timeout', async () => {
    h = await makeHarness({ idleTimeoutMs: 300 })
    await streamFault(2, 'stall')
    const started = Date.now()
    const r = await ask('Tell me about caching')
    expect(r.end).toMatchObject({ kind: 'incomplete', reason: 'stalled' })
    expect(r.answer).toMatchObject({ status: 'incomplete', incompleteReason: 'stalled' })
    expect(r.answer.content.length).toBeGreaterThan(0)
    expect(Date.now() - started).toBeGreaterThanOrEqual(250)
  })

  it('garbage → noted, the stream goes on and completes', async () => {
    const logs: string[] = []
    h = await makeHarness({ log: (_, m) => logs.push(m) })
    const clean = await ask('Explain retries', { requestId: 'clean' })
    await streamFault(2, 'garbage')
    const r = await ask('Explain retries', { requestId: 'garbled' })
    expect(r.end.kind).toBe('done')
    expect(r.answer.status).toBe('complete')
    expect(r.answer.content).toBe(clean.answer.content)
    expect(logs.some((l) => l.includes('unreadable stream data'))).toBe(true)
  })

  it('abort → stopped with the partial text kept', async () => {
    h = await makeHarness({ idleTimeoutMs: 10_000 })
    await streamFault(3, 'stall')
    const conv = await h.service.create(PARAMS)
    const ids = await h.service.start({ requestId: 'abort-me', conversationId: conv.id, action: 'send', content: 'Tell me about caching' }, { connectionId: 'sim', client: client() })
    for (let i = 0; i < 200 && h.textOf('abort-me').length === 0; i++) await new Promise((r) => setTimeout(r, 10))
    expect(h.answers.abort('abort-me')).toEqual({ aborted: true })
    expect(await h.waitForEnd('abort-me')).toMatchObject({ kind: 'stopped' })
    const answer = h.service.get(conv.id).messages.find((m) => m.id === ids.messageId)
    expect(answer).toMatchObject({ status: 'stopped' })
    expect(answer?.content.length).toBeGreaterThan(0)
    expect(answer?.content).toBe(h.textOf('abort-me'))
  })

  it('network lost mid-stream (the service goes away) → incomplete with the partial text kept', async () => {
    h = await makeHarness({ idleTimeoutMs: 10_000 })
    const own = await startSim({ port: 0, tokensPerSecond: 0 })
    try {
      await fetch(`${own.rootUrl}/_sim/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ match: { method: 'POST', path: '/v1/chat/completions' }, stream: { after: 3, mode: 'stall' } }),
      })
      const c = createServiceClient({ baseUrl: own.baseUrl, getKey: async () => 'sk-demo-funded', limiter: new RateLimiter({ clock: systemClock }), clock: systemClock })
      const conv = await h.service.create(PARAMS)
      const ids = await h.service.start({ requestId: 'lost', conversationId: conv.id, action: 'send', content: 'Tell me about caching' }, { connectionId: 'sim', client: c })
      for (let i = 0; i < 200 && h.textOf('lost').length === 0; i++) await new Promise((r) => setTimeout(r, 10))
      await own.close()
      const end = await h.waitForEnd('lost')
      expect(end).toMatchObject({ kind: 'incomplete', reason: 'network', error: { code: 'stream_network' } })
      const answer = h.service.get(conv.id).messages.find((m) => m.id === ids.messageId)
      expect(answer?.status).toBe('incomplete')
      expect(answer?.content).toBe(h.textOf('lost'))
      expect(answer?.content.length).toBeGreaterThan(0)
    } finally {
      await own.close()
    }
  })

  it('regenerate and edit work against the service', async () => {
    h = await makeHarness()
    const conv = await h.service.create(PARAMS)
    const c = client()
    const first = await h.service.start({ requestId: 'g1', conversationId: conv.id, action: 'send', content: 'What is a token bucket?' }, { connectionId: 'sim', client: c })
    await h.waitForEnd('g1')
    await h.service.start({ requestId: 'g2', conversationId: conv.id, action: 'regenerate' }, { connectionId: 'sim', client: c })
    expect(await h.waitForEnd('g2')).toMatchObject({ kind: 'done' })
    await h.service.start({ requestId: 'g3', conversationId: conv.id, action: 'edit', messageId: first.userMessageId ?? '', content: 'What is a leaky bucket?' }, { connectionId: 'sim', client: c })
    expect(await h.waitForEnd('g3')).toMatchObject({ kind: 'done' })
    const saved = h.service.get(conv.id)
    expect(saved.messages.map((m) => [m.role, m.status])).toEqual([['user', 'complete'], ['assistant', 'complete']])
    expect(saved.messages[0]?.content).toBe('What is a leaky bucket?')
  })
})

describe('chat against the simulator: errors', () => {
  it('401 (revoked key) → error with replace_key', async () => {
    h = await makeHarness()
    const r = await ask('hello', { key: 'sk-demo-revoked' })
    expect(r.end).toMatchObject({ kind: 'error', error: { status: 401 } })
    expect(r.answer.status).toBe('error')
    expect(describeChatError(r.answer.error ?? expect.fail('no error')).action).toBe('replace_key')
  })

  it('429 no credits (debt key) → error with see_balance', async () => {
    h = await makeHarness()
    const r = await ask('hello', { key: 'sk-demo-debt' })
    expect(r.end).toMatchObject({ kind: 'error', error: { status: 429 } })
    const d = describeChatError(r.answer.error ?? expect.fail('no error'))
    expect(d.action).toBe('see_balance')
    expect(d.title).toBe('Out of credits')
  })

  it('429 too many requests with Retry-After → wait', async () => {
    h = await makeHarness()
    await respondFault(429, { error: { message: 'Too many simultaneous requests.', type: 'rate_limit_error', code: null } }, { 'retry-after': '7' })
    const r = await ask('hello')
    expect(r.end).toMatchObject({ kind: 'error', error: { status: 429, retryAfterMs: 7000 } })
    expect(describeChatError(r.answer.error ?? expect.fail('no error'))).toMatchObject({ action: 'wait', retryAfterMs: 7000 })
  })

  it('400 model_coming_soon → pick another model, and the model is learned', async () => {
    h = await makeHarness()
    const r = await ask('hello', { params: { model: COMING_SOON_MODEL_ID } })
    expect(r.end).toMatchObject({ kind: 'error', error: { status: 400, code: 'model_coming_soon' } })
    expect(describeChatError(r.answer.error ?? expect.fail('no error')).action).toBe('pick_model')
    expect(h.models.comingSoonModels().has(COMING_SOON_MODEL_ID)).toBe(true)
  })

  it('a 2,000,000-character prompt → 400 context_length_exceeded as the assistant error; the prompt is kept', async () => {
    h = await makeHarness()
    const huge = 'lorem ipsum dolor sit amet '.repeat(74_075).slice(0, 2_000_000)
    const r = await ask(huge)
    expect(r.end).toMatchObject({ kind: 'error', error: { status: 400, code: 'context_length_exceeded' } })
    expect(r.conv.messages[0]?.content.length).toBe(2_000_000)
    expect(describeChatError(r.answer.error ?? expect.fail('no error'))).toMatchObject({ action: 'shorten' })
    expect(describeChatError(r.answer.error ?? expect.fail('no error')).message).toMatch(/not charged/)
  })

  it('502 → retry; 503 → wait', async () => {
    h = await makeHarness()
    await respondFault(502)
    const bad = await ask('hello')
    expect(bad.end).toMatchObject({ kind: 'error', error: { status: 502 } })
    expect(describeChatError(bad.answer.error ?? expect.fail('no error')).action).toBe('retry')
    await respondFault(503, undefined, { 'retry-after': '2' })
    const busy = await ask('hello')
    expect(describeChatError(busy.answer.error ?? expect.fail('no error'))).toMatchObject({ action: 'wait', retryAfterMs: 2000 })
  })

  it('streaming_only / unsupported_storage → reported as a bug with the request ID', async () => {
    h = await makeHarness()
    await respondFault(400, { error: { message: 'Only streamed requests are supported.', type: 'invalid_request_error', code: 'streaming_only', param: 'stream' } })
    const r = await ask('hello')
    const d = describeChatError(r.answer.error ?? expect.fail('no error'))
    expect(d.action).toBe('report_bug')
    expect(r.answer.error?.requestId).toMatch(/^req_/)
    expect(d.message).toContain(r.answer.error?.requestId ?? 'missing')
  })

  it('a connection reset before any answer → network error, retry offered', async () => {
    h = await makeHarness()
    await fault({ match: { method: 'POST', path: '/v1/chat/completions' }, times: 1, respond: { destroy: true } })
    const r = await ask('hello')
    expect(r.end).toMatchObject({ kind: 'error', error: { kind: 'network' } })
    expect(describeChatError(r.answer.error ?? expect.fail('no error')).action).toBe('retry')
  })

  it('a JSON answer instead of a stream → invalid_response error', async () => {
    h = await makeHarness()
    await respondFault(200, { choices: [{ message: { content: 'not streamed' } }] })
    const r = await ask('hello')
    expect(r.end).toMatchObject({ kind: 'error', error: { kind: 'invalid_response' } })
  })
})
