import { describe, expect, it } from 'vitest'
import { chat, chatBody, postJson, readSse, startTestSim } from '../../support/sim/sim-helpers'
import type { ErrorJson } from '../../support/sim/wire-shapes'

describe('usage chunk only when asked for (stream_options.include_usage)', () => {
  it.each([
    ['stream_options missing', { stream_options: undefined }],
    ['include_usage false', { stream_options: { include_usage: false } }],
    ['stream_options empty', { stream_options: {} }],
  ])('%s: no usage anywhere, the stream still ends with the finish chunk and [DONE]', async (_name, overrides) => {
    const sim = await startTestSim()
    const sse = await readSse(await chat(sim, chatBody(overrides)))
    expect(sse.done).toBe(true)
    expect(sse.usage).toBeUndefined()
    expect(sse.data.filter((d) => d.includes('"usage"'))).toEqual([])
    expect(sse.chunks.at(-1)?.choices).toEqual([{ index: 0, delta: {}, finish_reason: 'stop' }])
    for (const chunk of sse.chunks) expect(chunk.choices).toHaveLength(1)
  })

  it('include_usage true: exactly one chunk carries usage, and it has a choice with a delta', async () => {
    const sim = await startTestSim()
    const sse = await readSse(await chat(sim, chatBody({ stream_options: { include_usage: true } })))
    const withUsage = sse.chunks.filter((c) => c.usage)
    expect(withUsage).toHaveLength(1)
    expect(withUsage[0]?.choices[0]).toEqual({ index: 0, delta: {}, finish_reason: 'stop' })
    expect(withUsage[0]?.usage?.completion_tokens).toBeGreaterThan(0)
  })
})

describe('strict parameters (reject what the spec does not list)', () => {
  it('option strictParams: unknown parameters get 400 unsupported_parameter naming them; listed ones pass', async () => {
    const sim = await startTestSim({ strictParams: true })
    for (const [name, value] of [['stream_options', { include_usage: true }], ['temperature', 0.3], ['top_p', 1]] as const) {
      const res = await chat(sim, chatBody({ stream_options: undefined, [name]: value }))
      const body = (await res.json()) as ErrorJson
      expect(res.status).toBe(400)
      expect(body.error).toMatchObject({ code: 'unsupported_parameter', param: name, type: 'invalid_request_error' })
      expect(body.error.message).toContain(name)
    }
    const ok = await chat(sim, chatBody({ stream_options: undefined, store: false, max_completion_tokens: 20 }))
    expect(ok.status).toBe(200)
    expect((await readSse(ok)).done).toBe(true)
  })

  it('POST /_sim/config switches strict mode at run time; bad bodies get 400', async () => {
    const sim = await startTestSim()
    expect((await chat(sim, chatBody())).status).toBe(200)
    const on = await postJson(`${sim.rootUrl}/_sim/config`, { strictParams: true })
    expect(await on.json()).toEqual({ strictParams: true })
    expect((await chat(sim, chatBody())).status).toBe(400)
    await postJson(`${sim.rootUrl}/_sim/config`, { strictParams: false })
    expect((await chat(sim, chatBody())).status).toBe(200)
    const bad = await postJson(`${sim.rootUrl}/_sim/config`, { strictParams: 'yes' })
    expect(bad.status).toBe(400)
  })
})
