import { type Metric, type UsageAggregate, metricLabel } from '../../../../shared/usage/aggregate'

const GRANULARITY_TEXT = { day: 'per day', week: 'per week (weeks start Monday)', month: 'per month' } as const

export function chartTitle(agg: UsageAggregate, metric: Metric): string {
  return `${metricLabel(metric)} ${GRANULARITY_TEXT[agg.granularity]}, UTC`
}
