import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Decimal from 'decimal.js'
import Papa from 'papaparse'
import { countText } from '../../../electron/services/tokens/count-text'
import { afterEach, describe, expect, it } from 'vitest'
import { BatchService } from '../../../electron/services/batches/batch-service'
import { BatchStore } from '../../../electron/services/batches/batch-store'
import { ConversationStore } from '../../../electron/services/chat/conversation-store'
import { openDatabase } from '../../../electron/services/db/open-database'
import { systemClock } from '../../../electron/services/time/clock'
import type { Batch } from '../../../shared/domain/batches'
import { addFault, clientFor, KEYS, simulator, type Sim } from '../../support/core/sim-client'
import { answerRunnerOver } from '../../support/chat/service-harness'
import { translatorFor } from '../../support/i18n'
import type { AnyLocale } from '../../../shared/i18n/locales'

const CHAT = 'POST /v1/chat/completions'
const MODELS = ['tally-nano', 'tally-mini', 'tally-coder']
const PROMPTS = Array.from({ length: 10 }, (_, i) => `Prompt ${i + 1}: name one way to cache responses.`)

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const clean of cleanups.splice(0).reverse()) await clean()
})

/** A made-up price: a micro-dollar per output token (input free), so costs are known exactly. */
const pricesOn = async () => ({ input: '0', cachedInput: '0', output: '1' })

const saved: string[] = []

async function setup(simOptions: Parameters<typeof simulator>[0], language: AnyLocale = 'en') {
  const { t: words } = await translatorFor(language)
  const sim: Sim = await simulator(simOptions)
  const dir = await mkdtemp(join(tmpdir(), 'tally-batch-'))
  const database = openDatabase({ dataDir: dir })
  const conversations = ConversationStore.openSync({ db: database.db })
  const { answers } = answerRunnerOver(conversations, { pricesOn })
  const service = new BatchService({ store: new BatchStore(database.db), conversations, answers, clock: systemClock, backoffBaseMs: 200, saveFile: async (_n, c) => (saved.push(c), '/tmp/batch'), t: words })
  const { client } = clientFor(sim, KEYS.funded, systemClock)
  cleanups.push(async () => {
    await answers.dispose()
    await sim.close()
    database.db.close()
    await rm(dir, { recursive: true, force: true })
  })
  const until = async (check: (b: Batch) => boolean, id: string, ms = 25_000): Promise<Batch> => {
    const end = Date.now() + ms
    for (;;) {
      const b = service.get(id)
      if (check(b)) return b
      if (Date.now() > end) throw new Error(`timed out: ${JSON.stringify(b.cells.map((c) => c.state))}`)
      await new Promise((r) => setTimeout(r, 20))
    }
  }
  return { sim, service, conversations, answers, until, ctx: { connectionId: 'sim', client } }
}

