import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useEffectEvent, useMemo } from 'react'
import type { Conversation } from '../../../../shared/domain/conversation'
import { EmptyState, Loading } from '../../components/EmptyState'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { loadedConversations, useConversationList, useCreateConversation, useModels } from '../../queries/chat'
import { queryKeys } from '../../queries/keys'
import { useLiveAnswers } from '../../queries/live-answers'
import { type ChatAction, useChatStore } from '../../stores/chat'
import { useUi } from '../../stores/ui'
import { useCommand } from '../shell/commands'
import { localNotices } from '../shell/local-notices'
import { ChatSidebar } from './ChatSidebar'
import { CompareSetup } from './compare/CompareSetup'
import { ModelStatsButton } from './compare/ModelStats'
import { OpenConversation } from './OpenConversation'
import { defaultModel } from './models'
import { StartPanel } from './StartPanel'
import { t } from '../../i18n'
import './chat.css'

/** The Chat view: conversations on the left, the open one on the right. */
export default function ChatView() {
  const client = useQueryClient()
  const list = useConversationList()
  const models = useModels()
  const create = useCreateConversation()
  const selectedId = useChatStore((s) => s.selectedId)
  const select = useChatStore((s) => s.select)
  const lastModel = useChatStore((s) => s.lastModel)
  const compareSetup = useChatStore((s) => s.compareSetup)
  const openCompareSetup = useChatStore((s) => s.openCompareSetup)
  const pendingAction = useChatStore((s) => s.pendingAction)
  const clearAction = useChatStore((s) => s.clearAction)
  const setFocusComposer = useChatStore((s) => s.setFocusComposer)
  const openImport = useUi((s) => s.openImport)
  // A string, so this view re-renders when which conversations stream changes, not on every commit of their text.
  const streamingKey = useLiveAnswers((live) => [...new Set(Object.values(live).filter((b) => !b.terminal).map((b) => b.conversationId))].sort().join('\n'))
  const streamingIds = useMemo(() => new Set(streamingKey ? streamingKey.split('\n') : []), [streamingKey])

  const first = list.data?.pages[0]?.items[0]?.id
  useEffect(() => {
    if (selectedId === null && first) select(first)
  }, [selectedId, first, select])

  const newChat = () => {
    const current = selectedId ? client.getQueryData<Conversation>(queryKeys.conversation(selectedId)) : undefined
    if (current && current.messages.length === 0) {
      document.querySelector<HTMLTextAreaElement>('.composer-input')?.focus()
      return
    }
    const model = defaultModel(models.data?.models ?? [], [current?.params.model, lastModel])
    create.mutate(
      { model, systemPrompt: '', maxOutputTokens: null, temperature: null },
      {
        onSuccess: (conversation) => {
          select(conversation.id)
          setFocusComposer(conversation.id)
        },
      },
    )
  }

  // Ctrl/Cmd+N and Ctrl/Cmd+K (or their menu items): done once the conversations are shown.
  const ready = !list.isPending && !list.isError
  const runAction = useEffectEvent((action: ChatAction) => {
    if (action === 'new-chat') {
      if (document.querySelector('.chat-start')) document.querySelector<HTMLTextAreaElement>('.composer-input')?.focus()
      else newChat()
      return
    }
    const search = document.querySelector<HTMLInputElement>('.chat-search')
    if (search) {
      search.focus()
      search.select()
    } else {
      localNotices.emit({ level: 'info', message: t('chat.list.nothingToSearch') })
    }
  })
  useEffect(() => {
    if (!pendingAction || !ready) return
    clearAction()
    runAction(pendingAction)
  }, [pendingAction, ready, clearAction])

  useCommand('refresh', () => {
    void list.refetch()
    if (selectedId) void client.refetchQueries({ queryKey: queryKeys.conversation(selectedId), exact: true })
  })

  if (list.isPending) return <Loading label={t('chat.list.loading')} />
  if (list.isError && !list.isFetchNextPageError) {
    const error = appErrorOf(list.error)
    return error ? <ErrorNotice error={error} title={t('chat.list.loadFailed')} /> : <p role="alert">{String(list.error)}</p>
  }
  if (loadedConversations(list.data).length === 0 && selectedId === null && compareSetup === null) return <StartPanel />

  const createError = create.error ? appErrorOf(create.error) : null
  return (
    <div className="chat-view">
      <div className="chat-side">
        <ChatSidebar streamingIds={streamingIds} onNew={newChat} creating={create.isPending} />
        <div className="chat-side-actions">
          <button type="button" className="btn-small chat-side-action" onClick={() => openCompareSetup(compareSetup?.models ?? [])} aria-pressed={compareSetup !== null}>
            {t('chat.list.compare')}
          </button>
          <ModelStatsButton />
          <button type="button" className="btn-small chat-side-action" onClick={() => openImport()}>
            {t('chat.list.import')}
          </button>
        </div>
        {createError && <ErrorNotice error={createError} title={t('chat.list.createFailed')} />}
      </div>
      {compareSetup ? (
        <CompareSetup key={compareSetup.models.join(' ')} initialModels={compareSetup.models} />
      ) : selectedId ? (
        <OpenConversation key={selectedId} conversationId={selectedId} />
      ) : (
        <div className="chat-pane">
          <EmptyState title={t('chat.list.pick')}>{t('chat.list.pickHint')}</EmptyState>
        </div>
      )}
    </div>
  )
}
