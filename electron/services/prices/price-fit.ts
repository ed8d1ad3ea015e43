import Decimal from 'decimal.js'
import type { ModelPriceEstimate } from '../../../shared/domain/prices'
import type { UsageRow } from '../../../shared/domain/usage'
import { findChangePoint } from './change-point'
import { priceTokens, type TokenCounts } from '../../../shared/prices/answer-cost'

/** Fewer day rows than this (with tokens and a cost) give no estimate. */
export const MIN_ROWS = 5
/** A day's weight halves every this many days back from the newest row. */
export const HALF_LIFE_DAYS = 30
/**
 * Days whose 90th-percentile relative error against a flat per-token price is above this are not a flat
 * price (a long-context tier, say): the estimate is marked uncertain with that spread.
 */
export const UNCERTAIN_P90 = 0.05

interface Sample {
  date: string
  /** Million tokens: uncached input, cached input, output. */
  x: [number, number, number]
  cost: number
  weight: number
}

const DAY_MS = 86_400_000

function samplesOf(rows: readonly UsageRow[]): Sample[] {
  const usable = rows.filter((r) => r.input_tokens + r.output_tokens > 0).sort((a, b) => a.date.localeCompare(b.date))
  if (usable.length === 0) return []
  const newest = Math.max(...usable.map((r) => Date.parse(`${r.date}T00:00:00Z`)))
  return usable.map((r) => {
    const age = (newest - Date.parse(`${r.date}T00:00:00Z`)) / DAY_MS
    return {
      date: r.date,
      x: [(r.input_tokens - r.cached_input_tokens) / 1e6, r.cached_input_tokens / 1e6, r.output_tokens / 1e6],
      cost: new Decimal(r.cost).toNumber(),
      weight: 0.5 ** (age / HALF_LIFE_DAYS),
    }
  })
}

/** Weighted least squares on the columns in `use` (Gaussian elimination); null when singular. */
function solve(samples: readonly Sample[], use: readonly number[]): number[] | null {
  const n = use.length
  const a = Array.from({ length: n }, () => new Array<number>(n + 1).fill(0))
  for (const s of samples) {
    for (let i = 0; i < n; i++) {
      const xi = s.x[use[i] as number] as number
      for (let j = 0; j < n; j++) (a[i] as number[])[j] = ((a[i] as number[])[j] as number) + s.weight * xi * (s.x[use[j] as number] as number)
      ;(a[i] as number[])[n] = ((a[i] as number[])[n] as number) + s.weight * xi * s.cost
    }
  }
  for (let col = 0; col < n; col++) {
    let pivot = col
    for (let r = col + 1; r < n; r++) if (Math.abs((a[r] as number[])[col] as number) > Math.abs((a[pivot] as number[])[col] as number)) pivot = r
    const scale = Math.max(...a.map((row) => Math.abs(row[col] as number)), 1e-300)
    if (Math.abs((a[pivot] as number[])[col] as number) <= scale * 1e-12) return null
    ;[a[col], a[pivot]] = [a[pivot] as number[], a[col] as number[]]
    const p = a[col] as number[]
    for (let r = 0; r < n; r++) {
      if (r === col) continue
      const row = a[r] as number[]
      const f = (row[col] as number) / (p[col] as number)
      for (let c = col; c <= n; c++) row[c] = (row[c] as number) - f * (p[c] as number)
    }
  }
  return a.map((row, i) => (row[n] as number) / (row[i] as number))
}

function residual(samples: readonly Sample[], prices: readonly number[]): number {
  return samples.reduce((sum, s) => sum + s.weight * (s.x[0] * (prices[0] ?? 0) + s.x[1] * (prices[1] ?? 0) + s.x[2] * (prices[2] ?? 0) - s.cost) ** 2, 0)
}

/**
 * Non-negative least squares with three unknowns: the best of the unconstrained solutions over
 * every subset of the columns (the others held at 0) that has no negative price. Exact for NNLS
 * because its solution is the least-squares solution on its own positive set.
 */
