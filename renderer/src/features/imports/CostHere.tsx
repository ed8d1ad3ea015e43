import { useId, useState } from 'react'
import { formatEstimate } from '../../../../shared/prices/answer-cost'
import { toAppError } from '../../../../shared/error-model'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useCostHere } from '../../queries/imports'

const count = new Intl.NumberFormat('en-US')

/**
 * #34 "What it would have cost here": the imported answers' tokens, counted here, priced at a model
 * the user picks with the prices Tokentally fitted from this account's usage; every model's figure
 * below. Always an estimate, and said so.
 */
export function CostHere({ target, label }: { target: { importId: string } | { conversationId: string }; label: string }) {
  const cost = useCostHere(target)
  const [picked, setPicked] = useState<string | null>(null)
  const selectId = useId()
  if (cost.isPending) {
    return (
      <p className="small muted" role="status">
        Counting the tokens of {label}…
      </p>
    )
  }
  if (cost.isError) return <ErrorNotice error={appErrorOf(cost.error) ?? toAppError(cost.error)} title="Could not work out what it would have cost" />
  const c = cost.data
  if (c.answers === 0) return <p className="small muted">{label[0]?.toUpperCase()}{label.slice(1)} has no answers from another app to price.</p>
  const tokens = `${count.format(c.inputTokens)} tokens in, ${count.format(c.outputTokens)} out over ${count.format(c.answers)} ${c.answers === 1 ? 'answer' : 'answers'}`
  if (c.models.length === 0) {
    return (
      <div className="cost-here">
        <p className="small">
          {tokens}. No estimate yet: Tokentally prices models from your account’s usage history, and it has none to fit prices from. Use the service for a few
          days (or sync usage), then look again.
        </p>
      </div>
    )
  }
  const shown = c.models.find((m) => m.model === picked) ?? c.models.find((m) => m.cost !== null) ?? c.models[0]
  return (
    <div className="cost-here">
      <div className="row">
        <label htmlFor={selectId} className="small">
          Price at
        </label>
        <select id={selectId} value={shown?.model ?? ''} onChange={(event) => setPicked(event.target.value)}>
          {c.models.map((m) => (
            <option key={m.model} value={m.model}>
              {m.model}
            </option>
          ))}
        </select>
      </div>
      <p className="cost-here-figure" aria-live="polite">
        {shown?.cost !== null && shown?.cost !== undefined ? (
          <>
            ≈ <strong>{formatEstimate(shown.cost)}</strong> on {shown.model}
          </>
        ) : (
          <>— on {shown?.model} (a price this model needs is not known yet)</>
        )}{' '}
        <span className="badge badge-muted">Estimate</span>
      </p>
      <p className="small muted">
        {tokens}, counted here; priced with the prices fitted from your usage history{c.sourceModels.length > 0 ? ` (the answers came from ${c.sourceModels.join(', ')})` : ''}.
      </p>
      <ul className="cost-here-models small" aria-label="On every model">
        {c.models.map((m) => (
          <li key={m.model}>
            <span>{m.model}</span> <span className="mono">{m.cost === null ? '—' : `≈ ${formatEstimate(m.cost)}`}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
