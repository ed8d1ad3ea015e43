import { useEffect, useState } from 'react'
import { useTally } from '../../TallyProvider'

interface Notice {
  id: number
  level: 'info' | 'warning'
  message: string
}

/** Transient notices from main (low balance, top-up received), announced politely to screen readers. */
export function Notices() {
  const tally = useTally()
  const [notices, setNotices] = useState<Notice[]>([])
  useEffect(() => {
    let next = 0
    return tally.app.onEvent((event) => {
      if (event.kind !== 'notice') return
      const notice = { id: next++, level: event.level, message: event.message }
      setNotices((list) => [...list.slice(-2), notice])
      setTimeout(() => setNotices((list) => list.filter((n) => n.id !== notice.id)), 12_000)
    })
  }, [tally])
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
