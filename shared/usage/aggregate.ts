import type Decimal from 'decimal.js'
import type { UsageRow } from '../domain/usage'
import type { UsageRange } from '../domain/usage-view'
import { type MoneyString, fromMicros, microsToMoneyString, money, toMicros } from '../money'
import { formatDay, formatMonth, formatMonthShort } from './presets'
import { formatLocale, intlTag } from '../i18n/format-locale'
import { addDays, nextMonth, rangeDays, startOfMonth, startOfWeek } from '../time/utc-days'

/**
 * Pure aggregation of usage rows (one per UTC day and model) for the usage view: chart buckets by
 * day, week or month, the top models plus "Other", a per-model summary and per-day totals. One pass
 * over the rows for the sums (O(rows)); money is summed exactly with decimal.js.
 */

export type Metric = 'cost' | 'requests' | 'input_tokens' | 'cached_input_tokens' | 'output_tokens'

export const METRICS: ReadonlyArray<{ id: Metric; label: string }> = [
  { id: 'cost', label: 'Cost' },
  { id: 'requests', label: 'Requests' },
  { id: 'input_tokens', label: 'Input tokens' },
  { id: 'cached_input_tokens', label: 'Cached input tokens' },
  { id: 'output_tokens', label: 'Output tokens' },
]

export function metricLabel(metric: Metric): string {
  return METRICS.find((m) => m.id === metric)?.label ?? metric
}

export type Granularity = 'day' | 'week' | 'month'

/** Ranges longer than this many days are charted by week (weeks start on Monday, UTC). */
export const WEEKLY_AFTER_DAYS = 120
/** Ranges longer than this many days are charted by calendar month (UTC). */
export const MONTHLY_AFTER_DAYS = 400
/** Models charted on their own; the rest are summed as "Other". */
export const DEFAULT_TOP_N = 8
/** The name of the series holding every model outside the top N. */
export const OTHER = 'Other'
/** The name used for rows without a model (usage not grouped by model). */
export const NO_MODEL = 'All models'

export function granularityFor(days: number): Granularity {
  if (days > MONTHLY_AFTER_DAYS) return 'month'
  if (days > WEEKLY_AFTER_DAYS) return 'week'
  return 'day'
}

export interface Bucket {
  /** Stable id: the first day of the whole day, week (Monday) or month. */
  key: string
  /** First day of the bucket inside the range. */
  start: string
  /** Day after the bucket's last day inside the range. */
  end: string
  /** Short axis label ("3 Jun", "Jun 2025"). */
  label: string
  /** The range cuts this week or month short. */
  partial: boolean
}

function bucketKeyOf(day: string, granularity: Granularity): string {
  if (granularity === 'day') return day
  if (granularity === 'week') return startOfWeek(day)
  return startOfMonth(day)
}

function bucketNextKey(key: string, granularity: Granularity): string {
  if (granularity === 'day') return addDays(key, 1)
  if (granularity === 'week') return addDays(key, 7)
  return nextMonth(key)
}

/** Every bucket of the range, in order, including the ones without usage. */
export function bucketsOf(range: UsageRange, granularity: Granularity): Bucket[] {
  const buckets: Bucket[] = []
  if (range.start >= range.end) return buckets
  for (let key = bucketKeyOf(range.start, granularity); key < range.end; key = bucketNextKey(key, granularity)) {
    const fullEnd = bucketNextKey(key, granularity)
    const start = key < range.start ? range.start : key
    const end = fullEnd > range.end ? range.end : fullEnd
    // Months: the year only on the first bar and on January ("Nov 2025", "Dec", "Jan 2026").
    const label = granularity !== 'month' ? formatDay(start, { year: false }) : buckets.length === 0 || key.endsWith('-01-01') ? formatMonth(key) : formatMonthShort(key)
    buckets.push({ key, start, end, label, partial: start !== key || end !== fullEnd })
  }
  return buckets
}

/** Counts and exact cost of a set of rows. */
export interface Amounts {
  requests: number
  input_tokens: number
  cached_input_tokens: number
  output_tokens: number
  cost: Decimal
}

function zero(): Amounts {
  return { requests: 0, input_tokens: 0, cached_input_tokens: 0, output_tokens: 0, cost: money(0) }
}

function merge(into: Amounts, a: Amounts): void {
  into.requests += a.requests
  into.input_tokens += a.input_tokens
  into.cached_input_tokens += a.cached_input_tokens
  into.output_tokens += a.output_tokens
  into.cost = into.cost.plus(a.cost)
}

/**
 * Counts and cost as the pass over the rows sums them: cost in integer micro-dollars (exact, like
 * Decimal, and several times cheaper over a year of rows). Turned into Amounts for what is shown.
 */
export interface Sums {
  requests: number
  input_tokens: number
  cached_input_tokens: number
  output_tokens: number
  micros: bigint
}

