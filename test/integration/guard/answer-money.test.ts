import Decimal from 'decimal.js'
import Papa from 'papaparse'
import { afterEach, describe, expect, it } from 'vitest'
import { countText } from '../../../electron/services/tokens/count-text'
import type { ChatEvent, TerminalEvent } from '../../../shared/domain/chat-events'
import type { ChatMessage } from '../../../shared/domain/conversation'
import type { ModelPriceEstimate } from '../../../shared/domain/prices'
import { isTerminal } from '../../../shared/domain/terminal-kinds'
import { addFault, KEYS, type Sim, simulator } from '../../support/core/sim-client'
import { startTestApp, type TestApp } from '../../support/core/test-app'
import { readFile } from 'node:fs/promises'

// #33: per-answer money on the service as the spec reads (no usage in a stream) and with usage chunks on:
// one record per answer at its end, preflights before anything goes out, caps that hold.

let sim: Sim | null = null
let app: TestApp | null = null
afterEach(async () => {
  await app?.close()
  await sim?.close()
  app = null
  sim = null
})

const PARAMS = { systemPrompt: '', maxOutputTokens: 3000, temperature: null }

interface Ready {
  app: TestApp
  sim: Sim
  events: ChatEvent[]
  fit(model: string): ModelPriceEstimate
}

/** The app on the funded key with fitted prices, every chat event kept (with when it came). */
async function ready(usageChunk = false, tokensPerSecond = 3000): Promise<Ready> {
  sim = await simulator({ usageDelayMs: 0, tokensPerSecond, usageChunk })
  const events: ChatEvent[] = []
  app = await startTestApp({ emit: (channel, payload) => channel === 'chat' && events.push(payload as ChatEvent) })
  await app.invoke('connections:add', { name: 'Sim', baseUrl: sim.baseUrl, key: KEYS.funded, activate: true })
  await expect.poll(async () => (await app!.invoke('prices:get', {})).models.map((m) => m.model), { timeout: 15_000 }).toEqual(expect.arrayContaining(['tally-large', 'tally-mini']))
  const fits = (await app.invoke('prices:get', {})).models
  return { app, sim, events, fit: (model) => fits.find((m) => m.model === model)! }
}

async function ended(r: Ready, requestId: string): Promise<TerminalEvent> {
  await expect.poll(() => r.events.some((e) => e.requestId === requestId && isTerminal(e)), { timeout: 20_000 }).toBe(true)
  return r.events.find((e): e is TerminalEvent => e.requestId === requestId && isTerminal(e))!
}

async function stored(r: Ready, conversationId: string, messageId: string): Promise<ChatMessage> {
  return (await r.app.invoke('conversations:get', { id: conversationId })).messages.find((m) => m.id === messageId)!
}

let n = 0
const rid = () => `r${++n}-${Math.random().toString(36).slice(2, 8)}`

async function newChat(r: Ready, model: string, params: Partial<typeof PARAMS> = {}) {
  return r.app.invoke('conversations:create', { params: { model, ...PARAMS, ...params } })
}

async function send(r: Ready, conversationId: string, content: string, confirmed = false) {
  const requestId = rid()
  const ids = await r.app.invoke('chat:start', { requestId, conversationId, action: 'send', content, confirmed })
  const end = await ended(r, requestId)
  return { end, answer: await stored(r, conversationId, ids.messageId), ids }
}

async function chatStarts(r: Ready): Promise<number> {
  return ((await (await fetch(`${r.sim.rootUrl}/_sim/stats`)).json()) as { streams: { started: number } }).streams.started
}

/** What main prices an answer at: its input as counted, the text so far, at the model's fitted prices. */
function priceOf(fit: ModelPriceEstimate, inputTokens: number, text: string): Decimal {
  return new Decimal(fit.perMillion.input!).times(inputTokens).plus(new Decimal(fit.perMillion.output!).times(countText(text))).dividedBy(1_000_000)
}

