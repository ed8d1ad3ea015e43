import { Suspense, lazy } from 'react'
import type { Metric, UsageAggregate } from '../../../../shared/usage/aggregate'
import { ChartSketch } from './ChartSketch'

// recharts is most of the dashboard's code: it loads in its own chunk, requested as soon as this
// module runs (before React's first render), while the first frames show the bars as a sketch.
const loading = import('./UsageChart')
const UsageChart = lazy(() => loading.then((m) => ({ default: m.UsageChart })))

type Props = { agg: UsageAggregate; metric: Metric; height: number; compact?: boolean }

/** The usage chart: recharts once loaded, its bars sketched in plain SVG until then. */
export function LazyUsageChart(props: Props) {
  return (
    <Suspense fallback={<ChartSketch {...props} />}>
      <UsageChart {...props} />
    </Suspense>
  )
}
