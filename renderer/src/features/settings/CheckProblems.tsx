import type { AppError } from '../../../../shared/domain/errors'
import { t } from '../../i18n'
import { tRich } from '../../components/rich-message'
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
    <div className="check-problems" role="group" aria-label={t('settings.check.problems')}>
      <p className="check-summary">
        <strong>{t('settings.check.found', { count: problems.length })}</strong>{' '}
        {checked?.modelCount != null && (
          <span>{tRich('settings.check.answered', { count: checked.modelCount, url: <span className="mono">{checked.baseUrl}</span> })}</span>
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
          <p className="small muted">{t('settings.check.saveAnywayNote')}</p>
          <button type="button" onClick={() => !saving && onSaveAnyway()} aria-disabled={saving}>
            {saving ? t('settings.saving') : t('settings.check.saveAnyway')}
          </button>
        </div>
      )}
    </div>
  )
}
