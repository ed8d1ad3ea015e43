import type { Metric, UsageAggregate } from '../../../../shared/usage/aggregate'
import { t } from '../../i18n'

/** A metric's name in the shown language ("Cost", "Input tokens"). */
export const metricName = (metric: Metric): string => t(`usage.metric.${metric}`)

export function chartTitle(agg: UsageAggregate, metric: Metric): string {
  return t(`usage.chartTitle.${agg.granularity}`, { metric: metricName(metric) })
}
