import type { ConnectionSummary } from '../../../../shared/domain/connection'
import { t } from '../../i18n'
import { tRich } from '../../components/rich-message'
import { Dialog } from '../../components/Dialog'
import { useConnections, useUpdateConnection } from '../../queries/connections'
import { useKeyStorage } from '../../queries/key-storage'
import { useKeyReentry } from '../../stores/key-reentry'
import { CheckProblems } from '../settings/CheckProblems'
import { ConnectionFields } from '../settings/ConnectionFields'
import { useConnectionCheck } from '../settings/useConnectionCheck'
import { CheckDialogActions } from '../settings/CheckDialogActions'
import '../settings/settings.css'
import './keys.css'
import { problemWords } from './words'

/** The dialog of "Enter the key again", for the connection the store names (mounted by the shell). */
export default function ReenterKeyDialog() {
  const { connectionId, close } = useKeyReentry()
  const connection = useConnections().data?.connections.find((c) => c.id === connectionId) ?? null
  if (!connection) return null
  return <ReenterKey key={connection.id} connection={connection} onClose={close} />
}

/** Only the key: checked with the service at the connection's address, then stored where keys are kept. */
function ReenterKey({ connection, onClose }: { connection: ConnectionSummary; onClose: () => void }) {
  const update = useUpdateConnection()
  const keys = useKeyStorage().data
  const fromEnvironment = keys?.store === 'environment'
  const flow = useConnectionCheck({
    initial: { name: connection.name, baseUrl: connection.baseUrl, key: '' },
    initialKind: connection.kind,
    needsCheck: () => true,
    save: async (draft) => {
      await update.mutateAsync({ id: connection.id, key: draft.key })
      onClose()
    },
  })
  const busy = flow.phase !== 'idle'
  return (
    <Dialog title={t('keys.reenter.title', { name: connection.name })} onClose={() => !busy && onClose()} className="reenter-dialog">
      {fromEnvironment ? (
        <>
          <p>{tRich('keys.reenter.fromEnv', { variable: <span className="mono">{keys.environment.variable ?? 'TALLY_API_KEY'}</span> })}</p>
          {keys.environment.problem && <p className="notice notice-warning small">{problemWords(keys.environment)}</p>}
          <div className="form-actions dialog-actions">
            <button type="button" onClick={onClose} data-autofocus>
              {t('keys.reenter.close')}
            </button>
          </div>
        </>
      ) : (
        <form
          noValidate
          aria-busy={busy}
          onSubmit={(e) => {
            e.preventDefault()
            if (flow.awaitingConfirm) flow.confirm()
            else flow.submit()
          }}
        >
          <p className="muted small">{tRich(connection.kind === 'router' ? 'keys.reenter.checksRouter' : 'keys.reenter.checksService', { url: <span className="mono">{connection.baseUrl}</span> })}</p>
          <KeyOnly flow={flow} busy={busy} />
          <CheckProblems problems={flow.problems} checked={flow.checked} canSaveAnyway={flow.canSaveAnyway} onSaveAnyway={flow.saveAnyway} saving={flow.phase === 'saving'} />
          <CheckDialogActions phase={flow.phase} idleLabel={flow.awaitingConfirm ? t('keys.reenter.save') : t('keys.reenter.checkAndSave')} checkingText={t('keys.reenter.checking')} onCancel={onClose} />
        </form>
      )}
    </Dialog>
  )
}

/** The connection's fields with name and address hidden: only the key is asked for. */
function KeyOnly({ flow, busy }: { flow: ReturnType<typeof useConnectionCheck>; busy: boolean }) {
  return (
    <div className="key-only">
      <ConnectionFields draft={flow.draft} onChange={flow.setField} errors={flow.fieldErrors} keyMode="new" readOnly={busy} focusRequest={flow.focusRequest} autoFocus={false} keyOnly />
    </div>
  )
}
