import { describe, expect, it } from 'vitest'
import { flush } from '../../support/fake-clock'
import { errorOf, KEY, setupClient } from '../../support/client-setup'
import { BALANCE_BODY, hang, json, networkError, USAGE_BODY } from '../../support/fake-fetch'

describe('service client requests', () => {
  it('balance: Bearer key, validated and typed', async () => {
    const { client, fetch } = setupClient(() => json(BALANCE_BODY))
    const balance = await client.balance()
    expect(balance.balance).toBe('12.500000')
    expect(fetch.calls[0]?.url.toString()).toBe('https://api.example.com/v1/balance')
    expect(fetch.calls[0]?.headers.get('authorization')).toBe(`Bearer ${KEY}`)
  })

  it('models: sends the key when there is one, and works without', async () => {
    const withKey = setupClient(() => json({ data: [{ id: 'm1', owned_by: 'x' }] }))
    expect((await withKey.client.models()).data.map((m) => m.id)).toEqual(['m1'])
    expect(withKey.fetch.calls[0]?.headers.get('authorization')).toBe(`Bearer ${KEY}`)
    const without = setupClient(() => json({ data: [] }), { getKey: async () => null })
    await without.client.models()
    expect(without.fetch.calls[0]?.headers.has('authorization')).toBe(false)
  })

  it('usage: query parameters, ETag, and 304', async () => {
    const { client, fetch } = setupClient((call) =>
      call.headers.get('if-none-match') === '"v1"' ? new Response(null, { status: 304 }) : json(USAGE_BODY, 200, { etag: '"v1"' }),
    )
    const first = await client.usage({ start: '2025-03-01', end: '2025-03-11', groupBy: 'model', page: '2025-03-05' })
    expect(first).toMatchObject({ status: 200, etag: '"v1"' })
    const params = Object.fromEntries(fetch.calls[0]?.url.searchParams ?? [])
    expect(params).toEqual({ start: '2025-03-01', end: '2025-03-11', group_by: 'model', page: '2025-03-05' })
    const second = await client.usage({ start: '2025-03-01', end: '2025-03-11' }, { etag: '"v1"' })
    expect(second).toEqual({ status: 304 })
    expect(fetch.calls[1]?.url.search).toBe('?start=2025-03-01&end=2025-03-11')
  })

  it('usage: a 304 without an ETag sent is invalid', async () => {
    const { client } = setupClient(() => new Response(null, { status: 304 }))
    expect((await errorOf(client.usage({ start: '2025-03-01', end: '2025-03-02' }))).kind).toBe('invalid_response')
  })

  it('retries a network failure twice with jittered back-off on the clock, then succeeds', async () => {
    let n = 0
    const { client, fetch, clock } = setupClient(() => (++n < 3 ? Promise.reject(networkError('ECONNRESET')) : json(BALANCE_BODY)), { random: () => 0 })
    const start = clock.now()
    const pending = client.balance()
    await flush()
    expect(fetch.calls).toHaveLength(1)
    await clock.advance(749)
    expect(fetch.calls).toHaveLength(1)
    await clock.advance(1)
    expect(fetch.calls).toHaveLength(2)
    await clock.advance(1_500)
    expect(fetch.calls).toHaveLength(3)
    await expect(pending).resolves.toMatchObject({ object: 'balance' })
    expect(clock.now() - start).toBe(2_250)
  })

  it.each([
    [429, { 'retry-after': '1' }],
    [503, { 'retry-after': '1' }],
    [500, {}],
    [401, {}],
  ])('does not retry HTTP %i on its own', async (status, headers) => {
    const { client, fetch, clock } = setupClient(() => json({ error: { message: 'x', code: String(status) } }, status, headers))
    await errorOf(client.balance())
    await clock.advance(60_000)
    expect(fetch.calls).toHaveLength(1)
  })

  it('does not retry a timeout', async () => {
    const { client, fetch } = setupClient(hang, { timeoutMs: 20 })
    expect((await errorOf(client.models())).kind).toBe('timeout')
    expect(fetch.calls).toHaveLength(1)
  })

  it('429 blocks the endpoint until Retry-After; other endpoints are not blocked', async () => {
    let limited = true
    const { client, fetch, clock } = setupClient((call) => {
      if (call.url.pathname.endsWith('/usage')) return json(USAGE_BODY)
      return limited ? json({ error: { message: 'slow', code: '429' } }, 429, { 'retry-after': '30' }) : json(BALANCE_BODY)
    })
    expect((await errorOf(client.balance())).retryAfterMs).toBe(30_000)
    limited = false
    const next = client.balance()
    await client.usage({ start: '2025-03-01', end: '2025-03-11' })
    await clock.advance(29_000)
    expect(fetch.calls.filter((c) => c.url.pathname.endsWith('/balance'))).toHaveLength(1)
    await clock.advance(1_000)
    await expect(next).resolves.toMatchObject({ object: 'balance' })
    expect(fetch.calls.filter((c) => c.url.pathname.endsWith('/balance'))).toHaveLength(2)
  })

  it('lowers the bucket from x-ratelimit-remaining', async () => {
    const { client, limiter } = setupClient(() => json(BALANCE_BODY, 200, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '15' }))
    await client.balance()
    expect(limiter.inspect('GET /balance').tokens).toBe(0)
  })

  it('queues rather than fails beyond the burst', async () => {
    const { client, fetch, clock } = setupClient((call) => json({ ...USAGE_BODY, start: call.url.searchParams.get('start') }))
    const all = Array.from({ length: 8 }, (_, i) => client.usage({ start: `2025-03-0${i + 1}`, end: '2025-03-11' }))
    await flush()
    expect(fetch.calls).toHaveLength(5)
    await clock.advance(9_000)
    await Promise.all(all)
    expect(fetch.calls).toHaveLength(8)
  })
})

