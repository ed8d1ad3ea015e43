import type { ConnectionSummary } from '../../../../shared/domain/connection'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useRemoveConnection } from '../../queries/connections'
import { Dialog } from '../../components/Dialog'

export function RemoveConnectionDialog({
  connection,
  isActive,
  isLast,
  keyPlace = 'your OS keychain',
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
    <Dialog title={`Remove “${connection.name}”?`} onClose={() => !remove.isPending && onClose()} className="confirm-dialog">
      <p>
        Tokentally forgets this connection and{' '}
        {keyPlace.startsWith('TALLY_') ? (
          <>uses the key in {keyPlace} no more (that variable is left as it is)</>
        ) : (
          <strong>deletes its API key from {keyPlace}</strong>
        )}
        . The key itself stays valid at the service; to use this account
        again you will need to enter the key again.
      </p>
      {isLast ? (
        <p className="muted">It is your only connection: Tokentally goes back to the welcome screen.</p>
      ) : (
        isActive && <p className="muted">It is the active connection: another one becomes active.</p>
      )}
      {remove.isError && (error ? <ErrorNotice error={error} title="Could not remove the connection" /> : <p role="alert">{String(remove.error)}</p>)}
      <div className="form-actions dialog-actions">
        <button type="button" onClick={onClose} data-autofocus>
          Cancel
        </button>
        <button
          type="button"
          className="btn-danger-solid"
          aria-disabled={remove.isPending}
          onClick={() => !remove.isPending && remove.mutate(connection.id, { onSuccess: () => onRemoved(connection.name) })}
        >
          {remove.isPending ? 'Removing…' : 'Remove connection'}
        </button>
      </div>
    </Dialog>
  )
}
