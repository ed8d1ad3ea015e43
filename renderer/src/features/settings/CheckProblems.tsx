import type { AppError } from '../../../../shared/domain/errors'
import type { VerifyResult } from '../../../../shared/ipc/contract'
import { ErrorNotice } from '../../components/ErrorNotice'
import { problemTitle } from './problems'

/** What the connection check found: each problem with its cause, what did work, and "Save anyway". */
export function CheckProblems({
  problems,
  checked,
  canSaveAnyway,
  onSaveAnyway,
  saving,
}: {
  problems: AppError[]
  checked: VerifyResult | null
  canSaveAnyway: boolean
  onSaveAnyway: () => void
  saving: boolean
}) {
  if (problems.length === 0) return null
  return (
    <div className="check-problems" role="group" aria-label="Connection problems">
      <p className="check-summary">
        <strong>{problems.length === 1 ? 'The check found a problem.' : `The check found ${problems.length} problems.`}</strong>{' '}
        {checked?.modelCount != null && (
          <span>
            The base URL <span className="mono">{checked.baseUrl}</span> answered and lists {checked.modelCount} {checked.modelCount === 1 ? 'model' : 'models'}.
          </span>
        )}
      </p>
      <ul className="problem-list">
        {problems.map((problem, i) => (
          <li key={`${problem.code}-${i}`}>
            <ErrorNotice error={problem} title={problemTitle(problem)} />
          </li>
        ))}
      </ul>
      {canSaveAnyway && (
        <div className="save-anyway">
          <p className="small muted">
            You can save the connection as entered and fix the key or account later; the dashboard shows the problem until then.
          </p>
          <button type="button" onClick={() => !saving && onSaveAnyway()} aria-disabled={saving}>
            {saving ? 'Saving…' : 'Save anyway'}
          </button>
        </div>
      )}
    </div>
  )
}
