import type { DatabaseSync } from 'node:sqlite'
import type { ActiveConnection } from '../connections/active-connection'
import type { ModelsService } from '../models/models-service'
import type { PriceService } from '../prices/price-service'
import type { Clock } from '../time/clock'
import type { UsageService } from '../usage/usage-service'
import type { VoteService } from '../votes/vote-service'
import { AdviceStore } from './advice-store'
import { AdviceService } from './advice-service'
import { ContextStore } from './context-store'

/** Builds the advice (#36) from the app's parts (kept out of core.ts, which only calls this). */
export function createAdvice(o: {
  db: DatabaseSync
  prices: Pick<PriceService, 'get'>
  usage: Pick<UsageService, 'cachedRows'>
  models: Pick<ModelsService, 'listFor'>
  active: Pick<ActiveConnection, 'id'>
  votes: Pick<VoteService, 'evidence'>
  clock: Pick<Clock, 'now'>
}): AdviceService {
  return new AdviceService({
    store: new AdviceStore(o.db),
    contexts: new ContextStore(o.db),
    prices: (accountId) => o.prices.get(accountId),
    rows: (accountId, range) => o.usage.cachedRows(accountId, range),
    models: () => o.models.listFor(o.active.id(), false),
    votes: () => o.votes.evidence(),
    now: () => o.clock.now(),
  })
}
