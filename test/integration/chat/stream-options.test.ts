import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { ChatParams } from '../../../shared/domain/conversation'
import { systemClock } from '../../../electron/services/time/clock'
import { createServiceClient } from '../../../electron/services/api/client'
import { RateLimiter } from '../../../electron/services/api/rate-limiter'
import type { ServiceClient } from '../../../electron/services/api/service-client'
import { startSim, type SimHandle } from '../../../electron/sim/index'
import { makeHarness, type Harness } from '../../support/chat/service-harness'

const PARAMS: ChatParams = { model: 'tally-mini', systemPrompt: '', maxOutputTokens: 40, temperature: null }

let sim: SimHandle
let h: Harness
/** Every chat body that reached the simulator, in order. */
let sent: Record<string, unknown>[] = []

function client(): ServiceClient {
  const recordingFetch: typeof fetch = async (input, init) => {
    if (String(input).endsWith('/chat/completions') && typeof init?.body === 'string') sent.push(JSON.parse(init.body) as Record<string, unknown>)
    return fetch(input, init)
  }
  return createServiceClient({ baseUrl: sim.baseUrl, getKey: async () => 'sk-demo-funded', limiter: new RateLimiter({ clock: systemClock }), clock: systemClock, fetch: recordingFetch })
}

async function setStrict(strictParams: boolean): Promise<void> {
  await fetch(`${sim.rootUrl}/_sim/config`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ strictParams }) })
}

async function ask(connectionId: string) {
  const conv = await h.service.create(PARAMS)
  const requestId = `r-${Math.random().toString(36).slice(2)}`
  const ids = await h.service.start({ requestId, conversationId: conv.id, action: 'send', content: 'How do token buckets work?' }, { connectionId, client: client() })
  const end = await h.waitForEnd(requestId)
  const answer = h.service.get(conv.id).messages.find((m) => m.id === ids.messageId)
  return { end, answer, events: h.eventsFor(requestId) }
}

beforeAll(async () => {
  // A service that honours stream_options (the spec promises none; see chat-sim for that default).
  sim = await startSim({ port: 0, tokensPerSecond: 0, usageDelayMs: 0, usageChunk: true })
})
afterAll(async () => {
  await sim.close()
})
afterEach(async () => {
  sent = []
  await setStrict(false)
  await h.cleanup()
})

describe('chat asks for usage with stream_options', () => {
  it('sends include_usage and keeps the token counts from the usage chunk', async () => {
    h = await makeHarness()
    const r = await ask('a')
    expect(sent).toHaveLength(1)
    expect(sent[0]?.stream_options).toEqual({ include_usage: true })
    expect(r.end.kind).toBe('done')
    expect(r.answer?.usage).toMatchObject({ outputTokens: 40 })
  })

  it('a service that rejects stream_options (400 param): resent once without it, tokens unknown, remembered per connection', async () => {
    h = await makeHarness()
    await setStrict(true)
    const first = await ask('strict')
    expect(sent.map((b) => 'stream_options' in b)).toEqual([true, false])
    expect(first.end.kind).toBe('done')
    expect(first.answer).toMatchObject({ status: 'complete', usage: null, error: null })
    expect(first.answer?.content.length).toBeGreaterThan(0)
    expect(first.events.some((e) => e.kind === 'usage')).toBe(false)

    // Remembered: the next chat on this connection goes straight without it.
    const second = await ask('strict')
    expect(sent.map((b) => 'stream_options' in b)).toEqual([true, false, false])
    expect(second.end.kind).toBe('done')

    // Another connection still asks.
    await setStrict(false)
    const other = await ask('lenient')
    expect(sent.at(-1)?.stream_options).toEqual({ include_usage: true })
    expect(other.answer?.usage).not.toBeNull()
  })

  it('other 400s are not retried', async () => {
    h = await makeHarness()
    await setStrict(true)
    const conv = await h.service.create({ ...PARAMS, temperature: 0.5 })
    const requestId = 'r-temp'
    await h.service.start({ requestId, conversationId: conv.id, action: 'send', content: 'hi' }, { connectionId: 'temp', client: client() })
    const end = await h.waitForEnd(requestId)
    // The service names temperature (the first unlisted parameter): shown as it is, not resent.
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ temperature: 0.5, stream_options: { include_usage: true } })
    expect(end).toMatchObject({ kind: 'error', error: { status: 400, param: 'temperature' } })
  })
})
