import Decimal from 'decimal.js'
import { describe, expect, it } from 'vitest'
import { SIM_MODELS } from '../../../electron/sim/models'
import type { WhatIf, WhatIfRow } from '../../../shared/domain/advice'
import type { ModelPriceEstimate } from '../../../shared/domain/prices'
import { addDays, utcDay } from '../../../shared/time/utc-days'
import { seedAnswers, type SeededAnswer, seedVotes } from '../../support/advice/seed-history'
import { type SimApp, until, useSimApp } from '../../support/core/use-app'

// #36 What if, against the simulator: the whole main process, the demo account's usage history (the fits),
// a month of the app's answers and the user's votes seeded into its database.

const startApp = useSimApp()
const TODAY = utcDay(new Date())
const RANGE = { start: addDays(TODAY, -30), end: addDays(TODAY, 1) }
const rowOf = (table: { rows: WhatIfRow[] }, model: string): WhatIfRow => {
  const row = table.rows.find((r) => r.model === model)
  if (!row) throw new Error(`no row for ${model}: ${table.rows.map((r) => r.model).join(', ')}`)
  return row
}

async function ready(): Promise<{ app: SimApp; accountId: string; fits: ModelPriceEstimate[] }> {
  const app = await startApp({ sim: { usageDelayMs: 0, tokensPerSecond: 3000 } })
  const wanted = ['tally-large', 'tally-mini', 'tally-nano', 'tally-standard']
  await expect.poll(async () => (await app.invoke('prices:get', {})).models.map((m) => m.model), { timeout: 20_000 }).toEqual(expect.arrayContaining(wanted))
  return { app, accountId: app.connectionId as string, fits: (await app.invoke('prices:get', {})).models }
}

/** Independent arithmetic: each answer at a fit's current prices (the simulator changes no price), summed. */
function expectedTotal(answers: readonly SeededAnswer[], fit: ModelPriceEstimate): Decimal {
  const p = fit.perMillion
  return answers.reduce(
    (sum, a) =>
      sum.plus(
        new Decimal(a.input - (a.cached ?? 0))
          .times(p.input ?? 'NaN')
          .plus(new Decimal(a.cached ?? 0).times(a.cached ? (p.cachedInput ?? 'NaN') : 0))
          .plus(new Decimal(a.output).times(p.output ?? 'NaN'))
          .dividedBy(1e6),
      ),
    new Decimal(0),
  )
}

/** A month of answers: two a day on tally-large (one with cached input), one on tally-mini; one long input a week. */
function month(): SeededAnswer[] {
  const out: SeededAnswer[] = []
  for (let d = 0; d < 30; d++) {
    const day = addDays(RANGE.start, d)
    out.push({ day, model: 'tally-large', input: 3_000 + d * 100, cached: 1_000, output: 400 })
    out.push({ day, model: 'tally-large', input: d % 7 === 3 ? 30_000 : 2_000, output: 600 })
    out.push({ day, model: 'tally-mini', input: 1_500, output: 300 })
  }
  return out
}

async function sendAndWait(app: SimApp, model: string, content: string): Promise<void> {
  const conversation = await app.invoke('conversations:create', { params: { model, systemPrompt: '', maxOutputTokens: null, temperature: null } })
  const requestId = `r-${Math.random().toString(36).slice(2)}`
  await app.invoke('chat:start', { requestId, conversationId: conversation.id, action: 'send', content, confirmed: true })
  await app.ended(requestId)
}

