import { Suspense, lazy } from 'react'
import { t } from '../../i18n'
import type { BalanceHistory } from '../../../../shared/domain/guard'
import { Loading } from '../../components/EmptyState'

type ChartModule = typeof import('./BalanceChart')

// recharts comes in its own chunk (the usage chart requests it at startup already); once loaded,
// the chart renders directly rather than suspending on every mount.
let loaded: ChartModule | null = null
const SuspendingChart = lazy(() =>
  import('./BalanceChart').then((m) => {
    loaded = m
    return { default: m.BalanceChart }
  }),
)

export function LazyBalanceChart(props: { history: BalanceHistory; height: number }) {
  if (loaded) return <loaded.BalanceChart {...props} />
  return (
    <Suspense fallback={<Loading label={t('guard.history.drawing')} />}>
      <SuspendingChart {...props} />
    </Suspense>
  )
}
