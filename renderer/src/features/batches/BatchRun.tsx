import { useEffect, useState } from 'react'
import { formatEstimate } from '../../../../shared/prices/answer-cost'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
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
    const t = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(t)
  }, [live])
  if (query.isError) return appErrorOf(query.error) ? <ErrorNotice error={appErrorOf(query.error)!} title="Could not load the batch" /> : null
  if (!batch) return <p className="muted">Loading the batch…</p>
  const p = batchProgress(batch, now)
  const failure = [pause.error, resume.error, cancel.error, exporter.error].map((e) => (e ? appErrorOf(e) : null)).find((e) => e) ?? null

  return (
    <section className="panel batch-run" aria-labelledby="batch-run-title">
      <div className="panel-header">
        <h3 id="batch-run-title">{batch.title}</h3>
        <div className="row">
          {batch.status === 'running' && (
            <button type="button" onClick={() => pause.mutate(id)}>
              Pause
            </button>
          )}
          {batch.status === 'paused' && (
            <button type="button" onClick={() => resume.mutate(id)}>
              Resume
            </button>
          )}
          {live && (
            <button type="button" className="btn-danger" onClick={() => cancel.mutate(id)} disabled={cancel.isPending}>
              Cancel batch
            </button>
          )}
          <button type="button" onClick={() => exporter.mutate({ id, format: 'csv' })}>
            Export CSV
          </button>
          <button type="button" onClick={() => exporter.mutate({ id, format: 'markdown' })}>
            Export Markdown
          </button>
        </div>
      </div>
      <div className="batch-progress">
        <div className="batch-bar" role="progressbar" aria-label="Batch progress" aria-valuemin={0} aria-valuemax={p.total} aria-valuenow={p.settled} aria-valuetext={`${p.done} of ${p.total} answers done`}>
          <div className="batch-bar-fill" style={{ width: `${p.total ? (p.settled / p.total) * 100 : 0}%` }} />
        </div>
        <p className="batch-figures-line small" aria-live="polite">
          <strong>
            {p.done} / {p.total} done
          </strong>
          {p.failed > 0 && ` · ${p.failed} failed`} · {batch.status === 'paused' ? 'paused' : batch.status === 'cancelled' ? 'cancelled' : batch.status === 'done' ? 'finished' : 'running'} · elapsed {durationText(p.elapsedMs)}
          {p.etaMs !== null && ` · about ${durationText(p.etaMs)} left`} · cost so far {p.costSoFar === null ? '—' : `≈ ${formatEstimate(p.costSoFar)}`}
        </p>
      </div>
      <p className="small muted batch-export-result" role="status">
        {exporter.data ? (exporter.data.saved ? `Saved to ${exporter.data.path}` : 'Export cancelled') : null}
      </p>
      {failure && <ErrorNotice error={failure} title="That did not work" />}
      <BatchGrid batch={batch} />
    </section>
  )
}
