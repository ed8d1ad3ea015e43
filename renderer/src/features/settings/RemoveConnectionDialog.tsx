import type { ConnectionSummary } from '../../../../shared/domain/connection'
import { keyPlace as placeOf } from '../keys/words'
import { t } from '../../i18n'
import { tRich } from '../../components/rich-message'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useRemoveConnection } from '../../queries/connections'
import { Dialog } from '../../components/Dialog'

export function RemoveConnectionDialog({
  connection,
  isActive,
  isLast,
  keyPlace = placeOf(undefined),
  onClose,
  onRemoved,
}: {
  connection: ConnectionSummary
  isActive: boolean
  isLast: boolean
  /** #39: where keys are kept ("your OS keychain", "your encrypted key file", TALLY_API_KEY). */
  keyPlace?: string
  onClose: () => void
  onRemoved: (name: string) => void
}) {
  const remove = useRemoveConnection()
  const error = appErrorOf(remove.error)
  return (
    <Dialog title={t('settings.remove.title', { name: connection.name })} onClose={() => !remove.isPending && onClose()} className="confirm-dialog">
      <p>
        {tRich('settings.remove.forgets', {
          action: keyPlace.startsWith('TALLY_') ? t('settings.remove.envKey', { place: keyPlace }) : <strong>{t('settings.remove.deletesKey', { place: keyPlace })}</strong>,
        })}
      </p>
      {isLast ? (
        <p className="muted">{t('settings.remove.last')}</p>
      ) : (
        isActive && <p className="muted">{t('settings.remove.active')}</p>
      )}
      {remove.isError && (error ? <ErrorNotice error={error} title={t('settings.remove.error')} /> : <p role="alert">{String(remove.error)}</p>)}
      <div className="form-actions dialog-actions">
        <button type="button" onClick={onClose} data-autofocus>
          {t('settings.cancel')}
        </button>
        <button
          type="button"
          className="btn-danger-solid"
          aria-disabled={remove.isPending}
          onClick={() => !remove.isPending && remove.mutate(connection.id, { onSuccess: () => onRemoved(connection.name) })}
        >
          {remove.isPending ? t('settings.remove.removing') : t('settings.remove.confirm')}
        </button>
      </div>
    </Dialog>
  )
}
