import { Suspense, lazy } from 'react'
import type { Metric, UsageAggregate } from '../../../../shared/usage/aggregate'
import { ChartSketch } from './ChartSketch'

type ChartModule = typeof import('./UsageChart')

// recharts is most of the dashboard's code: it loads in its own chunk, requested as soon as this
// module runs (before React's first render), while the first frames show the bars as a sketch.
let loaded: ChartModule | null = null
const loading = import('./UsageChart').then((m) => (loaded = m))
const SuspendingChart = lazy(() => loading.then((m) => ({ default: m.UsageChart })))

type Props = { agg: UsageAggregate; metric: Metric; height: number; compact?: boolean }

/**
 * The usage chart: recharts once loaded, its bars sketched in plain SVG until then. Once the chunk
 * is in, the chart renders directly: through lazy() every new mount would suspend for a microtask,
 * committing the sketch and then rendering again.
 */
export function LazyUsageChart(props: Props) {
  if (loaded) return <loaded.UsageChart {...props} />
  return (
    <Suspense fallback={<ChartSketch {...props} />}>
      <SuspendingChart {...props} />
    </Suspense>
  )
}
