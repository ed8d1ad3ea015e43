import type { Batch, BatchCell } from '../../../../shared/domain/batches'
import { formatEstimate } from '../../../../shared/prices/answer-cost'
import { useBatchRow } from '../../queries/batches'
import { useLiveAnswers } from '../../queries/live-answers'
import { useChatStore } from '../../stores/chat'
import { useUi } from '../../stores/ui'

const count = new Intl.NumberFormat('en-US')

const STATE_TEXT: Record<BatchCell['state'], string> = { queued: 'Queued', running: 'Running', waiting: 'Retrying soon', done: 'Done', failed: 'Failed', stopped: 'Stopped', cancelled: 'Cancelled' }

/** A running cell's answer as it streams (its live answer; the row is read again once it ends). */
function LiveCellText({ requestId }: { requestId: string }) {
  const text = useLiveAnswers((live) => live[requestId]?.text.slice(0, 281) ?? '')
  if (!text) return null
  return (
    <p className="batch-answer" aria-busy="true">
      {text.slice(0, 280)}
      {text.length > 280 ? '…' : ''}
    </p>
  )
}

function Row({ batch, prompt }: { batch: Batch; prompt: number }) {
  const cells = batch.cells.filter((c) => c.prompt === prompt)
  const live = cells.some((c) => c.state === 'running' || c.state === 'waiting')
  const select = useChatStore((s) => s.select)
  const setView = useUi((s) => s.setView)
  const row = useBatchRow(cells[0]!.conversationId, cells.map((c) => `${c.state}${c.attempts}`).join(','))
  return (
    <tr>
      <th scope="row" className="batch-prompt">
        <span className="muted small">{prompt + 1}.</span> {batch.prompts[prompt]!.slice(0, 160)}
        {!live && (
          <button
            type="button"
            className="btn-link small batch-open-row"
            onClick={() => {
              select(cells[0]!.conversationId)
              setView('chat')
            }}
            title="Open this row as a compare run in Chat"
            aria-label={`Open as compare run: prompt ${prompt + 1}`}
          >
            Open as compare run
          </button>
        )}
      </th>
      {batch.models.map((model) => {
        const cell = cells.find((c) => c.model === model)!
        const answer = row.data?.messages.find((m) => m.id === cell.messageId)
        const streaming = cell.state === 'running' ? cell.requestId : null
        return (
          <td key={model} className={`batch-cell batch-cell-${cell.state}`}>
            <span className="batch-state small">{STATE_TEXT[cell.state]}</span>
            {streaming ? <LiveCellText requestId={streaming} /> : answer?.content && <p className="batch-answer">{answer.content.slice(0, 280)}{answer.content.length > 280 ? '…' : ''}</p>}
            {answer?.error && cell.state === 'failed' && <p className="batch-error small">{answer.error.message}</p>}
            <span className="muted small batch-figures">
              {/* #33: the answer's one record: its tokens, counted here unless the service reported them. */}
              {answer?.cost ? `${count.format(answer.cost.outputTokens)} tokens${answer.cost.source === 'counted' ? ' (counted here)' : ''}` : ''}
              {answer?.metrics?.outputTokensPerSec ? ` · ${answer.metrics.outputTokensPerSec.toFixed(0)} tok/s` : ''}
              {cell.cost ? ` · ≈ ${formatEstimate(cell.cost)}` : cell.state === 'done' ? ' · cost —' : ''}
            </span>
          </td>
        )
      })}
    </tr>
  )
}

/** #27: the results grid: a row per prompt, a column per model. */
export function BatchGrid({ batch }: { batch: Batch }) {
  return (
    <div className="batch-grid-scroll" role="region" aria-label="Batch results" tabIndex={0}>
      <table className="batch-grid">
        <thead>
          <tr>
            <th scope="col">Prompt</th>
            {batch.models.map((m) => (
              <th key={m} scope="col" className="mono">
                {m}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {batch.prompts.map((_, p) => (
            <Row key={p} batch={batch} prompt={p} />
          ))}
        </tbody>
      </table>
    </div>
  )
}
