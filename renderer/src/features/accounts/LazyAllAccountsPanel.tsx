import { Loading } from '../../components/EmptyState'
import { useLoadedChunk } from '../../components/useLoadedChunk'
import { t } from '../../i18n'

type Module = typeof import('./AllAccountsPanel')

// All accounts shows only with two connections or more, when chosen: its own chunk keeps it out of
// the first bundle. main.tsx asks for it once the first screen has settled, so a click finds it in.
let loaded: Module | null = null
let chunk: Promise<Module> | null = null
export function preloadAllAccounts(): Promise<Module> {
  chunk ??= import('./AllAccountsPanel').then(
    (m) => (loaded = m),
    (err: unknown) => {
      chunk = null
      throw err
    },
  )
  return chunk
}

export function LazyAllAccountsPanel() {
  const mod = useLoadedChunk(loaded, preloadAllAccounts)
  if (!mod) return <Loading label={t('app.loading')} />
  return <mod.AllAccountsPanel />
}
