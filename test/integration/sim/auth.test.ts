import { describe, expect, it } from 'vitest'
import { chat, chatBody, getJson, startTestSim } from '../../support/sim/sim-helpers'
import type { ErrorJson } from '../../support/sim/wire-shapes'

const BAD_AUTH: Array<[string, Record<string, string>]> = [
  ['missing', {}],
  ['unknown key', { authorization: 'Bearer sk-not-a-key' }],
  ['revoked key', { authorization: 'Bearer sk-demo-revoked' }],
  ['no Bearer word', { authorization: 'sk-demo-funded' }],
  ['space inside, around the key', { authorization: 'Bearer  sk-demo-funded' }],
  ['other scheme', { authorization: 'Basic c2stZGVtbzp4' }],
]

describe('authentication', () => {
  it.each(BAD_AUTH)('balance and usage: %s gives 401 with code "401"', async (_name, headers) => {
    const sim = await startTestSim()
    for (const path of ['/balance', '/usage']) {
      const { res, body } = await getJson<ErrorJson>(`${sim.baseUrl}${path}`, undefined, headers)
      expect(res.status).toBe(401)
      expect(body.error.code).toBe('401')
      expect(body.error.message).toEqual(expect.any(String))
      expect(body.error.type).toEqual(expect.any(String))
      expect(res.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]+$/)
    }
  })

  it.each(BAD_AUTH)('chat: %s gives 401', async (_name, headers) => {
    const sim = await startTestSim()
    const res = await fetch(`${sim.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(chatBody()),
    })
    expect(res.status).toBe(401)
    const body = (await res.json()) as ErrorJson
    expect(body.error.message).toEqual(expect.any(String))
    expect(res.headers.get('x-request-id')).toMatch(/^req_/)
  })

  it('uses the same key for chat, balance and usage', async () => {
    const sim = await startTestSim()
    expect((await getJson(`${sim.baseUrl}/balance`, 'sk-demo-funded')).res.status).toBe(200)
    expect((await getJson(`${sim.baseUrl}/usage`, 'sk-demo-funded')).res.status).toBe(200)
    const res = await chat(sim, chatBody())
    expect(res.status).toBe(200)
    await res.text()
  })

  it('a key without a credit account gets 404 no_credit_account on balance and usage', async () => {
    const sim = await startTestSim()
    for (const path of ['/balance', '/usage']) {
      const { res, body } = await getJson<ErrorJson>(`${sim.baseUrl}${path}`, 'sk-demo-nocredit')
      expect(res.status).toBe(404)
      expect(body.error.code).toBe('no_credit_account')
      expect(res.headers.get('x-request-id')).toMatch(/^req_/)
    }
  })

  it('a key without a credit account can list models, but its chats get 429 (no credits)', async () => {
    const sim = await startTestSim()
    expect((await getJson(`${sim.baseUrl}/models`, 'sk-demo-nocredit')).res.status).toBe(200)
    const res = await chat(sim, chatBody(), 'sk-demo-nocredit')
    expect(res.status).toBe(429)
    expect(((await res.json()) as ErrorJson).error.code).toBe('insufficient_credits')
  })
})
