import { useLoadedChunk } from '../../components/useLoadedChunk'
import type { LeaderboardRow } from '../../../../shared/domain/votes'
import { t } from '../../i18n'

type Module = typeof import('./ValueScatter')

// recharts loads in its own chunk, asked for when the Models view first renders (ModelsView calls
// preloadValueScatter): it loads while the leaderboard is read in main, not after. No
// React.lazy/Suspense: React holds a boundary's content back ~300 ms after its fallback showed.
let loaded: Module | null = null
let chunk: Promise<Module> | null = null
export function preloadValueScatter(): Promise<Module> {
  chunk ??= import('./ValueScatter').then(
    (m) => (loaded = m),
    (err: unknown) => {
      // Browser mode offline, or its server restarted with a new build: the next view asks again.
      chunk = null
      throw err
    },
  )
  return chunk
}


export function LazyValueScatter({ rows, height = 300 }: { rows: readonly LeaderboardRow[]; height?: number }) {
  const mod = useLoadedChunk(loaded, preloadValueScatter)
  if (!mod) return <div className="value-scatter-sketch" style={{ height }} aria-label={t('models.loadingChart')} role="img" />
  return <mod.ValueScatter rows={rows} height={height} />
}
