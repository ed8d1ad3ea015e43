import type { PriceEstimates } from '../../../shared/domain/prices'
import type { UsageRow } from '../../../shared/domain/usage'
import { type Clock, systemClock } from '../time/clock'
import { fitAllPrices } from './price-fit'

export interface PriceServiceDeps {
  /** Every cached usage day row (grouped by model) of an account. */
  rowsOf(accountId: string): Promise<UsageRow[]>
  clock?: Pick<Clock, 'now'>
}

/**
 * Per-model unit price estimates per account, fitted from the cached usage history: again after
 * each usage sync (`invalidate`), lazily on the next `get`.
 */
export class PriceService {
  private readonly fits = new Map<string, Promise<PriceEstimates>>()

  constructor(private readonly deps: PriceServiceDeps) {}

  get(accountId: string | null): Promise<PriceEstimates> {
    if (accountId === null) return Promise.resolve({ connectionId: null, models: [], tooFewRows: [], fittedAt: null })
    let fit = this.fits.get(accountId)
    if (!fit) {
      fit = this.fit(accountId)
      this.fits.set(accountId, fit)
      // A failed read is not remembered: the next get tries again.
      fit.catch(() => this.fits.delete(accountId))
    }
    return fit
  }

  /** The account's usage cache changed: the next `get` fits again. */
  invalidate(accountId: string): void {
    this.fits.delete(accountId)
  }

  /** Drops the fit of a removed account. */
  forget(accountId: string): void {
    this.fits.delete(accountId)
  }

  private async fit(accountId: string): Promise<PriceEstimates> {
    const { models, tooFewRows } = fitAllPrices(await this.deps.rowsOf(accountId))
    return { connectionId: accountId, models, tooFewRows, fittedAt: new Date((this.deps.clock ?? systemClock).now()).toISOString() }
  }
}
