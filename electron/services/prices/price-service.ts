import type { PriceEstimates } from '../../../shared/domain/prices'
import { type PerMillion, pricesOn } from '../../../shared/prices/answer-cost'
import type { UsageRow } from '../../../shared/domain/usage'
import { Sequencer } from '../../../shared/sequencer'
import { type Clock, systemClock } from '../time/clock'
import type { PriceBaselineStore } from './price-baselines'
import { type PriceChangeAlert, priceMoves, type TypicalDay } from './price-change-alert'
import type { KeptPriceFits } from './kept-fits'
import { fitAllPrices } from './price-fit'

export interface PriceServiceDeps {
  /** Every cached usage day row (grouped by model) of an account. */
  rowsOf(accountId: string): Promise<UsageRow[]>
  clock?: Pick<Clock, 'now'>
  /** Where each model's price-change baseline is kept; with `onPriceChange`, fits are compared with it. */
  baselines?: PriceBaselineStore
  /** A fitted price moved by 10 % or more (once per move). */
  onPriceChange?(alert: PriceChangeAlert): void
  log?(level: 'warn', message: string): void
  /** #35: fits kept on disk per usage version (a start reads the last fit instead of fitting again). */
  kept?: KeptPriceFits
}

/**
 * Per-model unit price estimates per account, fitted from the cached usage history: again after
 * each usage sync (`invalidate`), lazily on the next `get`.
 */
export class PriceService {
  private readonly fits = new Map<string, Promise<PriceEstimates>>()
  /** Baseline comparisons of one account run one after another, so one move alerts once. */
  private readonly comparisons = new Sequencer<string>()

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

  /** #33: a model's fitted prices in force on a UTC day (a price change found: before it, the previous ones); null: not fitted. */
  async pricesOn(accountId: string | null, model: string, day: string): Promise<PerMillion | null> {
    const fit = (await this.get(accountId)).models.find((m) => m.model === model)
    return fit ? pricesOn(fit, day) : null
  }

  /** The account's usage cache changed: the next `get` fits again. */
  invalidate(accountId: string): void {
    this.fits.delete(accountId)
    // With price-change alerts on, fit now: a change should be told without opening a view.
    if (this.deps.onPriceChange) void this.get(accountId).catch(() => undefined)
  }

  /** Resolves once every price-change check started so far has finished (tests, shutdown). */
  async settled(): Promise<void> {
    await this.comparisons.idle()
  }

  /** Drops the fit of a removed account. */
  forget(accountId: string): void {
    this.fits.delete(accountId)
  }

  private async fit(accountId: string): Promise<PriceEstimates> {
    // The version is read before the rows: a page written meanwhile makes a newer version, fitted next time.
    const version = this.deps.kept?.version(accountId) ?? null
    const kept = version === null ? null : (this.deps.kept?.get(accountId, version) ?? null)
    // Fitted at this very usage (its price-change check ran then).
    if (kept) return kept
    const rows = await this.deps.rowsOf(accountId)
    const { models, tooFewRows } = fitAllPrices(rows)
    // In the background: the estimates never wait for the alert check (file reads and writes).
    this.comparisons.run(accountId, () => this.compareWithBaselines(accountId, models, rows)).catch((error: unknown) => {
      // The estimates stand without the alert check; the next fit tries again.
      this.deps.log?.('warn', `price-change check failed: ${error instanceof Error ? error.message : String(error)}`)
    })
    const fit = { connectionId: accountId, models, tooFewRows, fittedAt: new Date((this.deps.clock ?? systemClock).now()).toISOString() }
    if (version !== null) this.keep(accountId, version, fit)
    return fit
  }

  /** A fit that cannot be kept (a full disk) is fitted again at the next start, nothing else. */
  private keep(accountId: string, version: number, fit: PriceEstimates): void {
    try {
      this.deps.kept?.put(accountId, version, fit)
    } catch (error) {
      this.deps.log?.('warn', `price fit not kept: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  private async compareWithBaselines(accountId: string, models: PriceEstimates['models'], rows: readonly UsageRow[]): Promise<void> {
    const { baselines, onPriceChange } = this.deps
    if (!baselines || !onPriceChange) return
    for (const fit of models) {
      const baseline = await baselines.get(accountId, fit.model)
      const { alerts, next } = priceMoves(accountId, baseline, fit, typicalDay(rows, fit.model, fit.since ?? null))
      if (next) await baselines.put(accountId, fit.model, next)
      for (const alert of alerts) onPriceChange(alert)
    }
  }
}

/** Mean tokens per day of `model` since `since` (all days when null). */
function typicalDay(rows: readonly UsageRow[], model: string, since: string | null): TypicalDay {
  const days = rows.filter((r) => r.model === model && (since === null || r.date >= since))
  const mean = (f: (r: UsageRow) => number): number => (days.length === 0 ? 0 : days.reduce((sum, r) => sum + f(r), 0) / days.length)
  return { input: mean((r) => r.input_tokens - r.cached_input_tokens), cached: mean((r) => r.cached_input_tokens), output: mean((r) => r.output_tokens) }
}
