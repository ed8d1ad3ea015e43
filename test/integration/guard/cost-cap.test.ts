import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { addFault } from '../../support/core/sim-client'
import type { TestApp } from '../../support/core/test-app'
import { answerOf } from '../../support/core/answer-of'
import { useSimApp } from '../../support/core/use-app'

// #25: the per-answer cost cap, through the whole main process and the simulator's real streams.

const startApp = useSimApp()

const PARAMS = { systemPrompt: '', maxOutputTokens: 3000, temperature: null }

/** The app on the funded key, with tally-large's prices fitted from the usage history. */
async function ready() {
  const app = await startApp({ sim: { usageDelayMs: 0, tokensPerSecond: 3000 } })
  await expect.poll(async () => (await app.invoke('prices:get', {})).models.map((m) => m.model), { timeout: 15_000 }).toContain('tally-large')
  const large = (await app.invoke('prices:get', {})).models.find((m) => m.model === 'tally-large')!
  return { app, sim: app.sim, large }
}

async function send(app: TestApp, model: string, content: string) {
  const conv = await app.invoke('conversations:create', { params: { model, ...PARAMS } })
  const { messageId } = await app.invoke('chat:start', { requestId: `r-${Math.random().toString(36).slice(2)}`, conversationId: conv.id, action: 'send', content })
  return answerOf(app, conv.id, messageId)
}

describe('per-answer cost cap against the simulator', () => {
  it('stops an answer on an expensive model past $0.01; its text is saved and marked', async () => {
    const { app } = await ready()
    await app.invoke('settings:update', { spendGuard: { answerCap: '0.01' } })
    const prompt = 'Write a very long essay about prepaid credits.'
    const answer = await send(app, 'tally-large', prompt)
    expect(answer.status).toBe('stopped')
    expect(answer.metrics?.stoppedAtCap).toBe('0.010000')
    expect(answer.content.length).toBeGreaterThan(0)
    // Its one record prices the text kept past the cap (how close to it: answer-money.test.ts, chunk by chunk).
    expect(new Decimal(answer.cost!.cost!).greaterThan('0.01')).toBe(true)
    expect(answer.endReason).toBe('answer-cap')
  })

  it('lets an answer under the cap finish, and stops nothing when the cap is off', async () => {
    const { app } = await ready()
    await app.invoke('settings:update', { spendGuard: { answerCap: '5' } })
    expect((await send(app, 'tally-large', 'A short question.')).status).toBe('complete')
    await app.invoke('settings:update', { spendGuard: { answerCap: null } })
    const answer = await send(app, 'tally-large', 'Another question.')
    expect(answer.status).toBe('complete')
    expect(answer.metrics?.stoppedAtCap ?? null).toBeNull()
  })

  it('in a compare run only the column that passes the cap is stopped', async () => {
    const { app } = await ready()
    await app.invoke('settings:update', { spendGuard: { answerCap: '0.01' } })
    const run = await app.invoke('compare:start', { prompt: 'Write a very long essay about prepaid credits.', models: ['tally-large', 'tally-nano'], params: { model: 'tally-large', ...PARAMS } })
    const [large, nano] = await Promise.all(run.columns.map((c) => answerOf(app, run.conversationId, c.messageId)))
    expect(large!.status).toBe('stopped')
    expect(large!.metrics?.stoppedAtCap).toBe('0.010000')
    expect(nano!.status).toBe('complete')
    expect(nano!.metrics?.stoppedAtCap ?? null).toBeNull()
  })

  it('a cut stream and a 503 while a cap is active lose nothing and are not taken for the cap', async () => {
    const { app, sim } = await ready()
    await app.invoke('settings:update', { spendGuard: { answerCap: '0.01' } })
    const fault = (rule: object) => fetch(`${sim.rootUrl}/_sim/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(rule) })
    await fault({ match: { method: 'POST', path: '/v1/chat/completions' }, times: 1, stream: { after: 3, mode: 'cut' } })
    const cut = await send(app, 'tally-large', 'Write a very long essay about prepaid credits.')
    expect(cut.status).toBe('incomplete')
    expect(cut.content.length).toBeGreaterThan(0)
    expect(cut.metrics?.stoppedAtCap ?? null).toBeNull()
    await fault({ match: { method: 'POST', path: '/v1/chat/completions' }, times: 1, respond: { status: 503, body: { error: { message: 'busy', type: 'server_error', code: '503' } } } })
    const failed = await send(app, 'tally-large', 'Again.')
    expect(failed.status).toBe('error')
    expect(failed.error?.status).toBe(503)
    expect(failed.metrics?.stoppedAtCap ?? null).toBeNull()
  })

  it('a 429 while a cap is active loses nothing: the prompt is kept, the wait is said, and a regenerate is capped as usual', async () => {
    const { app, sim } = await ready()
    await app.invoke('settings:update', { spendGuard: { answerCap: '0.01' } })
    await addFault(sim, {
      match: { method: 'POST', path: '/v1/chat/completions' },
      times: 1,
      respond: { status: 429, headers: { 'retry-after': '1' }, body: { error: { message: 'Too many simultaneous requests.', type: 'rate_limit_error', code: null } } },
    })
    const prompt = 'Write a very long essay about prepaid credits.'
    const conv = await app.invoke('conversations:create', { params: { model: 'tally-large', ...PARAMS } })
    const first = await app.invoke('chat:start', { requestId: 'r-429', conversationId: conv.id, action: 'send', content: prompt })
    const refused = await answerOf(app, conv.id, first.messageId)
    expect(refused.status).toBe('error')
    expect(refused.error).toMatchObject({ status: 429, retryAfterMs: 1000 })
    expect(refused.metrics?.stoppedAtCap ?? null).toBeNull()
    // The user's message is saved as typed.
    const saved = (await app.invoke('conversations:get', { id: conv.id })).messages
    expect(saved.find((m) => m.id === first.userMessageId)).toMatchObject({ role: 'user', content: prompt })
    // Once the wait is over the same prompt is answered, and the cap still stops it.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    const again = await app.invoke('chat:start', { requestId: 'r-429-again', conversationId: conv.id, action: 'regenerate' })
    const answer = await answerOf(app, conv.id, again.messageId)
    expect(answer.status).toBe('stopped')
    expect(answer.metrics?.stoppedAtCap).toBe('0.010000')
    expect(answer.content.length).toBeGreaterThan(0)
    const after = (await app.invoke('conversations:get', { id: conv.id })).messages
    expect(after.filter((m) => m.role === 'user').map((m) => m.content)).toEqual([prompt])
  })
})
