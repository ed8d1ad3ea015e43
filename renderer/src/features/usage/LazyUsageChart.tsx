import { Suspense, lazy } from 'react'
import type { Metric, UsageAggregate } from '../../../../shared/usage/aggregate'
import { afterNextPaint } from '../../components/after-paint'
import { ChartSketch } from './ChartSketch'

type ChartModule = typeof import('./UsageChart')

// recharts is most of the dashboard's code (345 KB): its chunk is asked for once the first frame,
// with the bars as a plain-SVG sketch, is painted. Asked for at once, it arrived while React
// rendered and its compile and run came before the first paint (startup_to_cached_data_ms).
let loaded: ChartModule | null = null
let loading: Promise<ChartModule> | null = null
const load = () => (loading ??= afterNextPaint().then(() => import('./UsageChart').then((m) => (loaded = m))))
const SuspendingChart = lazy(() => load().then((m) => ({ default: m.UsageChart })))

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
