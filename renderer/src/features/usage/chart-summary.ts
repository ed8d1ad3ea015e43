import type { Decimal } from 'decimal.js'
import { formatMoney, money, toMoneyString } from '../../../../shared/money'
import { type Amounts, type Metric, type UsageAggregate, bucketTotal, formatShare } from '../../../../shared/usage/aggregate'
import { describeRange } from '../../../../shared/usage/presets'
import { formatCount } from './format'
import { t } from '../../i18n'
import { formatLocale } from '../../../../shared/i18n/format-locale'


function amountOf(a: Pick<Amounts, Exclude<Metric, 'cost'>> & { cost: Decimal | string }, metric: Metric): Decimal {
  return metric === 'cost' ? money(a.cost) : money(a[metric])
}

function text(value: Decimal, metric: Metric, unit = true): string {
  if (metric === 'cost') return formatMoney(toMoneyString(value))
  const count = formatCount(value.toNumber())
  return unit ? t(`usage.amount.${metric}`, { count }) : count
}

/**
 * What the chart shows, in one or two sentences: the total, the busiest day (week, month) and the
 * model with the largest part. The chart's text equivalent (the tables below hold every figure).
 */
export function chartSummary(agg: UsageAggregate, metric: Metric, partial = false): string {
  const total = agg.models.reduce((sum, m) => sum.plus(amountOf(m, metric)), money(0))
  const range = describeRange(agg.range)
  if (total.isZero()) return t(`usage.none.${metric}`, { range })

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
  const parts = [t(partial ? 'usage.summaryPartial' : 'usage.summaryTotal', { total: text(total, metric), range })]
  if (bucket) parts.push(t(`usage.summaryPeak.${agg.granularity}`, { value: text(peakValue, metric, false), date: describeRange(bucket) }))
  if (top && agg.models.length > 1) parts.push(t('usage.summaryLargest', { model: top.model, value: text(amountOf(top, metric), metric, false), share: formatShare(amountOf(top, metric).dividedBy(total)) }))
  else if (top) parts.push(t('usage.summaryAll', { model: top.model }))
  // Chinese and Japanese sentences follow each other without a space.
  return parts.join(['ja', 'zh-CN'].includes(formatLocale()) ? '' : ' ')
}
