import { type KeyboardEvent, type ReactNode, Suspense, lazy, useEffect, useId, useRef } from 'react'
import { Loading } from '../../components/EmptyState'
import { type UsageTab, useUsageUi } from '../../stores/usage-ui'
import { t } from '../../i18n'
import './advice.css'

// What if prices every answer on every model: its code is loaded once Usage has painted (not in the first
// bundle, and not waited for on the click).
const loadWhatIf = () => import('./WhatIfView')
const WhatIfView = lazy(loadWhatIf)
const PRELOAD_AFTER_MS = 1000

const TABS: ReadonlyArray<{ id: UsageTab }> = [{ id: 'usage' }, { id: 'what-if' }]

/** #36: the Usage view's tabs, its usage and "What if" (arrow keys move between them, as in any tab list). */
export function UsageTabs({ usage }: { usage: ReactNode }) {
  const { tab, setTab } = useUsageUi()
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
          <Suspense fallback={<Loading label={t('advice.loadingWhatIf')} />}>
            <WhatIfView />
          </Suspense>
        )}
      </div>
    </>
  )
}
