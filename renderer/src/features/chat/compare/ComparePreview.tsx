import type { RunPlan } from '../../../../../shared/domain/preflight'
import { formatEstimate } from '../../../../../shared/prices/answer-cost'
import { usePreflightPreview } from '../../../queries/guard'
import { t } from '../../../i18n'
import { formatCount } from '../../../../../shared/i18n/format'

/** #33: before a compare run, each model's request as it will be sent, priced, with its usual answer (the preflight's own figures). */
export function ComparePreview({ plan }: { plan: RunPlan | null }) {
  const preview = usePreflightPreview(plan)
  const models = preview.data?.models ?? []
  if (plan === null || models.length === 0) return null
  return (
    <ul className="compare-input-costs small muted" aria-label={t('compare.preview.label')}>
      {models.map((m) => (
        <li key={m.model}>
          <span className="mono">{m.model}</span>: {t('compare.preview.tokens', { count: formatCount(m.inputTokens) })} ·{' '}
          {m.inputCost === null
            ? t('compare.preview.noPrice')
            : m.usualCost === null
              ? t('compare.preview.atLeast', { amount: formatEstimate(m.inputCost) })
              : t('compare.preview.withUsual', { input: formatEstimate(m.inputCost), usual: formatEstimate(m.usualCost) })}
        </li>
      ))}
    </ul>
  )
}
