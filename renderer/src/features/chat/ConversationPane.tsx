import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { Loading } from '../../components/EmptyState'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useConversation, useDeleteBranch, useSaveEdit, useSwitchBranch, useUpdateParams } from '../../queries/chat'
import { startChat, stopChat } from '../../queries/answers'
import { liveFor, useLiveAnswers } from '../../queries/live-answers'
import type { TurnRequest } from '../../queries/turn'
import { useChatStore } from '../../stores/chat'
import { t } from '../../i18n'
import { Composer } from './Composer'
import { ConversationHeader } from './ConversationHeader'
import { lastAssistantId, lastUserId, withLive } from './merge'
import type { MessageHandlers } from './MessageItem'
import { MessageList } from './MessageList'
import { AnswerAnnouncer } from './AnswerAnnouncer'
import { OptionsPanel } from './OptionsPanel'
import { conversationWaitUntil } from './retry-wait'
import { useStickToBottom } from './useStickToBottom'
import { usePreflight } from '../guard/usePreflight'
import type { RunPlan } from '../../../../shared/domain/preflight'

/** An open conversation: header, messages (the live answer merged in), and the composer. */
export function ConversationPane({ conversationId }: { conversationId: string }) {
  const client = useQueryClient()
  const live = useLiveAnswers((live) => liveFor(live, conversationId))
  const sendError = useChatStore((s) => s.sendErrors[conversationId] ?? null)
  const setSendError = useChatStore((s) => s.setSendError)
  const clearDraft = useChatStore((s) => s.clearDraft)
  const select = useChatStore((s) => s.select)
  const query = useConversation(conversationId, { pollStreaming: live === undefined })
  const [editingId, setEditingId] = useState<string | null>(null)
  const [optionsOpen, setOptionsOpen] = useState(false)
  // #27: a system-prompt preset from the prompt library becomes this conversation's system prompt.
  const updateParams = useUpdateParams()
  // #34: branches (Save only, ‹ 2 / 3 ›, delete a version).
  const saveEdit = useSaveEdit()
  const switchBranch = useSwitchBranch()
  const deleteBranch = useDeleteBranch()
  const pickerRef = useRef<HTMLInputElement>(null)
  const composerRef = useRef<HTMLTextAreaElement>(null)
  const optionsId = useId()

  const conversation = query.data
  const model = conversation?.params.model ?? ''
  const streaming = live !== undefined && live.terminal === null
  const { messages, liveId } = useMemo(() => withLive(conversation?.messages ?? [], live, model), [conversation?.messages, live, model])
  const scroll = useStickToBottom(messages)
  const { stick } = scroll
  const lastAnswer = lastAssistantId(messages)
  const lastUser = lastUserId(messages)
  const waitUntil = useMemo(() => conversationWaitUntil(messages), [messages])
  // The line under the box counts the conversation as it stands (read again when an answer ends).
  const revision = `${conversation?.messages.length ?? 0}:${conversation?.messages.at(-1)?.status ?? ''}:${conversation?.params.model ?? ''}:${conversation?.params.systemPrompt.length ?? 0}`
  const preview = useMemo(() => ({ kind: 'message' as const, revision, plan: (text: string): RunPlan => ({ kind: 'chat', conversationId, action: 'send', content: text }) }), [conversationId, revision])

  // #33: every turn (send, regenerate, edit, continue) asks main's preflight first, and the one dialog when it asks.
  const preflight = usePreflight()
  const { run } = preflight
  const start = useCallback(
    async (turn: TurnRequest): Promise<boolean> => {
      setSendError(conversationId, null)
      const plan: RunPlan = { kind: 'chat', conversationId, ...turn }
      const outcome = await run(plan, turn.action === 'send' ? 'message' : 'answer', (confirmed) => {
        stick()
        return startChat(client, { conversationId, ...turn, confirmed })
      })
      if (outcome === null) return false
      if (!outcome.ok) setSendError(conversationId, outcome.error)
      return outcome.ok
    },
    [client, conversationId, setSendError, stick, run],
  )

  const handlers = useMemo<MessageHandlers>(
    () => ({
      // Retries are the user's (Retry, Regenerate, Continue). The spec's rule on retrying tool requests does not arise: the app sends no tools.
      regenerate: () => void start({ action: 'regenerate' }),
      continueAnswer: () => void start({ action: 'continue' }),
      startEdit: (id) => setEditingId(id),
      cancelEdit: () => setEditingId(null),
      sendEdit: (messageId, content) => {
        void start({ action: 'edit', messageId, content }).then((ok) => ok && setEditingId(null))
      },
      pickModel: () => pickerRef.current?.focus(),
      shorten: () => setEditingId(lastUser),
      saveOnly: (messageId, content) => saveEdit.mutate({ id: conversationId, messageId, content }, { onSuccess: () => setEditingId(null) }),
      switchBranch: (messageId) => switchBranch.mutate({ id: conversationId, messageId }),
      deleteBranch: (messageId) => deleteBranch.mutate({ id: conversationId, messageId }),
    }),
    // The mutations' functions are stable; their objects are not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [start, lastUser, conversationId],
  )
  const branchError = saveEdit.error ?? switchBranch.error ?? deleteBranch.error

  // #34: a search result on another branch: that branch is shown (once) so the message can be scrolled to.
  const jumpTo = useChatStore((s) => (s.jumpTo?.conversationId === conversationId ? s.jumpTo.messageId : null))
  const shownIds = conversation?.messages
  useEffect(() => {
    if (!jumpTo || !shownIds || shownIds.some((m) => m.id === jumpTo) || switchBranch.isPending) return
    switchBranch.mutate({ id: conversationId, messageId: jumpTo })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [jumpTo, shownIds, conversationId])

  // Depends on the request, not on the live text: the composer and the Esc listener stay put while it streams.
  const streamingRequest = streaming ? live.requestId : null
  const stop = useCallback(() => {
    if (streamingRequest) void stopChat(streamingRequest)
  }, [streamingRequest])

  // After New chat (the button, Ctrl/Cmd+N or the menu) the composer takes the focus.
  const focusComposer = useChatStore((s) => s.focusComposer)
  const setFocusComposer = useChatStore((s) => s.setFocusComposer)
  const shown = conversation !== undefined
  useEffect(() => {
    if (focusComposer !== conversationId || !shown || !composerRef.current) return
    composerRef.current.focus()
    setFocusComposer(null)
  }, [focusComposer, conversationId, shown, setFocusComposer])

  // Esc stops the answer, wherever the focus is in the window.
  useEffect(() => {
    if (!streaming) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) stop()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [streaming, stop])

  if (query.isPending) return <Loading label={t('chat.opening')} />
  if (query.isError || !conversation) {
    const error = appErrorOf(query.error)
    return (
      <div className="chat-pane chat-pane-missing">
        {error ? <ErrorNotice error={error} title={t('chat.openFailed')} /> : <p role="alert">{t('chat.openFailedSentence')}</p>}
        <button type="button" onClick={() => select(null)}>
          {t('chat.showAnother')}
        </button>
      </div>
    )
  }

  return (
    <section className="chat-pane" aria-labelledby="chat-title">
      <ConversationHeader
        conversation={conversation}
        messages={messages}
        pickerRef={pickerRef}
        optionsId={optionsId}
        optionsOpen={optionsOpen}
        onToggleOptions={() => setOptionsOpen((o) => !o)}
        busy={streaming}
      />

      {optionsOpen && <OptionsPanel key={conversationId} id={optionsId} conversationId={conversationId} params={conversation.params} />}

      <MessageList
        conversationId={conversationId}
        messages={messages}
        liveId={liveId}
        streaming={streaming}
        busy={streaming || (live !== undefined && live.messageId === null)}
        editingId={editingId}
        lastAnswerId={lastAnswer}
        model={model}
        handlers={handlers}
        siblings={conversation.siblings}
        scroll={scroll}
      />
      <AnswerAnnouncer messages={messages} liveId={liveId} streaming={streaming} />
      {branchError && appErrorOf(branchError) && <ErrorNotice error={appErrorOf(branchError)!} title={t('chat.branchNotChanged')} />}

      {sendError && (
        <ErrorNotice error={sendError} title={t('chat.notSent')}>
          <span className="small muted">{t('chat.notSentKept')}</span>
        </ErrorNotice>
      )}
      <Composer
        ref={composerRef}
        draftKey={conversationId}
        model={model}
        onSystemPrompt={(systemPrompt) => query.data && updateParams.mutate({ id: conversationId, params: { ...query.data.params, systemPrompt } })}
        streaming={streaming}
        waitUntil={waitUntil}
        onStop={stop}
        onSend={async (text) => {
          const ok = await start({ action: 'send', content: text })
          if (ok) clearDraft(conversationId, text)
          return ok
        }}
        preview={preview}
      />
      {preflight.dialog}
    </section>
  )
}