function nnls(samples: readonly Sample[], columns: readonly number[]): number[] {
  let best: { prices: number[]; r: number } = { prices: [0, 0, 0], r: residual(samples, [0, 0, 0]) }
  for (let mask = 1; mask < 1 << columns.length; mask++) {
    const use = columns.filter((_, i) => mask & (1 << i))
    const solution = solve(samples, use)
    if (!solution || solution.some((p) => p < 0)) continue
    const prices = [0, 0, 0]
    use.forEach((c, i) => (prices[c] = solution[i] as number))
    const r = residual(samples, prices)
    if (r < best.r) best = { prices, r }
  }
  return best.prices
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2
}

/** USD per million tokens, 6 significant digits, never negative, never exponent notation. */
function unitPrice(value: number): string {
  return new Decimal(Math.max(0, value)).toSignificantDigits(6).toFixed()
}

function predicted(s: Sample, prices: readonly number[]): number {
  return s.x[0] * (prices[0] as number) + s.x[1] * (prices[1] as number) + s.x[2] * (prices[2] as number)
}

function relativeErrors(samples: readonly Sample[], prices: readonly number[]): number[] {
  return samples.filter((s) => s.cost > 0).map((s) => Math.abs(predicted(s, prices) - s.cost) / s.cost)
}

function quantile(values: readonly number[], q: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number
}

/** Log of billed over predicted cost, per day with a cost (the series a price change steps in). */
function logRatios(samples: readonly Sample[], prices: readonly number[]): { index: number; value: number }[] {
  return samples.flatMap((s, index) => {
    const p = predicted(s, prices)
    return s.cost > 0 && p > 0 ? [{ index, value: Math.log(s.cost / p) }] : []
  })
}

/** Index of the first sample of the newest price segment, or null when the prices never changed. */
function changeIndex(samples: readonly Sample[], prices: readonly number[]): number | null {
  const ratios = logRatios(samples, prices)
  const change = findChangePoint(ratios.map((r) => r.value))
  return change ? (ratios[change.index] as { index: number }).index : null
}

interface Segmented {
  prices: number[]
  since: number | null
  previous: number[] | null
}

/**
 * A price change splits the days in two: find it against the whole-history fit, refine it against the
 * fit of the days before it, and estimate from the days after it (helped by the old prices while
 * it is too short for a fit of its own).
 */
/** Splits searched when the day ratios show no step: the newest days only (a change far back no longer matters). */
export const SPLIT_SEARCH_DAYS = 120

function fitsFlat(samples: readonly Sample[], prices: readonly number[]): boolean {
  return quantile(relativeErrors(samples, prices), 0.9) <= UNCERTAIN_P90
}

/**
 * When the whole history does not fit one flat price, is it two flat prices, one after the other? The
 * whole fit can bend its per-kind prices to hide a step from the day ratios, so every split of the
 * newest days is tried: the one whose two segments each fit a flat price (and have MIN_ROWS days) wins,
 * the best-fitting first. A long-context tier fits no split, and stays uncertain.
 */
function splitSearch(samples: readonly Sample[], columns: readonly number[]): number | null {
  const from = Math.max(MIN_ROWS, samples.length - SPLIT_SEARCH_DAYS)
  let best: { index: number; error: number } | null = null
  for (let k = from; k <= samples.length - MIN_ROWS; k++) {
    const before = samples.slice(Math.max(0, k - SPLIT_SEARCH_DAYS), k)
    const after = samples.slice(k)
    const p = nnls(before, columns)
    const q = nnls(after, columns)
    if (!fitsFlat(before, p) || !fitsFlat(after, q)) continue
    const error = quantile(relativeErrors(before, p), 0.9) + quantile(relativeErrors(after, q), 0.9)
    if (!best || error < best.error) best = { index: k, error }
  }
  return best?.index ?? null
}

function segmentedFit(samples: readonly Sample[], columns: readonly number[]): Segmented {
  const whole = nnls(samples, columns)
  let since = changeIndex(samples, whole)
  if (since === null && !fitsFlat(samples, whole)) since = splitSearch(samples, columns)
  if (since === null) return { prices: whole, since: null, previous: null }
  const before = samples.slice(0, since)
  let previous = before.length >= MIN_ROWS ? nnls(before, columns) : null
  if (previous) {
    const refined = changeIndex(samples, previous)
    if (refined !== null) since = refined
    const refinedBefore = samples.slice(0, since)
    previous = refinedBefore.length >= MIN_ROWS ? nnls(refinedBefore, columns) : previous
  }
  const current = samples.slice(since)
  if (current.length >= MIN_ROWS) return { prices: nnls(current, columns), since, previous }
  if (!previous) return { prices: whole, since: null, previous: null }
  return { prices: nnls([...current, ...priorRows(current, previous, columns)], columns), since, previous }
}

