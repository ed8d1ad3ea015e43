import { describe, expect, it } from 'vitest'
import { COMING_SOON_MODEL_ID, SIM_MODELS } from '../../../electron/sim/index'
import { chat, chatBody, getJson, readSse, startTestSim } from '../../support/sim/sim-helpers'
import type { ErrorJson, ModelsJson } from '../../support/sim/wire-shapes'

describe('GET /models', () => {
  it('lists at least 5 models without a key', async () => {
    const sim = await startTestSim()
    const { res, body } = await getJson<ModelsJson>(`${sim.baseUrl}/models`)
    expect(res.status).toBe(200)
    expect(body.data.length).toBeGreaterThanOrEqual(5)
    for (const model of body.data) expect(typeof model.id).toBe('string')
    expect(body.data.map((m) => m.id)).toEqual(SIM_MODELS.map((m) => m.id))
    expect(body.data.map((m) => m.id)).toContain(COMING_SOON_MODEL_ID)
  })

  it('still lists with a valid, an invalid or a revoked key (the key is optional)', async () => {
    const sim = await startTestSim()
    for (const key of ['sk-demo-funded', 'sk-nope', 'sk-demo-revoked']) {
      const { res, body } = await getJson<ModelsJson>(`${sim.baseUrl}/models`, key)
      expect(res.status).toBe(200)
      expect(body.data.length).toBe(SIM_MODELS.length)
    }
  })

  it('returns one model by id, 404 for an unknown one', async () => {
    const sim = await startTestSim()
    const { body } = await getJson<{ id: string }>(`${sim.baseUrl}/models/tally-mini`)
    expect(body.id).toBe('tally-mini')
    const missing = await getJson<ErrorJson>(`${sim.baseUrl}/models/nope`)
    expect(missing.res.status).toBe(404)
    expect(missing.body.error.code).toBe('model_not_found')
  })

  it('every listed model except the announced one accepts chat requests', async () => {
    const sim = await startTestSim()
    const available = SIM_MODELS.filter((m) => m.status === 'available')
    for (const model of available) {
      const res = await chat(sim, chatBody({ model: model.id, max_completion_tokens: 5 }))
      expect(res.status, model.id).toBe(200)
      const sse = await readSse(res)
      expect(sse.done).toBe(true)
      expect(sse.chunks[0]?.model).toBe(model.id)
    }
  })
})

describe('model table', () => {
  it('gives each model its own context window and its prices per million tokens', () => {
    expect(SIM_MODELS.filter((m) => m.status === 'coming_soon').map((m) => m.id)).toEqual([COMING_SOON_MODEL_ID])
    expect(new Set(SIM_MODELS.map((m) => m.contextWindow)).size).toBe(SIM_MODELS.length)
    for (const model of SIM_MODELS) {
      for (const price of Object.values(model.prices)) expect(price).toMatch(/^\d+(\.\d+)?$/)
      // A 2,000,000-character prompt (about 500,000 tokens) must exceed every window.
      expect(model.contextWindow).toBeLessThan(500_000)
    }
  })
})
