import { useId, useState } from 'react'
import type { ChatParams } from '../../../../shared/domain/conversation'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useUpdateParams } from '../../queries/chat'
import { t } from '../../i18n'
import { tRich } from '../../components/rich-message'

interface Form {
  systemPrompt: string
  maxOutputTokens: string
  temperature: string
}

function formOf(params: ChatParams): Form {
  return {
    systemPrompt: params.systemPrompt,
    maxOutputTokens: params.maxOutputTokens === null ? '' : String(params.maxOutputTokens),
    temperature: params.temperature === null ? '' : String(params.temperature),
  }
}

type Parsed = { ok: true; params: ChatParams } | { ok: false; field: 'maxOutputTokens' | 'temperature'; message: string }

export function parseOptions(form: Form, base: ChatParams): Parsed {
  const max = form.maxOutputTokens.trim()
  const temp = form.temperature.trim()
  let maxOutputTokens: number | null = null
  let temperature: number | null = null
  if (max) {
    const n = Number(max)
    if (!Number.isInteger(n) || n < 1 || n > 1_000_000) return { ok: false, field: 'maxOutputTokens', message: t('chat.options.maxInvalid') }
    maxOutputTokens = n
  }
  if (temp) {
    const n = Number(temp)
    if (!Number.isFinite(n) || n < 0 || n > 2) return { ok: false, field: 'temperature', message: t('chat.options.temperatureInvalid') }
    temperature = n
  }
  return { ok: true, params: { ...base, systemPrompt: form.systemPrompt, maxOutputTokens, temperature } }
}

/** Per-conversation settings, saved with `conversations.updateParams`. */
export function OptionsPanel({ conversationId, params, id }: { conversationId: string; params: ChatParams; id: string }) {
  const fieldId = useId()
  const [form, setForm] = useState<Form>(() => formOf(params))
  const [saved, setSaved] = useState(false)
  const update = useUpdateParams()
  const parsed = parseOptions(form, params)
  const initial = formOf(params)
  const dirty = form.systemPrompt !== initial.systemPrompt || form.maxOutputTokens.trim() !== initial.maxOutputTokens || form.temperature.trim() !== initial.temperature
  const error = update.error ? appErrorOf(update.error) : null

  const set = (patch: Partial<Form>) => {
    setForm((f) => ({ ...f, ...patch }))
    setSaved(false)
  }

  return (
    <form
      id={id}
      className="chat-options"
      aria-label={t('chat.options.label')}
      onSubmit={(event) => {
        event.preventDefault()
        if (!parsed.ok || !dirty) return
        update.mutate({ id: conversationId, params: parsed.params }, { onSuccess: () => setSaved(true) })
      }}
    >
      <label className="field chat-options-system">
        <span>{t('chat.options.systemPrompt')}</span>
        <textarea rows={3} value={form.systemPrompt} placeholder={t('chat.options.systemPromptPlaceholder')} onChange={(e) => set({ systemPrompt: e.target.value })} />
      </label>
      <div className="chat-options-row">
        <label className="field">
          <span>{t('chat.options.maxTokens')}</span>
          <input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            placeholder={t('chat.options.noLimit')}
            value={form.maxOutputTokens}
            aria-invalid={!parsed.ok && parsed.field === 'maxOutputTokens'}
            aria-describedby={`${fieldId}-max`}
            onChange={(e) => set({ maxOutputTokens: e.target.value })}
          />
          <span id={`${fieldId}-max`} className={!parsed.ok && parsed.field === 'maxOutputTokens' ? 'field-error' : 'field-hint'}>
            {!parsed.ok && parsed.field === 'maxOutputTokens' ? parsed.message : tRich('chat.options.maxHint', { field: <span className="mono">max_completion_tokens</span> })}
          </span>
        </label>
        <label className="field">
          <span>{t('chat.options.temperature')}</span>
          <input
            type="number"
            inputMode="decimal"
            min={0}
            max={2}
            step={0.1}
            placeholder={t('chat.options.default')}
            value={form.temperature}
            aria-invalid={!parsed.ok && parsed.field === 'temperature'}
            aria-describedby={`${fieldId}-temp`}
            onChange={(e) => set({ temperature: e.target.value })}
          />
          <span id={`${fieldId}-temp`} className={!parsed.ok && parsed.field === 'temperature' ? 'field-error' : 'field-hint'}>
            {!parsed.ok && parsed.field === 'temperature' ? parsed.message : t('chat.options.temperatureHint')}
          </span>
        </label>
      </div>
      {error && <ErrorNotice error={error} title={t('chat.options.notSaved')} />}
      <div className="row">
        <button type="submit" className="btn-primary" disabled={!dirty || !parsed.ok || update.isPending}>
          {update.isPending ? t('chat.options.saving') : t('chat.options.save')}
        </button>
        {dirty && (
          <button type="button" onClick={() => setForm(initial)}>
            {t('chat.options.discard')}
          </button>
        )}
        {saved && !dirty && (
          <span className="muted small" role="status">
            {t('chat.options.saved')}
          </span>
        )}
      </div>
    </form>
  )
}
