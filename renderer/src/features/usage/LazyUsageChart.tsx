import { chunkLoader, useChunk } from '../../components/chunk-loader'
import type { Metric, UsageAggregate } from '../../../../shared/usage/aggregate'
import { afterNextPaint } from '../../components/after-paint'
import { ChartSketch } from './ChartSketch'

// recharts is most of the dashboard's code (345 KB): its chunk is asked for once the first frame,
// with the bars as a plain-SVG sketch, is painted. Asked for at once, it arrived while React
// rendered and its compile and run came before the first paint (startup_to_cached_data_ms).
const usageChart = chunkLoader(() => afterNextPaint().then(() => import('./UsageChart')))

type Props = { agg: UsageAggregate; metric: Metric; height: number; compact?: boolean; partial?: boolean }

/**
 * The usage chart: recharts once loaded, its bars sketched in plain SVG until then (and for good
 * when its chunk cannot be loaded: the figures stay readable). Once the chunk is in, the chart
 * renders directly.
 */
export function LazyUsageChart(props: Props) {
  const chart = useChunk(usageChart)
  return chart ? <chart.UsageChart {...props} /> : <ChartSketch {...props} />
}
