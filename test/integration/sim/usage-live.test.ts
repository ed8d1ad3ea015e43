import { describe, expect, it } from 'vitest'
import { addFault, chat, chatBody, dec, eventually, getJson, readEvents, readSse, startTestSim, type TestSim } from '../../support/sim/sim-helpers'
import type { UsageJson } from '../../support/sim/wire-shapes'

async function dayRow(sim: TestSim, date: string, model: string): Promise<UsageJson['data'][number] | undefined> {
  const { body } = await getJson<UsageJson>(`${sim.baseUrl}/usage?start=${date}&group_by=model`, 'sk-demo-funded')
  return body.data.find((r) => r.date === date && r.model === model)
}

describe('chat charges in usage', () => {
  it('shows a finished chat once its charges are final (after the usage delay and the next as_of step)', async () => {
    const sim = await startTestSim({ usageDelayMs: 3_000 })
    const baseline = await dayRow(sim, '2025-03-15', 'tally-large')
    const sse = await readSse(await chat(sim, chatBody({ model: 'tally-large' })))
    if (!sse.usage) throw new Error('no usage chunk')
    sim.clock.jump(3_000) // 12:00:06 (delay over, but as_of is still 12:00:00)
    expect(await dayRow(sim, '2025-03-15', 'tally-large')).toEqual(baseline)
    sim.clock.jump(4_000) // 12:00:10
    const row = await dayRow(sim, '2025-03-15', 'tally-large')
    expect(row?.requests).toBe((baseline?.requests ?? 0) + 1)
    expect(row?.input_tokens).toBe((baseline?.input_tokens ?? 0) + sse.usage.prompt_tokens)
    expect(row?.output_tokens).toBe((baseline?.output_tokens ?? 0) + sse.usage.completion_tokens)
    expect(row?.cached_input_tokens).toBe((baseline?.cached_input_tokens ?? 0) + sse.usage.prompt_tokens_details.cached_tokens)
    expect(dec(row?.cost ?? '0').gt(baseline?.cost ?? '0')).toBe(true)
  })

  it('counts cached input of a continued conversation', async () => {
    const sim = await startTestSim({ usageDelayMs: 0 })
    const question = { role: 'user', content: 'A long shared system context. '.repeat(40) }
    const first = await readSse(await chat(sim, chatBody({ messages: [question] })))
    const second = await readSse(
      await chat(sim, chatBody({ messages: [question, { role: 'assistant', content: first.content }, { role: 'user', content: 'And then?' }] })),
    )
    expect(first.usage?.prompt_tokens_details.cached_tokens).toBe(0)
    expect(second.usage?.prompt_tokens_details.cached_tokens).toBeGreaterThan(0)
    expect(second.usage?.prompt_tokens_details.cached_tokens).toBeLessThan(second.usage?.prompt_tokens ?? 0)
  })

  it('attributes usage to the UTC day on which the request started', async () => {
    const sim = await startTestSim({ usageDelayMs: 0, tokensPerSecond: 50 })
    sim.clock.set(Date.UTC(2025, 2, 15, 23, 59, 58))
    const before = await dayRow(sim, '2025-03-15', 'tally-coder')
    await addFault(sim, { stream: { after: 3, mode: 'stall' } })
    const controller = new AbortController()
    const res = await chat(sim, chatBody({ model: 'tally-coder' }), 'sk-demo-funded', { signal: controller.signal })
    await readEvents(res, 3)
    sim.clock.set(Date.UTC(2025, 2, 16, 0, 0, 30)) // the request ends on the next day
    controller.abort()
    await eventually(() => sim.stats.streams.active === 0)
    const after = await dayRow(sim, '2025-03-15', 'tally-coder')
    expect(after?.requests).toBe((before?.requests ?? 0) + 1)
    expect(await dayRow(sim, '2025-03-16', 'tally-coder')).toBeUndefined()
  })

  it('does not charge or record requests that were rejected', async () => {
    const sim = await startTestSim({ usageDelayMs: 0 })
    const before = (await getJson<UsageJson>(`${sim.baseUrl}/usage`, 'sk-demo-funded')).body.total
    const huge = 'x'.repeat(2_000_000)
    const res = await chat(sim, chatBody({ messages: [{ role: 'user', content: huge }] }))
    expect(res.status).toBe(400)
    await res.text()
    sim.clock.jump(20_000)
    const after = (await getJson<UsageJson>(`${sim.baseUrl}/usage`, 'sk-demo-funded')).body.total
    expect(after).toEqual(before)
  })
})
