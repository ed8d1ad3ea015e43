import type { AppError } from '../../../../shared/domain/errors'
import { t } from '../../i18n'
import { errorText } from '../../components/error-text'

/** A budget form's end: what was wrong (nothing changed), Save and Cancel (the account budgets' and #35's project budgets'). */
export function BudgetFormFooter({ errorId, error, saving, onCancel, hint }: { errorId: string; error: AppError | null; saving: boolean; onCancel(): void; hint: string }) {
  return (
    <>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {t('guard.nothingChanged', { message: errorText(error) })}
        </p>
      )}
      <div className="row">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? t('guard.saving') : t('guard.form.save')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('guard.cancel')}
        </button>
        <span className="muted small">{hint}</span>
      </div>
    </>
  )
}
