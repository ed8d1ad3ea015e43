import type { Batch, BatchCell } from '../../../../shared/domain/batches'
import { formatEstimate } from '../../../../shared/prices/answer-cost'
import { useBatchRow } from '../../queries/batches'
import { useLiveAnswers } from '../../queries/live-answers'
import { useChatStore } from '../../stores/chat'
import { useUi } from '../../stores/ui'
import { formatCount } from '../../../../shared/i18n/format'
import { t } from '../../i18n'
import { errorText } from '../../components/error-text'

const stateText = (state: BatchCell['state']) => t(`batches.state.${state}`)

/** An answer's tokens (counted here unless the service reported them), speed and estimate, in the shown language. */
function figures(cost: { outputTokens: number; source: string } | null | undefined, speed: number | null | undefined, estimate: string | null, done: boolean): string {
  const parts: string[] = []
  if (cost) parts.push(t(cost.source === 'counted' ? 'batches.tokensCounted' : 'batches.tokens', { count: cost.outputTokens, tokens: formatCount(cost.outputTokens) }))
  if (speed) parts.push(t('batches.speed', { speed: formatCount(Math.round(speed)) }))
  // An estimate reads left to right in every language (≈ before the amount): isolated (LRI … PDI) in the one text.
  if (estimate) parts.push(`\u2066≈ ${formatEstimate(estimate)}\u2069`)
  else if (done) parts.push(t('batches.costUnknown'))
  return parts.map((part, i) => (i === 0 && cost ? part : ` · ${part}`)).join('')
}

/** A running cell's answer as it streams (its live answer; the row is read again once it ends). */
function LiveCellText({ requestId }: { requestId: string }) {
  const text = useLiveAnswers((live) => live[requestId]?.text.slice(0, 281) ?? '')
  if (!text) return null
  return (
    <p className="batch-answer user-data" dir="auto" aria-busy="true">
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
        <span className="muted small">{formatCount(prompt + 1)}.</span> <bdi className="user-data">{batch.prompts[prompt]!.slice(0, 160)}</bdi>
        {!live && (
          <button
            type="button"
            className="btn-link small batch-open-row"
            onClick={() => {
              select(cells[0]!.conversationId)
              setView('chat')
            }}
            title={t('batches.openRowHint')}
            aria-label={t('batches.openRowLabel', { number: prompt + 1 })}
          >
            {t('batches.openRow')}
          </button>
        )}
      </th>
      {batch.models.map((model) => {
        const cell = cells.find((c) => c.model === model)!
        const answer = row.data?.messages.find((m) => m.id === cell.messageId)
        const streaming = cell.state === 'running' ? cell.requestId : null
        return (
          <td key={model} className={`batch-cell batch-cell-${cell.state}`}>
            <span className="batch-state small">{stateText(cell.state)}</span>
            {streaming ? <LiveCellText requestId={streaming} /> : answer?.content && <p className="batch-answer user-data" dir="auto">{answer.content.slice(0, 280)}{answer.content.length > 280 ? '…' : ''}</p>}
            {answer?.error && cell.state === 'failed' && <p className="batch-error small notice-message">{errorText(answer.error)}</p>}
            <span className="muted small batch-figures">
              {/* #33: the answer's one record: its tokens, counted here unless the service reported them. */}
              {figures(answer?.cost, answer?.metrics?.outputTokensPerSec, cell.cost, cell.state === 'done')}
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
    <div className="batch-grid-scroll" role="region" aria-label={t('batches.results')} tabIndex={0}>
      <table className="batch-grid">
        <thead>
          <tr>
            <th scope="col">{t('batches.prompt')}</th>
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
