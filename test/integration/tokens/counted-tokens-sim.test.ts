import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { answerTokens, countAnswerTokens, type SentMessage } from '../../../electron/services/tokens/count-answer-tokens'
import { applyBias, learnBias, type TokenPair } from '../../../electron/services/tokens/token-bias'
import { estimateCost, fitAllPrices } from '../../../electron/services/prices/price-fit'
import type { UsageRow } from '../../../shared/domain/usage'
import { chat, chatBody, getJson, postJson, readSse, startTestSim, type TestSim } from '../../support/sim/sim-helpers'
import type { UsageJson } from '../../support/sim/wire-shapes'

const QUESTIONS = [
  'Explain token buckets for HTTP rate limits',
  'How do I choose an index for a slow SQL query with joins?',
  'Compare optimistic and pessimistic locking, with examples',
  'What makes a good commit message?',
  'Sketch a retry policy with exponential backoff and jitter',
  'Why does floating point break money arithmetic?',
]

async function ask(sim: TestSim, question: string): Promise<{ messages: SentMessage[]; text: string; usage: Awaited<ReturnType<typeof readSse>>['usage'] }> {
  const messages = [{ role: 'user', content: question }]
  const sse = await readSse(await chat(sim, chatBody({ model: 'tally-mini', messages })))
  expect(sse.done).toBe(true)
  return { messages, text: sse.content, usage: sse.usage }
}

async function todayRow(sim: TestSim): Promise<UsageRow | undefined> {
  const { body } = await getJson<UsageJson>(`${sim.baseUrl}/usage?start=2025-03-16&end=2025-03-17&group_by=model`, 'sk-demo-funded')
  return (body.data as UsageRow[]).find((r) => r.model === 'tally-mini')
}

describe('tokens counted here when the simulator sends no usage chunk', () => {
  it('learns the bias while usage comes; without it, answers get counted tokens (bias applied) and estimates near the bill', async () => {
    const sim = await startTestSim({ usageDelayMs: 0 })
    const { body: history } = await getJson<UsageJson>(`${sim.baseUrl}/usage?start=2025-01-01&end=2025-03-16&group_by=model`, 'sk-demo-funded')
    const prices = fitAllPrices(history.data as UsageRow[]).models.find((m) => m.model === 'tally-mini')
    sim.clock.jump(86_400_000) // 2025-03-16: a day with no generated history

    const pairs: TokenPair[] = []
    for (const q of QUESTIONS.slice(0, 3)) {
      const { messages, text, usage } = await ask(sim, q)
      if (!usage) throw new Error('usage was asked for')
      const counted = countAnswerTokens(messages, text, 'tally-mini')
      pairs.push({ model: 'tally-mini', day: '2025-03-16', counted, reported: { input: usage.prompt_tokens, output: usage.completion_tokens } })
    }
    const [bias] = learnBias(pairs)
    expect(bias?.model).toBe('tally-mini')
    expect(bias?.answers).toBe(3)

    sim.clock.jump(10_000)
    const before = await todayRow(sim)
    expect((await postJson(`${sim.rootUrl}/_sim/config`, { usageChunk: false })).status).toBe(200)
    const counted = []
    for (const q of QUESTIONS.slice(3)) {
      const { messages, text, usage } = await ask(sim, q)
      expect(usage).toBeUndefined()
      const tokens = answerTokens(null, messages, text, 'tally-mini', (t) => applyBias(t, bias))
      expect(tokens?.source).toBe('counted')
      expect(estimateCost(prices, tokens ?? { input: 0, cached: 0, output: 0 })).not.toBeNull()
      counted.push(tokens)
    }
    sim.clock.jump(10_000)
    const after = await todayRow(sim)
    const billedIn = (after?.input_tokens ?? 0) - (before?.input_tokens ?? 0)
    const billedOut = (after?.output_tokens ?? 0) - (before?.output_tokens ?? 0)
    const countedIn = counted.reduce((s, t) => s + (t?.input ?? 0), 0)
    const countedOut = counted.reduce((s, t) => s + (t?.output ?? 0), 0)
    expect(Math.abs(countedIn / billedIn - 1)).toBeLessThan(0.15)
    expect(Math.abs(countedOut / billedOut - 1)).toBeLessThan(0.1)
    // The estimate of what the three counted answers cost is within 10 % of what the service billed for them.
    const billed = new Decimal(after?.cost ?? '0').minus(before?.cost ?? '0')
    const estimated = counted.reduce((s, t) => s.plus(estimateCost(prices, t ?? { input: 0, cached: 0, output: 0 }) ?? 0), new Decimal(0))
    expect(estimated.div(billed).minus(1).abs().lt(0.1)).toBe(true)
  })
})