describe('batches against the simulator', () => {
  it('#37: a batch without a title and its rows are named in the app’s language (German; stored as named)', async () => {
    const t = await setup({ tokensPerSecond: 400 }, 'de')
    const started = await t.service.start({ prompts: PROMPTS.slice(0, 2), models: MODELS.slice(0, 1), maxOutputTokens: 8 }, t.ctx)
    expect(started.title).toBe('2 Prompts × 1 Modell')
    const rows = [...new Set(started.cells.map((c) => c.conversationId))].map((id) => t.conversations.get(id).title)
    expect(rows).toEqual(['Stapel 1/2: Prompt 1: name one way to cache responses.', 'Stapel 2/2: Prompt 2: name one way to cache responses.'])
    await t.until((b) => b.status === 'done', started.id)
    expect(t.service.get(started.id).title).toBe('2 Prompts × 1 Modell')
    await translatorFor('en')
  })

  it('10 prompts × 3 models with a limit of 2 simultaneous streams: every cell done, none failed, costs summed', async () => {
    const t = await setup({ tokensPerSecond: 400, maxConcurrentChats: 2 })
    const started = await t.service.start({ prompts: PROMPTS, models: MODELS, maxOutputTokens: 24 }, t.ctx)
    expect(started.cells).toHaveLength(30)
    const batch = await t.until((b) => b.status === 'done', started.id)
    expect(batch.cells.every((c) => c.state === 'done')).toBe(true)
    expect(t.answers.learner('sim').limit).toBe(2)
    // Every cell's cost is its answer's: the sum over the cells is the sum over the saved answers.
    const rows = [...new Set(batch.cells.map((c) => c.conversationId))].map((id) => t.conversations.get(id))
    expect(rows).toHaveLength(10)
    const answers = rows.flatMap((r) => r.messages.filter((m) => m.role === 'assistant'))
    expect(answers.every((m) => m.status === 'complete' && m.content.length > 0)).toBe(true)
    // With no usage in the stream (the spec's promise), each answer's tokens are counted here at its end.
    expect(answers.every((m) => m.cost?.source === 'counted' && m.cost.outputTokens === countText(m.content))).toBe(true)
    const fromAnswers = answers.reduce((s, m) => s.plus(new Decimal(m.cost!.outputTokens).dividedBy(1_000_000)), new Decimal(0))
    const fromCells = batch.cells.reduce((s, c) => s.plus(c.cost ?? '0'), new Decimal(0))
    expect(fromCells.toFixed(6)).toBe(fromAnswers.toFixed(6))
    expect(fromCells.greaterThan(0)).toBe(true)
    // Saved and found again by its prompts.
    expect(t.service.list('Prompt 7').map((s) => [s.id, s.done, s.cells])).toEqual([[started.id, 30, 30]])
    // Exports: a CSV line per cell (header first), Markdown a section per prompt.
    expect(await t.service.exportFile(started.id, 'csv')).toEqual({ saved: true, path: '/tmp/batch' })
    const csv = saved.at(-1)!
    expect(csv.startsWith('prompt_no,prompt,model,state,answer,input_tokens,output_tokens,tokens_source,ttft_ms,tokens_per_sec,estimated_cost\r\n')).toBe(true)
    expect(csv.match(/,tally-coder,done,/g)).toHaveLength(10)
    // Every line has its tokens, counted here, and a cost (no empty columns without a usage chunk).
    const lines = Papa.parse<string[]>(csv.trim()).data.slice(1)
    expect(lines.every((l) => Number(l[5]) > 0 && Number(l[6]) > 0 && l[7] === 'counted here' && /^\d+\.\d{6}$/.test(l[10] ?? ''))).toBe(true)
    await t.service.exportFile(started.id, 'markdown')
    expect(saved.at(-1)!.match(/^## \d+\. /gm)).toHaveLength(10)
    expect(saved.at(-1)!.match(/^### tally-mini$/gm)).toHaveLength(10)
  })

  it('cancelling mid-batch stops every cell in flight and keeps the finished ones', async () => {
    const t = await setup({ tokensPerSecond: 60 })
    const started = await t.service.start({ prompts: PROMPTS.slice(0, 6), models: MODELS.slice(0, 2), maxOutputTokens: 40 }, t.ctx)
    await t.until((b) => b.cells.filter((c) => c.state === 'done').length >= 2, started.id)
    const cancelled = await t.service.cancel(started.id)
    expect(cancelled.status).toBe('cancelled')
    const states = cancelled.cells.map((c) => c.state)
    expect(states.some((s) => s === 'queued' || s === 'running' || s === 'waiting')).toBe(false)
    const finished = cancelled.cells.filter((c) => c.state === 'done')
    expect(finished.length).toBeGreaterThanOrEqual(2)
    expect(states.filter((s) => s === 'cancelled').length).toBeGreaterThan(0)
    for (const c of finished) {
      const answer = t.conversations.get(c.conversationId).messages.find((m) => m.id === c.messageId)
      expect(answer?.status).toBe('complete')
      expect(answer?.content.length).toBeGreaterThan(0)
    }
    // The simulator sees each stopped stream's connection close.
    await expect.poll(() => t.sim.stats.streams.active, { timeout: 3000 }).toBe(0)
    await new Promise((r) => setTimeout(r, 300))
    expect(t.service.get(started.id).cells.map((c) => c.state)).toEqual(states)
  })

  it('a 503 mid-batch is asked again after its Retry-After, and the batch goes on', async () => {
    // Slow enough that most cells have not started when the first one ends.
    const t = await setup({ tokensPerSecond: 80 })
    const started = await t.service.start({ prompts: PROMPTS.slice(0, 8), models: MODELS.slice(0, 2), maxOutputTokens: 16 }, t.ctx)
    await t.until((b) => b.cells.some((c) => c.state === 'done'), started.id)
    await addFault(t.sim, { match: { method: 'POST', path: '/v1/chat/completions' }, times: 1, respond: { status: 503 } })
    const batch = await t.until((b) => b.status === 'done', started.id)
    expect(batch.cells.every((c) => c.state === 'done')).toBe(true)
    expect(t.sim.stats.byEndpoint[CHAT]?.['503']).toBe(1)
    expect(batch.cells.filter((c) => c.attempts === 2)).toHaveLength(1)
  })

  it('refuses a batch without prompts or with too many models', async () => {
    const t = await setup({})
    await expect(t.service.start({ prompts: ['  '], models: MODELS, maxOutputTokens: 10 }, t.ctx)).rejects.toMatchObject({ error: { code: 'invalid_prompts' } })
    await expect(t.service.start({ prompts: ['a'], models: [...MODELS, 'tally-large', 'tally-standard'], maxOutputTokens: 10 }, t.ctx)).rejects.toMatchObject({ error: { code: 'invalid_models' } })
    expect(() => t.service.get('nope')).toThrow('No batch with this ID.')
  })
})
