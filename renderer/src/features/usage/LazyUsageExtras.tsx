import { Loading } from '../../components/EmptyState'
import { t } from '../../i18n'
import { useLoadedChunk } from '../../components/useLoadedChunk'

type Module = typeof import('./UsageExtras')

// The split by app and by project, the statement and the largest day are only on the Usage view,
// under its tables: their own chunk keeps them out of the first bundle (renderer_initial_js_gzip_kb).
let loaded: Module | null = null
let chunk: Promise<Module> | null = null
function load(): Promise<Module> {
  chunk ??= import('./UsageExtras').then(
    (m) => (loaded = m),
    (err: unknown) => {
      chunk = null
      throw err
    },
  )
  return chunk
}

export function LazyUsageExtras({ start, end }: { start: string; end: string }) {
  const mod = useLoadedChunk(loaded, load)
  if (!mod) return <Loading label={t('app.loading')} />
  return <mod.UsageExtras start={start} end={end} />
}
