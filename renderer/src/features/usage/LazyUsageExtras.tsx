import { Loading } from '../../components/EmptyState'
import { t } from '../../i18n'
import { chunkLoader, useChunk } from '../../components/chunk-loader'

// The split by app and by project, the statement and the largest day are only on the Usage view,
// under its tables: their own chunk keeps them out of the first bundle (renderer_initial_js_gzip_kb).
const extras = chunkLoader(() => import('./UsageExtras'))

export function LazyUsageExtras({ start, end }: { start: string; end: string }) {
  const mod = useChunk(extras)
  if (!mod) return <Loading label={t('app.loading')} />
  return <mod.UsageExtras start={start} end={end} />
}