describe('What if against the simulator', () => {
  it('a month of seeded answers and votes gives the expected table: totals, savings, quality against the model used, context marks, unknown prices', async () => {
    const { app, accountId, fits } = await ready()
    const answers = month()
    seedAnswers(app.dataDir, accountId, answers)
    seedVotes(app.dataDir, [
      // tally-mini wins 7 of 10 against tally-large; tally-nano met it twice.
      ...Array.from({ length: 10 }, (_, i) => ({ models: ['tally-mini', 'tally-large'], choice: i < 7 ? 0 : 1 }) as const),
      { models: ['tally-large', 'tally-nano'], choice: 1 },
      { models: ['tally-large', 'tally-nano'], choice: 0 },
    ])
    // The app learns tally-nano's context window from a refusal: about 20,000 tokens, over its 16,384.
    await sendAndWait(app, 'tally-nano', 'lorem ipsum dolor sit amet '.repeat(3_200))

    const whatIf = await app.invoke('advice:whatIf', RANGE)
    const fitOf = (model: string) => fits.find((f) => f.model === model) as ModelPriceEstimate
    expect(whatIf.app.answers).toBe(90)
    expect(whatIf.app.baseline).toBe('tally-large')
    const large = answers.filter((a) => a.model === 'tally-large')
    const mini = answers.filter((a) => a.model === 'tally-mini')
    const actual = expectedTotal(large, fitOf('tally-large')).plus(expectedTotal(mini, fitOf('tally-mini')))
    expect(new Decimal(whatIf.app.actual!).minus(actual).abs().lte('0.000001')).toBe(true)
    expect(whatIf.app.used).toEqual([
      { model: 'tally-large', answers: 60, cost: expect.any(String) },
      { model: 'tally-mini', answers: 30, cost: expect.any(String) },
    ])

    // Every answer on tally-mini: its fitted prices (≈ the simulator's 0.15 / 0.075 / 0.60 per million).
    const onMini = rowOf(whatIf.app, 'tally-mini')
    const miniTotal = expectedTotal(answers, fitOf('tally-mini'))
    expect(new Decimal(onMini.total!).minus(miniTotal).abs().lte('0.000001')).toBe(true)
    const sim = SIM_MODELS.find((m) => m.id === 'tally-mini')!.prices
    const atSimPrices = answers.reduce((s, a) => s.plus(new Decimal(a.input - (a.cached ?? 0)).times(sim.input).plus(new Decimal(a.cached ?? 0).times(sim.cachedInput)).plus(new Decimal(a.output).times(sim.output)).dividedBy(1e6)), new Decimal(0))
    expect(new Decimal(onMini.total!).dividedBy(atSimPrices).minus(1).abs().toNumber()).toBeLessThan(0.01)
    // The saving is the unrounded difference (the totals are shown rounded up to the micro-dollar).
    expect(new Decimal(onMini.saving!).minus(new Decimal(onMini.total!).minus(whatIf.app.actual!)).abs().lte('0.000002')).toBe(true)
    expect(onMini.savingPct!).toBeLessThan(-80)
    expect(onMini.quality).toMatchObject({ against: 'tally-large', headToHead: { votes: 10, winRate: 0.7 }, votes: 10, fewVotes: false })
    expect(onMini.quality!.strength!).toBeGreaterThan(onMini.quality!.againstStrength!)
    expect(rowOf(whatIf.app, 'tally-large').quality).toBeNull()
    expect(rowOf(whatIf.app, 'tally-large').used).toBe(true)

    // tally-nano: two votes against tally-large (few), and four inputs of 30,000 over the limit its refusal stated.
    const nano = rowOf(whatIf.app, 'tally-nano')
    expect(nano.quality).toMatchObject({ headToHead: { votes: 2, winRate: 0.5 }, fewVotes: true })
    expect(nano.context).toMatchObject({ tooLong: answers.filter((a) => a.input > 16_384).length, limit: 16_384 })
    // Announced, never used: no fitted price, so unknown (never $0), listed last.
    const preview = rowOf(whatIf.app, 'tally-ultra-preview')
    expect(preview).toMatchObject({ total: null, saving: null, savingPct: null })
    expect(whatIf.app.rows.at(-1)?.total).toBeNull()
    // Priced rows cheapest first.
    const priced = whatIf.app.rows.filter((r) => r.total !== null).map((r) => new Decimal(r.total!).toNumber())
    expect(priced).toEqual([...priced].sort((a, b) => a - b))

    // The account table: the bill of the range (every key) from the usage read, each model for all of it.
    const view = await app.invoke('usage:get', RANGE)
    const bill = view.rows.filter((r) => r.model !== undefined).reduce((s, r) => s.plus(r.cost), new Decimal(0))
    expect(whatIf.account.actual).toBe(bill.toFixed(6))
    expect(whatIf.account.rows.every((r) => r.quality === null && r.context === null)).toBe(true)
    expect(rowOf(whatIf.account, 'tally-nano').total).not.toBeNull()
  })

  it('the blind batch started from What if runs on five of the user’s prompts, and its votes move the table', async () => {
    const { app, accountId } = await ready()
    const topics = ['token buckets', 'CAP theorem', 'cache eviction', 'retry with jitter', 'idempotency keys', 'backpressure']
    seedAnswers(
      app.dataDir,
      accountId,
      topics.map((t, i) => ({ day: addDays(TODAY, -i - 1), model: 'tally-large', input: 900, output: 300, prompt: `Explain ${t} in two sentences.`, title: t })),
    )
    const before = (await app.invoke('advice:whatIf', RANGE)) as WhatIf
    expect(before.app.prompts).toHaveLength(5)
    expect(before.app.prompts[0]).toBe('Explain token buckets in two sentences.')
    expect(rowOf(before.app, 'tally-nano').quality).toMatchObject({ headToHead: { votes: 0, winRate: null }, fewVotes: true })

    const batch = await app.invoke('batches:start', { title: 'What if: tally-nano vs tally-large', prompts: before.app.prompts, models: ['tally-nano', 'tally-large'], maxOutputTokens: 40, confirmed: true, blind: true })
    expect(batch.blind).toBe(true)
    await until(async () => (await app.invoke('batches:get', { id: batch.id })).status === 'done', 30_000)
    const done = await app.invoke('batches:get', { id: batch.id })
    expect(done.cells.every((c) => c.state === 'done')).toBe(true)
    // The user votes each row blind: tally-nano (column 0) is better every time.
    for (const id of new Set(done.cells.map((c) => c.conversationId))) await app.invoke('votes:cast', { conversationId: id, choice: 0, tags: [] })

    const after = await app.invoke('advice:whatIf', RANGE)
    const nano = rowOf(after.app, 'tally-nano').quality!
    expect(nano.headToHead).toEqual({ votes: 5, winRate: 1 })
    expect(nano.fewVotes).toBe(false)
    expect(nano.strength!).toBeGreaterThan(nano.againstStrength!)
    expect(after.app.votes).toBe(5)
  })

  it('a model the service stops listing is marked retired in the picker and the table (across a /v1/models change)', async () => {
    const { app } = await ready()
    const picker = await app.invoke('models:picker', {})
    expect(picker.models.find((m) => m.id === 'tally-coder')).toMatchObject({ retired: false })
    expect(picker.models.every((m) => !m.retired)).toBe(true)
    const res = await fetch(`${app.sim.rootUrl}/_sim/config`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ retiredModels: ['tally-coder'] }) })
    expect(res.status).toBe(200)
    expect((await app.invoke('models:list', { refresh: true })).models.map((m) => m.id)).not.toContain('tally-coder')
    const after = await app.invoke('models:picker', {})
    // Still in the history (the bill), no longer offered.
    expect(after.models.find((m) => m.id === 'tally-coder')).toMatchObject({ retired: true })
    expect(after.models.filter((m) => m.retired).map((m) => m.id)).toEqual(['tally-coder'])
    expect(after.models.find((m) => m.id === 'tally-coder')?.inputPerMillion).not.toBeNull()
    expect(rowOf((await app.invoke('advice:whatIf', RANGE)).account, 'tally-coder').retired).toBe(true)
  })
})