/** How much the old prices count, per kind of token, against one day of the new segment. */
const PRIOR_WEIGHT = 0.05

/**
 * While the new segment is too short for a fit of its own, each old price stands in as one weak
 * pseudo-day (only that kind of token, at the segment's mean amount): the new days decide what they
 * can tell, the old prices fill in the rest.
 */
function priorRows(current: readonly Sample[], previous: readonly number[], columns: readonly number[]): Sample[] {
  const meanWeight = current.reduce((sum, s) => sum + s.weight, 0) / current.length
  return columns.flatMap((c) => {
    const tokens = current.reduce((sum, s) => sum + (s.x[c] as number), 0) / current.length
    if (tokens <= 0) return []
    const x: [number, number, number] = [0, 0, 0]
    x[c] = tokens
    return [{ date: '', x, cost: tokens * (previous[c] as number), weight: meanWeight * PRIOR_WEIGHT }]
  })
}

/**
 * Estimates one model's unit prices from its day rows. Null when there are too few rows.
 * A kind of token the history never used (e.g. no cached input ever) gets a null price.
 * Finds a price change (the estimate then comes from the days since) and marks an estimate whose
 * days do not fit a flat per-token price as uncertain, with the spread seen.
 */
export function fitModelPrices(model: string, rows: readonly UsageRow[]): ModelPriceEstimate | null {
  const samples = samplesOf(rows).filter((s) => s.cost >= 0)
  if (samples.length < MIN_ROWS) return null
  const columns = [0, 1, 2].filter((c) => samples.some((s) => (s.x[c] as number) > 0))
  const fit = segmentedFit(samples, columns)
  const current = fit.since === null ? samples : samples.slice(fit.since)
  const errors = relativeErrors(current, fit.prices)
  const p90 = quantile(errors, 0.9)
  const known = (prices: readonly number[], c: number): string | null => (columns.includes(c) ? unitPrice(prices[c] as number) : null)
  const perMillion = (prices: readonly number[]): ModelPriceEstimate['perMillion'] => ({
    input: known(prices, 0),
    cachedInput: known(prices, 1),
    output: known(prices, 2),
  })
  const since = fit.since === null ? null : (samples[fit.since] as Sample).date
  return {
    model,
    perMillion: perMillion(fit.prices),
    rows: current.length,
    medianRelativeError: errors.length > 0 ? Math.round(median(errors) * 10_000) / 10_000 : 0,
    since,
    previous: fit.previous && since ? { perMillion: perMillion(fit.previous), until: since } : null,
    uncertainPct: p90 > UNCERTAIN_P90 ? Math.ceil(p90 * 1000) / 10 : null,
  }
}

/** Fits every model in the rows; models with too few rows are listed apart. */
export function fitAllPrices(rows: readonly UsageRow[]): { models: ModelPriceEstimate[]; tooFewRows: string[] } {
  const byModel = new Map<string, UsageRow[]>()
  for (const row of rows) {
    if (!row.model) continue
    const list = byModel.get(row.model) ?? []
    list.push(row)
    byModel.set(row.model, list)
  }
  const models: ModelPriceEstimate[] = []
  const tooFewRows: string[] = []
  for (const [model, list] of [...byModel].sort(([a], [b]) => a.localeCompare(b))) {
    const fit = fitModelPrices(model, list)
    if (fit) models.push(fit)
    else tooFewRows.push(model)
  }
  return { models, tooFewRows }
}

/** An answer's cost at a fit's current prices (the one formula, `priceTokens`); null without a fit or a needed price. */
export function estimateCost(estimate: ModelPriceEstimate | undefined, tokens: TokenCounts): Decimal | null {
  return estimate ? priceTokens(estimate.perMillion, tokens) : null
}