function emptySums(): Sums {
  return { requests: 0, input_tokens: 0, cached_input_tokens: 0, output_tokens: 0, micros: 0n }
}

function sumsOf(row: UsageRow, micros: bigint): Sums {
  return { requests: row.requests, input_tokens: row.input_tokens, cached_input_tokens: row.cached_input_tokens, output_tokens: row.output_tokens, micros }
}

function addSums(into: Sums, a: Omit<Sums, 'micros'>, micros: bigint): void {
  into.requests += a.requests
  into.input_tokens += a.input_tokens
  into.cached_input_tokens += a.cached_input_tokens
  into.output_tokens += a.output_tokens
  into.micros += micros
}

function amountsOf(s: Sums): Amounts {
  return { requests: s.requests, input_tokens: s.input_tokens, cached_input_tokens: s.cached_input_tokens, output_tokens: s.output_tokens, cost: fromMicros(s.micros) }
}

/** cached_input_tokens / input_tokens (input includes cached), or null without input. */
export function cacheHitRate(amounts: { input_tokens: number; cached_input_tokens: number }): number | null {
  return amounts.input_tokens > 0 ? amounts.cached_input_tokens / amounts.input_tokens : null
}

export interface ModelSummary {
  model: string
  requests: number
  input_tokens: number
  cached_input_tokens: number
  output_tokens: number
  /** Sum of the model's row costs, exact. */
  cost: MoneyString
  /** Part of the summed row costs (0–1, exact); 0 when nothing cost anything. */
  share: Decimal
  cacheHitRate: number | null
}

export interface DayTotals {
  date: string
  requests: number
  input_tokens: number
  cached_input_tokens: number
  output_tokens: number
  cost: MoneyString
}

export interface Series {
  /** recharts dataKey: s0…s7, or "other". */
  key: string
  name: string
  /** The models summed into this series (one, or all the rest for "Other"). */
  models: string[]
  /** Rank by the charted metric (0 = the largest; cost unless re-ranked); null for "Other". */
  rank: number | null
}

export interface UsageAggregate {
  range: UsageRange
  granularity: Granularity
  buckets: Bucket[]
  series: Series[]
  /** cells[bucket][series]: what the series used in the bucket. */
  cells: Amounts[][]
  /** bucketModels[bucket]: what each model used in the bucket (to re-rank the series by another metric). */
  bucketModels: ReadonlyArray<ReadonlyMap<string, Sums>>
  /** Every model, most expensive first. */
  models: ModelSummary[]
  /** Per-day sums, newest day first; only days with usage. */
  days: DayTotals[]
  /** Sum of the row costs. Not the service's total: row costs are rounded one by one. */
  rowCost: MoneyString
  rowCount: number
}

function byCost(a: { cost: Decimal; tokens: number; model: string }, b: { cost: Decimal; tokens: number; model: string }): number {
  return b.cost.comparedTo(a.cost) || b.tokens - a.tokens || (a.model < b.model ? -1 : a.model > b.model ? 1 : 0)
}

/**
 * The models charted on their own: the `topN` most expensive, then "Other" for the rest. When only
 * one model would be left for "Other", it is charted under its own name instead.
 */
export function chooseSeries(modelsByCost: readonly string[], topN = DEFAULT_TOP_N): Series[] {
  const own = modelsByCost.length <= topN + 1 ? modelsByCost : modelsByCost.slice(0, topN)
  const series: Series[] = own.map((model, i) => ({ key: `s${i}`, name: model, models: [model], rank: i }))
  const rest = modelsByCost.slice(own.length)
  if (rest.length > 0) series.push({ key: 'other', name: OTHER, models: [...rest], rank: null })
  return series
}

/** cells[bucket][series]: each bucket's model sums gathered into the series. */
export function seriesCells(bucketModels: UsageAggregate['bucketModels'], series: readonly Series[]): Amounts[][] {
  const seriesOfModel = new Map<string, number>()
  series.forEach((s, i) => s.models.forEach((m) => seriesOfModel.set(m, i)))
  return bucketModels.map((models) => {
    const row = series.map(() => emptySums())
    for (const [model, a] of models) {
      const cell = row[seriesOfModel.get(model) ?? -1]
      if (cell) addSums(cell, a, a.micros)
    }
    return row.map(amountsOf)
  })
}

export interface AggregateOptions {
  topN?: number
  /** Per-day sums from main, when `rows` are per chart bucket rather than per day (UsageView.days). */
  days?: readonly DayTotals[] | undefined
  /** Defaults to granularityFor(days in range). */
  granularity?: Granularity
}

