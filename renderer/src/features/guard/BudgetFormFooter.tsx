import type { AppError } from '../../../../shared/domain/errors'

/** A budget form's end: what was wrong (nothing changed), Save and Cancel (the account budgets' and #35's project budgets'). */
export function BudgetFormFooter({ errorId, error, saving, onCancel, hint }: { errorId: string; error: AppError | null; saving: boolean; onCancel(): void; hint: string }) {
  return (
    <>
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error.message} Nothing was changed.
        </p>
      )}
      <div className="row">
        <button type="submit" className="btn-primary" disabled={saving}>
          {saving ? 'Saving…' : 'Save budgets'}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
        <span className="muted small">{hint}</span>
      </div>
    </>
  )
}
