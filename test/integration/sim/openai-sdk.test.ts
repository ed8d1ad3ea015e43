import OpenAI from 'openai'
import { describe, expect, it } from 'vitest'
import { startTestSim } from './helpers'

describe('the official openai SDK against the simulator', () => {
  it('streams a completion with usage', async () => {
    const sim = await startTestSim()
    const client = new OpenAI({ baseURL: sim.baseUrl, apiKey: 'sk-demo-funded', maxRetries: 0 })
    const stream = await client.chat.completions.create({
      model: 'tally-coder',
      messages: [{ role: 'user', content: 'Write a tiny TypeScript example' }],
      stream: true,
      stream_options: { include_usage: true },
      max_completion_tokens: 120,
    })
    let text = ''
    let completionTokens = 0
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta.content ?? ''
      if (chunk.usage) completionTokens = chunk.usage.completion_tokens
    }
    expect(text.length).toBeGreaterThan(100)
    expect(completionTokens).toBe(120)
  })

  it('lists the models', async () => {
    const sim = await startTestSim()
    const client = new OpenAI({ baseURL: sim.baseUrl, apiKey: 'sk-demo-funded', maxRetries: 0 })
    const ids: string[] = []
    for await (const model of client.models.list()) ids.push(model.id)
    expect(ids).toContain('tally-mini')
    expect(ids.length).toBeGreaterThanOrEqual(5)
  })

  it('surfaces the simulator errors as SDK errors', async () => {
    const sim = await startTestSim()
    const client = new OpenAI({ baseURL: sim.baseUrl, apiKey: 'sk-demo-funded', maxRetries: 0 })
    const request = client.chat.completions.create({ model: 'tally-mini', messages: [{ role: 'user', content: 'hi' }] })
    await expect(request).rejects.toMatchObject({ status: 400, code: 'streaming_only', param: 'stream' })
    const revoked = new OpenAI({ baseURL: sim.baseUrl, apiKey: 'sk-demo-revoked', maxRetries: 0 })
    await expect(revoked.chat.completions.create({ model: 'tally-mini', messages: [], stream: true })).rejects.toMatchObject({ status: 401 })
  })
})
