import { useCallback, useMemo, useState } from 'react'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { t } from '../../i18n'
import { useModels } from '../../queries/chat'
import { usePrompts } from '../../queries/prompts'
import { useStartBatch } from '../../queries/batches'
import type { RunPlan } from '../../../../shared/domain/preflight'
import { SendPreview } from '../guard/SendPreview'
import { usePreflight } from '../guard/usePreflight'
import { BatchVariables } from './BatchVariables'
import type { BatchPrompts } from '../../../../shared/prompts/batch-variables'

/** #27: pick 1–50 saved prompts and 1–4 models, then start them as one batch. */
export function BatchSetup({ onStarted }: { onStarted(id: string): void }) {
  const prompts = usePrompts('', null)
  const models = useModels()
  const start = useStartBatch()
  const [picked, setPicked] = useState<string[]>([])
  const [modelsPicked, setModelsPicked] = useState<string[]>([])
  const [maxTokens, setMaxTokens] = useState('400')
  const saved = useMemo(() => (prompts.data?.prompts ?? []).filter((p) => p.kind === 'prompt'), [prompts.data])
  const available = (models.data?.models ?? []).map((m) => m.id)
  const toggle = (list: string[], id: string, max: number) => (list.includes(id) ? list.filter((x) => x !== id) : list.length < max ? [...list, id] : list)
  // #39: the picked prompts' {{variables}}, filled before the batch starts (null: none to fill).
  const [filled, setFilled] = useState<BatchPrompts | null>(null)
  const onFilled = useCallback((next: BatchPrompts | null) => setFilled(next), [])
  const error = start.error ? appErrorOf(start.error) : null
  const limit = Number.parseInt(maxTokens, 10)
  const maxOutputTokens = Number.isFinite(limit) && limit > 0 ? limit : null
  const templates = useMemo(() => picked.map((id) => saved.find((p) => p.id === id)?.body).filter((b): b is string => b !== undefined), [picked, saved])
  const blocked = filled !== null && filled.problems.length > 0
  const bodies = filled === null ? templates : blocked ? [] : filled.prompts
  const cells = bodies.length * modelsPicked.length
  const plan: RunPlan | null = cells > 0 ? { kind: 'batch', prompts: bodies, models: modelsPicked, maxOutputTokens } : null
  // #33: the one preflight and its dialog, as for a message (the batch's requests as they will be sent).
  const preflight = usePreflight()
  const [checking, setChecking] = useState(false)
  const startChecked = async () => {
    if (!plan || plan.kind !== 'batch') return
    setChecking(true)
    try {
      const started = await preflight.run(plan, 'batch', (confirmed) =>
        start.mutateAsync({ prompts: plan.prompts, models: plan.models, maxOutputTokens: plan.maxOutputTokens, confirmed }).then(
          (b) => ({ ok: true as const, id: b.id }),
          (err: unknown) => ({ ok: false as const, ...(appErrorOf(err) ? { error: appErrorOf(err)! } : {}) }),
        ),
      )
      if (started?.ok) onStarted(started.id)
    } finally {
      setChecking(false)
    }
  }

  return (
    <section className="panel batch-setup" aria-labelledby="batch-setup-title">
      <h3 id="batch-setup-title">{t('batches.new')}</h3>
      <div className="batch-setup-grid">
        <fieldset>
          <legend>{t('batches.savedPrompts', { count: picked.length })}</legend>
          {saved.length === 0 ? (
            <p className="muted small">{t('batches.noPrompts')}</p>
          ) : (
            <ul className="batch-pick-list">
              {saved.map((p) => (
                <li key={p.id}>
                  <label>
                    <input type="checkbox" checked={picked.includes(p.id)} onChange={() => setPicked((l) => toggle(l, p.id, 50))} disabled={!picked.includes(p.id) && picked.length >= 50} /> <bdi className="user-data">{p.title}</bdi>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <fieldset>
          <legend>{t('batches.models', { count: modelsPicked.length })}</legend>
          <ul className="batch-pick-list">
            {available.map((m) => (
              <li key={m}>
                <label className="mono">
                  <input type="checkbox" checked={modelsPicked.includes(m)} onChange={() => setModelsPicked((l) => toggle(l, m, 4))} disabled={!modelsPicked.includes(m) && modelsPicked.length >= 4} /> {m}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      </div>
      <BatchVariables templates={templates} onChange={onFilled} />
      <div className="row batch-setup-foot">
        <label>
          {t('batches.maxTokens')} <input type="number" min={1} value={maxTokens} onChange={(e) => setMaxTokens(e.target.value)} />
        </label>
        <span className="muted small">
          {t('batches.answers', { count: cells })}
        </span>
        <span className="batch-estimate small">
          <SendPreview plan={plan} kind="batch" />
        </span>
        <button
          type="button"
          className="btn-primary"
          disabled={cells === 0 || blocked || start.isPending || checking}
          onClick={() => void startChecked()}
        >
          {t('batches.start')}
        </button>
      </div>
      {error && <ErrorNotice error={error} title={t('batches.startFailed')} />}
      {preflight.dialog}
    </section>
  )
}
