import { useEffect, useState } from 'react'
import { appEvents } from '../../queries/live-events'
import { localNotices } from './local-notices'

interface Notice {
  id: number
  level: 'info' | 'warning'
  message: string
}

/** Transient notices from main (low balance, top-up received) and the window's own, announced politely to screen readers. */
export function Notices() {
  const [notices, setNotices] = useState<Notice[]>([])
  useEffect(() => {
    let next = 0
    const show = (level: Notice['level'], message: string) => {
      const notice = { id: next++, level, message }
      setNotices((list) => [...list.slice(-2), notice])
      setTimeout(() => setNotices((list) => list.filter((n) => n.id !== notice.id)), 12_000)
    }
    const offMain = appEvents.on((event) => {
      if (event.kind === 'notice') show(event.level, event.message)
    })
    const offLocal = localNotices.on((notice) => show(notice.level, notice.message))
    return () => {
      offMain()
      offLocal()
    }
  }, [])
  return (
    <div className="toasts" role="status" aria-live="polite">
      {notices.map((n) => (
        <div key={n.id} className={`toast toast-${n.level}`}>
          <span>{n.message}</span>
          <button type="button" className="btn-ghost" aria-label="Dismiss notice" onClick={() => setNotices((list) => list.filter((x) => x.id !== n.id))}>
            ×
          </button>
        </div>
      ))}
    </div>
  )
}
