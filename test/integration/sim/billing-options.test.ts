import type Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { chat, chatBody, dec, eventually, getJson, postJson, readSse, startTestSim, type TestSim } from '../../support/sim/sim-helpers'
import type { UsageJson } from '../../support/sim/wire-shapes'

type Row = UsageJson['data'][number]

async function rows(sim: TestSim, start: string, end: string, key = 'sk-demo-funded'): Promise<Row[]> {
  const { res, body } = await getJson<UsageJson>(`${sim.baseUrl}/usage?start=${start}&end=${end}&group_by=model`, key)
  expect(res.status).toBe(200)
  return body.data
}

/** The row's cost at flat per-million prices, rounded like the service rounds a row. */
function costAt(row: Row, input: string, cached: string, output: string): string {
  return dec(row.input_tokens - row.cached_input_tokens)
    .times(input)
    .plus(dec(row.cached_input_tokens).times(cached))
    .plus(dec(row.output_tokens).times(output))
    .div(1_000_000)
    .toFixed(6)
}

describe('second key on the funded account ("elsewhere" traffic)', () => {
  it('sk-demo-funded-2 sees the same account; what it spends shows in the account usage the app reads', async () => {
    const sim = await startTestSim({ usageDelayMs: 0 })
    const mine = await getJson<{ account: { id: string }; key: { name: string } }>(`${sim.baseUrl}/balance`, 'sk-demo-funded')
    const other = await getJson<{ account: { id: string }; key: { name: string } }>(`${sim.baseUrl}/balance`, 'sk-demo-funded-2')
    expect(other.body.account.id).toBe(mine.body.account.id)
    expect(other.body.key.name).toBe('Demo build server')

    const before = (await rows(sim, '2025-03-15', '2025-03-16')).find((r) => r.model === 'tally-standard')
    const res = await postJson(`${sim.rootUrl}/_sim/elsewhere`, { model: 'tally-standard', input: 1_000, output: 200 })
    expect(res.status).toBe(200)
    const spent = (await res.json()) as { key: string; model: string; day: string; cost: string }
    // 1000 input at 1.25/M + 200 output at 5.00/M
    expect(spent).toMatchObject({ key: 'sk-...ed-2', model: 'tally-standard', day: '2025-03-15', cost: '0.002250' })
    sim.clock.jump(10_000)
    const after = (await rows(sim, '2025-03-15', '2025-03-16')).find((r) => r.model === 'tally-standard')
    expect(after?.requests).toBe((before?.requests ?? 0) + 1)
    expect(dec(after?.cost ?? '0').minus(before?.cost ?? '0').toFixed(6)).toBe('0.002250')
  })

  it('the background job spends now and then on its own (elsewhereEveryMs)', async () => {
    const sim = await startTestSim({ usageDelayMs: 0, elsewhereEveryMs: 15 })
    const total = async (): Promise<number> => {
      sim.clock.jump(10_000)
      return (await rows(sim, '2025-03-15', '2025-03-16')).reduce((sum, r) => sum + r.requests, 0)
    }
    const start = await total()
    await eventually(async () => (await total()) >= start + 2)
  })

  it('POST /_sim/elsewhere rejects an unknown model with 400', async () => {
    const sim = await startTestSim()
    const res = await postJson(`${sim.rootUrl}/_sim/elsewhere`, { model: 'tally-nope' })
    expect(res.status).toBe(400)
  })
})

describe('usage chunk switched off', () => {
  it('by default, as the spec reads, no usage even when include_usage is asked for', async () => {
    const sim = await startTestSim({ usageChunk: undefined })
    const sse = await readSse(await chat(sim, chatBody({ stream_options: { include_usage: true } })))
    expect(sse.done).toBe(true)
    expect(sse.content.length).toBeGreaterThan(0)
    expect(sse.usage).toBeUndefined()
  })

  it('usageChunk: false sends no usage even when include_usage is asked for; the stream still ends with [DONE]', async () => {
    const sim = await startTestSim({ usageChunk: false })
    const sse = await readSse(await chat(sim, chatBody({ stream_options: { include_usage: true } })))
    expect(sse.done).toBe(true)
    expect(sse.content.length).toBeGreaterThan(0)
    expect(sse.usage).toBeUndefined()
    expect(sse.data.filter((d) => d.includes('"usage"'))).toEqual([])
  })

  it('POST /_sim/config switches it at run time and answers with what it changed', async () => {
    const sim = await startTestSim()
    const off = await postJson(`${sim.rootUrl}/_sim/config`, { usageChunk: false })
    expect(await off.json()).toEqual({ usageChunk: false })
    expect((await readSse(await chat(sim, chatBody()))).usage).toBeUndefined()
    await postJson(`${sim.rootUrl}/_sim/config`, { usageChunk: true })
    expect((await readSse(await chat(sim, chatBody()))).usage).toBeDefined()
    expect((await postJson(`${sim.rootUrl}/_sim/config`, {})).status).toBe(400)
  })
})

