import type { CheckPhase } from './useConnectionCheck'
import { t } from '../../i18n'

/** The foot of a dialog whose key is checked with the service before saving: Cancel, the submit button by phase, and what is going on. */
export function CheckDialogActions({ phase, idleLabel, checkingText, onCancel }: { phase: CheckPhase; idleLabel: string; checkingText: string; onCancel(): void }) {
  const busy = phase !== 'idle'
  return (
    <>
      <div className="form-actions dialog-actions">
        <button type="button" onClick={() => !busy && onCancel()} aria-disabled={busy}>
          {t('settings.cancel')}
        </button>
        <button type="submit" className="btn-primary" aria-disabled={busy}>
          {phase === 'verifying' ? t('settings.checking') : phase === 'saving' ? t('settings.saving') : idleLabel}
        </button>
      </div>
      <p className="muted small" role="status">
        {phase === 'verifying' ? checkingText : ''}
      </p>
    </>
  )
}
