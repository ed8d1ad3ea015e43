import { describe, expect, it } from 'vitest'
import { addFault, auth, chat, chatBody, eventually, getJson, parseSse, readEvents, readSse, sleep, startTestSim } from '../../support/sim/sim-helpers'
import type { ErrorJson } from '../../support/sim/wire-shapes'

describe('respond faults', () => {
  it('answers the next n matching requests with 503 + Retry-After, then normally', async () => {
    const sim = await startTestSim()
    await addFault(sim, { match: { method: 'GET', path: '/v1/usage' }, times: 2, respond: { status: 503, headers: { 'Retry-After': '7' } } })
    for (let i = 0; i < 2; i++) {
      const { res, body } = await getJson<ErrorJson>(`${sim.baseUrl}/usage`, 'sk-demo-funded')
      expect(res.status).toBe(503)
      expect(res.headers.get('retry-after')).toBe('7')
      expect(res.headers.get('x-request-id')).toMatch(/^req_/)
      expect(body.error).toMatchObject({ code: '503', message: expect.any(String), type: expect.any(String) })
    }
    expect((await getJson(`${sim.baseUrl}/usage`, 'sk-demo-funded')).res.status).toBe(200)
    expect((await getJson(`${sim.baseUrl}/balance`, 'sk-demo-funded')).res.status).toBe(200)
    expect(sim.stats.faultsApplied).toBe(2)
  })

  it('matches by method and path (relative to the root, or to /v1)', async () => {
    const sim = await startTestSim()
    await addFault(sim, { match: { method: 'POST', path: '/balance' }, respond: { status: 500 } })
    expect((await getJson(`${sim.baseUrl}/balance`, 'sk-demo-funded')).res.status).toBe(200)
    await addFault(sim, { match: { path: '/balance' }, respond: { status: 502 } })
    expect((await getJson(`${sim.baseUrl}/balance`, 'sk-demo-funded')).res.status).toBe(502)
  })

  it('sends an object body as JSON and a string body raw (malformed JSON)', async () => {
    const sim = await startTestSim()
    await addFault(sim, { match: { path: '/v1/balance' }, respond: { status: 200, body: { object: 'balance', odd: true } } })
    expect((await getJson(`${sim.baseUrl}/balance`, 'sk-demo-funded')).body).toEqual({ object: 'balance', odd: true })
    await addFault(sim, { respond: { status: 200, body: '{"object": "balance", ' } })
    const res = await fetch(`${sim.baseUrl}/balance`, { headers: auth('sk-demo-funded') })
    expect(await res.text()).toBe('{"object": "balance", ')
  })

  it('can hang a request forever (for client timeouts)', async () => {
    const sim = await startTestSim()
    await addFault(sim, { match: { path: '/v1/balance' }, respond: { hang: true } })
    await expect(fetch(`${sim.baseUrl}/balance`, { headers: auth('sk-demo-funded'), signal: AbortSignal.timeout(300) })).rejects.toThrow()
    expect((await getJson(`${sim.baseUrl}/balance`, 'sk-demo-funded')).res.status).toBe(200)
  })

  it('can reset the connection', async () => {
    const sim = await startTestSim()
    await addFault(sim, { match: { path: '/v1/models' }, respond: { destroy: true } })
    await expect(fetch(`${sim.baseUrl}/models`)).rejects.toThrow()
    expect((await getJson(`${sim.baseUrl}/models`)).res.status).toBe(200)
  })

  it('lists, deletes one and clears all faults', async () => {
    const sim = await startTestSim()
    await addFault(sim, { respond: { status: 500 } })
    await addFault(sim, { times: 3, stream: { after: 1, mode: 'cut' } })
    const listed = await getJson<{ data: Array<{ id: number; remaining: number }> }>(`${sim.rootUrl}/_sim/faults`)
    expect(listed.body.data.map((f) => f.remaining)).toEqual([1, 3])
    const first = listed.body.data[0]?.id ?? 0
    expect((await fetch(`${sim.rootUrl}/_sim/faults/${first}`, { method: 'DELETE' })).status).toBe(200)
    const cleared = await fetch(`${sim.rootUrl}/_sim/faults`, { method: 'DELETE' })
    expect(await cleared.json()).toEqual({ cleared: 1 })
    expect((await getJson(`${sim.baseUrl}/models`)).res.status).toBe(200)
  })

  it.each([
    ['neither respond nor stream', { times: 1 }],
    ['both respond and stream', { respond: { status: 500 }, stream: { after: 1, mode: 'cut' } }],
    ['bad status', { respond: { status: 99 } }],
    ['bad mode', { stream: { after: 1, mode: 'explode' } }],
    ['bad times', { times: 0, respond: { status: 500 } }],
    ['unknown field', { respond: { status: 500 }, later: true }],
  ])('rejects a bad fault (%s) with 400', async (_name, fault) => {
    const sim = await startTestSim()
    const res = await fetch(`${sim.rootUrl}/_sim/faults`, { method: 'POST', body: JSON.stringify(fault) })
    expect(res.status).toBe(400)
    expect(((await res.json()) as ErrorJson).error.message).toEqual(expect.any(String))
  })
})

