import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import type { AppError } from '../../../../../shared/domain/errors'
import { ErrorNotice } from '../../../components/ErrorNotice'
import { appErrorOf } from '../../../queries/errors'
import { loadedConversations, useConversationList, useModels } from '../../../queries/chat'
import { startCompare } from '../../../queries/answers'
import { COMPARE_DRAFT, useChatStore } from '../../../stores/chat'
import { Composer } from '../Composer'
import { CompareModelPicker, MAX_COMPARE, MIN_COMPARE } from './CompareModelPicker'
import { ComparePreview } from './ComparePreview'
import { usePreflight } from '../../guard/usePreflight'
import { useDebounced } from '../../../components/useDebounced'
import type { RunPlan } from '../../../../../shared/domain/preflight'
import './compare.css'
import { BlindSwitch } from './BlindSwitch'
import { useBlind } from '../../../stores/blind'
import { t } from '../../../i18n'

/** Models of the user's conversations, most recently used first. */
function recentModels(summaries: ReadonlyArray<{ model: string; updatedAt: string }>): string[] {
  const seen: string[] = []
  for (const c of [...summaries].sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : -1))) if (!seen.includes(c.model)) seen.push(c.model)
  return seen
}

/** Compare mode: pick 2–4 models and send them one prompt; the answers stream side by side. */
export function CompareSetup({ initialModels }: { initialModels: string[] }) {
  const client = useQueryClient()
  const models = useModels()
  const conversations = useConversationList()
  const close = useChatStore((s) => s.closeCompareSetup)
  const select = useChatStore((s) => s.select)
  const clearDraft = useChatStore((s) => s.clearDraft)
  const prompt = useChatStore((s) => s.drafts[COMPARE_DRAFT] ?? '')
  const [picked, setPicked] = useState<string[]>(initialModels.slice(0, MAX_COMPARE))
  const [error, setError] = useState<AppError | null>(null)
  const [maxTokens, setMaxTokens] = useState('')
  const limit = /^\d+$/.test(maxTokens.trim()) && Number(maxTokens) > 0 ? Math.min(Number(maxTokens), 1_000_000) : null
  const recent = useMemo(() => recentModels(loadedConversations(conversations.data)), [conversations.data])
  const modelsError = models.data?.error ?? (models.error ? appErrorOf(models.error) : null)
  const enough = picked.length >= MIN_COMPARE

  const params = { model: picked[0] ?? '', systemPrompt: '', maxOutputTokens: limit, temperature: null }
  // #33: the one preflight and its dialog before the columns start (blind or not: the same requests).
  const preflight = usePreflight()
  const settledPrompt = useDebounced(prompt, 300)
  const previewPlan: RunPlan | null = enough && settledPrompt.trim() ? { kind: 'compare', prompt: settledPrompt, models: picked, params } : null

  const send = async (text: string): Promise<boolean> => {
    setError(null)
    // #39: blind is chosen here, for this run, and kept with it.
    const blind = useBlind.getState().blind
    const outcome = await preflight.run({ kind: 'compare', prompt: text, models: picked, params }, 'compare', (confirmed) => startCompare(client, { prompt: text, models: picked, params, confirmed, blind }))
    if (outcome === null) return false
    if (!outcome.ok) {
      setError(outcome.error)
      return false
    }
    clearDraft(COMPARE_DRAFT, text)
    select(outcome.conversationId)
    return true
  }

  return (
    <section className="chat-pane compare-setup" aria-labelledby="compare-setup-title">
      <header className="chat-header">
        <div className="chat-title-row">
          <h2 id="compare-setup-title" className="chat-title">
            {t('chat.list.compare')}
          </h2>
          <div className="row">
            <BlindSwitch />
            <button type="button" className="btn-ghost btn-small" onClick={close}>
              {t('chat.cancel')}
            </button>
          </div>
        </div>
        <p className="muted small compare-sub">{t('compare.setup.sub')}</p>
      </header>
      <div className="compare-setup-body">
        <CompareModelPicker models={models.data?.models ?? []} recent={recent} picked={picked} onChange={setPicked} loading={models.isPending} />
        {modelsError && <ErrorNotice error={modelsError} title={t('compare.setup.modelsFailed')} />}
        <label className="compare-limit small">
          {t('compare.setup.maxTokens')}
          <input type="number" min={1} inputMode="numeric" placeholder={t('compare.setup.modelDefault')} value={maxTokens} onChange={(e) => setMaxTokens(e.target.value)} />
        </label>
        <ComparePreview plan={previewPlan} />
        {error && <ErrorNotice error={error} title={t('compare.setup.failed')} />}
      </div>
      <Composer draftKey={COMPARE_DRAFT} streaming={false} onStop={() => undefined} onSend={send} disabled={!enough} disabledReason={t('compare.setup.pickModels')} />
      {preflight.dialog}
    </section>
  )
}
