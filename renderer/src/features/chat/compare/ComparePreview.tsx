import type { RunPlan } from '../../../../../shared/domain/preflight'
import { formatEstimate } from '../../../../../shared/prices/answer-cost'
import { usePreflightPreview } from '../../../queries/guard'

const count = new Intl.NumberFormat('en-US')

/** #33: before a compare run, each model's request as it will be sent, priced, with its usual answer (the preflight's own figures). */
export function ComparePreview({ plan }: { plan: RunPlan | null }) {
  const preview = usePreflightPreview(plan)
  const models = preview.data?.models ?? []
  if (plan === null || models.length === 0) return null
  return (
    <ul className="compare-input-costs small muted" aria-label="Estimated cost per model">
      {models.map((m) => (
        <li key={m.model}>
          <span className="mono">{m.model}</span>: ≈ {count.format(m.inputTokens)} tokens in ·{' '}
          {m.inputCost === null
            ? 'no price estimate yet'
            : m.usualCost === null
              ? `at least ≈ ${formatEstimate(m.inputCost)} (no answers of yours from it yet)`
              : `≈ ${formatEstimate(m.inputCost)} + a usual answer ≈ ${formatEstimate(m.usualCost)}`}
        </li>
      ))}
    </ul>
  )
}
