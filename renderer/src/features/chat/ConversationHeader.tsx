import { type Ref, useState } from 'react'
import type { ChatMessage, Conversation } from '../../../../shared/domain/conversation'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useExportConversation, useModels, useRefreshModels, useRenameConversation, useUpdateParams } from '../../queries/chat'
import { useChatStore } from '../../stores/chat'
import { TotalCost } from './AnswerCostLine'
import { DeleteConversationDialog } from './DeleteConversationDialog'
import { ExportMenu, ExportResult } from './ExportMenu'
import { ModelPicker } from './ModelPicker'
import { usePickerModels } from '../../queries/advice'
import { LongContextNotice } from '../advice/LongContextNotice'
import { RenameForm } from './RenameForm'
import { Dialog } from '../../components/Dialog'
import { CostHere } from '../imports/CostHere'
import { ImportedBadge } from '../imports/ImportedBadge'
import { SOURCE_NAMES } from '../../../../shared/domain/import-sources'
import { LabelsEditor } from '../projects/LabelsEditor'
import { formatCount } from '../../../../shared/i18n/format'
import { formatDecimal } from './numbers'
import { t } from '../../i18n'
import { shownTitle } from './shown-title'

interface Props {
  conversation: Conversation
  /** The messages shown (the live answer merged in), for the running total. */
  messages: readonly ChatMessage[]
  pickerRef: Ref<HTMLInputElement>
  optionsId: string
  optionsOpen: boolean
  onToggleOptions(): void
  /** An answer is running here (#36: no summary fork meanwhile). */
  busy?: boolean
}

/** Title (rename, delete), running total, model picker and the options toggle of an open conversation. */
export function ConversationHeader({ conversation, messages, pickerRef, optionsId, optionsOpen, onToggleOptions, busy = false }: Props) {
  const setLastModel = useChatStore((s) => s.setLastModel)
  const models = useModels()
  const pickerFacts = usePickerModels()
  const refreshModels = useRefreshModels()
  const updateParams = useUpdateParams()
  const rename = useRenameConversation()
  const exporting = useExportConversation(conversation.id)
  const [renaming, setRenaming] = useState(false)
  const [confirmDelete, setConfirmDelete] = useState(false)
  const [costOpen, setCostOpen] = useState(false)

  const params = conversation.params
  const modelsError = models.data?.error ?? (models.error ? appErrorOf(models.error) : null)

  return (
    <header className="chat-header">
      <div className="chat-title-row">
        {renaming ? (
          <RenameForm
            title={conversation.title}
            saving={rename.isPending}
            onCancel={() => setRenaming(false)}
            onSave={(title) => rename.mutate({ id: conversation.id, title }, { onSuccess: () => setRenaming(false) })}
          />
        ) : (
          <h2 id="chat-title" className="chat-title" title={shownTitle(conversation.title)}>
            <bdi>{shownTitle(conversation.title)}</bdi>
          </h2>
        )}
        {!renaming && (
          <div className="row chat-title-actions">
            {/* #34: answers imported from another app were not paid for here. */}
            <TotalCost messages={conversation.origin ? messages.filter((m) => !m.imported) : messages} label={t('chat.header.totalLabel')} prefix={`${t('chat.header.totalPrefix')} `} />
            <ExportMenu exporting={exporting} />
            <button type="button" className="btn-ghost btn-small" onClick={() => setRenaming(true)}>
              {t('chat.header.rename')}
            </button>
            <button type="button" className="btn-ghost btn-small btn-danger" onClick={() => setConfirmDelete(true)}>
              {t('chat.header.delete')}
            </button>
          </div>
        )}
      </div>
      {conversation.origin && (
        <p className="chat-origin small">
          <ImportedBadge origin={conversation.origin} />{' '}
          <button type="button" className="btn-link" onClick={() => setCostOpen(true)}>
            {t('chat.header.costHere')}
          </button>
        </p>
      )}
      <ExportResult exporting={exporting} />
      <LabelsEditor conversation={conversation} />
      <LongContextNotice conversation={conversation} messages={messages} busy={busy} />
      <div className="chat-controls">
        <ModelPicker
          ref={pickerRef}
          value={params.model}
          facts={pickerFacts.data?.models}
          models={models.data?.models ?? []}
          loading={models.isPending}
          error={modelsError}
          refreshing={refreshModels.isPending}
          onRefresh={() => refreshModels.mutate()}
          onChange={(next) => {
            setLastModel(next)
            updateParams.mutate({ id: conversation.id, params: { ...params, model: next } })
          }}
        />
        <button type="button" className="chat-options-toggle" aria-expanded={optionsOpen} aria-controls={optionsId} onClick={onToggleOptions}>
          {t('chat.header.options')} <span aria-hidden="true">{optionsOpen ? '▴' : '▾'}</span>
        </button>
      </div>
      {!optionsOpen && (params.systemPrompt || params.maxOutputTokens !== null || params.temperature !== null) && (
        <p className="chat-params-summary muted small">
          {[
            params.systemPrompt ? t('chat.header.systemPromptSet') : null,
            params.maxOutputTokens !== null ? t('chat.header.maxTokens', { count: formatCount(params.maxOutputTokens) }) : null,
            params.temperature !== null ? t('chat.header.temperature', { value: formatDecimal(params.temperature) }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      )}
      {updateParams.error && appErrorOf(updateParams.error) && <ErrorNotice error={appErrorOf(updateParams.error)!} title={t('chat.header.modelNotChanged')} />}
      {confirmDelete && <DeleteConversationDialog conversation={conversation} onClose={() => setConfirmDelete(false)} />}
      {costOpen && conversation.origin && (
        <Dialog title={t('chat.header.costHere')} onClose={() => setCostOpen(false)}>
          <CostHere target={{ conversationId: conversation.id }} label={t('chat.header.importedConversation', { source: SOURCE_NAMES[conversation.origin.source] })} />
          <div className="row dialog-actions">
            <button type="button" onClick={() => setCostOpen(false)} data-autofocus>
              {t('chat.close')}
            </button>
          </div>
        </Dialog>
      )}
    </header>
  )
}
