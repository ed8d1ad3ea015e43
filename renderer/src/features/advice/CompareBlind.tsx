import { useState } from 'react'
import type { RunPlan } from '../../../../shared/domain/preflight'
import { ErrorNotice } from '../../components/ErrorNotice'
import { useStartBatch } from '../../queries/batches'
import { appErrorOf } from '../../queries/errors'
import { useBatchFocus } from '../../stores/batch-focus'
import { useUi } from '../../stores/ui'
import { usePreflight } from '../guard/usePreflight'
import { t } from '../../i18n'

/** A compare answer is held to this many output tokens (enough to judge, cheap to run). */
export const COMPARE_MAX_OUTPUT_TOKENS = 800

/**
 * #36: one click that starts a blind compare batch of `model` against `against` on the user's own recent
 * prompts (main's preflight asks first, as for any run), then shows the batch: each row is voted on blind.
 */
export function CompareBlind({ model, against, prompts }: { model: string; against: string; prompts: readonly string[] }) {
  const start = useStartBatch()
  const preflight = usePreflight()
  const setView = useUi((s) => s.setView)
  const show = useBatchFocus((s) => s.show)
  const [busy, setBusy] = useState(false)
  const error = start.error ? appErrorOf(start.error) : null
  if (prompts.length === 0) return <span className="muted small">{t('advice.chatFirst')}</span>
  const models = [model, against]
  const plan: RunPlan = { kind: 'batch', prompts: [...prompts], models, maxOutputTokens: COMPARE_MAX_OUTPUT_TOKENS }
  const go = async () => {
    setBusy(true)
    try {
      const started = await preflight.run(plan, 'batch', (confirmed) =>
        start.mutateAsync({ title: t('advice.compareTitle', { model, against }), prompts: [...prompts], models, maxOutputTokens: COMPARE_MAX_OUTPUT_TOKENS, confirmed, blind: true }).then(
          (b) => ({ ok: true as const, id: b.id }),
          (err: unknown) => ({ ok: false as const, ...(appErrorOf(err) ? { error: appErrorOf(err)! } : {}) }),
        ),
      )
      if (started?.ok) {
        show(started.id)
        setView('batches')
      }
    } finally {
      setBusy(false)
    }
  }
  return (
    <>
      <button type="button" className="btn-small whatif-compare" onClick={() => void go()} disabled={busy} aria-label={t('advice.compareLabel', { count: prompts.length, model, against })}>
        {busy ? t('advice.starting') : t('advice.compare', { count: prompts.length })}
      </button>
      {error && <ErrorNotice error={error} title={t('advice.compareFailed')} />}
      {preflight.dialog}
    </>
  )
}
