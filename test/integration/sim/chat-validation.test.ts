import { describe, expect, it } from 'vitest'
import { COMING_SOON_MODEL_ID, SIM_MODELS } from '../../../electron/sim/index'
import { auth, chat, chatBody, startTestSim, type TestSim } from '../../support/sim/sim-helpers'
import type { ErrorJson } from '../../support/sim/wire-shapes'

async function expect400(res: Response, code: string, param: string | null): Promise<ErrorJson> {
  const body = (await res.json()) as ErrorJson
  expect(res.status, JSON.stringify(body)).toBe(400)
  expect(body.error).toMatchObject({ code, param, message: expect.any(String), type: 'invalid_request_error' })
  expect(res.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]+$/)
  return body
}

function rawChat(sim: TestSim, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }): Promise<Response> {
  return fetch(`${sim.baseUrl}/chat/completions`, { method: 'POST', headers: { ...auth('sk-demo-funded'), ...headers }, body })
}

describe('chat request rules', () => {
  it.each([
    ['stream missing', { stream: undefined }],
    ['stream false', { stream: false }],
    ['stream as a string', { stream: 'true' }],
  ])('%s gives 400 streaming_only', async (_name, overrides) => {
    const sim = await startTestSim()
    await expect400(await chat(sim, chatBody(overrides)), 'streaming_only', 'stream')
  })

  it('store: true gives 400 unsupported_storage; store: false is fine', async () => {
    const sim = await startTestSim()
    await expect400(await chat(sim, chatBody({ store: true })), 'unsupported_storage', 'store')
    const ok = await chat(sim, chatBody({ store: false }))
    expect(ok.status).toBe(200)
    await ok.text()
  })

  it('rejects sending both max_tokens and max_completion_tokens', async () => {
    const sim = await startTestSim()
    await expect400(await chat(sim, chatBody({ max_tokens: 10, max_completion_tokens: 10 })), 'invalid_request', 'max_tokens')
  })

  it('accepts either max_tokens or max_completion_tokens alone', async () => {
    const sim = await startTestSim()
    for (const field of ['max_tokens', 'max_completion_tokens']) {
      const res = await chat(sim, chatBody({ [field]: 8 }))
      expect(res.status).toBe(200)
      await res.text()
    }
  })

  it.each([
    ['max_tokens 0', { max_tokens: 0 }, 'max_tokens'],
    ['max_completion_tokens fractional', { max_completion_tokens: 2.5 }, 'max_completion_tokens'],
    ['model missing', { model: undefined }, 'model'],
    ['model not a string', { model: 42 }, 'model'],
    ['messages missing', { messages: undefined }, 'messages'],
    ['messages empty', { messages: [] }, 'messages'],
    ['message without role', { messages: [{ content: 'hi' }] }, 'messages[0].role'],
    ['message without content', { messages: [{ role: 'user' }] }, 'messages[0].content'],
    ['store not a boolean', { store: 'no' }, 'store'],
  ])('%s gives 400 naming the parameter', async (_name, overrides, param) => {
    const sim = await startTestSim()
    await expect400(await chat(sim, chatBody(overrides)), 'invalid_value', param)
  })

  it('rejects an unknown model with 400 naming "model"', async () => {
    const sim = await startTestSim()
    await expect400(await chat(sim, chatBody({ model: 'gpt-nope' })), 'model_not_found', 'model')
  })

  it('rejects the announced model with 400 model_coming_soon', async () => {
    const sim = await startTestSim()
    await expect400(await chat(sim, chatBody({ model: COMING_SOON_MODEL_ID })), 'model_coming_soon', 'model')
  })

  it('rejects a 2,000,000-character prompt on every model with 400 context_length_exceeded, uncharged', async () => {
    const sim = await startTestSim()
    const content = 'word '.repeat(400_000)
    for (const model of SIM_MODELS.filter((m) => m.status === 'available')) {
      await expect400(await chat(sim, chatBody({ model: model.id, messages: [{ role: 'user', content }] })), 'context_length_exceeded', 'messages')
    }
    expect(sim.stats.streams.started).toBe(0)
  })

  it('rejects a prompt that fits only without the requested output', async () => {
    const sim = await startTestSim()
    const content = 'x'.repeat(60_000) // ~15,000 tokens of tally-nano's 16,384
    const ok = await chat(sim, chatBody({ model: 'tally-nano', messages: [{ role: 'user', content }], max_completion_tokens: 10 }))
    expect(ok.status).toBe(200)
    await ok.text()
    const tooLong = chatBody({ model: 'tally-nano', messages: [{ role: 'user', content }], max_completion_tokens: 5_000 })
    await expect400(await chat(sim, tooLong), 'context_length_exceeded', 'max_completion_tokens')
  })

  it('turns bad input into 400 error objects, never a crash', async () => {
    const sim = await startTestSim()
    await expect400(await rawChat(sim, '{"model": "tally-mini", '), 'invalid_json', null)
    await expect400(await rawChat(sim, ''), 'invalid_json', null)
    await expect400(await rawChat(sim, '[1, 2]'), 'invalid_request', null)
    await expect400(await rawChat(sim, '"text"'), 'invalid_request', null)
    await expect400(await rawChat(sim, JSON.stringify(chatBody()), { 'content-type': 'text/plain' }), 'invalid_content_type', null)
    const ok = await chat(sim, chatBody())
    expect(ok.status).toBe(200)
    await ok.text()
  })

  it('answers a body over 8 MiB with 413 and an error object', async () => {
    const sim = await startTestSim()
    const res = await rawChat(sim, JSON.stringify(chatBody({ messages: [{ role: 'user', content: 'x'.repeat(9 * 1024 * 1024) }] })))
    expect(res.status).toBe(413)
    const body = (await res.json()) as ErrorJson
    expect(body.error).toMatchObject({ code: 'request_too_large', message: expect.any(String) })
    const ok = await chat(sim, chatBody())
    expect(ok.status).toBe(200)
    await ok.text()
  })

  it('accepts and ignores other Chat Completions parameters', async () => {
    const sim = await startTestSim()
    const res = await chat(sim, chatBody({ temperature: 0.2, top_p: 1, stream_options: { include_usage: true }, user: 'u1' }))
    expect(res.status).toBe(200)
    await res.text()
  })
})

describe('chat 429', () => {
  it('when the balance is zero or below (debt)', async () => {
    const sim = await startTestSim()
    const res = await chat(sim, chatBody(), 'sk-demo-debt')
    expect(res.status).toBe(429)
    expect(((await res.json()) as ErrorJson).error).toMatchObject({ code: 'insufficient_credits', message: expect.any(String) })
    expect(res.headers.get('x-request-id')).toMatch(/^req_/)
  })

  it("when the balance is below the request's estimated cost", async () => {
    const sim = await startTestSim()
    const big = await chat(sim, chatBody({ model: 'tally-large', max_completion_tokens: 10_000 }), 'sk-demo-low')
    expect(big.status).toBe(429)
    await big.text()
    const small = await chat(sim, chatBody({ model: 'tally-nano', max_completion_tokens: 20 }), 'sk-demo-low')
    expect(small.status).toBe(200)
    await small.text()
  })
})