describe('coalescing', () => {
  it('identical concurrent calls share one request', async () => {
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const { client, fetch } = setupClient(async () => {
      await gate
      return json(BALANCE_BODY)
    })
    const calls = Array.from({ length: 10 }, () => client.balance())
    await flush()
    release()
    const results = await Promise.all(calls)
    expect(fetch.calls).toHaveLength(1)
    expect(new Set(results.map((r) => r.balance))).toEqual(new Set(['12.500000']))
    await client.balance()
    expect(fetch.calls).toHaveLength(2)
  })

  it('usage calls coalesce only with the same query and ETag', async () => {
    let release!: () => void
    const gate = new Promise<void>((r) => (release = r))
    const { client, fetch } = setupClient(async () => {
      await gate
      return json(USAGE_BODY, 200, { etag: '"e"' })
    })
    const q = { start: '2025-03-01', end: '2025-03-11' }
    const calls = [client.usage(q), client.usage(q), client.usage(q, { etag: '"e"' }), client.usage({ ...q, groupBy: 'model' as const })]
    await flush()
    release()
    await Promise.all(calls)
    expect(fetch.calls).toHaveLength(3)
  })

  it("one caller's abort does not cancel the others; the last one's does", async () => {
    const { client, fetch } = setupClient(hang, { timeoutMs: 60_000 })
    const a = new AbortController()
    const b = new AbortController()
    const pa = client.balance({ signal: a.signal })
    const pb = client.balance({ signal: b.signal })
    await flush()
    a.abort(new Error('a gave up'))
    await expect(pa).rejects.toThrow('a gave up')
    expect(fetch.calls[0]?.signal?.aborted).toBe(false)
    b.abort(new Error('b gave up'))
    await expect(pb).rejects.toThrow('b gave up')
    expect(fetch.calls[0]?.signal?.aborted).toBe(true)
    expect(fetch.calls).toHaveLength(1)
  })

  it('a caller waiting for a rate-limit token can abort', async () => {
    const { client, fetch, clock } = setupClient((call) => json({ ...USAGE_BODY, start: call.url.searchParams.get('start') }))
    for (let i = 1; i <= 5; i++) void client.usage({ start: `2025-03-0${i}`, end: '2025-03-11' })
    const controller = new AbortController()
    const waiting = client.usage({ start: '2025-03-09', end: '2025-03-11' }, { signal: controller.signal })
    await flush()
    controller.abort(new DOMException('stop', 'AbortError'))
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' })
    await clock.advance(60_000)
    expect(fetch.calls).toHaveLength(5)
  })

  it('an abort during network back-off stops the retries', async () => {
    const { client, fetch, clock } = setupClient(() => Promise.reject(networkError('ECONNREFUSED')))
    const controller = new AbortController()
    const pending = client.models({ signal: controller.signal })
    await flush()
    controller.abort(new Error('closed'))
    await expect(pending).rejects.toThrow('closed')
    await clock.advance(10_000)
    expect(fetch.calls).toHaveLength(1)
  })
})

