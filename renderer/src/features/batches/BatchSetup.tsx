import { useCallback, useMemo, useState } from 'react'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../ipc'
import { useModels } from '../../queries/chat'
import { usePrompts } from '../../queries/prompts'
import { useBatchEstimate, useFetchBatchEstimate, useStartBatch } from '../../queries/batches'
import type { BatchEstimate } from '../../../../shared/domain/batches'
import { formatEstimate } from '../../../../shared/prices/answer-cost'
import { BatchCostDialog } from './BatchCostDialog'
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
  const estimate = useBatchEstimate({ prompts: bodies, models: modelsPicked, maxOutputTokens })
  const e = cells > 0 ? estimate.data : undefined
  const fetchEstimate = useFetchBatchEstimate()
  const args = { prompts: bodies, models: modelsPicked, maxOutputTokens }
  const [asking, setAsking] = useState<{ estimate: BatchEstimate; args: typeof args } | null>(null)
  const [checking, setChecking] = useState(false)
  const run = (a: typeof args) => start.mutate(a, { onSuccess: (b) => onStarted(b.id) })
  // The spend guard's pre-send check: above its threshold the start asks first; an estimate that
  // cannot be read blocks nothing (as in the composer).
  const startChecked = async () => {
    setChecking(true)
    let checked: BatchEstimate | null
    try {
      checked = await fetchEstimate(args)
    } catch {
      checked = null
    } finally {
      setChecking(false)
    }
    if (checked?.ask) setAsking({ estimate: checked, args })
    else run(args)
  }

  return (
    <section className="panel batch-setup" aria-labelledby="batch-setup-title">
      <h3 id="batch-setup-title">New batch</h3>
      <div className="batch-setup-grid">
        <fieldset>
          <legend>Saved prompts ({picked.length}/50)</legend>
          {saved.length === 0 ? (
            <p className="muted small">No saved prompts yet: add some in the prompt library (the Prompts button under a chat's message box).</p>
          ) : (
            <ul className="batch-pick-list">
              {saved.map((p) => (
                <li key={p.id}>
                  <label>
                    <input type="checkbox" checked={picked.includes(p.id)} onChange={() => setPicked((l) => toggle(l, p.id, 50))} disabled={!picked.includes(p.id) && picked.length >= 50} /> {p.title}
                  </label>
                </li>
              ))}
            </ul>
          )}
        </fieldset>
        <fieldset>
          <legend>Models ({modelsPicked.length}/4)</legend>
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
          Max output tokens per answer <input type="number" min={1} value={maxTokens} onChange={(e) => setMaxTokens(e.target.value)} />
        </label>
        <span className="muted small">
          {cells} {cells === 1 ? 'answer' : 'answers'}
        </span>
        <span className="batch-estimate small" title="Input counted exactly; output from each model's typical answer in your usage history">
          {e ? (e.total === null ? 'Estimated total: — (no price estimate yet)' : `Estimated total ≈ ${formatEstimate(e.total)}${e.complete ? '' : ' (some models without an estimate)'}`) : null}
        </span>
        <button
          type="button"
          className="btn-primary"
          disabled={cells === 0 || blocked || start.isPending || checking}
          onClick={() => void startChecked()}
        >
          Start batch
        </button>
      </div>
      {error && <ErrorNotice error={error} title="The batch did not start" />}
      {asking && (
        <BatchCostDialog
          estimate={asking.estimate}
          cells={asking.args.prompts.length * asking.args.models.length}
          onAnswer={(go) => {
            setAsking(null)
            if (go) run(asking.args)
          }}
        />
      )}
    </section>
  )
}
