import { formatEstimate } from '../../../../shared/prices/answer-cost'
import { useInputEstimate } from '../../queries/compare'
import { t } from '../../i18n'
import { formatCount } from '../../../../shared/i18n/format'

/** One attached file: its name, tokens and estimated input cost (unknown is "—"), and Remove. */
export function AttachmentChip({ name, fenced, model, onRemove }: { name: string; fenced: string; model: string | undefined; onRemove(): void }) {
  const estimate = useInputEstimate(fenced, model ?? '')
  const e = estimate.data
  return (
    <li className="attachment-chip">
      <span className="mono attachment-name">{name}</span>
      <span className="muted small">
        {e
          ? `${t('attachments.tokens', { count: formatCount(e.tokens) })} · ${e.cost === null ? t('attachments.noPrice') : `≈ ${formatEstimate(e.cost)}`}`
          : model
            ? t('attachments.counting')
            : t('attachments.pickModel')}
      </span>
      <button type="button" className="btn-ghost btn-small" onClick={onRemove} aria-label={t('attachments.remove', { name })}>
        ×
      </button>
    </li>
  )
}
