import { useEffect, useState } from 'react'
import { t } from '../../i18n'
import { mainNotices } from '../../queries/main-notices'
import { localNotices } from './local-notices'
import type { View } from '../../../../shared/domain/view'
import { useUi } from '../../stores/ui'

interface Notice {
  id: number
  level: 'info' | 'warning'
  message: string
  /** A view the notice offers to open (budget and spike alerts offer the dashboard). */
  view?: View
}

/**
 * How far up the toasts sit: clear of the chat composer when one is on screen (Send, Attach and
 * Prompts stay usable), else 1rem from the bottom. Follows the composer as it grows or goes.
 */
function useClearance(active: boolean): number | null {
  const view = useUi((s) => s.view)
  const [bottom, setBottom] = useState<number | null>(null)
  useEffect(() => {
    if (!active) return
    const measure = () => {
      const composer = document.querySelector('form.composer')
      setBottom(composer ? Math.max(0, window.innerHeight - composer.getBoundingClientRect().top) + 12 : null)
    }
    measure()
    // The composer mounts with its view's chunk, and grows with its text.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    const composer = document.querySelector('form.composer')
    if (composer) resize?.observe(composer)
    const later = window.setTimeout(measure, 300)
    window.addEventListener('resize', measure)
    return () => {
      resize?.disconnect()
      window.clearTimeout(later)
      window.removeEventListener('resize', measure)
    }
  }, [active, view])
  return bottom
}

/** Transient notices from main (low balance, top-up received) and the window's own, announced politely to screen readers. */
export function Notices() {
  const [notices, setNotices] = useState<Notice[]>([])
  const setView = useUi((s) => s.setView)
  const bottom = useClearance(notices.length > 0)
  useEffect(() => {
    let next = 0
    const show = (level: Notice['level'], message: string, view?: View) => {
      const notice = { id: next++, level, message, ...(view ? { view } : {}) }
      setNotices((list) => [...list.slice(-2), notice])
      setTimeout(() => setNotices((list) => list.filter((n) => n.id !== notice.id)), 12_000)
    }
    // Notices main raised before this mounted (the welcome screen, the first render) come first.
    const offMain = mainNotices.on((notice) => show(notice.level, notice.message, notice.view))
    const offLocal = localNotices.on((notice) => show(notice.level, notice.message))
    return () => {
      offMain()
      offLocal()
    }
  }, [])
  return (
    <div className="toasts" role="status" aria-live="polite" style={bottom === null ? undefined : { bottom }}>
      {notices.map((n) => (
        <div key={n.id} className={`toast toast-${n.level}`}>
          <span>{n.message}</span>
          {n.view === 'dashboard' && (
            <button type="button" className="btn-small" onClick={() => setView('dashboard')}>
              {t('frame.openDashboard')}
            </button>
          )}
          <button type="button" className="btn-ghost" aria-label={t('frame.dismissNotice')} onClick={() => setNotices((list) => list.filter((x) => x.id !== n.id))}>
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
