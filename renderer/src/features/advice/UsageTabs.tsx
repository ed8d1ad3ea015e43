import { useQueryClient } from '@tanstack/react-query'
import { type KeyboardEvent, type ReactNode, Suspense, lazy, useEffect, useId, useRef, useState } from 'react'
import { Loading } from '../../components/EmptyState'
import { prefetchWhatIf } from '../../queries/advice'
import { type UsageTab, useUsageUi } from '../../stores/usage-ui'
import { t } from '../../i18n'
import './advice.css'

// What if prices every answer on every model: its code is loaded once Usage has painted (not in the first
// bundle, and not waited for on the click).
let loadedWhatIf: typeof import('./WhatIfView') | null = null
export const loadWhatIf = () => import('./WhatIfView').then((m) => (loadedWhatIf = m))
const LazyWhatIf = lazy(loadWhatIf)
const PRELOAD_AFTER_MS = 1000

const TABS: ReadonlyArray<{ id: UsageTab }> = [{ id: 'usage' }, { id: 'what-if' }]

/** #36: the Usage view's tabs, its usage and "What if" (arrow keys move between them, as in any tab list). */
export function UsageTabs({ usage }: { usage: ReactNode }) {
  const { tab, setTab: showTab } = useUsageUi()
  const client = useQueryClient()
  const setTab = (to: UsageTab) => {
    if (to === 'what-if' && tab !== 'what-if') prefetchWhatIf(client)
    showTab(to)
  }
  const id = useId()
  const refs = useRef<Record<string, HTMLButtonElement | null>>({})
  useEffect(() => {
    const timer = setTimeout(() => void loadWhatIf().catch(() => undefined), PRELOAD_AFTER_MS)
    return () => clearTimeout(timer)
  }, [])
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.findIndex((entry) => entry.id === tab)
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? TABS.length - 1 : step ? (at + step + TABS.length) % TABS.length : -1
    if (to < 0) return
    event.preventDefault()
    setTab(TABS[to]!.id)
    refs.current[TABS[to]!.id]?.focus()
  }
  return (
    <>
      <div className="usage-tabs" role="tablist" aria-label={t('advice.tabs')} onKeyDown={onKeyDown}>
        {TABS.map((entry) => (
          <button
            key={entry.id}
            ref={(el) => {
              refs.current[entry.id] = el
            }}
            type="button"
            role="tab"
            id={`${id}-${entry.id}`}
            aria-selected={tab === entry.id}
            aria-controls={`${id}-panel`}
            tabIndex={tab === entry.id ? 0 : -1}
            onClick={() => setTab(entry.id)}
          >
            {t(`advice.tab.${entry.id}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`} className="usage-tabpanel">
        {tab === 'usage' ? (
          usage
        ) : (
          <WhatIfPanel />
        )}
      </div>
    </>
  )
}

/**
 * What if, at once when its chunk is already here: a lazy component suspends on its first render even
 * then, and React holds back what replaces a fallback for ~300 ms. Chosen once per mount (no remount,
 * nothing lost, when the chunk arrives meanwhile).
 */
function WhatIfPanel() {
  const [Loaded] = useState(() => loadedWhatIf?.default ?? null)
  if (Loaded) return <Loaded />
  return (
    <Suspense fallback={<Loading label={t('advice.loadingWhatIf')} />}>
      <LazyWhatIf />
    </Suspense>
  )
}
