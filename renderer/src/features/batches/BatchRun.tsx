import { useEffect, useState } from 'react'
import { formatEstimate } from '../../../../shared/prices/answer-cost'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { t } from '../../i18n'
import { tRich } from '../../components/rich-message'
import { formatCount } from '../../../../shared/i18n/format'
import { useBatch, useCancelBatch, useExportBatch, usePauseBatch, useResumeBatch } from '../../queries/batches'
import { BatchGrid } from './BatchGrid'
import { batchProgress, durationText } from './progress'

/** #27: one batch: progress (done / total, elapsed, ETA, cost so far), pause / resume / cancel, exports, the grid. */
export function BatchRun({ id }: { id: string }) {
  const query = useBatch(id)
  const pause = usePauseBatch()
  const resume = useResumeBatch()
  const cancel = useCancelBatch()
  const exporter = useExportBatch()
  const [now, setNow] = useState(() => Date.now())
  const batch = query.data
  const live = batch?.status === 'running' || batch?.status === 'paused'
  useEffect(() => {
    if (!live) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [live])
  if (query.isError) return appErrorOf(query.error) ? <ErrorNotice error={appErrorOf(query.error)!} title={t('batches.loadFailed')} /> : null
  if (!batch) return <p className="muted">{t('batches.loading')}</p>
  const p = batchProgress(batch, now)
  const failure = [pause.error, resume.error, cancel.error, exporter.error].map((e) => (e ? appErrorOf(e) : null)).find((e) => e) ?? null

  return (
    <section className="panel batch-run" aria-labelledby="batch-run-title">
      <div className="panel-header">
        <h3 id="batch-run-title" className="user-data" dir="auto">{batch.title}</h3>
        <div className="row">
          {batch.status === 'running' && (
            <button type="button" onClick={() => pause.mutate(id)}>
              {t('batches.pause')}
            </button>
          )}
          {batch.status === 'paused' && (
            <button type="button" onClick={() => resume.mutate(id)}>
              {t('batches.resume')}
            </button>
          )}
          {live && (
            <button type="button" className="btn-danger" onClick={() => cancel.mutate(id)} disabled={cancel.isPending}>
              {t('batches.cancel')}
            </button>
          )}
          <button type="button" onClick={() => exporter.mutate({ id, format: 'csv' })}>
            {t('batches.exportCsv')}
          </button>
          <button type="button" onClick={() => exporter.mutate({ id, format: 'markdown' })}>
            {t('batches.exportMarkdown')}
          </button>
        </div>
      </div>
      <div className="batch-progress">
        <div className="batch-bar" role="progressbar" aria-label={t('batches.progress')} aria-valuemin={0} aria-valuemax={p.total} aria-valuenow={p.settled} aria-valuetext={t('batches.progressText', { done: formatCount(p.done), total: formatCount(p.total) })}>
          <div className="batch-bar-fill" style={{ width: `${p.total ? (p.settled / p.total) * 100 : 0}%` }} />
        </div>
        <p className="batch-figures-line small" aria-live="polite">
          <strong>{t('batches.doneOf', { done: formatCount(p.done), total: formatCount(p.total) })}</strong>
          {p.failed > 0 && ` · ${t('batches.failedCount', { count: p.failed, failed: formatCount(p.failed) })}`} · {t(`batches.run.${batch.status}`)} ·{' '}
          {t('batches.elapsed', { time: durationText(p.elapsedMs) })}
          {p.etaMs !== null && ` · ${t('batches.left', { time: durationText(p.etaMs) })}`} · {tRich('batches.costSoFar', { cost: p.costSoFar === null ? '—' : <bdi dir="ltr">≈ {formatEstimate(p.costSoFar)}</bdi> })}
        </p>
      </div>
      <p className="small muted batch-export-result" role="status">
        {exporter.data ? (exporter.data.saved ? tRich('batches.savedTo', { path: <bdi className="mono">{exporter.data.path}</bdi> }) : t('batches.exportCancelled')) : null}
      </p>
      {failure && <ErrorNotice error={failure} title={t('batches.actionFailed')} />}
      <BatchGrid batch={batch} />
    </section>
  )
}
