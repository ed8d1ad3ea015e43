import { join } from 'node:path'
import type { DatabaseSync } from 'node:sqlite'
import type { AnswerFinished } from '../../../electron/services/answers/answer-finished'
import { openDatabase } from '../../../electron/services/db/open-database'
import { LedgerCells } from '../../../electron/services/ledger/ledger-cells'
import { LedgerService } from '../../../electron/services/ledger/ledger-service'
import { LedgerStore } from '../../../electron/services/ledger/ledger-store'
import { PriceService } from '../../../electron/services/prices/price-service'
import { UsageService } from '../../../electron/services/usage/usage-service'
import type { UsageRange } from '../../../shared/domain/usage-view'

/**
 * The main process's ledger as core.ts builds it (usage cache, price fits, ledger) on one database, with
 * a count of the reads of an account's whole ledger (what a reconciliation from scratch does).
 */
export function bareLedger(dataDir: string, db: DatabaseSync, now: () => number) {
  const usage = new UsageService({ dataDir, db, getClient: () => null, emit: () => undefined })
  const prices = new PriceService({ rowsOf: (id) => usage.cachedRows(id) })
  const store = new LedgerStore(db)
  const reads = { all: 0 }
  const counting = Object.assign(Object.create(store) as LedgerStore, {
    answers: (accountId: string) => {
      reads.all++
      return store.answers(accountId)
    },
  })
  const ledger = new LedgerService({
    store: counting,
    cells: new LedgerCells(db),
    prices: (id) => prices.get(id),
    rows: (id, range) => usage.cachedRows(id, range),
    asOfFor: (id) => usage.asOfFor(id),
    now,
    log: (_level, message) => {
      throw new Error(message)
    },
  })
  return { ledger, prices, reads }
}

/** Everything the ledger answers for an account: the split of a range, the accuracy, every answer's cost, the CSV. */
export async function ledgerReads(read: Pick<LedgerService, 'split' | 'accuracy' | 'answerCosts' | 'exportCsv'>, db: DatabaseSync, accountId: string, range: UsageRange) {
  const ids = (db.prepare("SELECT id FROM messages WHERE role = 'assistant' ORDER BY id").all() as { id: string }[]).map((r) => r.id)
  return {
    split: await read.split(accountId, range),
    accuracy: await read.accuracy(accountId),
    costs: await read.answerCosts(accountId, ids),
    csv: (await read.exportCsv(accountId)).csv,
  }
}

/**
 * The same reads, reconciled from scratch: a copy of the database (in `dir`) without the kept
 * reconciliation, read by a new ledger. `wholeReads`: how often it read the account's whole ledger.
 */
export async function reconciledFromScratch(db: DatabaseSync, dir: string, accountId: string, range: UsageRange, now: () => number) {
  db.exec(`VACUUM INTO '${join(dir, 'tokentally.db')}'`)
  const copy = openDatabase({ dataDir: dir }).db
  try {
    copy.exec('DELETE FROM ledger_cells; DELETE FROM ledger_state; DELETE FROM ledger_dirty')
    const { ledger, reads } = bareLedger(dir, copy, now)
    const out = await ledgerReads(ledger, copy, accountId, range)
    return { ...out, wholeReads: reads.all }
  } finally {
    copy.close()
  }
}

/**
 * The runner's "answer finished" event of a chat answer on `accountId` that started on `day`, with the
 * stream's tokens and (`counted`) the count made here.
 */
export function finishedAnswer(a: {
  id: string
  accountId: string
  conversationId: string
  day: string
  model: string
  input: number
  output: number
  counted: { input: number; output: number }
}): AnswerFinished {
  return {
    kind: 'chat',
    requestId: `r-${a.id}`,
    connectionId: a.accountId,
    accountId: a.accountId,
    conversationId: a.conversationId,
    messageId: a.id,
    column: null,
    model: a.model,
    status: 'complete',
    endReason: 'finished',
    usage: { inputTokens: a.input, cachedInputTokens: 0, outputTokens: a.output },
    counted: a.counted,
    inputTokens: a.input,
    cost: { source: 'billed', inputTokens: a.input, cachedInputTokens: 0, outputTokens: a.output, cost: '0.000100', fromBill: false },
    metrics: {} as AnswerFinished['metrics'],
    error: null,
    startedAt: `${a.day}T10:00:00Z`,
    hadText: true,
  }
}
