import { useState } from 'react'
import { t } from '../../i18n'
import { tRich } from '../../components/rich-message'
import { toAppError } from '../../../../shared/error-core'
import { Dialog } from '../../components/Dialog'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useDeleteAllConversations } from '../../queries/chat'
import { useStorage } from '../../queries/storage'
import { useChatStore } from '../../stores/chat'

/** Where chats are kept, and "Delete all chat history" (after a confirmation). */
export function HistorySection() {
  const storage = useStorage().data
  const remove = useDeleteAllConversations()
  const select = useChatStore((s) => s.select)
  const [confirming, setConfirming] = useState(false)
  const error = remove.isError ? (appErrorOf(remove.error) ?? toAppError(remove.error)) : null

  const deleteAll = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        select(null)
        setConfirming(false)
      },
    })

  return (
    <section className="panel settings-section" aria-labelledby="settings-history">
      <h2 id="settings-history">{t('settings.nav.history')}</h2>
      <p className="small">{storage ? tRich('settings.history.keptIn', { file: <code className="mono">{storage.databaseFile}</code> }) : t('settings.history.kept')}</p>
      <div className="row">
        <button type="button" className="btn-danger" onClick={() => setConfirming(true)} disabled={remove.isPending}>
          {t('settings.history.deleteAll')}
        </button>
      </div>
      <p className="small muted" role="status">
        {remove.isSuccess && `${t('settings.history.deleted', { count: remove.data.deleted })}${remove.data.compacted ? '' : t('settings.history.notCompacted')}`}
      </p>
      {confirming && (
        <Dialog role="alertdialog" title={t('settings.history.confirmTitle')} onClose={() => setConfirming(false)}>
          <p className="small">{t('settings.history.confirmText')}</p>
          <p className="small muted">{t('settings.history.stays')}</p>
          <div className="row">
            <button type="button" className="btn-danger-solid" onClick={deleteAll} disabled={remove.isPending}>
              {remove.isPending ? t('settings.history.deleting') : t('settings.history.confirm')}
            </button>
            <button type="button" onClick={() => setConfirming(false)} data-autofocus>
              {t('settings.cancel')}
            </button>
          </div>
          {error && <ErrorNotice error={error} title={t('settings.history.error')} />}
        </Dialog>
      )}
    </section>
  )
}
