import { useId } from 'react'
import { t } from '../../i18n'
import type { MessageKey } from '../../../../shared/i18n/catalogue'
import type { ConnectionKind, ConnectionSummary } from '../../../../shared/domain/connection'

const OPTIONS = [
  { kind: 'service', label: 'settings.kind.service', note: 'settings.kind.serviceNote' },
  { kind: 'router', label: 'settings.kind.router', note: 'settings.kind.routerNote' },
] as const satisfies readonly { kind: ConnectionKind; label: MessageKey; note: MessageKey }[]

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
      <legend>{t('settings.kind.legend')}</legend>
      {OPTIONS.map((o) => (
        <label key={o.kind} className="kind-option">
          <input type="radio" name={name} value={o.kind} checked={kind === o.kind} onChange={() => onKind(o.kind)} />
          <span>
            <strong>{t(o.label)}</strong> <span className="muted small">{t(o.note)}</span>
          </span>
        </label>
      ))}
      {kind === 'router' && onLink && accounts && (
        <div className="field">
          <label htmlFor={linkId}>{t('settings.kind.linkFrom')}</label>
          <select id={linkId} value={linkedAccountId ?? ''} onChange={(e) => onLink(e.target.value === '' ? null : e.target.value)}>
            <option value="">{t('settings.kind.noLink')}</option>
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
