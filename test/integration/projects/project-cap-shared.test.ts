import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { countText } from '../../../electron/services/tokens/count-text'
import { pricesOn } from '../../../shared/prices/answer-cost'
import type { ChatMessage } from '../../../shared/domain/conversation'
import type { ModelPriceEstimate } from '../../../shared/domain/prices'
import { type SimApp, useSimApp } from '../../support/core/use-app'

// #35: a project's cap is one budget for every answer of the project in flight at once. A compare run of three
// models in a project with a small cap, against the simulator over real HTTP, with its usage chunks off (the
// spec promises no usage in a chat stream: money is counted here, from the text).

const startApp = useSimApp()
const PARAMS = { systemPrompt: '', maxOutputTokens: 3000, temperature: null }
// Output $15, $5 and $3.20 per million tokens: alone, each would stay under $0.004 for 270 to 1,250 tokens.
const MODELS = ['tally-large', 'tally-standard', 'tally-coder']
const CAP = '0.004'

/**
 * The bound: a cap is decided on the exact count of the text received so far, per delta (the smallest
 * piece of a stream a client sees: the spec shows no usage and no chunk payload). The delta that takes
 * the shared cap past it is kept, and each answer still streaming is stopped where it is, so together
 * they may pass the cap by at most one delta per answer. Each answer's largest delta event here (events
 * batch one or more of the stream's deltas, so it is at least as large), at its model's output price of
 * the day, plus one token for where the delta joins the text before it, makes that tolerance.
 */
function oneDeltaPerAnswer(app: SimApp, answers: readonly ChatMessage[], fits: readonly ModelPriceEstimate[]): Decimal {
  const today = new Date().toISOString().slice(0, 10)
  return answers.reduce((sum, a) => {
    const deltas = app.chatEvents.filter((e) => e.messageId === a.id && e.kind === 'delta').map((e) => ('text' in e ? countText(e.text) : 0))
    const perToken = new Decimal(pricesOn(fits.find((f) => f.model === a.model)!, today).output!).dividedBy(1_000_000)
    return sum.plus(perToken.times(Math.max(0, ...deltas) + 1))
  }, new Decimal(0))
}

async function ready() {
  const app = await startApp({ sim: { usageDelayMs: 0, tokensPerSecond: 400, usageChunk: false } })
  await expect.poll(async () => (await app.invoke('prices:get', {})).models.map((m) => m.model), { timeout: 15_000 }).toEqual(expect.arrayContaining(MODELS))
  return { app, fits: (await app.invoke('prices:get', {})).models }
}

async function compareRun(app: SimApp, labels?: { projectId: string }) {
  const run = await app.invoke('compare:start', { prompt: 'Write a very long essay about prepaid credits.', models: MODELS, params: { model: MODELS[0]!, ...PARAMS }, confirmed: true, ...(labels ? { labels } : {}) })
  const ends = await app.ended(...run.columns.map((c) => c.requestId))
  const answers = (await app.invoke('conversations:get', { id: run.conversationId })).messages.filter((m) => m.role === 'assistant')
  const total = answers.reduce((sum, a) => sum.plus(a.cost!.cost!), new Decimal(0))
  return { ends, answers, total }
}

describe('#35: the answers of one project in flight share its cap', () => {
  it('a compare run of three models stops, all three, once together they pass the project cap; the next run is refused', async () => {
    const { app, fits } = await ready()
    const p = await app.invoke('projects:create', { name: 'Launch' })
    await app.invoke('projects:setBudget', { id: p.id, daily: null, monthly: null, cap: CAP })

    const { ends, answers, total } = await compareRun(app, { projectId: p.id })
    expect(ends.map((e) => [e.kind, 'endReason' in e ? e.endReason : null])).toEqual(MODELS.map(() => ['stopped', 'project-cap']))
    expect(answers).toHaveLength(3)
    for (const a of answers) {
      expect(a).toMatchObject({ status: 'stopped', endReason: 'project-cap', metrics: { stoppedAtCap: '0.004000' }, usage: null, cost: { source: 'counted' } })
      expect(a.content.length).toBeGreaterThan(0)
    }
    const tolerance = oneDeltaPerAnswer(app, answers, fits)
    expect(total.greaterThan(CAP), `spent ${total.toFixed()}`).toBe(true)
    expect(total.lessThanOrEqualTo(new Decimal(CAP).plus(tolerance)), `spent ${total.toFixed()}, cap ${CAP} + tolerance ${tolerance.toFixed()}`).toBe(true)
    // Each alone stayed under the cap: without sharing it, none of them would have been stopped yet.
    for (const a of answers) expect(new Decimal(a.cost!.cost!).lessThan(CAP)).toBe(true)

    const status = (await app.invoke('projects:status', {})).find((s) => s.project.id === p.id)!
    expect(status.cap).toMatchObject({ cap: '0.004000', left: '0.000000', reached: true })
    const again = await app.failure('compare:start', { prompt: 'Once more.', models: MODELS, params: { model: MODELS[0]!, ...PARAMS }, confirmed: true, labels: { projectId: p.id } })
    expect(again.code).toBe('project_cap_reached')
  })

  it('a compare run’s columns share the per-conversation cap the same way', async () => {
    const { app, fits } = await ready()
    await app.invoke('settings:update', { spendGuard: { conversationCap: CAP, presendCheck: null } })
    const { ends, answers, total } = await compareRun(app)
    expect(ends.map((e) => [e.kind, 'endReason' in e ? e.endReason : null])).toEqual(MODELS.map(() => ['stopped', 'conversation-cap']))
    for (const a of answers) expect(a).toMatchObject({ metrics: { stoppedAtCap: '0.004000' }, cost: { source: 'counted' } })
    const tolerance = oneDeltaPerAnswer(app, answers, fits)
    expect(total.greaterThan(CAP), `spent ${total.toFixed()}`).toBe(true)
    expect(total.lessThanOrEqualTo(new Decimal(CAP).plus(tolerance)), `spent ${total.toFixed()}, cap ${CAP} + tolerance ${tolerance.toFixed()}`).toBe(true)
    for (const a of answers) expect(new Decimal(a.cost!.cost!).lessThan(CAP)).toBe(true)
  })
})
