import OpenAI from 'openai'
import { describe, expect, it } from 'vitest'
import { addFault, startTestSim, type TestSim } from '../../support/sim/sim-helpers'

/** The official Node SDK, as a user's own script would use it (no retries, so errors surface at once). */
function sdk(sim: TestSim, apiKey = 'sk-demo-funded'): OpenAI {
  return new OpenAI({ baseURL: sim.baseUrl, apiKey, maxRetries: 0 })
}

const question = [{ role: 'user' as const, content: 'Write a tiny TypeScript example' }]

describe('the official openai SDK quick-start loop against the simulator', () => {
  it.each([
    ['without include_usage', undefined],
    ['with include_usage', { include_usage: true }],
  ])('%s: the optional-chaining loop reads the whole answer', async (_name, streamOptions) => {
    const sim = await startTestSim()
    const stream = await sdk(sim).chat.completions.create({
      model: 'tally-coder',
      messages: question,
      stream: true,
      max_completion_tokens: 120,
      ...(streamOptions ? { stream_options: streamOptions } : {}),
    })
    let text = ''
    const usages: number[] = []
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta?.content ?? ''
      if (chunk.usage) usages.push(chunk.usage.completion_tokens)
    }
    expect(text.length).toBeGreaterThan(100)
    expect(usages).toEqual(streamOptions ? [120] : [])
  })

  it.each([
    ['without include_usage', undefined],
    ['with include_usage', { include_usage: true }],
  ])('%s: the plain chunk.choices[0].delta.content loop never throws', async (_name, streamOptions) => {
    const sim = await startTestSim()
    const stream = await sdk(sim).chat.completions.create({
      model: 'tally-mini',
      messages: question,
      stream: true,
      ...(streamOptions ? { stream_options: streamOptions } : {}),
    })
    let text = ''
    let chunks = 0
    for await (const chunk of stream) {
      chunks++
      // The quick-start form without `?.`: throws a TypeError on a `choices: []` chunk.
      const choices = chunk.choices as [OpenAI.Chat.Completions.ChatCompletionChunk.Choice]
      text += choices[0].delta.content ?? ''
    }
    expect(chunks).toBeGreaterThan(2)
    expect(text).toMatch(/^## /)
  })

  it('lists the models', async () => {
    const sim = await startTestSim()
    const ids: string[] = []
    for await (const model of sdk(sim).models.list()) ids.push(model.id)
    expect(ids).toContain('tally-mini')
    expect(ids.length).toBeGreaterThanOrEqual(5)
  })
})

describe('every documented chat error, as the SDK reports it', () => {
  const base = { model: 'tally-mini', messages: [{ role: 'user' as const, content: 'hi' }], stream: true as const }

  it.each([
    ['store: true', { ...base, store: true }, { status: 400, code: 'unsupported_storage', param: 'store', type: 'invalid_request_error' }],
    ['stream missing', { ...base, stream: undefined }, { status: 400, code: 'streaming_only', param: 'stream', type: 'invalid_request_error' }],
    ['announced model', { ...base, model: 'tally-ultra-preview' }, { status: 400, code: 'model_coming_soon', param: 'model', type: 'invalid_request_error' }],
    [
      'prompt too long',
      { ...base, messages: [{ role: 'user' as const, content: 'x'.repeat(2_000_000) }] },
      { status: 400, code: 'context_length_exceeded', param: 'messages', type: 'invalid_request_error' },
    ],
    [
      'both token limits',
      { ...base, max_tokens: 10, max_completion_tokens: 10 },
      { status: 400, code: 'invalid_request', param: 'max_tokens', type: 'invalid_request_error' },
    ],
  ])('%s', async (_name, body, expected) => {
    const sim = await startTestSim()
    const error = await sdk(sim).chat.completions.create(body as OpenAI.Chat.ChatCompletionCreateParamsStreaming).then(
      () => null,
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(OpenAI.BadRequestError)
    expect(error).toMatchObject(expected)
  })

  it('401 for a revoked key (AuthenticationError, param null)', async () => {
    const sim = await startTestSim()
    const error = await sdk(sim, 'sk-demo-revoked').chat.completions.create(base).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OpenAI.AuthenticationError)
    expect(error).toMatchObject({ status: 401, type: 'authentication_error', param: null })
  })

  it('429 when the account has no credits (RateLimitError, insufficient_quota)', async () => {
    const sim = await startTestSim()
    const error = await sdk(sim, 'sk-demo-debt').chat.completions.create(base).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OpenAI.RateLimitError)
    expect(error).toMatchObject({ status: 429, code: 'insufficient_credits', type: 'insufficient_quota', param: null })
  })

  it.each([
    [502, OpenAI.InternalServerError, 'server_error'],
    [503, OpenAI.InternalServerError, 'service_unavailable_error'],
  ])('%i from the service', async (status, ErrorClass, type) => {
    const sim = await startTestSim()
    await addFault(sim, { match: { method: 'POST', path: '/v1/chat/completions' }, respond: { status } })
    const error = await sdk(sim).chat.completions.create(base).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ErrorClass)
    expect(error).toMatchObject({ status, code: String(status), type, param: null })
  })

  it('an error event inside the stream ends the loop with an APIError', async () => {
    const sim = await startTestSim()
    await addFault(sim, { match: { method: 'POST', path: '/v1/chat/completions' }, stream: { after: 2, mode: 'error' } })
    const stream = await sdk(sim).chat.completions.create(base)
    let text = ''
    const error = await (async () => {
      for await (const chunk of stream) text += chunk.choices[0]?.delta?.content ?? ''
    })().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OpenAI.APIError)
    expect(error).toMatchObject({ code: 'stream_error', type: 'server_error' })
    expect(text.length).toBeGreaterThan(0)
  })

  it('strict mode: stream_options is answered with 400 param stream_options', async () => {
    const sim = await startTestSim({ strictParams: true })
    const error = await sdk(sim).chat.completions.create({ ...base, stream_options: { include_usage: true } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(OpenAI.BadRequestError)
    expect(error).toMatchObject({ status: 400, code: 'unsupported_parameter', param: 'stream_options', type: 'invalid_request_error' })
  })
})