for (const usageChunk of [false, true]) {
  describe(`every figure at an answer's end (usage chunks ${usageChunk ? 'on' : 'off, as the spec reads'})`, () => {
    const source = usageChunk ? 'billed' : 'counted'

    it('a chat answer: its terminal event carries tokens and cost, the saved message the same record, its speed measured', async () => {
      const r = await ready(usageChunk)
      const chat = await newChat(r, 'tally-large')
      const { end, answer } = await send(r, chat.id, 'Explain token buckets for HTTP rate limits.')
      expect(end).toMatchObject({ kind: 'done', endReason: 'finished', cost: { source } })
      expect(end.cost!.outputTokens).toBeGreaterThan(0)
      expect(new Decimal(end.cost!.cost!).greaterThan(0)).toBe(true)
      expect(answer.cost).toEqual(end.cost)
      expect(answer.endReason).toBe('finished')
      if (!usageChunk) expect(end.cost!.outputTokens).toBe(countText(answer.content))
      expect(answer.metrics?.outputTokensPerSec).toBeGreaterThan(0)
    })

    it('a compare run: both columns priced at their end; a vote puts cost, speed and value per dollar on the leaderboard', async () => {
      const r = await ready(usageChunk)
      const ids = [rid(), rid()]
      const run = await r.app.invoke('compare:start', { prompt: 'Name three ways to cache responses.', models: ['tally-large', 'tally-mini'], params: { model: 'tally-large', ...PARAMS }, requestIds: ids })
      for (const id of ids) expect((await ended(r, id)).cost).toMatchObject({ source, cost: expect.stringMatching(/^\d/) })
      await r.app.invoke('votes:cast', { conversationId: run.conversationId, choice: 0, tags: [] })
      const board = await r.app.invoke('votes:leaderboard', { tag: null, from: null, to: null })
      for (const row of board.rows) {
        expect(row.medianCost).toMatch(/^\d+\.\d{6}$/)
        expect(row.medianTokensPerSec).toBeGreaterThan(0)
        expect(row.valuePerDollar).not.toBeNull()
      }
    })

    it('a batch: every cell has its tokens and cost at its end, and the CSV has them', async () => {
      const r = await ready(usageChunk)
      const started = await r.app.invoke('batches:start', { prompts: ['Explain caching.', 'Explain retries.'], models: ['tally-mini', 'tally-large'], maxOutputTokens: 200 })
      await expect.poll(async () => (await r.app.invoke('batches:get', { id: started.id })).status, { timeout: 30_000 }).toBe('done')
      const batch = await r.app.invoke('batches:get', { id: started.id })
      expect(batch.cells.every((c) => c.state === 'done' && /^\d+\.\d{6}$/.test(c.cost ?? ''))).toBe(true)
      const out = await r.app.invoke('batches:export', { id: started.id, format: 'csv' })
      const lines = Papa.parse<string[]>((await readFile(out.path!, 'utf8')).trim()).data.slice(1)
      expect(lines).toHaveLength(4)
      expect(lines.every((l) => Number(l[5]) > 0 && Number(l[6]) > 0 && l[7] === (usageChunk ? 'billed' : 'counted here') && /^\d+\.\d{6}$/.test(l[10] ?? ''))).toBe(true)
    })
  })
}