describe('stream faults', () => {
  it('cut: closes after k chunks without [DONE]', async () => {
    const sim = await startTestSim()
    await addFault(sim, { stream: { after: 3, mode: 'cut' } })
    const sse = await readSse(await chat(sim, chatBody()))
    expect(sse.data.length).toBe(3)
    expect(sse.done).toBe(false)
    expect((await readSse(await chat(sim, chatBody()))).done).toBe(true)
  })

  it('cut after every chunk: drops only [DONE]', async () => {
    const sim = await startTestSim()
    await addFault(sim, { stream: { after: 10_000, mode: 'cut' } })
    const sse = await readSse(await chat(sim, chatBody()))
    expect(sse.usage).toBeDefined()
    expect(sse.done).toBe(false)
  })

  it('error: sends an error event, then closes without [DONE]', async () => {
    const sim = await startTestSim()
    await addFault(sim, { stream: { after: 2, mode: 'error' } })
    const sse = await readSse(await chat(sim, chatBody()))
    expect(sse.chunks.length).toBe(2)
    expect(sse.errors).toEqual([{ error: { message: expect.any(String), type: expect.any(String), code: expect.any(String) } }])
    expect(sse.done).toBe(false)
  })

  it('garbage: sends one data line that is not JSON, then continues to [DONE]', async () => {
    const sim = await startTestSim()
    await addFault(sim, { stream: { after: 2, mode: 'garbage' } })
    const sse = await readSse(await chat(sim, chatBody()))
    const normal = await readSse(await chat(sim, chatBody()))
    expect(sse.done).toBe(true)
    expect(sse.data.length).toBe(normal.data.length + 1)
    expect(() => JSON.parse(sse.data[2] ?? '')).toThrow()
    expect(sse.content).toBe(normal.content)
  })

  it('stall: stops sending but keeps the connection open until the client gives up', async () => {
    const sim = await startTestSim()
    await addFault(sim, { stream: { after: 2, mode: 'stall' } })
    const controller = new AbortController()
    const res = await chat(sim, chatBody(), 'sk-demo-funded', { signal: controller.signal })
    const { reader, text } = await readEvents(res, 2)
    const next = reader.read()
    const outcome = await Promise.race([next.then(() => 'data'), sleep(400).then(() => 'silent')])
    expect(outcome).toBe('silent')
    expect(parseSse(text).chunks.length).toBe(2)
    expect(sim.stats.streams.active).toBe(1)
    controller.abort()
    await next.catch(() => undefined)
    await eventually(() => sim.stats.streams.active === 0)
  })

  it('close() terminates open streams', async () => {
    const sim = await startTestSim()
    await addFault(sim, { stream: { after: 1, mode: 'stall' } })
    const res = await chat(sim, chatBody())
    const { reader } = await readEvents(res, 1)
    await sim.close()
    // A stream left open by close() would hang this read until the test times out.
    await reader.read().then(
      (r) => expect(r.done).toBe(true),
      (error: unknown) => expect(error).toBeInstanceOf(Error),
    )
  })
})