describe('chat stream', () => {
  const body = { model: 'm1', messages: [{ role: 'user' as const, content: 'hi' }], max_completion_tokens: 10 }
  const sse = (chunks: string[], delayMs = 0) =>
    new ReadableStream<Uint8Array>({
      async start(controller) {
        for (const c of chunks) {
          if (delayMs) await new Promise((r) => setTimeout(r, delayMs))
          controller.enqueue(new TextEncoder().encode(c))
        }
        controller.close()
      },
    })

  it('posts stream: true, store: false with the event-stream Accept header', async () => {
    const { client, fetch } = setupClient(() => new Response(sse(['data: {}\n\n', 'data: [DONE]\n\n']), { headers: { 'content-type': 'text/event-stream', 'x-request-id': 'req_c' } }))
    const res = await client.chatStream(body, { signal: new AbortController().signal })
    expect(res.requestId).toBe('req_c')
    expect(await new Response(res.body).text()).toContain('[DONE]')
    const call = fetch.calls[0]
    expect(call?.method).toBe('POST')
    expect(call?.url.toString()).toBe('https://api.example.com/v1/chat/completions')
    expect(call?.headers.get('accept')).toBe('text/event-stream')
    expect(call?.headers.get('content-type')).toBe('application/json')
    expect(call?.headers.get('authorization')).toBe(`Bearer ${KEY}`)
    expect(JSON.parse(call?.body ?? '{}')).toEqual({ ...body, stream: true, store: false })
  })

  it('applies the timeout only until the headers arrive', async () => {
    const { client } = setupClient(() => new Response(sse(['data: a\n\n', 'data: [DONE]\n\n'], 60), { headers: { 'content-type': 'text/event-stream' } }), { timeoutMs: 30 })
    const res = await client.chatStream(body, { signal: new AbortController().signal })
    expect(await new Response(res.body).text()).toContain('[DONE]')
  })

  it('times out when the headers do not arrive', async () => {
    const { client } = setupClient(hang, { timeoutMs: 30 })
    const e = await errorOf(client.chatStream(body, { signal: new AbortController().signal }))
    expect(e).toMatchObject({ kind: 'timeout', endpoint: 'POST /chat/completions' })
  })

  it("the caller's abort still ends the body after the headers", async () => {
    const { client } = setupClient((call) => {
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('data: a\n\n'))
          call.signal?.addEventListener('abort', () => controller.error(call.signal?.reason))
        },
      })
      return new Response(stream, { headers: { 'content-type': 'text/event-stream' } })
    })
    const controller = new AbortController()
    const res = await client.chatStream(body, { signal: controller.signal })
    const reading = new Response(res.body).text()
    controller.abort(new Error('stopped by user'))
    await expect(reading).rejects.toThrow('stopped by user')
  })

  it('maps error statuses', async () => {
    const { client } = setupClient(() => json({ error: { message: 'too long', code: 'context_length_exceeded', param: 'messages' } }, 400, { 'x-request-id': 'req_x' }))
    const e = await errorOf(client.chatStream(body, { signal: new AbortController().signal }))
    expect(e).toMatchObject({ kind: 'http', status: 400, code: 'context_length_exceeded', param: 'messages', requestId: 'req_x', endpoint: 'POST /chat/completions' })
  })

  it('a JSON answer instead of a stream is an invalid response', async () => {
    const { client } = setupClient(() => json({ choices: [] }))
    const e = await errorOf(client.chatStream(body, { signal: new AbortController().signal }))
    expect(e.kind).toBe('invalid_response')
    expect(e.message).toContain('application/json')
  })

  it('needs a key', async () => {
    const { client, fetch } = setupClient(() => json({}), { getKey: async () => null })
    expect((await errorOf(client.chatStream(body, { signal: new AbortController().signal }))).code).toBe('missing_key')
    expect(fetch.calls).toHaveLength(0)
  })

  it('a network failure is not retried (a chat request may cost money)', async () => {
    const { client, fetch } = setupClient(() => Promise.reject(networkError('ECONNRESET')))
    expect((await errorOf(client.chatStream(body, { signal: new AbortController().signal }))).kind).toBe('network')
    expect(fetch.calls).toHaveLength(1)
  })
})
