import { useState } from 'react'
import { Dialog } from '../../../components/Dialog'
import { ErrorNotice } from '../../../components/ErrorNotice'
import { appErrorOf } from '../../../queries/errors'
import { useModelStats } from '../../../queries/compare'
import { AccuracyCell } from '../AccuracyCell'

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 0 })

function ms(value: number | null): string {
  if (value === null) return '—'
  return value < 1000 ? `${whole.format(value)} ms` : `${oneDecimal.format(value / 1000)} s`
}

/** Per model over the user's own answers: median time to first token and tokens/s, answers, incomplete share. */
export function ModelStatsTable() {
  const stats = useModelStats()
  if (stats.isPending) return <p className="muted small">Reading your answers…</p>
  if (stats.isError) {
    const error = appErrorOf(stats.error)
    return error ? <ErrorNotice error={error} title="Could not read the model stats" /> : <p role="alert">{String(stats.error)}</p>
  }
  if (stats.data.length === 0) return <p className="muted small">No answers yet: the figures appear once you have chatted with a model.</p>
  return (
    <table className="model-stats-table">
      <caption className="sr-only">Model stats over your own answers</caption>
      <thead>
        <tr>
          <th scope="col">Model</th>
          <th scope="col" className="num" title="Median time from sending to the first text">
            Median TTFT
          </th>
          <th scope="col" className="num" title="Median output tokens per second, from the first to the last text">
            Median tokens/s
          </th>
          <th scope="col" className="num">
            Answers
          </th>
          <th scope="col" className="num" title="Answers whose stream ended before the service said it was finished">
            Incomplete
          </th>
          <th scope="col" className="num" title="Estimate accuracy: median relative error of the cost estimates against the bill, on days only this app used the model">
            Accuracy
          </th>
        </tr>
      </thead>
      <tbody>
        {stats.data.map((s) => (
          <tr key={s.model}>
            <th scope="row" className="mono">
              {s.model}
            </th>
            <td className="num">{ms(s.medianTtftMs)}</td>
            <td className="num">{s.medianTokensPerSec === null ? '—' : oneDecimal.format(s.medianTokensPerSec)}</td>
            <td className="num">{whole.format(s.answers)}</td>
            <td className="num">{percent.format(s.incompleteShare)}</td>
            <AccuracyCell model={s.model} />
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function ModelStatsButton() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="btn-small chat-side-action" onClick={() => setOpen(true)}>
        Model stats
      </button>
      {open && (
        <Dialog title="Model stats" onClose={() => setOpen(false)}>
          <p className="muted small">Measured by Tokentally on your own answers (single chats and compare runs). A dash: not measured yet.</p>
          <ModelStatsTable />
          <div className="row">
            <button type="button" onClick={() => setOpen(false)} data-autofocus>
              Close
            </button>
          </div>
        </Dialog>
      )}
    </>
  )
}
