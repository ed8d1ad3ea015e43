import { formatEstimate } from '../../../../shared/prices/answer-cost'
import { useInputEstimate } from '../../queries/compare'

/** One attached file: its name, tokens and estimated input cost (unknown is "—"), and Remove. */
export function AttachmentChip({ name, fenced, model, onRemove }: { name: string; fenced: string; model: string | undefined; onRemove(): void }) {
  const estimate = useInputEstimate(fenced, model ?? '')
  const e = estimate.data
  return (
    <li className="attachment-chip">
      <span className="mono attachment-name">{name}</span>
      <span className="muted small">
        {e ? `${e.tokens.toLocaleString('en-US')} tokens · ${e.cost === null ? '— (no price estimate yet)' : `≈ ${formatEstimate(e.cost)}`}` : model ? 'counting tokens…' : 'pick a model to count tokens'}
      </span>
      <button type="button" className="btn-ghost btn-small" onClick={onRemove} aria-label={`Remove ${name}`}>
        ×
      </button>
    </li>
  )
}
