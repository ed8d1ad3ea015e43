import type { BatchEstimate } from '../../../../shared/domain/batches'
import { formatEstimate } from '../../../../shared/prices/answer-cost'
import { formatMoney } from '../../../../shared/money'
import { Dialog } from '../../components/Dialog'

/** The spend guard's pre-send check for a batch: its estimated total against the threshold. Enter starts, Escape keeps the setup. */
export function BatchCostDialog({ estimate: e, cells, onAnswer }: { estimate: BatchEstimate; cells: number; onAnswer(start: boolean): void }) {
  return (
    <Dialog title="Start this expensive batch?" role="alertdialog" onClose={() => onAnswer(false)}>
      <p>
        These {cells} answers are estimated at <strong>≈ {formatEstimate(e.total ?? '0')}</strong>
        {e.complete ? '' : ' (some models without an estimate, so more)'}, above your pre-send check of {formatMoney(e.threshold ?? '0')}.
      </p>
      <dl className="batch-cost-figures">
        {e.perModel.map((m) => (
          <div key={m.model} className="batch-cost-row">
            <dt className="mono">{m.model}</dt>
            <dd>{m.cost === null ? '—' : `≈ ${formatEstimate(m.cost)}`}</dd>
          </div>
        ))}
      </dl>
      <p className="muted small">Input counted exactly; output from each model’s typical answer in your usage history, not a price list.</p>
      <div className="row batch-cost-actions">
        <button type="button" onClick={() => onAnswer(false)}>
          Don’t start
        </button>
        <button type="button" className="btn-primary" data-autofocus onClick={() => onAnswer(true)}>
          Start anyway
        </button>
      </div>
    </Dialog>
  )
}
