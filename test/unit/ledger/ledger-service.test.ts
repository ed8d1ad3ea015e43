import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../electron/services/db/open-database'
import { finishedAnswer } from '../../support/ledger/kept-ledger'
import { LedgerCells } from '../../../electron/services/ledger/ledger-cells'
import { LedgerService } from '../../../electron/services/ledger/ledger-service'
import { LedgerStore } from '../../../electron/services/ledger/ledger-store'
import type { PriceEstimates } from '../../../shared/domain/prices'
import type { UsageRow } from '../../../shared/domain/usage'

const dirs: string[] = []
const dbs: DatabaseSync[] = []
afterEach(() => {
  for (const db of dbs.splice(0)) db.close()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

const PRICES: PriceEstimates = {
  connectionId: 'acct',
  models: [{ model: 'tally-mini', perMillion: { input: '0.15', cachedInput: '0.075', output: '0.6' }, rows: 40, medianRelativeError: 0.001 }],
  tooFewRows: [],
  fittedAt: '2025-11-12T00:00:00Z',
}

function row(date: string, model: string, input: number, output: number, cost: string): UsageRow {
  return { date, model, requests: 1, input_tokens: input, cached_input_tokens: 0, output_tokens: output, cost } as UsageRow
}

/** A real ledger store on a fresh database, usage rows as given, and counts of how often each kind of read ran. */
function setup(rows: UsageRow[]) {
  const dir = mkdtempSync(join(tmpdir(), 'tally-ledger-service-'))
  dirs.push(dir)
  const { db } = openDatabase({ dataDir: dir })
  dbs.push(db)
  db.prepare("INSERT INTO conversations (id, title, created_at, updated_at, params) VALUES ('c', 't', '2025-11-10T00:00:00Z', '2025-11-10T00:00:00Z', '{}')").run()
  const insert = db.prepare("INSERT INTO messages (id, conversation_id, position, role, content, created_at, model, status, usage) VALUES (?, 'c', ?, 'assistant', 'x', ?, ?, 'complete', ?)")
  const store = new LedgerStore(db)
  const reads = { all: 0, day: 0 }
  const counting = Object.assign(Object.create(store) as LedgerStore, {
    answers: (accountId: string) => {
      reads.all++
      return store.answers(accountId)
    },
    answersOn: (accountId: string, day: string) => {
      reads.day++
      return store.answersOn(accountId, day)
    },
  })
  // Every day is final except 2025-11-12 (until a test moves `asOf` on).
  const usage = { rows, asOf: (day: string): string | null => (day < '2025-11-12' ? '2025-11-20T00:00:00Z' : '2025-11-12T12:00:00Z') }
  const service = new LedgerService({
    store: counting,
    cells: new LedgerCells(db),
    prices: async () => PRICES,
    rows: async () => usage.rows,
    asOfFor: async () => usage.asOf,
    now: () => Date.parse('2025-11-12T12:00:00Z'),
    log: () => undefined,
  })
  let position = 0
  const message = (id: string, day: string, model: string, input: number, output: number) =>
    insert.run(id, position++, `${day}T10:00:00Z`, model, JSON.stringify({ inputTokens: input, cachedInputTokens: 0, outputTokens: output }))
  /** An answer already in the ledger. */
  const answer = (id: string, day: string, model: string, input: number, output: number, estimate: string | null = null) => {
    message(id, day, model, input, output)
    store.record(id, { accountId: 'acct', day, counted: null, estimate })
  }
  /** An answer that finishes now: the runner's event goes to the service. */
  const finish = async (id: string, day: string, model: string, input: number, output: number) => {
    message(id, day, model, input, output)
    service.record(finishedAnswer({ id, accountId: 'acct', conversationId: 'c', day, model, input, output, counted: { input, output } }))
  }
  return { service, reads, answer, finish, usage }
}

describe('LedgerService: the history reconciled once and kept; afterwards only what changed', () => {
  it('reads the whole history once; an answer is reconciled alone; a usage sync and a removed connection read nothing again', async () => {
    const t = setup([row('2025-11-10', 'tally-mini', 1000, 100, '0.000210'), row('2025-11-11', 'tally-large', 5000, 900, '0.004200')])
    t.answer('a1', '2025-11-10', 'tally-mini', 1000, 100)
    // Answers the ledger never recorded: nothing to reconcile.
    expect((await t.service.answerCosts('acct', ['older-chat'])).perAnswer).toEqual([])
    expect((await t.service.answerCosts('other-account', ['a1'])).perAnswer).toEqual([])
    expect(t.reads.all).toBe(0)

    const nov = await t.service.split('acct', { start: '2025-11-01', end: '2025-12-01' })
    expect(nov.byDay.map((d) => [d.key, d.billed, d.app, d.exact])).toEqual([
      ['2025-11-11', '0.004200', '0.000000', false],
      ['2025-11-10', '0.000210', '0.000210', true],
    ])
    expect(nov.byModel.map((m) => m.key)).toEqual(['tally-large', 'tally-mini'])
    const day10 = await t.service.split('acct', { start: '2025-11-10', end: '2025-11-11' })
    expect(day10.byDay.map((d) => d.key)).toEqual(['2025-11-10'])
    expect((await t.service.answerCosts('acct', ['a1', 'nope'])).perAnswer).toEqual([{ id: 'a1', kind: 'billed', amount: '0.000210', counted: null }])
    expect((await t.service.accuracy('acct')).accuracy.map((a) => a.model)).toEqual([])
    expect(t.reads).toEqual({ all: 1, day: 0 })

    // An answer finishes: its day is reconciled again, alone, and the next read sees it (mixed day: an estimate).
    await t.finish('a2', '2025-11-10', 'tally-mini', 500, 50)
    expect((await t.service.answerCosts('acct', ['a1', 'a2'])).perAnswer.map((p) => [p.id, p.kind])).toEqual([
      ['a1', 'estimate'],
      ['a2', 'estimate'],
    ])
    expect(t.reads).toEqual({ all: 1, day: 1 })

    // A usage sync changed days: the splits follow the new rows.
    t.usage.rows = [...t.usage.rows, row('2025-11-09', 'tally-mini', 10, 1, '0.000003')]
    t.service.invalidate('acct')
    expect((await t.service.split('acct', { start: '2025-11-01', end: '2025-12-01' })).byDay.map((d) => d.key)).toEqual(['2025-11-11', '2025-11-10', '2025-11-09'])
    // The first split of November is not served again.
    expect((await t.service.split('acct', { start: '2025-11-01', end: '2025-12-01' })).byDay.find((d) => d.key === '2025-11-10')?.exact).toBe(false)
    // The connection is removed: nothing of it is kept in memory; what is on disk needs no reconciliation again.
    t.service.forget('acct')
    await t.service.accuracy('acct')
    expect(t.reads).toEqual({ all: 1, day: 1 })
  })

  it('a day whose usage becomes final later (no row changed, so no sync said so) is split from the bill on the next read, alone', async () => {
    const t = setup([row('2025-11-12', 'tally-mini', 1000, 100, '0.000210'), row('2025-11-11', 'tally-large', 50, 5, '0.000100')])
    t.answer('a1', '2025-11-12', 'tally-mini', 1000, 100, '0.000200')
    const range = { start: '2025-11-01', end: '2025-12-01' }
    expect((await t.service.accuracy('acct')).accuracy).toEqual([])
    expect((await t.service.split('acct', range)).byDay[0]).toMatchObject({ key: '2025-11-12', pending: true, exact: false })
    expect((await t.service.answerCosts('acct', ['a1'])).perAnswer[0]?.kind).toBe('estimate')

    t.usage.asOf = () => '2025-11-13T00:20:00Z'
    expect((await t.service.split('acct', range)).byDay[0]).toMatchObject({ key: '2025-11-12', pending: false, exact: true, app: '0.000210' })
    expect((await t.service.answerCosts('acct', ['a1'])).perAnswer).toEqual([{ id: 'a1', kind: 'billed', amount: '0.000210', counted: null }])
    // The estimate shown (0.000200) against its share of the bill (0.000210), now measurable.
    const [mini] = (await t.service.accuracy('acct')).accuracy
    expect(mini).toMatchObject({ model: 'tally-mini', days: 1, answers: 1 })
    expect(mini?.median).toBeCloseTo(0.01 / 0.21, 6)
    expect(t.reads).toEqual({ all: 1, day: 1 })
  })

  it("today's line reads that day's answers only, never the whole history", async () => {
    const t = setup([row('2025-11-10', 'tally-mini', 1000, 100, '0.000210'), row('2025-11-12', 'tally-mini', 3000, 300, '0.000630')])
    t.answer('old', '2025-11-10', 'tally-mini', 1000, 100)
    t.answer('now', '2025-11-12', 'tally-mini', 1000, 100)
    const today = await t.service.today('acct', '2025-11-12')
    expect(today.row).toMatchObject({ key: '2025-11-12', billed: '0.000630', app: '0.000210', elsewhere: '0.000420', pending: true, exact: false, answers: 1 })
    expect(t.reads).toEqual({ all: 0, day: 1 })
    expect((await t.service.today('acct', '2025-11-13')).row).toBeNull()
    expect((await t.service.today(null, '2025-11-12')).row).toBeNull()
  })

  it('a reversed or malformed range, or a day that does not exist, is refused with a clear message', async () => {
    const t = setup([])
    await expect(t.service.split('acct', { start: '2025-11-10', end: '2025-11-01' })).rejects.toMatchObject({ error: { code: 'invalid_range', message: 'The end date must be after the start date.' } })
    await expect(t.service.split('acct', { start: '2025-11-31', end: '2025-12-01' })).rejects.toMatchObject({ error: { code: 'invalid_range', message: 'Start date "2025-11-31" is not a valid YYYY-MM-DD day.' } })
    await expect(t.service.split(null, { start: 'yesterday', end: '2025-12-01' })).rejects.toMatchObject({ error: { code: 'invalid_range' } })
    await expect(t.service.today('acct', '2025-02-29')).rejects.toMatchObject({ error: { code: 'invalid_day', message: '"2025-02-29" is not a valid YYYY-MM-DD day.' } })
  })
})
