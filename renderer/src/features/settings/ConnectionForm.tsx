import { useEffect, useId, useRef } from 'react'
import { t } from '../../i18n'
import type { ConnectionsState } from '../../../../shared/domain/connection'
import { useAddConnection } from '../../queries/connections'
import { CheckProblems } from './CheckProblems'
import { ConnectionFields } from './ConnectionFields'
import { KindFields } from './KindFields'
import { useConnectionCheck } from './useConnectionCheck'
import './settings.css'

interface Props {
  defaultName?: string
  submitLabel?: string
  /** Make the new connection the active one. */
  activate?: boolean
  onSaved?: (state: ConnectionsState) => void
  onCancel?: () => void
  /** Accessible name of the form. */
  label?: string
  /** Move focus to the first field when the form appears. */
  autoFocus?: boolean
}

/** A new connection: name, base URL and key, checked with the service before it is saved. Used by onboarding and Settings. */
export function ConnectionForm({ defaultName = t('settings.conn.defaultName'), submitLabel = t('settings.form.connect'), activate = true, onSaved, onCancel, label = t('settings.form.label'), autoFocus = false }: Props) {
  const add = useAddConnection()
  const statusId = useId()
  const flow = useConnectionCheck({
    initial: { name: defaultName, baseUrl: '', key: '' },
    needsCheck: () => true,
    save: async (draft, checked, kind) => {
      const state = await add.mutateAsync({ name: draft.name, baseUrl: checked?.baseUrl ?? draft.baseUrl, key: draft.key, activate, kind })
      onSaved?.(state)
    },
  })
  const busy = flow.phase !== 'idle'
  // #39: what the check found comes right under the fields, and into view (a wrong URL's error was below the fold).
  const problemsRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (flow.problems.length > 0) problemsRef.current?.scrollIntoView?.({ block: 'nearest' })
  }, [flow.problems])

  return (
    <form
      className="connection-form"
      aria-label={label}
      aria-busy={busy}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        flow.submit()
      }}
    >
      <ConnectionFields draft={flow.draft} onChange={flow.setField} errors={flow.fieldErrors} keyMode="new" readOnly={busy} focusRequest={flow.focusRequest} autoFocus={autoFocus} />
      <div ref={problemsRef}>
        <CheckProblems problems={flow.problems} checked={flow.checked} canSaveAnyway={flow.canSaveAnyway} onSaveAnyway={flow.saveAnyway} saving={flow.phase === 'saving'} />
      </div>
      {flow.checked && flow.checked.kindReason !== '' && (
        <div className="kind-proposal" role="group" aria-label={t('settings.form.found')}>
          <p className={flow.awaitingConfirm ? 'notice notice-info' : 'muted small'}>{flow.checked.kindReason}</p>
          <KindFields kind={flow.kind} onKind={flow.setKind} disabled={busy} />
          {flow.awaitingConfirm && (
            <button type="button" className="btn-primary" onClick={flow.confirm}>
              {flow.kind === 'router' ? t('settings.form.saveRouter') : t('settings.form.saveService')}
            </button>
          )}
        </div>
      )}
      <div className="form-actions">
        <button type="submit" className="btn-primary" aria-disabled={busy}>
          {flow.phase === 'verifying' ? t('settings.checking') : flow.phase === 'saving' ? t('settings.saving') : flow.problems.length > 0 || flow.awaitingConfirm ? t('settings.form.checkAgain') : submitLabel}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} disabled={flow.phase === 'saving'}>
            {t('settings.cancel')}
          </button>
        )}
        <span id={statusId} className="muted small" role="status">
          {flow.phase === 'verifying' ? t('settings.form.checkingStatus') : flow.phase === 'saving' ? t('settings.form.savingStatus') : ''}
        </span>
      </div>
    </form>
  )
}
