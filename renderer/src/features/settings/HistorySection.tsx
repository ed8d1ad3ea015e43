import { useState } from 'react'
import { toAppError } from '../../../../shared/error-model'
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
      <h2 id="settings-history">Chat history</h2>
      <p className="small">
        Conversations are kept on this computer only
        {storage ? (
          <>
            , in <code className="mono">{storage.databaseFile}</code> (with the usage cache). Back it up under Data above, while Tokentally runs.
          </>
        ) : (
          '.'
        )}
      </p>
      <div className="row">
        <button type="button" className="btn-danger" onClick={() => setConfirming(true)} disabled={remove.isPending}>
          Delete all chat history…
        </button>
      </div>
      <p className="small muted" role="status">
        {remove.isSuccess && `Deleted ${remove.data.deleted === 1 ? '1 conversation' : `${remove.data.deleted} conversations`} and cleared the search index.${remove.data.compacted ? '' : ' The file could not be compacted now; it will be reused.'}`}
      </p>
      {confirming && (
        <Dialog role="alertdialog" title="Delete all chat history?" onClose={() => setConfirming(false)}>
          <p className="small">
            Every conversation and message is removed from this computer and the search index is cleared. Answers streaming now are stopped. Export any
            conversation you want to keep first (Export in its header). This cannot be undone.
          </p>
          <p className="small muted">Connections, settings and the usage cache stay.</p>
          <div className="row">
            <button type="button" className="btn-danger-solid" onClick={deleteAll} disabled={remove.isPending}>
              {remove.isPending ? 'Deleting…' : 'Delete all chat history'}
            </button>
            <button type="button" onClick={() => setConfirming(false)} data-autofocus>
              Cancel
            </button>
          </div>
          {error && <ErrorNotice error={error} title="Nothing was deleted" />}
        </Dialog>
      )}
    </section>
  )
}