describe('the pre-send check counts what is sent', () => {
  it('asks on a long input to a model with no answers of the user yet ("at least $X now"), and main refuses it unconfirmed: nothing sent', async () => {
    const r = await ready()
    await r.app.invoke('settings:update', { spendGuard: { presendCheck: '0.001' } })
    const prompt = 'Summarise this carefully. '.repeat(650)
    const chat = await newChat(r, 'tally-large')
    const pre = await r.app.invoke('guard:preflight', { plan: { kind: 'chat', conversationId: chat.id, action: 'send', content: prompt } })
    expect(pre.models[0]).toMatchObject({ model: 'tally-large', usualOutputTokens: null, usualAnswers: 0 })
    expect(pre.total).toBeNull()
    expect(pre.ask).toBe(true)
    expect(pre.reasons).toEqual([{ kind: 'threshold', limit: '0.001000', amount: pre.atLeast, over: new Decimal(pre.atLeast!).minus('0.001').toFixed(), basis: 'input' }])
    expect(pre.inputTokens).toBeGreaterThan(3_000)

    const before = await chatStarts(r)
    const refused = await r.app.call('chat:start', { requestId: rid(), conversationId: chat.id, action: 'send', content: prompt })
    expect(refused).toMatchObject({ ok: false, error: { code: 'confirm_spend' } })
    expect(refused.ok ? '' : refused.error.message).toMatch(/^This would pass your pre-send check of \$0\.001000 by \$0\.0\d+\. Confirm it first: nothing was sent\.$/)
    expect(await chatStarts(r)).toBe(before)
    expect((await r.app.invoke('conversations:get', { id: chat.id })).messages).toEqual([])

    const { end } = await send(r, chat.id, prompt, true)
    expect(end.kind).toBe('done')
  })

  it('asks on a follow-up whose history makes it expensive (the short new text alone would not)', async () => {
    const r = await ready()
    const chat = await newChat(r, 'tally-large')
    await send(r, chat.id, `Here is my document:\n${'Quarterly revenue grew while churn fell. '.repeat(1_000)}`)
    const followUp = { kind: 'chat' as const, conversationId: chat.id, action: 'send' as const, content: 'And the churn?' }
    const alone = { kind: 'chat' as const, conversationId: null, params: { model: 'tally-large', ...PARAMS }, action: 'send' as const, content: 'And the churn?' }
    const before = await r.app.invoke('guard:preflight', { plan: followUp })
    // The answer that just ended is this model's usual answer already.
    expect(before.models[0]).toMatchObject({ usualAnswers: 1, usualOutputTokens: expect.any(Number) })
    expect(before.inputTokens).toBeGreaterThan(7_000)
    const fresh = await r.app.invoke('guard:preflight', { plan: alone })
    expect(fresh.inputTokens).toBeLessThan(30)
    // A check between the two: the same words ask in this conversation, not in a new one.
    const between = new Decimal(before.total!).plus(fresh.total!).dividedBy(2).toDecimalPlaces(6).toFixed(6)
    await r.app.invoke('settings:update', { spendGuard: { presendCheck: between } })
    expect((await r.app.invoke('guard:preflight', { plan: followUp })).reasons.map((x) => x.kind)).toEqual(['threshold'])
    expect((await r.app.invoke('guard:preflight', { plan: alone })).ask).toBe(false)
    expect((await r.app.call('chat:start', { requestId: rid(), conversationId: chat.id, action: 'send', content: 'And the churn?' })).ok).toBe(false)
  })

  it('a message whose input alone passes the per-answer cap is asked about; sent anyway, it is not stopped at the cap', async () => {
    const r = await ready()
    await r.app.invoke('settings:update', { spendGuard: { answerCap: '0.0002', presendCheck: null } })
    const prompt = 'x y '.repeat(5_004)
    const chat = await newChat(r, 'tally-large', { maxOutputTokens: 60 })
    const pre = await r.app.invoke('guard:preflight', { plan: { kind: 'chat', conversationId: chat.id, action: 'send', content: prompt } })
    expect(pre.reasons.map((x) => x.kind)).toEqual(['answer-cap'])
    expect(new Decimal(pre.reasons[0]!.over).greaterThan('0.01')).toBe(true)
    const before = await chatStarts(r)
    expect(await r.app.call('chat:start', { requestId: rid(), conversationId: chat.id, action: 'send', content: prompt })).toMatchObject({ ok: false, error: { code: 'confirm_spend' } })
    expect(await chatStarts(r)).toBe(before)
    const { end, answer } = await send(r, chat.id, prompt, true)
    expect(end).toMatchObject({ kind: 'done', endReason: 'finished' })
    expect(answer.metrics?.stoppedAtCap ?? null).toBeNull()
  })

  it('every kind of run goes through the same preflight: regenerate, continue, a compare run, a column again, a batch', async () => {
    const r = await ready()
    const chat = await newChat(r, 'tally-large')
    await send(r, chat.id, 'Explain caching.')
    await r.app.invoke('settings:update', { spendGuard: { presendCheck: '0.000001' } })
    const refusedOf = async (channel: 'chat:start' | 'compare:start' | 'compare:retry' | 'batches:start', args: object) => {
      const out = await r.app.call(channel, args)
      return out.ok ? null : out.error.code
    }
    expect(await refusedOf('chat:start', { requestId: rid(), conversationId: chat.id, action: 'regenerate' })).toBe('confirm_spend')
    expect(await refusedOf('compare:start', { prompt: 'Explain caching.', models: ['tally-large', 'tally-mini'], params: { model: 'tally-large', ...PARAMS } })).toBe('confirm_spend')
    expect(await refusedOf('batches:start', { prompts: ['Explain caching.'], models: ['tally-mini'], maxOutputTokens: 50 })).toBe('confirm_spend')
    await r.app.invoke('settings:update', { spendGuard: { presendCheck: null } })
    const ids = [rid(), rid()]
    const run = await r.app.invoke('compare:start', { prompt: 'Explain caching.', models: ['tally-large', 'tally-mini'], params: { model: 'tally-large', ...PARAMS }, requestIds: ids })
    for (const id of ids) await ended(r, id)
    await r.app.invoke('settings:update', { spendGuard: { presendCheck: '0.000001' } })
    expect(await refusedOf('compare:retry', { conversationId: run.conversationId, column: 0, requestId: rid() })).toBe('confirm_spend')
    const retry = await r.app.call('compare:retry', { conversationId: run.conversationId, column: 0, requestId: rid(), confirmed: true })
    expect(retry.ok).toBe(true)
  })
})

