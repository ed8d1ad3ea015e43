import { useId } from 'react'
import type { ConnectionKind, ConnectionSummary } from '../../../../shared/domain/connection'

const OPTIONS: { kind: ConnectionKind; label: string; note: string }[] = [
  { kind: 'service', label: 'Service account', note: 'The service’s own API key: balance, usage and chat.' },
  { kind: 'router', label: 'Router', note: 'A model router or proxy holding the service’s key: chat and models only.' },
]

/** The connection kind as radio buttons; for a router, which service account balance and usage come from. */
export function KindFields({
  kind,
  onKind,
  linkedAccountId,
  onLink,
  accounts,
  disabled = false,
}: {
  kind: ConnectionKind
  onKind: (kind: ConnectionKind) => void
  /** Omit (with onLink) where linking is not offered, e.g. while adding. */
  linkedAccountId?: string | null
  onLink?: (id: string | null) => void
  accounts?: ConnectionSummary[]
  disabled?: boolean
}) {
  const name = useId()
  const linkId = useId()
  return (
    <fieldset className="kind-fields" disabled={disabled}>
      <legend>Connection kind</legend>
      {OPTIONS.map((o) => (
        <label key={o.kind} className="kind-option">
          <input type="radio" name={name} value={o.kind} checked={kind === o.kind} onChange={() => onKind(o.kind)} />
          <span>
            <strong>{o.label}</strong> <span className="muted small">{o.note}</span>
          </span>
        </label>
      ))}
      {kind === 'router' && onLink && accounts && (
        <div className="field">
          <label htmlFor={linkId}>Balance and usage from</label>
          <select id={linkId} value={linkedAccountId ?? ''} onChange={(e) => onLink(e.target.value === '' ? null : e.target.value)}>
            <option value="">No service account (balance and usage not shown)</option>
            {accounts.map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  )
}
