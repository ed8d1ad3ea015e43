import { useState } from 'react'
import { t } from '../../i18n'
import type { ConnectionSummary, ConnectionUpdate } from '../../../../shared/domain/connection'
import { useConnections, useUpdateConnection } from '../../queries/connections'
import { KindFields } from './KindFields'
import { CheckProblems } from './CheckProblems'
import { ConnectionFields } from './ConnectionFields'
import { Dialog } from '../../components/Dialog'
import { useConnectionCheck } from './useConnectionCheck'
import { CheckDialogActions } from './CheckDialogActions'

/** Rename, change the base URL or replace the key; a blank key keeps the stored one. A new key is checked first. */
export function EditConnectionDialog({ connection, onClose, onSaved }: { connection: ConnectionSummary; onClose: () => void; onSaved: (name: string) => void }) {
  const update = useUpdateConnection()
  const accounts = (useConnections().data?.connections ?? []).filter((c) => c.kind === 'service' && c.id !== connection.id)
  const [linked, setLinked] = useState<string | null>(connection.linkedAccountId)
  const flow = useConnectionCheck({
    initial: { name: connection.name, baseUrl: connection.baseUrl, key: '' },
    initialKind: connection.kind,
    needsCheck: (draft) => draft.key.trim() !== '',
    save: async (draft, checked, kind) => {
      const args: ConnectionUpdate = { id: connection.id }
      if (draft.name !== connection.name) args.name = draft.name
      const baseUrl = checked?.baseUrl ?? draft.baseUrl
      if (baseUrl !== connection.baseUrl) args.baseUrl = baseUrl
      if (draft.key.trim() !== '') args.key = draft.key
      if (kind !== connection.kind) args.kind = kind
      const link = kind === 'router' ? linked : null
      if (kind === 'router' && link !== connection.linkedAccountId) args.linkedAccountId = link
      if (Object.keys(args).length > 1) {
        const state = await update.mutateAsync(args)
        onSaved(state.connections.find((c) => c.id === connection.id)?.name ?? draft.name)
      } else onClose()
    },
  })
  const busy = flow.phase !== 'idle'

  return (
    <Dialog title={t('settings.edit.title', { name: connection.name })} onClose={() => !busy && onClose()} className="edit-dialog">
      <form
        noValidate
        aria-busy={busy}
        onSubmit={(e) => {
          e.preventDefault()
          if (flow.awaitingConfirm) flow.confirm()
          else flow.submit()
        }}
      >
        {connection.demo && <p className="notice notice-info small">{t('settings.edit.demo')}</p>}
        <ConnectionFields draft={flow.draft} onChange={flow.setField} errors={flow.fieldErrors} keyMode="replace" readOnly={busy} focusRequest={flow.focusRequest} autoFocus />
        <KindFields kind={flow.kind} onKind={flow.setKind} linkedAccountId={linked} onLink={setLinked} accounts={accounts} disabled={busy} />
        {flow.awaitingConfirm && flow.checked && <p className="notice notice-info small">{t('settings.edit.confirmKind', { reason: flow.checked.kindReason })}</p>}
        <CheckProblems problems={flow.problems} checked={flow.checked} canSaveAnyway={flow.canSaveAnyway} onSaveAnyway={flow.saveAnyway} saving={flow.phase === 'saving'} />
        <CheckDialogActions phase={flow.phase} idleLabel={t('settings.edit.save')} checkingText={t('settings.edit.checking')} onCancel={onClose} />
      </form>
    </Dialog>
  )
}
