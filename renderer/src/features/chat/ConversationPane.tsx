import { type InfiniteData, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { ConversationPage } from '../../../../shared/domain/conversation'
import { EmptyState, Loading } from '../../components/EmptyState'
import { Dialog } from '../../components/Dialog'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../ipc'
import { loadedConversations, useConversation, useDeleteConversation, useModels, useRefreshModels, useRenameConversation, useUpdateParams } from '../../queries/chat'
import { queryKeys } from '../../queries/keys'
import { liveFor, useChatStore } from '../../stores/chat'
import { Composer } from './Composer'
import { ExportMenu, ExportResult, useExport } from './ExportMenu'
import { useMessageWindow } from './useMessageWindow'
import { lastAssistantId, lastUserId, withLive } from './merge'
import { type MessageHandlers, MessageItem } from './MessageItem'
import { ModelPicker } from './ModelPicker'
import { TotalCost } from '../compare/EstimatedCost'
import { OptionsPanel } from './OptionsPanel'
import { conversationWaitUntil } from './retry-wait'
import { startChat, stopChat } from './streaming'
import type { TurnRequest } from './turn'

/** Pixels from the bottom within which the view follows a streaming answer. */
const STICK_PX = 80
/** How long a message opened from search stays marked. */
const FOUND_MS = 2500

function RenameForm({ title, onSave, onCancel, saving }: { title: string; onSave(title: string): void; onCancel(): void; saving: boolean }) {
  const [value, setValue] = useState(title)
  return (
    <form
      className="chat-rename"
      onSubmit={(event) => {
        event.preventDefault()
        if (value.trim()) onSave(value.trim())
      }}
    >
      <input
        aria-label="Conversation title"
        value={value}
        maxLength={200}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation()
            onCancel()
          }
        }}
        autoFocus
      />
      <button type="submit" className="btn-primary btn-small" disabled={!value.trim() || saving}>
        Save
      </button>
      <button type="button" className="btn-small" onClick={onCancel}>
        Cancel
      </button>
    </form>
  )
}

