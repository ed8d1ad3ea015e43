import { type InfiniteData, useQueryClient } from '@tanstack/react-query'
import type { Conversation, ConversationPage } from '../../../../shared/domain/conversation'
import { Dialog } from '../../components/Dialog'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { loadedConversations, useDeleteConversation } from '../../queries/chat'
import { queryKeys } from '../../queries/keys'
import { useChatStore } from '../../stores/chat'
import { t } from '../../i18n'

/**
 * Asks before a conversation (or a compare run: its own `description` and `confirmLabel`) is deleted
 * (Cancel has the focus); once deleted, the next one in the list opens.
 */
export function DeleteConversationDialog({
  conversation,
  onClose,
  description = t('chat.delete.description', { count: conversation.messages.length }),
  confirmLabel = t('chat.delete.confirm'),
}: {
  conversation: Conversation
  onClose(): void
  description?: string
  confirmLabel?: string
}) {
  const client = useQueryClient()
  const select = useChatStore((s) => s.select)
  const remove = useDeleteConversation()

  const deleteNow = () => {
    remove.mutate(conversation.id, {
      onSuccess: () => {
        const list = loadedConversations(client.getQueryData<InfiniteData<ConversationPage>>(queryKeys.conversationList))
        select(list.find((c) => c.id !== conversation.id)?.id ?? null)
      },
    })
  }

  return (
    <Dialog role="alertdialog" title={t('chat.delete.title', { title: conversation.title })} onClose={onClose}>
      <p className="small">{description}</p>
      <div className="row">
        <button type="button" className="btn-danger-solid" onClick={deleteNow} disabled={remove.isPending}>
          {confirmLabel}
        </button>
        <button type="button" onClick={onClose} data-autofocus>
          {t('chat.cancel')}
        </button>
      </div>
      {remove.error && appErrorOf(remove.error) && <ErrorNotice error={appErrorOf(remove.error)!} title={t('chat.delete.failed')} />}
    </Dialog>
  )
}
