import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import type { RunPlan } from '../../../../shared/domain/preflight'
import { usePreflight } from '../guard/usePreflight'
import type { AppError } from '../../../../shared/domain/errors'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useCreateConversation, useModels, useRefreshModels } from '../../queries/chat'
import { startChat } from '../../queries/answers'
import { NEW_CHAT_DRAFT, useChatStore } from '../../stores/chat'
import { useUi } from '../../stores/ui'
import { Composer } from './Composer'
import { ModelPicker } from './ModelPicker'
import { usePickerModels } from '../../queries/advice'
import { defaultModel } from './models'
import { NewChatProject } from '../projects/NewChatProject'
import { t } from '../../i18n'
import type { MessageKey } from '../../../../shared/i18n/catalogue'
import { tRich } from '../../components/rich-message'

const SUGGESTIONS: MessageKey[] = ['chat.start.suggestCredits', 'chat.start.suggestDebounce', 'chat.start.suggestReview']

/** No conversations yet: pick a model and write the first message. */
export function StartPanel() {
  const client = useQueryClient()
  const models = useModels()
  const pickerFacts = usePickerModels()
  const refreshModels = useRefreshModels()
  const create = useCreateConversation()
  const lastModel = useChatStore((s) => s.lastModel)
  const setLastModel = useChatStore((s) => s.setLastModel)
  const select = useChatStore((s) => s.select)
  const setDraft = useChatStore((s) => s.setDraft)
  const clearDraft = useChatStore((s) => s.clearDraft)
  const setSendError = useChatStore((s) => s.setSendError)
  const openCompareSetup = useChatStore((s) => s.openCompareSetup)
  const openImport = useUi((s) => s.openImport)
  const [error, setError] = useState<AppError | null>(null)
  const [picked, setPicked] = useState<string | null>(null)
  const model = picked ?? defaultModel(models.data?.models ?? [], [lastModel])
  const modelsError = models.data?.error ?? (models.error ? appErrorOf(models.error) : null)

  const params = { model, systemPrompt: '', maxOutputTokens: null, temperature: null }
  // #33: the first message is asked about (when it should be) before the conversation is made.
  const preflight = usePreflight()
  const preview = useMemo(() => ({ kind: 'message' as const, plan: (text: string): RunPlan | null => (model ? { kind: 'chat', conversationId: null, params: { model, systemPrompt: '', maxOutputTokens: null, temperature: null }, action: 'send', content: text } : null) }), [model])

  const send = async (text: string): Promise<boolean> => {
    setError(null)
    // Made once, even when main asks again for a confirmation and the start runs twice.
    let conversationId: string | null = null
    const outcome = await preflight.run({ kind: 'chat', conversationId: null, params, action: 'send', content: text }, 'message', async (confirmed) => {
      try {
        conversationId ??= (await create.mutateAsync(params)).id
      } catch (err) {
        setError(appErrorOf(err))
        return { ok: false as const, created: false }
      }
      setLastModel(model)
      select(conversationId)
      const started = await startChat(client, { conversationId, action: 'send', content: text, confirmed })
      if (!started.ok) {
        // The conversation exists now: its composer keeps the text and shows why.
        setDraft(conversationId, text)
        setSendError(conversationId, started.error)
      }
      clearDraft(NEW_CHAT_DRAFT, text)
      return { ...started, created: true }
    })
    return outcome?.ok ?? false
  }

  return (
    <section className="panel chat-start" aria-labelledby="chat-start-title">
      <div className="chat-start-intro">
        <span className="chat-start-mark" aria-hidden="true">
          ✎
        </span>
        <h2 id="chat-start-title">{t('chat.start.title')}</h2>
        <p className="muted">{t('chat.start.intro')}</p>
      </div>
      <ModelPicker
        value={model}
        facts={pickerFacts.data?.models}
        models={models.data?.models ?? []}
        loading={models.isPending}
        error={modelsError}
        refreshing={refreshModels.isPending}
        onRefresh={() => refreshModels.mutate()}
        onChange={(next) => {
          setPicked(next)
          setLastModel(next)
        }}
      />
      <NewChatProject bulk={false} />
      {error && <ErrorNotice error={error} title={t('chat.start.failed')} />}
      <Composer
        draftKey={NEW_CHAT_DRAFT}
        model={model}
        streaming={false}
        onStop={() => undefined}
        onSend={send}
        disabled={!model}
        disabledReason={t('chat.start.pickModel')}
        preview={preview}
      />
      {preflight.dialog}
      <p className="muted small">
        {tRich('chat.start.compare', {
          link: (
            <button type="button" className="btn-link" onClick={() => openCompareSetup([])}>
              {t('chat.start.compareLink')}
            </button>
          ),
        })}
      </p>
      <p className="muted small">
        {tRich('chat.start.import', {
          link: (
            <button type="button" className="btn-link" onClick={() => openImport()}>
              {t('chat.start.importLink')}
            </button>
          ),
        })}
      </p>
      <div className="chat-suggestions" aria-label={t('chat.start.suggestions')}>
        {SUGGESTIONS.map((key) => (
          <button key={key} type="button" className="chat-suggestion" onClick={() => setDraft(NEW_CHAT_DRAFT, t(key))}>
            {t(key)}
          </button>
        ))}
      </div>
    </section>
  )
}
