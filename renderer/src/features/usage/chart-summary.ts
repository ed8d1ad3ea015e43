import type { Decimal } from 'decimal.js'
import { formatMoney, money, toMoneyString } from '../../../../shared/money'
import { type Amounts, type Metric, type UsageAggregate, bucketTotal, formatShare } from '../../../../shared/usage/aggregate'
import { describeRange } from '../../../../shared/usage/presets'
import { formatCount } from './format'

const UNIT: Record<Exclude<Metric, 'cost'>, string> = {
  requests: 'requests',
  input_tokens: 'input tokens',
  cached_input_tokens: 'cached input tokens',
  output_tokens: 'output tokens',
}
const PERIOD = { day: 'day', week: 'week', month: 'month' } as const

function amountOf(a: Pick<Amounts, Exclude<Metric, 'cost'>> & { cost: Decimal | string }, metric: Metric): Decimal {
  return metric === 'cost' ? money(a.cost) : money(a[metric])
}

function text(value: Decimal, metric: Metric, unit = true): string {
  if (metric === 'cost') return formatMoney(toMoneyString(value))
  return `${formatCount(value.toNumber())}${unit ? ` ${UNIT[metric]}` : ''}`
}

/**
 * What the chart shows, in one or two sentences: the total, the busiest day (week, month) and the
 * model with the largest part. The chart's text equivalent (the tables below hold every figure).
 */
export function chartSummary(agg: UsageAggregate, metric: Metric, partial = false): string {
  const total = agg.models.reduce((sum, m) => sum.plus(amountOf(m, metric)), money(0))
  const range = describeRange(agg.range)
  if (total.isZero()) return `No ${metric === 'cost' ? 'spend' : UNIT[metric]} in ${range}.`

  let peak = -1
  let peakValue = money(0)
  agg.buckets.forEach((_, i) => {
    const value = amountOf(bucketTotal(agg, i), metric)
    if (value.greaterThan(peakValue)) {
      peak = i
      peakValue = value
    }
  })
  const bucket = agg.buckets[peak]
  const top = [...agg.models].sort((a, b) => amountOf(b, metric).comparedTo(amountOf(a, metric)))[0]
  // #39: before the service's total for the range is in, the rows are not "the total" (the cards say "—").
  const parts = [partial ? `${text(total, metric)} in the days read so far, ${range} (UTC); the total follows once the whole range is read.` : `${text(total, metric)} in total, ${range} (UTC).`]
  if (bucket) parts.push(`The most in one ${PERIOD[agg.granularity]}: ${text(peakValue, metric, false)} on ${describeRange(bucket)}.`)
  if (top && agg.models.length > 1) parts.push(`Largest part: ${top.model}, ${text(amountOf(top, metric), metric, false)} (${formatShare(amountOf(top, metric).dividedBy(total))}).`)
  else if (top) parts.push(`All of it from ${top.model}.`)
  return parts.join(' ')
}
