import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import type { AnswerFinished } from '../../../electron/services/answers/answer-finished'
import { SUMMARY_INSTRUCTION } from '../../../electron/services/chat/summary-fork'
import { type SimApp, useSimApp } from '../../support/core/use-app'

// #36 "Continue in a new chat with a summary": one answer through the runner, its cost in the ledger, the link saved.

const startApp = useSimApp()
const PARAMS = { systemPrompt: 'You are a careful engineer.', maxOutputTokens: null, temperature: null }
const rid = () => `r-${Math.random().toString(36).slice(2)}`

async function ready(): Promise<SimApp> {
  const app = await startApp({ sim: { usageDelayMs: 0, tokensPerSecond: 3000 } })
  await expect.poll(async () => (await app.invoke('prices:get', {})).models.map((m) => m.model), { timeout: 20_000 }).toEqual(expect.arrayContaining(['tally-nano', 'tally-standard']))
  return app
}

async function conversationWithAnswers(app: SimApp): Promise<string> {
  const conversation = await app.invoke('conversations:create', { params: { model: 'tally-standard', ...PARAMS } })
  for (const content of ['Plan a parser refactor for a config language.', 'Now list the risks of the plan.']) {
    const requestId = rid()
    await app.invoke('chat:start', { requestId, conversationId: conversation.id, action: 'send', content, confirmed: true })
    await app.ended(requestId)
  }
  return conversation.id
}

describe('a summary fork against the simulator', () => {
  it('is one answer through the runner, priced as the preflight said, recorded in the ledger, and the new chat links back', async () => {
    const app = await ready()
    const oldId = await conversationWithAnswers(app)
    const old = await app.invoke('conversations:get', { id: oldId })
    const preflight = await app.invoke('guard:preflight', { plan: { kind: 'summary', conversationId: oldId, model: 'tally-nano' } })
    expect(preflight.models.map((m) => m.model)).toEqual(['tally-nano'])

    const finished: AnswerFinished[] = []
    const off = app.core.onAnswerFinished((a) => finished.push(a))
    const requestId = rid()
    const fork = await app.invoke('chat:forkWithSummary', { requestId, conversationId: oldId, model: 'tally-nano', confirmed: false })
    const [terminal] = await app.ended(requestId)
    off()
    expect(terminal?.kind).toBe('done')
    expect(finished).toHaveLength(1)
    expect(finished[0]).toMatchObject({ kind: 'chat', model: 'tally-nano', conversationId: fork.conversationId, messageId: fork.messageId, status: 'complete' })

    const created = await app.invoke('conversations:get', { id: fork.conversationId })
    expect(created.title).toBe(`${old.title} (continued)`)
    // It goes on with the old chat's model and system prompt.
    expect(created.params).toMatchObject({ model: 'tally-standard', systemPrompt: PARAMS.systemPrompt })
    expect(created.messages.map((m) => [m.role, m.role === 'user' ? m.content : m.model])).toEqual([
      ['user', SUMMARY_INSTRUCTION],
      ['assistant', 'tally-nano'],
    ])
    const summary = created.messages[1]!
    expect(summary.content.length).toBeGreaterThan(0)
    // Its one cost record: the old conversation as sent (what the preflight counted), priced at nano's fit.
    expect(summary.cost).toMatchObject({ source: 'counted', inputTokens: preflight.inputTokens })
    expect(new Decimal(summary.cost!.cost!).greaterThan(0)).toBe(true)
    expect(created.forkedFrom).toEqual({ id: oldId, title: old.title, exists: true })
    expect((await app.invoke('conversations:get', { id: oldId })).continuedIn).toEqual([{ id: fork.conversationId, title: created.title }])

    // In the ledger like any answer: its account, its day, its estimate.
    const ledger = await app.invoke('ledger:answers', { ids: [fork.messageId] })
    expect(ledger.perAnswer).toEqual([expect.objectContaining({ id: fork.messageId, kind: 'estimate', counted: { input: preflight.inputTokens, output: summary.cost!.outputTokens } })])
    expect(new Decimal(ledger.perAnswer[0]!.amount).minus(summary.cost!.cost!).abs().lte('0.000001')).toBe(true)

    // The old conversation deleted: the link keeps its title, saying it is gone.
    await app.invoke('conversations:delete', { id: oldId })
    expect((await app.invoke('conversations:get', { id: fork.conversationId })).forkedFrom).toEqual({ id: oldId, title: old.title, exists: false })
  })

  it('asks first like any run: over the pre-send check it is refused unconfirmed, with nothing created or sent', async () => {
    const app = await ready()
    const oldId = await conversationWithAnswers(app)
    await app.invoke('settings:update', { spendGuard: { presendCheck: '0.000001' } })
    const before = (await app.invoke('conversations:list', {})).items.length
    const error = await app.failure('chat:forkWithSummary', { requestId: rid(), conversationId: oldId, model: 'tally-nano' })
    expect(error.code).toBe('confirm_spend')
    expect((await app.invoke('conversations:list', {})).items).toHaveLength(before)
    // A conversation with nothing to summarise says so.
    const empty = await app.invoke('conversations:create', { params: { model: 'tally-nano', ...PARAMS } })
    expect((await app.failure('chat:forkWithSummary', { requestId: rid(), conversationId: empty.id, model: 'tally-nano', confirmed: true })).code).toBe('nothing_to_summarise')
  })
})
