import type { AccountPart } from '../../../../shared/domain/accounts'

/** "10:42" in the reader's clock. */
export function clockTime(iso: string): string {
  return new Date(iso).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
}

/** One part's freshness in words: up to date, stale since a time, unavailable (why), loading. */
export function Freshness({ part }: { part: AccountPart }) {
  if (part.freshness === 'fresh') return <span className="fresh-ok">Up to date{part.fetchedAt ? ` (${clockTime(part.fetchedAt)})` : ''}</span>
  if (part.freshness === 'loading') return <span className="muted">Reading…</span>
  if (part.freshness === 'stale')
    return (
      <span className="fresh-stale">
        <span className="badge badge-stale">STALE</span> since {part.fetchedAt ? clockTime(part.fetchedAt) : '—'}
        {part.error && <span className="account-note">{part.error.message}</span>}
      </span>
    )
  return (
    <span className="fresh-failed">
      <span className="badge badge-bad">UNAVAILABLE</span> not summed
      {part.error && (
        <span className="account-note">
          {part.error.message}
          {part.error.requestId && ` (request ${part.error.requestId})`}
        </span>
      )}
    </span>
  )
}
