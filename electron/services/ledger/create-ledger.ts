import type { DatabaseSync } from 'node:sqlite'
import type { PriceEstimates } from '../../../shared/domain/prices'
import type { UsageService } from '../usage/usage-service'
import type { Clock } from '../time/clock'
import { LedgerCells } from './ledger-cells'
import { LedgerService } from './ledger-service'
import { LedgerStore } from './ledger-store'

/** Builds the answer ledger from the app's parts (kept out of core.ts, which only calls this). */
export function createLedger(o: {
  db: DatabaseSync
  prices(accountId: string | null): Promise<PriceEstimates>
  usage: Pick<UsageService, 'cachedRows' | 'asOfFor'>
  clock: Pick<Clock, 'now'>
  log(level: 'warn', message: string): void
}): LedgerService {
  return new LedgerService({
    store: new LedgerStore(o.db),
    cells: new LedgerCells(o.db),
    prices: o.prices,
    rows: (accountId, range) => o.usage.cachedRows(accountId, range),
    asOfFor: (accountId) => o.usage.asOfFor(accountId),
    now: () => o.clock.now(),
    log: o.log,
  })
}
