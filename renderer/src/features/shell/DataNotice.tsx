import { useState } from 'react'
import { useStorage } from '../../queries/storage'

const WHY = {
  corrupt: 'the file is damaged',
  newer_version: 'it was written by a newer version of Tokentally',
} as const

const NEXT = {
  corrupt: 'Keep it: SQLite tools may recover part of it (see “Where your data lives” in the README).',
  newer_version: 'To use it again, update Tokentally, quit it, and rename that file back to tokentally.db (this replaces the new, empty one).',
} as const

/**
 * The database found at start could not be used and was moved aside: say so, say where it is,
 * and that nothing was deleted. Shown until dismissed (it concerns this start only).
 */
export function DataNotice() {
  const storage = useStorage().data
  const [dismissed, setDismissed] = useState(false)
  const setAside = storage?.setAside
  if (!setAside || dismissed) return null
  return (
    <div className="notice notice-warning data-notice" role="alert">
      <div className="notice-body">
        <strong className="notice-title">Your chat history and usage cache could not be opened</strong>
        <p>
          Tokentally started with an empty database because {WHY[setAside.reason]}. Nothing was deleted: the old file was moved to{' '}
          <code className="mono">{setAside.movedTo}</code>. {NEXT[setAside.reason]}
        </p>
        <p className="notice-detail">{setAside.detail}</p>
      </div>
      <div className="notice-actions">
        <button type="button" className="btn-small" onClick={() => setDismissed(true)}>
          Dismiss
        </button>
      </div>
    </div>
  )
}
