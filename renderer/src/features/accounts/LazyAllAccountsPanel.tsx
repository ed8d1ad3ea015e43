import { Loading } from '../../components/EmptyState'
import { chunkLoader, useChunk } from '../../components/chunk-loader'
import { t } from '../../i18n'

// All accounts shows only with two connections or more, when chosen: its own chunk keeps it out of
// the first bundle. main.tsx asks for it once the first screen has settled, so a click finds it in.
const allAccounts = chunkLoader(() => import('./AllAccountsPanel'))
export const preloadAllAccounts = allAccounts.load

export function LazyAllAccountsPanel() {
  const mod = useChunk(allAccounts)
  if (!mod) return <Loading label={t('app.loading')} />
  return <mod.AllAccountsPanel />
}