describe('the per-conversation cap, in main', () => {
  it('an answer that takes the conversation past its cap is stopped like the per-answer cap, marked, with its cost; the next message is asked about', async () => {
    const r = await ready()
    await r.app.invoke('settings:update', { spendGuard: { conversationCap: '0.004', presendCheck: null } })
    const script = (pieces: string[]) => fetch(`${r.sim.rootUrl}/_sim/answers`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pieces }) })
    await script(chunked('spaces', 20))
    await script(chunked('spaces', 3_000))
    const chat = await newChat(r, 'tally-large')
    const first = await send(r, chat.id, 'Explain prepaid credits in two sentences.')
    expect(first.end.kind).toBe('done')
    const soFar = new Decimal(first.answer.cost!.cost!)
    expect(soFar.lessThan('0.004')).toBe(true)
    // Its usual answer is short, so the preflight does not ask; the long essay that comes passes the cap while it streams.
    const second = await send(r, chat.id, 'Now write a very long essay about prepaid credits, with many sections.')
    expect(second.end).toMatchObject({ kind: 'stopped', endReason: 'conversation-cap' })
    expect(second.answer).toMatchObject({ status: 'stopped', endReason: 'conversation-cap', metrics: { stoppedAtCap: '0.004000' } })
    expect(second.answer.content.length).toBeGreaterThan(0)
    const total = soFar.plus(second.answer.cost!.cost!)
    expect(total.greaterThan('0.004')).toBe(true)
    // Within one delta of the cap: the text without its last delta (a word) is under it.
    const fit = r.fit('tally-large')
    const lastWord = second.answer.content.match(/\S+ ?$/)![0]
    const before = soFar.plus(priceOf(fit, second.answer.cost!.inputTokens, second.answer.content.slice(0, -lastWord.length)))
    expect(before.lessThanOrEqualTo('0.004')).toBe(true)

    // The conversation is at its cap: the next message is asked about, and unconfirmed it is refused with nothing sent.
    const pre = await r.app.invoke('guard:preflight', { plan: { kind: 'chat', conversationId: chat.id, action: 'send', content: 'Thanks!' } })
    expect(pre.reasons.map((x) => x.kind)).toEqual(['conversation-cap'])
    expect(new Decimal(pre.conversationSoFar!).toFixed(6)).toBe(total.toFixed(6))
    const started = await chatStarts(r)
    expect(await r.app.call('chat:start', { requestId: rid(), conversationId: chat.id, action: 'send', content: 'Thanks!' })).toMatchObject({ ok: false, error: { code: 'confirm_spend' } })
    expect(await chatStarts(r)).toBe(started)
    // Continue is a run like any other: asked about too; confirmed, it carries on and is not held to the cap.
    expect(await r.app.call('chat:start', { requestId: rid(), conversationId: chat.id, action: 'continue' })).toMatchObject({ ok: false, error: { code: 'confirm_spend' } })
    const requestId = rid()
    await r.app.invoke('chat:start', { requestId, conversationId: chat.id, action: 'continue', confirmed: true })
    const cont = await ended(r, requestId)
    expect(cont).toMatchObject({ kind: 'done', endReason: 'finished' })
    // The continued answer's record holds both requests.
    expect(new Decimal(cont.cost!.cost!).greaterThan(second.answer.cost!.cost!)).toBe(true)
  })

  it('the preflight adds up every branch, as the cap in main does: a regenerated answer\'s first version was paid for too', async () => {
    const r = await ready()
    await r.app.invoke('settings:update', { spendGuard: { conversationCap: '5', presendCheck: null } })
    const chat = await newChat(r, 'tally-large')
    const first = await send(r, chat.id, 'Explain prepaid credits in two sentences.')
    const requestId = rid()
    const again = await r.app.invoke('chat:start', { requestId, conversationId: chat.id, action: 'regenerate' })
    const second = await ended(r, requestId)
    expect(again.messageId).not.toBe(first.ids.messageId)
    const shown = (await r.app.invoke('conversations:get', { id: chat.id })).messages
    expect(shown.map((m) => m.id)).not.toContain(first.ids.messageId) // the first version is on another branch now
    const both = new Decimal(first.answer.cost!.cost!).plus(second.cost!.cost!)
    const pre = await r.app.invoke('guard:preflight', { plan: { kind: 'chat', conversationId: chat.id, action: 'send', content: 'And then?' } })
    expect(pre.conversationSoFar).toBe(both.toFixed())
  })

  it('a cut stream, a 429 and a 503 under an active conversation cap lose nothing: each kept, priced where it had text, counted in the conversation', async () => {
    const r = await ready()
    await r.app.invoke('settings:update', { spendGuard: { conversationCap: '5', presendCheck: null } })
    const chat = await newChat(r, 'tally-large')
    await addFault(r.sim, { match: { method: 'POST', path: '/v1/chat/completions' }, times: 1, stream: { after: 3, mode: 'cut' } })
    const cut = await send(r, chat.id, 'Write about caching.')
    expect(cut.answer).toMatchObject({ status: 'incomplete', endReason: 'incomplete', cost: { source: 'counted' } })
    expect(cut.answer.content.length).toBeGreaterThan(0)
    await addFault(r.sim, { match: { method: 'POST', path: '/v1/chat/completions' }, times: 1, respond: { status: 429, headers: { 'retry-after': '1' }, body: { error: { message: 'Too many simultaneous requests.', type: 'rate_limit_error', code: null } } } })
    const limited = await send(r, chat.id, 'Second question.')
    expect(limited.answer).toMatchObject({ status: 'error', endReason: 'error', cost: null, error: { status: 429 } })
    await addFault(r.sim, { match: { method: 'POST', path: '/v1/chat/completions' }, times: 1, respond: { status: 503, body: { error: { message: 'busy', type: 'server_error', code: '503' } } } })
    const busy = await send(r, chat.id, 'Third question.')
    expect(busy.answer).toMatchObject({ status: 'error', cost: null, error: { status: 503 } })
    const messages = (await r.app.invoke('conversations:get', { id: chat.id })).messages
    expect(messages.filter((m) => m.role === 'user').map((m) => m.content)).toEqual(['Write about caching.', 'Second question.', 'Third question.'])
    const pre = await r.app.invoke('guard:preflight', { plan: { kind: 'chat', conversationId: chat.id, action: 'send', content: 'Fourth.' } })
    expect(pre.conversationSoFar).toBe(new Decimal(cut.answer.cost!.cost!).toFixed())
  })
})