export function aggregateUsage(rows: readonly UsageRow[], range: UsageRange, options: AggregateOptions = {}): UsageAggregate {
  const granularity = options.granularity ?? granularityFor(rangeDays(range))
  const buckets = bucketsOf(range, granularity)
  const bucketIndex = new Map<string, number>()
  buckets.forEach((b, i) => bucketIndex.set(b.key, i))

  // The one pass over the rows: sums per day and per (bucket, model). Everything else is derived
  // from these much smaller groups. Each cost string is parsed once.
  const perDay = new Map<string, Sums>()
  const perBucketModel: Array<Map<string, Sums>> = buckets.map(() => new Map())
  const bucketOfDay = new Map<string, number>()
  let rowCount = 0
  for (const row of rows) {
    let b = bucketOfDay.get(row.date)
    if (b === undefined) {
      b = row.date >= range.start && row.date < range.end ? (bucketIndex.get(bucketKeyOf(row.date, granularity)) ?? -1) : -1
      bucketOfDay.set(row.date, b)
    }
    const models = perBucketModel[b]
    if (!models) continue
    rowCount++
    const micros = toMicros(row.cost)
    const model = row.model ?? NO_MODEL
    const cell = models.get(model)
    if (cell) addSums(cell, row, micros)
    else models.set(model, sumsOf(row, micros))
    const day = perDay.get(row.date)
    if (day) addSums(day, row, micros)
    else perDay.set(row.date, sumsOf(row, micros))
  }

  const perModel = new Map<string, Sums>()
  for (const models of perBucketModel) {
    for (const [model, a] of models) {
      const m = perModel.get(model)
      if (m) addSums(m, a, a.micros)
      else perModel.set(model, { ...a })
    }
  }
  // Exact, so the sum of the model sums is the sum of the rows.
  let rowMicros = 0n
  for (const m of perModel.values()) rowMicros += m.micros
  const rowCost = fromMicros(rowMicros)

  const ranked = [...perModel].map(([model, s]) => {
    const a = amountsOf(s)
    return { model, a, cost: a.cost, tokens: a.input_tokens + a.output_tokens }
  }).sort(byCost)
  const models: ModelSummary[] = ranked.map(({ model, a }) => ({
    model,
    requests: a.requests,
    input_tokens: a.input_tokens,
    cached_input_tokens: a.cached_input_tokens,
    output_tokens: a.output_tokens,
    cost: microsToMoneyString(perModel.get(model)?.micros ?? 0n),
    share: rowCost.isZero() ? money(0) : a.cost.dividedBy(rowCost),
    cacheHitRate: cacheHitRate(a),
  }))

  const series = chooseSeries(
    ranked.map((r) => r.model),
    options.topN ?? DEFAULT_TOP_N,
  )
  const cells = seriesCells(perBucketModel, series)

  const days: DayTotals[] = options.days
    ? [...options.days]
    : [...perDay]
        .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
        .map(([date, a]) => ({
          date,
          requests: a.requests,
          input_tokens: a.input_tokens,
          cached_input_tokens: a.cached_input_tokens,
          output_tokens: a.output_tokens,
          cost: microsToMoneyString(a.micros),
        }))

  return { range, granularity, buckets, series, cells, bucketModels: perBucketModel, models, days, rowCost: microsToMoneyString(rowMicros), rowCount }
}

/** A series' value in a cell for the chosen metric; cost as a number only for bar geometry. */
export function metricValue(cell: Amounts, metric: Metric): number {
  return metric === 'cost' ? cell.cost.toNumber() : cell[metric]
}

/** One chart row per bucket: `label`, `index` (into buckets/cells) and one number per series key. */
export type ChartRow = Record<string, string | number>

export function chartRows(agg: UsageAggregate, metric: Metric): ChartRow[] {
  return agg.buckets.map((bucket, i) => {
    const row: ChartRow = { label: bucket.label, index: i }
    const cells = agg.cells[i] ?? []
    agg.series.forEach((s, j) => {
      const cell = cells[j]
      row[s.key] = cell ? metricValue(cell, metric) : 0
    })
    return row
  })
}

/** The sum of a bucket's cells (all series), exact. */
export function bucketTotal(agg: UsageAggregate, index: number): Amounts {
  const total = zero()
  for (const cell of agg.cells[index] ?? []) merge(total, cell)
  return total
}

/** A ratio as a percentage with one decimal: English's "12.3%" as it always was, Intl's elsewhere ("12,3 %"). */
function percent(ratio: number, englishDigits: string): string {
  const locale = formatLocale()
  if (locale === 'en' || locale === 'pseudo') return `${englishDigits}%`
  return new Intl.NumberFormat(intlTag(), { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(ratio)
}

/** A share (0–1) as a percentage with one decimal, "<0.1%" for tiny non-zero shares. */
export function formatShare(share: Decimal): string {
  if (share.isZero()) return percent(0, '0').replace(/[.,]0(?=\D*$)/, '')
  const pct = share.times(100)
  if (pct.lessThan('0.05')) return `<${percent(0.001, '0.1')}`
  return percent(share.toNumber(), pct.toFixed(1))
}

export function formatRate(rate: number | null): string {
  return rate === null ? '—' : percent(rate, (rate * 100).toFixed(1))
}
