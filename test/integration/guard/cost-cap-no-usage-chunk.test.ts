import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import type { ChatMessage } from '../../../shared/domain/conversation'
import type { AnswerCostEntry } from '../../../shared/domain/ledger'
import type { TestApp } from '../../support/core/test-app'
import { useSimApp } from '../../support/core/use-app'

// #26 with #25: a service that never sends the usage chunk. The app counts the tokens itself; its
// estimates are marked "counted here", and the per-answer cap still stops a stream on that count.

const startApp = useSimApp()

const PARAMS = { systemPrompt: '', maxOutputTokens: 3000, temperature: null }

async function ready() {
  const app = await startApp({ sim: { usageDelayMs: 0, tokensPerSecond: 3000, usageChunk: false } })
  await expect.poll(async () => (await app.invoke('prices:get', {})).models.map((m) => m.model), { timeout: 15_000 }).toContain('tally-large')
  return app
}

async function send(app: TestApp, model: string, content: string): Promise<ChatMessage> {
  const conv = await app.invoke('conversations:create', { params: { model, ...PARAMS } })
  const { messageId } = await app.invoke('chat:start', { requestId: `r-${Math.random().toString(36).slice(2)}`, conversationId: conv.id, action: 'send', content })
  let found: ChatMessage | undefined
  await expect
    .poll(
      async () => {
        found = (await app.invoke('conversations:get', { id: conv.id })).messages.find((m) => m.id === messageId)
        return found?.status
      },
      { timeout: 15_000 },
    )
    .not.toBe('streaming')
  return found!
}

/** The ledger's cost of one answer, once the "answer finished" event has been recorded. */
async function ledgerCost(app: TestApp, messageId: string): Promise<AnswerCostEntry> {
  let entry: AnswerCostEntry | undefined
  await expect
    .poll(
      async () => {
        entry = (await app.invoke('ledger:answers', { ids: [messageId] })).perAnswer.find((p) => p.id === messageId)
        return entry !== undefined
      },
      { timeout: 10_000 },
    )
    .toBe(true)
  return entry!
}

describe('no usage chunk from the service: tokens counted here', () => {
  it('a finished answer reports no tokens, yet gets an estimate marked "counted here"', async () => {
    const app = await ready()
    const answer = await send(app, 'tally-mini', 'Explain token buckets for HTTP rate limits')
    expect(answer.status).toBe('complete')
    expect(answer.usage).toBeNull()
    const cost = await ledgerCost(app, answer.id)
    expect(cost.kind).toBe('estimate')
    expect(new Decimal(cost.amount).gt(0)).toBe(true)
    expect(cost.counted?.input).toBeGreaterThan(0)
    expect(cost.counted?.output).toBeGreaterThan(0)
  })

  it('the per-answer cap still stops a stream; the stopped answer is estimated from its counted tokens', async () => {
    const app = await ready()
    await app.invoke('settings:update', { spendGuard: { answerCap: '0.01' } })
    const answer = await send(app, 'tally-large', 'Write a very long essay about prepaid credits.')
    expect(answer.status).toBe('stopped')
    expect(answer.usage).toBeNull()
    expect(answer.metrics?.stoppedAtCap).toBe('0.010000')
    expect(answer.content.length).toBeGreaterThan(0)
    const cost = await ledgerCost(app, answer.id)
    expect(cost.kind).toBe('estimate')
    expect(cost.counted?.output).toBeGreaterThan(0)
    // Counted here, the stopped answer cost about the cap: not far under it, nor far past it.
    expect(new Decimal(cost.amount).gt('0.008')).toBe(true)
    expect(new Decimal(cost.amount).lt('0.012')).toBe(true)
  })

  it('an answer under the cap finishes', async () => {
    const app = await ready()
    await app.invoke('settings:update', { spendGuard: { answerCap: '5' } })
    const answer = await send(app, 'tally-large', 'A short question.')
    expect(answer.status).toBe('complete')
    expect(answer.metrics?.stoppedAtCap ?? null).toBeNull()
  })
})