describe('price change on a given day', () => {
  it('history before the day is priced at the old price, from the day on at the new one', async () => {
    const sim = await startTestSim({ priceChanges: [{ model: 'tally-mini', from: '2025-03-05', prices: { output: '0.90' } }] })
    const mini = (await rows(sim, '2025-02-01', '2025-03-15')).filter((r) => r.model === 'tally-mini')
    const before = mini.filter((r) => r.date < '2025-03-05')
    const after = mini.filter((r) => r.date >= '2025-03-05')
    expect(before.length).toBeGreaterThan(5)
    expect(after.length).toBeGreaterThan(2)
    for (const row of before) expect(row.cost).toBe(costAt(row, '0.15', '0.075', '0.60'))
    for (const row of after) expect(row.cost).toBe(costAt(row, '0.15', '0.075', '0.90'))
  })

  it('a change set at run time prices new chats', async () => {
    const sim = await startTestSim({ usageDelayMs: 0 })
    const res = await postJson(`${sim.rootUrl}/_sim/config`, { priceChanges: [{ model: 'tally-large', from: '2025-03-15', prices: { input: '6.00', output: '30.00' } }] })
    expect(res.status).toBe(200)
    const before = (await rows(sim, '2025-03-15', '2025-03-16')).find((r) => r.model === 'tally-large')
    const sse = await readSse(await chat(sim, chatBody({ model: 'tally-large' })))
    sim.clock.jump(10_000)
    const after = (await rows(sim, '2025-03-15', '2025-03-16')).find((r) => r.model === 'tally-large')
    const usage = sse.usage
    if (!usage) throw new Error('no usage chunk')
    const expected = dec(usage.prompt_tokens).times('6.00').plus(dec(usage.completion_tokens).times('30.00')).div(1_000_000)
    expect(dec(after?.cost ?? '0').minus(before?.cost ?? '0').toFixed(6)).toBe(expected.toFixed(6))
  })

  it('rejects a day that is not YYYY-MM-DD', async () => {
    await expect(startTestSim({ priceChanges: [{ model: 'tally-mini', from: '5 March', prices: { output: '1' } }] })).rejects.toThrow(RangeError)
  })
})

describe('long-context price tier', () => {
  it('requests above the threshold are priced at the tier: history days cost more than the flat price', async () => {
    const sim = await startTestSim({ longContextTiers: [{ model: 'tally-nano', aboveInputTokens: 4_000, prices: { input: '0.10', output: '0.40' } }] })
    const nano = (await rows(sim, '2025-01-01', '2025-03-15')).filter((r) => r.model === 'tally-nano')
    expect(nano.length).toBeGreaterThan(10)
    for (const row of nano) {
      expect(dec(row.cost).gte(costAt(row, '0.05', '0.0125', '0.20'))).toBe(true)
      expect(dec(row.cost).lte(costAt(row, '0.10', '0.0125', '0.40'))).toBe(true)
    }
    expect(nano.filter((row) => row.cost !== costAt(row, '0.05', '0.0125', '0.20')).length).toBeGreaterThan(5)
  })

  it('a long prompt is charged at the tier price, a short one at the list price', async () => {
    const sim = await startTestSim({ usageDelayMs: 0, longContextTiers: [{ model: 'tally-nano', aboveInputTokens: 1_000, prices: { input: '0.10', output: '0.40' } }] })
    // Each row is rounded on its own, so the difference of two rows is within a micro-dollar of the charge.
    const near = (cost: string, expected: Decimal): boolean => dec(cost).minus(expected).abs().lte('0.000001')
    const charged = async (content: string): Promise<{ cost: string; prompt: number; output: number }> => {
      const before = (await rows(sim, '2025-03-15', '2025-03-16')).find((r) => r.model === 'tally-nano')
      const sse = await readSse(await chat(sim, chatBody({ model: 'tally-nano', messages: [{ role: 'user', content }] })))
      sim.clock.jump(10_000)
      const after = (await rows(sim, '2025-03-15', '2025-03-16')).find((r) => r.model === 'tally-nano')
      return { cost: dec(after?.cost ?? '0').minus(before?.cost ?? '0').toFixed(6), prompt: sse.usage?.prompt_tokens ?? 0, output: sse.usage?.completion_tokens ?? 0 }
    }
    const long = await charged('Explain token buckets in detail. '.repeat(160))
    expect(long.prompt).toBeGreaterThan(1_000)
    expect(near(long.cost, dec(long.prompt).times('0.10').plus(dec(long.output).times('0.40')).div(1_000_000))).toBe(true)
    const short = await charged('Explain leaky buckets briefly')
    expect(near(short.cost, dec(short.prompt).times('0.05').plus(dec(short.output).times('0.20')).div(1_000_000))).toBe(true)
  })
})