export function ConversationPane({ conversationId }: { conversationId: string }) {
  const client = useQueryClient()
  const live = useChatStore((s) => liveFor(s.live, conversationId))
  const sendError = useChatStore((s) => s.sendErrors[conversationId] ?? null)
  const setSendError = useChatStore((s) => s.setSendError)
  const clearDraft = useChatStore((s) => s.clearDraft)
  const select = useChatStore((s) => s.select)
  const setLastModel = useChatStore((s) => s.setLastModel)
  const query = useConversation(conversationId, { pollStreaming: live === undefined })
  const models = useModels()
  const refreshModels = useRefreshModels()
  const updateParams = useUpdateParams()
  const rename = useRenameConversation()
  const remove = useDeleteConversation()
  const exporting = useExport(conversationId)
  const [editingId, setEditingId] = useState<string | null>(null)
  const [optionsOpen, setOptionsOpen] = useState(false)
  const [renaming, setRenaming] = useState(false)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const pickerRef = useRef<HTMLInputElement>(null)
  const composerRef = useRef<HTMLTextAreaElement>(null)
  const scrollRef = useRef<HTMLDivElement>(null)
  const stick = useRef(true)
  const optionsId = useId()

  const conversation = query.data
  const model = conversation?.params.model ?? ''
  const streaming = live !== undefined && live.terminal === null
  const { messages, liveId } = useMemo(() => withLive(conversation?.messages ?? [], live, model), [conversation?.messages, live, model])
  const jumpTo = useChatStore((s) => (s.jumpTo?.conversationId === conversationId ? s.jumpTo.messageId : null))
  const clearJump = useChatStore((s) => s.clearJump)
  const { start: shownFrom, showEarlier, sentinel: earlierRef } = useMessageWindow(messages.length, jumpTo === null ? -1 : messages.findIndex((m) => m.id === jumpTo), scrollRef)
  const lastAnswer = lastAssistantId(messages)
  const lastUser = lastUserId(messages)
  const waitUntil = useMemo(() => conversationWaitUntil(messages), [messages])

  const start = useCallback(
    async (turn: TurnRequest): Promise<boolean> => {
      setSendError(conversationId, null)
      stick.current = true
      const outcome = await startChat(client, { conversationId, ...turn })
      if (!outcome.ok) setSendError(conversationId, outcome.error)
      return outcome.ok
    },
    [client, conversationId, setSendError],
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
    }),
    [start, lastUser],
  )

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

  // Follow the answer while the user is at the bottom; leave them alone when they scrolled up.
  useLayoutEffect(() => {
    const el = scrollRef.current
    if (el && stick.current) el.scrollTop = el.scrollHeight
  }, [messages])

  // A search result opened here: bring its message into view and mark it for a moment.
  const loaded = conversation !== undefined
  const foundTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(foundTimer.current), [])
  useLayoutEffect(() => {
    const el = jumpTo && loaded ? scrollRef.current?.querySelector<HTMLElement>(`[data-message-id="${CSS.escape(jumpTo)}"]`) : null
    if (!el) return
    stick.current = false
    el.scrollIntoView?.({ block: 'center' })
    el.dataset.found = 'true'
    clearJump()
    clearTimeout(foundTimer.current)
    foundTimer.current = setTimeout(() => delete el.dataset.found, FOUND_MS)
  }, [jumpTo, loaded, clearJump])

  if (query.isPending) return <Loading label="Opening the conversation…" />
  if (query.isError || !conversation) {
    const error = appErrorOf(query.error)
    return (
      <div className="chat-pane chat-pane-missing">
        {error ? <ErrorNotice error={error} title="Could not open this conversation" /> : <p role="alert">Could not open this conversation.</p>}
        <button type="button" onClick={() => select(null)}>
          Show another conversation
        </button>
      </div>
    )
  }

  const params = conversation.params
  const modelList = models.data?.models ?? []
  const modelsError = models.data?.error ?? (models.error ? appErrorOf(models.error) : null)

  const deleteNow = () => {
    remove.mutate(conversationId, {
      onSuccess: () => {
        const list = loadedConversations(client.getQueryData<InfiniteData<ConversationPage>>(queryKeys.conversationList))
        select(list.find((c) => c.id !== conversationId)?.id ?? null)
      },
    })
  }

  return (
    <section className="chat-pane" aria-labelledby="chat-title">
      <header className="chat-header">
        <div className="chat-title-row">
          {renaming ? (
            <RenameForm
              title={conversation.title}
              saving={rename.isPending}
              onCancel={() => setRenaming(false)}
              onSave={(title) => rename.mutate({ id: conversationId, title }, { onSuccess: () => setRenaming(false) })}
            />
          ) : (
            <h2 id="chat-title" className="chat-title" title={conversation.title}>
              {conversation.title}
            </h2>
          )}
          {!renaming && (
            <div className="row chat-title-actions">
              <TotalCost messages={messages} label="Estimated cost of this conversation" prefix="Est. total " />
              <ExportMenu exporting={exporting} />
              <button type="button" className="btn-ghost btn-small" onClick={() => setRenaming(true)}>
                Rename
              </button>
              <button type="button" className="btn-ghost btn-small btn-danger" onClick={() => setConfirmDelete(true)}>
                Delete
              </button>
            </div>
          )}
        </div>
        <ExportResult exporting={exporting} />
        <div className="chat-controls">
          <ModelPicker
            ref={pickerRef}
            value={params.model}
            models={modelList}
            loading={models.isPending}
            error={modelsError}
            refreshing={refreshModels.isPending}
            onRefresh={() => refreshModels.mutate()}
            onChange={(next) => {
              setLastModel(next)
              updateParams.mutate({ id: conversationId, params: { ...params, model: next } })
            }}
          />
          <button type="button" className="chat-options-toggle" aria-expanded={optionsOpen} aria-controls={optionsId} onClick={() => setOptionsOpen((o) => !o)}>
            Options <span aria-hidden="true">{optionsOpen ? '▴' : '▾'}</span>
          </button>
        </div>
        {!optionsOpen && (params.systemPrompt || params.maxOutputTokens !== null || params.temperature !== null) && (
          <p className="chat-params-summary muted small">
            {[
              params.systemPrompt ? 'system prompt set' : null,
              params.maxOutputTokens !== null ? `max ${params.maxOutputTokens} output tokens` : null,
              params.temperature !== null ? `temperature ${params.temperature}` : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        )}
        {updateParams.error && appErrorOf(updateParams.error) && <ErrorNotice error={appErrorOf(updateParams.error)!} title="The model was not changed" />}
        {confirmDelete && (
          <Dialog role="alertdialog" title={`Delete “${conversation.title}”?`} onClose={() => setConfirmDelete(false)}>
            <p className="small">Its {conversation.messages.length} messages are removed from this computer. This cannot be undone.</p>
            <div className="row">
              <button type="button" className="btn-danger-solid" onClick={deleteNow} disabled={remove.isPending}>
                Delete conversation
              </button>
              <button type="button" onClick={() => setConfirmDelete(false)} data-autofocus>
                Cancel
              </button>
            </div>
            {remove.error && appErrorOf(remove.error) && <ErrorNotice error={appErrorOf(remove.error)!} title="Not deleted" />}
          </Dialog>
        )}
      </header>

      {optionsOpen && <OptionsPanel key={conversationId} id={optionsId} conversationId={conversationId} params={params} />}

      <div
        className="chat-scroll"
        ref={scrollRef}
        role="region"
        aria-label="Messages"
        tabIndex={0}
        onScroll={(event) => {
          const el = event.currentTarget
          stick.current = el.scrollHeight - el.scrollTop - el.clientHeight < STICK_PX
        }}
      >
        {messages.length === 0 ? (
          <EmptyState title="No messages yet">Write a message below. Answers stream in as the model writes them.</EmptyState>
        ) : (
          <>
            {shownFrom > 0 && (
              <button type="button" ref={earlierRef} className="btn-ghost btn-small chat-earlier" onClick={showEarlier}>
                Show earlier messages ({shownFrom} more)
              </button>
            )}
            {messages.slice(shownFrom).map((message) => (
              <MessageItem
                key={message.id}
                message={message}
                live={message.id === liveId && streaming}
                isLastAssistant={message.id === lastAnswer}
                busy={streaming || (live !== undefined && live.messageId === null)}
                editing={message.id === editingId}
                model={model}
                handlers={handlers}
              />
            ))}
          </>
        )}
      </div>

      {sendError && (
        <ErrorNotice error={sendError} title="Message not sent">
          <span className="small muted">Your message is still in the box below.</span>
        </ErrorNotice>
      )}
      <Composer
        ref={composerRef}
        draftKey={conversationId}
        model={model}
        streaming={streaming}
        waitUntil={waitUntil}
        onStop={stop}
        onSend={async (text) => {
          const ok = await start({ action: 'send', content: text })
          if (ok) clearDraft(conversationId, text)
          return ok
        }}
      />
    </section>
  )
}
