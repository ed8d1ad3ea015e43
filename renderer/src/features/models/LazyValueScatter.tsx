import { chunkLoader, useChunk } from '../../components/chunk-loader'
import type { LeaderboardRow } from '../../../../shared/domain/votes'
import { t } from '../../i18n'

// recharts loads in its own chunk, asked for when the Models view first renders (ModelsView calls
// preloadValueScatter): it loads while the leaderboard is read in main, not after.
const scatter = chunkLoader(() => import('./ValueScatter'))
export const preloadValueScatter = scatter.load

export function LazyValueScatter({ rows, height = 300 }: { rows: readonly LeaderboardRow[]; height?: number }) {
  const mod = useChunk(scatter)
  if (!mod) return <div className="value-scatter-sketch" style={{ height }} aria-label={t('models.loadingChart')} role="img" />
  return <mod.ValueScatter rows={rows} height={height} />
}
