import { Suspense, lazy } from 'react'
import type { LeaderboardRow } from '../../../../shared/domain/votes'

// recharts loads in its own chunk when the Models view first shows a scatter.
const ValueScatter = lazy(() => import('./ValueScatter').then((m) => ({ default: m.ValueScatter })))

export function LazyValueScatter({ rows, height = 300 }: { rows: readonly LeaderboardRow[]; height?: number }) {
  return (
    <Suspense fallback={<div className="value-scatter-sketch" style={{ height }} aria-label="Loading the chart" role="img" />}>
      <ValueScatter rows={rows} height={height} />
    </Suspense>
  )
}
