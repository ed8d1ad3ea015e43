import { describe, expect, it } from 'vitest'
import { T0, chat, chatBody, eventually, getJson, parseSse, readEvents, readSse, startTestSim, type TestSim } from '../../support/sim/sim-helpers'
import type { ErrorJson, UsageJson } from '../../support/sim/wire-shapes'

async function todayRow(sim: TestSim, model: string): Promise<UsageJson['data'][number] | undefined> {
  const { body } = await getJson<UsageJson>(`${sim.baseUrl}/usage?start=2025-03-15&group_by=model`, 'sk-demo-funded')
  return body.data.find((r) => r.model === model)
}

describe('chat stream', () => {
  it('streams OpenAI chat.completion.chunk events ending with data: [DONE]', async () => {
    const sim = await startTestSim()
    const res = await chat(sim, chatBody())
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const text = await res.text()
    expect(text.endsWith('data: [DONE]\n\n')).toBe(true)
    for (const block of text.split('\n\n').filter(Boolean)) expect(block).toMatch(/^data: /)
    const sse = parseSse(text)
    expect(sse.done).toBe(true)
    const [first] = sse.chunks
    expect(first?.choices[0]?.delta).toEqual({ role: 'assistant', content: '' })
    const ids = new Set(sse.chunks.map((c) => c.id))
    expect(ids.size).toBe(1)
    for (const chunk of sse.chunks) {
      expect(chunk).toMatchObject({ object: 'chat.completion.chunk', created: Math.floor(T0 / 1000), model: 'tally-mini' })
      expect(chunk.id).toMatch(/^chatcmpl-/)
    }
    const finish = sse.chunks.filter((c) => c.choices[0]?.finish_reason)
    expect(finish.map((c) => c.choices[0]?.finish_reason)).toEqual(['stop'])
    // include_usage: the usage rides on the last chunk, which still has a choice (SDK loops read choices[0]).
    const last = sse.chunks.at(-1)
    expect(last?.choices).toEqual([{ index: 0, delta: {}, finish_reason: 'stop' }])
    expect(sse.chunks.filter((c) => c.usage)).toHaveLength(1)
    for (const chunk of sse.chunks) expect(chunk.choices[0]?.delta).toBeDefined()
    expect(last?.usage).toEqual({
      prompt_tokens: expect.any(Number),
      completion_tokens: expect.any(Number),
      total_tokens: (last?.usage?.prompt_tokens ?? 0) + (last?.usage?.completion_tokens ?? 0),
      prompt_tokens_details: { cached_tokens: 0 },
    })
  })

  it('answers in markdown: a heading, a list, a table and a fenced code block', async () => {
    const sim = await startTestSim()
    const { content } = await readSse(await chat(sim, chatBody()))
    expect(content).toMatch(/^## /m)
    expect(content).toMatch(/^- /m)
    expect(content).toMatch(/^\| --- \|/m)
    expect(content).toMatch(/^```ts\n[\s\S]+\n```$/m)
  })

  it('is deterministic: the same prompt gives the same answer, another prompt another one', async () => {
    const sim = await startTestSim()
    const a = await readSse(await chat(sim, chatBody()))
    const b = await readSse(await chat(sim, chatBody()))
    const c = await readSse(await chat(sim, chatBody({ messages: [{ role: 'user', content: 'Describe sourdough baking' }] })))
    expect(a.content).toBe(b.content)
    expect(c.content).not.toBe(a.content)
    expect(c.content.toLowerCase()).toContain('sourdough')
  })

  it('counts about 4 characters per token and answers about 200 tokens by default', async () => {
    const sim = await startTestSim()
    const content = 'a'.repeat(4_000)
    const sse = await readSse(await chat(sim, chatBody({ messages: [{ role: 'user', content }] })))
    expect(sse.usage?.prompt_tokens).toBeGreaterThanOrEqual(1_000)
    expect(sse.usage?.prompt_tokens).toBeLessThan(1_020)
    expect(sse.usage?.completion_tokens).toBeGreaterThan(100)
    expect(sse.usage?.completion_tokens).toBeLessThanOrEqual(400)
    expect(Math.abs(sse.content.length / 4 - (sse.usage?.completion_tokens ?? 0))).toBeLessThan(2)
  })

  it.each(['max_tokens', 'max_completion_tokens'])('makes the answer exactly %s long (finish_reason length)', async (field) => {
    const sim = await startTestSim()
    for (const limit of [1, 50, 1_500]) {
      const sse = await readSse(await chat(sim, chatBody({ [field]: limit })))
      expect(sse.usage?.completion_tokens).toBe(limit)
      expect(sse.chunks.find((c) => c.choices[0]?.finish_reason)?.choices[0]?.finish_reason).toBe('length')
      expect(sse.done).toBe(true)
    }
  })

  it('sends a token every 1/tokensPerSecond seconds', async () => {
    const sim = await startTestSim({ tokensPerSecond: 100 })
    const started = performance.now()
    const sse = await readSse(await chat(sim, chatBody({ max_completion_tokens: 40 })))
    const elapsed = performance.now() - started
    expect(sse.usage?.completion_tokens).toBe(40)
    expect(elapsed).toBeGreaterThanOrEqual(380)
    expect(elapsed).toBeLessThan(5_000)
  })

  it('batches several tokens per write when fast', async () => {
    const sim = await startTestSim({ tokensPerSecond: Infinity })
    const started = performance.now()
    const sse = await readSse(await chat(sim, chatBody({ max_completion_tokens: 2_000 })))
    expect(performance.now() - started).toBeLessThan(5_000)
    expect(sse.chunks.length).toBeLessThan(2_000 / 4)
    const sim0 = await startTestSim({ tokensPerSecond: 0 })
    expect((await readSse(await chat(sim0, chatBody()))).done).toBe(true)
  })

  it('respects a client abort: stops, releases the hold and charges only what was sent', async () => {
    const sim = await startTestSim({ tokensPerSecond: 40, usageDelayMs: 0 })
    const full = await readSse(await chat(sim, chatBody({ model: 'tally-standard', max_completion_tokens: 30 })))
    sim.clock.jump(10_000)
    const before = await todayRow(sim, 'tally-standard')
    const controller = new AbortController()
    const res = await chat(sim, chatBody({ model: 'tally-standard', max_completion_tokens: 30 }), 'sk-demo-funded', {
      signal: controller.signal,
    })
    const { text } = await readEvents(res, 4)
    controller.abort()
    await eventually(() => sim.stats.streams.active === 0)
    expect(sim.stats.streams.interrupted).toBe(1)
    expect(text).not.toContain('[DONE]')
    sim.clock.jump(10_000)
    const after = await todayRow(sim, 'tally-standard')
    const received = parseSse(text).content.length / 4
    const output = (after?.output_tokens ?? 0) - (before?.output_tokens ?? 0)
    expect(after?.requests).toBe((before?.requests ?? 0) + 1)
    expect(output).toBeGreaterThanOrEqual(Math.floor(received))
    expect(output).toBeLessThan(full.usage?.completion_tokens ?? 0)
  })

  it('limits simultaneous streams per key (429), other keys are unaffected', async () => {
    const sim = await startTestSim({ tokensPerSecond: 5, maxConcurrentChats: 2 })
    const controllers = [new AbortController(), new AbortController()]
    const open = await Promise.all(controllers.map((c) => chat(sim, chatBody(), 'sk-demo-funded', { signal: c.signal })))
    expect(open.map((r) => r.status)).toEqual([200, 200])
    const third = await chat(sim, chatBody())
    expect(third.status).toBe(429)
    expect(third.headers.get('retry-after')).toBe('1')
    expect(((await third.json()) as ErrorJson).error.code).toBe('too_many_concurrent_requests')
    const other = new AbortController()
    expect((await chat(sim, chatBody(), 'sk-demo-noplan', { signal: other.signal })).status).toBe(200)
    other.abort()
    controllers[0]?.abort()
    await eventually(() => sim.stats.streams.active === 1)
    const again = new AbortController()
    expect((await chat(sim, chatBody(), 'sk-demo-funded', { signal: again.signal })).status).toBe(200)
    again.abort()
    controllers[1]?.abort()
  })

  it('with per-model speeds, each model has its own time to first token and tokens/s', async () => {
    const sim = await startTestSim({ perModelSpeed: true })
    const timed = async (model: string): Promise<{ ttft: number; tokensPerSecond: number; tokens: number }> => {
      const started = performance.now()
      const res = await chat(sim, chatBody({ model, max_completion_tokens: 24 }))
      const reader = (res.body as ReadableStream<Uint8Array>).getReader()
      const decoder = new TextDecoder()
      let text = ''
      let first = 0
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        text += decoder.decode(value, { stream: true })
        if (!first && parseSse(text).content.length > 0) first = performance.now()
      }
      const last = performance.now()
      const tokens = parseSse(text).usage?.completion_tokens ?? 0
      return { ttft: first - started, tokensPerSecond: (tokens - 1) / ((last - first) / 1000), tokens }
    }
    const [nano, large] = await Promise.all([timed('tally-nano'), timed('tally-large')])
    expect(nano.tokens).toBe(24)
    expect(large.tokens).toBe(24)
    // tally-nano: 150 ms, 320 tok/s; tally-large: 800 ms, 45 tok/s (SIM_MODELS).
    expect(nano.ttft).toBeGreaterThanOrEqual(140)
    expect(nano.ttft).toBeLessThan(700)
    expect(large.ttft).toBeGreaterThanOrEqual(790)
    expect(large.tokensPerSecond).toBeLessThan(60)
    expect(nano.tokensPerSecond).toBeGreaterThan(large.tokensPerSecond * 3)
  })
})
