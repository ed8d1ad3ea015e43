import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from '../../../electron/services/db/open-database'
import type { LedgerService } from '../../../electron/services/ledger/ledger-service'
import { LedgerStore } from '../../../electron/services/ledger/ledger-store'
import { UsageCache } from '../../../electron/services/usage/usage-cache'
import { addDays } from '../../../electron/services/usage/ranges'
import type { UsageRow } from '../../../shared/domain/usage'
import { bareLedger, finishedAnswer, ledgerReads, reconciledFromScratch } from '../../support/ledger/kept-ledger'

/**
 * #35: the ledger's reconciliation is kept on disk and brought up to date per change. Whatever happens
 * (an answer, a usage sync, a price change, a deleted conversation, a day turning final, a restart), what
 * it answers must equal a reconciliation of the whole history from scratch (on a copy of the database
 * whose kept cells are dropped).
 */

const ACCOUNT = 'acct'
const NOW = Date.parse('2025-11-12T12:00:00Z')
const RANGE = { start: '2025-10-01', end: '2025-11-13' }
/** Per million tokens: input, output. */
const PRICE: Record<string, [number, number]> = { 'm-a': [0.15, 0.6], 'm-b': [1, 3] }

const dirs: string[] = []
const dbs: DatabaseSync[] = []
afterEach(() => {
  for (const db of dbs.splice(0)) db.close()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tally-ledger-kept-'))
  dirs.push(dir)
  return dir
}

function money(micros: number): string {
  const m = Math.round(micros)
  return `${Math.floor(m / 1e6)}.${String(m % 1e6).padStart(6, '0')}`
}

function billedRow(date: string, model: string, input: number, output: number, requests: number, price = PRICE[model] as [number, number]): UsageRow {
  return { date, model, requests, input_tokens: input, cached_input_tokens: 0, output_tokens: output, cost: money(input * price[0] + output * price[1]) }
}

const now = () => NOW
const everything = (ledger: LedgerService, db: DatabaseSync) => ledgerReads(ledger, db, ACCOUNT, RANGE)
const ledgerOn = (dataDir: string, db: DatabaseSync) => bareLedger(dataDir, db, now)

/** The same, reconciled from scratch (the whole ledger read once). */
async function fromScratch(db: DatabaseSync) {
  const { wholeReads, ...out } = await reconciledFromScratch(db, tempDir(), ACCOUNT, RANGE, now)
  expect(wholeReads).toBe(1)
  return out
}

function setup() {
  const dataDir = tempDir()
  const { db } = openDatabase({ dataDir })
  dbs.push(db)
  const conversation = db.prepare("INSERT INTO conversations (id, title, created_at, updated_at, params) VALUES (?, 't', '2025-10-01T00:00:00Z', '2025-10-01T00:00:00Z', '{}')")
  conversation.run('c1')
  conversation.run('c2')
  const insert = db.prepare("INSERT INTO messages (id, conversation_id, position, role, content, created_at, model, status, usage) VALUES (?, ?, ?, 'assistant', 'x', ?, ?, 'complete', ?)")
  const store = new LedgerStore(db)
  let position = 0
  /** An answer: reported tokens, or only counted here (`reported` false), or both (a pair the token bias learns from). */
  const message = (a: { id: string; conversation?: string; day: string; model: string; input: number; output: number; reported?: boolean }) =>
    insert.run(a.id, a.conversation ?? 'c1', position++, `${a.day}T10:00:00Z`, a.model, a.reported === false ? null : JSON.stringify({ inputTokens: a.input, cachedInputTokens: 0, outputTokens: a.output }))
  const recorded = (a: Parameters<typeof message>[0] & { counted?: { input: number; output: number }; estimate?: string }) => {
    message(a)
    store.record(a.id, { accountId: ACCOUNT, day: a.day, counted: a.counted ?? (a.reported === false ? { input: a.input, output: a.output } : null), estimate: a.estimate ?? null })
  }
  const cache = UsageCache.open(dataDir, ACCOUNT, db)
  const putPage = async (start: string, end: string, rows: UsageRow[], asOf = '2025-11-12T12:00:00Z') => {
    const total = { requests: 0, input_tokens: 0, cached_input_tokens: 0, output_tokens: 0, cost: '0.000000' }
    ;(await cache).cache.put({ start, end, query: { start, end, page: null }, etag: null, rows, total, asOf, fetchedAt: asOf, checkedAt: asOf, final: false, usedAt: asOf })
  }
  return { dataDir, db, recorded, message, putPage }
}

/** Every day of [start, end) for both models, at `prices` (m-a's may differ), with the app's own rows where given. */
function rowsFor(start: string, end: string, own: Map<string, UsageRow>, aPrice = PRICE['m-a'] as [number, number]): UsageRow[] {
  const rows: UsageRow[] = []
  let i = 0
  for (let day = start; day < end; day = addDays(day, 1)) {
    for (const model of ['m-a', 'm-b']) {
      i++
      const mine = own.get(`${day}/${model}`)
      rows.push(mine ?? billedRow(day, model, 2000 + ((i * 137) % 900), 300 + ((i * 53) % 300), 7, model === 'm-a' ? aPrice : undefined))
    }
  }
  return rows
}

describe('the kept reconciliation equals a reconciliation from scratch', () => {
  it('after the first build, an answer, a usage sync, a price change, a deleted conversation, a day turning final and restarts', async () => {
    const t = setup()
    // The app was the only caller of m-b on 2025-10-25 (the bill is its two answers': split exactly) and 2025-11-05.
    const own = new Map([
      ['2025-10-25/m-b', billedRow('2025-10-25', 'm-b', 3000, 500, 2)],
      ['2025-11-05/m-b', billedRow('2025-11-05', 'm-b', 1200, 150, 1)],
    ])
    await t.putPage('2025-10-01', '2025-10-31', rowsFor('2025-10-01', '2025-10-31', own))
    await t.putPage('2025-10-31', '2025-11-13', rowsFor('2025-10-31', '2025-11-13', own))
    t.recorded({ id: 'a01', day: '2025-10-25', model: 'm-b', input: 1000, output: 200, estimate: '0.001550' })
    t.recorded({ id: 'a02', day: '2025-10-25', model: 'm-b', input: 2000, output: 300, estimate: '0.002950' })
    t.recorded({ id: 'a03', day: '2025-11-05', model: 'm-b', input: 1200, output: 150, conversation: 'c2', estimate: '0.001600' })
    // m-a: mixed days (others called too); three answers with both counts teach m-a's token bias, two were counted here only.
    t.recorded({ id: 'a04', day: '2025-10-10', model: 'm-a', input: 500, output: 80, counted: { input: 520, output: 82 } })
    t.recorded({ id: 'a05', day: '2025-10-12', model: 'm-a', input: 600, output: 90, counted: { input: 630, output: 93 } })
    t.recorded({ id: 'a06', day: '2025-11-02', model: 'm-a', input: 700, output: 60, counted: { input: 735, output: 61 } })
    t.recorded({ id: 'a07', day: '2025-10-15', model: 'm-a', input: 400, output: 70, reported: false })
    t.recorded({ id: 'a08', day: '2025-11-06', model: 'm-a', input: 450, output: 75, reported: false, conversation: 'c2' })
    // Today: not final yet.
    t.recorded({ id: 'a09', day: '2025-11-12', model: 'm-b', input: 900, output: 100, estimate: '0.001200' })

    let app = ledgerOn(t.dataDir, t.db)
    const first = await everything(app.ledger, t.db)
    expect(app.reads.all).toBe(1)
    expect(first.costs.perAnswer.filter((p) => p.kind === 'billed').map((p) => p.id)).toEqual(['a01', 'a02', 'a03'])
    expect(first.accuracy.accuracy.map((a) => a.model)).toEqual(['m-b'])
    expect(first.accuracy.tokenBias.map((b) => b.model)).toEqual(['m-a'])
    expect(first).toEqual(await fromScratch(t.db))

    // A restart: nothing is reconciled again, and everything reads the same.
    app = ledgerOn(t.dataDir, t.db)
    expect(await everything(app.ledger, t.db)).toEqual(first)
    expect(app.reads.all).toBe(0)

    // An answer finishes (with both counts: m-a's bias moves, so every m-a day with counted answers changes).
    t.message({ id: 'a10', day: '2025-11-10', model: 'm-a', input: 800, output: 90 })
    app.ledger.record(finishedAnswer({ id: 'a10', accountId: ACCOUNT, conversationId: 'c1', day: '2025-11-10', model: 'm-a', input: 800, output: 90, counted: { input: 840, output: 94 } }))
    await app.ledger.upToDate(ACCOUNT)
    const afterAnswer = await everything(app.ledger, t.db)
    expect(afterAnswer.accuracy.tokenBias).not.toEqual(first.accuracy.tokenBias)
    expect(afterAnswer).toEqual(await fromScratch(t.db))

    // A usage sync: 2025-11-10's m-a row is now the app's answer alone... of November's page, the rest unchanged.
    own.set('2025-11-10/m-a', billedRow('2025-11-10', 'm-a', 800, 90, 1))
    await t.putPage('2025-10-31', '2025-11-13', rowsFor('2025-10-31', '2025-11-13', own))
    app.ledger.invalidate(ACCOUNT)
    const afterSync = await everything(app.ledger, t.db)
    expect(afterSync.costs.perAnswer.find((p) => p.id === 'a10')?.kind).toBe('billed')
    expect(afterSync).toEqual(await fromScratch(t.db))

    // A price change: m-a costs more from 2025-11-01 (only November's page is read again). m-a's fitted
    // price moves, so its October days (no row of theirs changed) are estimated at the new price.
    const before = (await app.prices.get(ACCOUNT)).models.find((m) => m.model === 'm-a')?.perMillion
    await t.putPage('2025-10-31', '2025-11-13', rowsFor('2025-10-31', '2025-11-13', own, [0.3, 1.2]))
    app.prices.invalidate(ACCOUNT)
    app.ledger.invalidate(ACCOUNT)
    const afterPrice = await everything(app.ledger, t.db)
    expect((await app.prices.get(ACCOUNT)).models.find((m) => m.model === 'm-a')?.perMillion).not.toEqual(before)
    expect(afterPrice.costs.perAnswer.find((p) => p.id === 'a07')).not.toEqual(afterSync.costs.perAnswer.find((p) => p.id === 'a07'))
    expect(afterPrice).toEqual(await fromScratch(t.db))

    // A conversation is deleted (its answers go with it, whatever deleted them: no call to the ledger).
    t.db.prepare("DELETE FROM conversations WHERE id = 'c2'").run()
    const afterDelete = await everything(app.ledger, t.db)
    expect(afterDelete.costs.perAnswer.map((p) => p.id)).not.toContain('a03')
    expect(afterDelete.split.byDay.find((d) => d.key === '2025-11-05')?.app).toBe('0.000000')
    expect(afterDelete).toEqual(await fromScratch(t.db))

    // Today's usage becomes final (a re-read with the same rows and a later as_of): a09 gets its share of the bill.
    own.set('2025-11-12/m-b', billedRow('2025-11-12', 'm-b', 900, 100, 1))
    await t.putPage('2025-10-31', '2025-11-13', rowsFor('2025-10-31', '2025-11-13', own, [0.3, 1.2]), '2025-11-12T12:00:00Z')
    app.ledger.invalidate(ACCOUNT)
    expect((await everything(app.ledger, t.db)).costs.perAnswer.find((p) => p.id === 'a09')?.kind).toBe('estimate')
    await t.putPage('2025-10-31', '2025-11-13', rowsFor('2025-10-31', '2025-11-13', own, [0.3, 1.2]), '2025-11-13T00:30:00Z')
    const afterFinal = await everything(app.ledger, t.db)
    expect(afterFinal.costs.perAnswer.find((p) => p.id === 'a09')?.kind).toBe('billed')
    expect(afterFinal).toEqual(await fromScratch(t.db))

    // A last restart: the same, nothing reconciled again.
    app = ledgerOn(t.dataDir, t.db)
    expect(await everything(app.ledger, t.db)).toEqual(afterFinal)
    expect(app.reads.all).toBe(0)
  })
})