/** Text for a scripted answer: words with spaces, cut into pieces of the given shape (`size` UTF-16 units; odd sizes cut surrogate pairs too). */
function chunked(shape: 'spaces' | 'mid-word' | 'multi-byte', words: number, size = shape === 'mid-word' ? 3 : 2): string[] {
  const vocabulary = shape === 'multi-byte' ? ['café', 'naïve', '日本語の', 'crème', 'Ωmega', '🙂', '👍🏽', 'straße'] : ['credit', 'balance', 'token', 'answer', 'stream', 'cap']
  const text = Array.from({ length: words }, (_, i) => vocabulary[i % vocabulary.length]).join(' ')
  if (shape === 'spaces') return text.split(/(?<= )/)
  const pieces: string[] = []
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size))
  return pieces
}

describe('the cap stops within one delta, never early', () => {
  const cases: Array<[string, number]> = [
    ['0.0001', 40],
    ['0.001', 300],
    ['0.01', 2_000],
    ['0.50', 70_000],
  ]
  for (const [cap, words] of cases) {
    for (const shape of ['spaces', 'mid-word', 'multi-byte'] as const) {
      it(`$${cap}, chunks ${shape === 'spaces' ? 'ending in spaces' : shape === 'mid-word' ? 'cut mid-word' : 'cut inside multi-byte characters'}`, async () => {
        const r = await ready(false, 0)
        await r.app.invoke('settings:update', { spendGuard: { answerCap: cap, presendCheck: null } })
        // $0.50 takes ~33,000 output tokens: longer pieces keep the stream under the simulator's 100,000.
        const pieces = cap === '0.50' && shape !== 'spaces' ? chunked(shape, words, 21) : chunked(shape, words)
        const res = await fetch(`${r.sim.rootUrl}/_sim/answers`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ pieces }) })
        expect(res.status).toBe(201)
        const chat = await newChat(r, 'tally-large')
        const { end, answer } = await send(r, chat.id, 'Write on.')
        expect(end).toMatchObject({ kind: 'stopped', endReason: 'answer-cap' })
        // The saved text is whole deltas, ending with the one that passed the cap.
        let k = 0
        let text = ''
        while (text.length < answer.content.length) text += pieces[k++]
        expect(text).toBe(answer.content)
        const fit = r.fit('tally-large')
        const input = answer.cost!.inputTokens
        expect(priceOf(fit, input, answer.content).greaterThan(cap)).toBe(true)
        expect(priceOf(fit, input, pieces.slice(0, k - 1).join('')).lessThanOrEqualTo(cap)).toBe(true)
        // The record prices exactly that text.
        expect(answer.cost!.outputTokens).toBe(countText(answer.content))
      }, 60_000)
    }
  }
})
