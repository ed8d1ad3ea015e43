import type { DatabaseSync } from 'node:sqlite'
import type { ActiveConnection } from '../connections/active-connection'
import type { ModelsService } from '../models/models-service'
import type { ModelsState } from '../../../shared/domain/models-state'
import type { PriceService } from '../prices/price-service'
import type { Clock } from '../time/clock'
import type { UsageService } from '../usage/usage-service'
import type { VoteService } from '../votes/vote-service'
import { AdviceStore } from './advice-store'
import { AdviceService } from './advice-service'
import { ContextStore } from './context-store'

/**
 * What if and the picker wait this long for the service's model list (read when none is kept, e.g. after a
 * failed read); then they answer without it: nothing called retired or coming soon (not known), the models
 * from the fits and the history. A service that does not answer would otherwise hold them for its timeout.
 */
export const MODEL_LIST_WAIT_MS = 1500
const NO_LIST: ModelsState = { models: [], fetchedAt: null, error: null }

export function atMost<T>(work: Promise<T>, ms: number, fallback: T, clock: Pick<Clock, 'setTimeout' | 'clear'>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = clock.setTimeout(() => resolve(fallback), ms)
    work.then(
      (value) => {
        clock.clear(timer)
        resolve(value)
      },
      (err: unknown) => {
        clock.clear(timer)
        reject(err instanceof Error ? err : new Error(String(err)))
      },
    )
  })
}

/** Builds the advice (#36) from the app's parts (kept out of core.ts, which only calls this). */
export function createAdvice(o: {
  db: DatabaseSync
  prices: Pick<PriceService, 'get'>
  usage: Pick<UsageService, 'cachedRows' | 'daySpend'>
  models: Pick<ModelsService, 'listFor'>
  active: Pick<ActiveConnection, 'id'>
  votes: Pick<VoteService, 'evidence'>
  clock: Pick<Clock, 'now' | 'setTimeout' | 'clear'>
}): AdviceService {
  return new AdviceService({
    store: new AdviceStore(o.db),
    contexts: new ContextStore(o.db),
    prices: (accountId) => o.prices.get(accountId),
    rows: (accountId, range) => o.usage.cachedRows(accountId, range),
    daySpend: (accountId, range) => o.usage.daySpend(accountId, range),
    models: () => atMost(o.models.listFor(o.active.id(), false), MODEL_LIST_WAIT_MS, NO_LIST, o.clock),
    votes: () => o.votes.evidence(),
    now: () => o.clock.now(),
  })
}
