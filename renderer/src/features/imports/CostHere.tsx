import { useId, useState } from 'react'
import { formatEstimate } from '../../../../shared/prices/answer-cost'
import { toAppError } from '../../../../shared/error-core'
import { ErrorNotice } from '../../components/ErrorNotice'
import { appErrorOf } from '../../queries/errors'
import { useCostHere } from '../../queries/imports'
import { formatCount } from '../../../../shared/i18n/format'
import { t } from '../../i18n'
import { tRich } from '../../components/rich-message'

const capitalized = (text: string) => (text[0]?.toUpperCase() ?? '') + text.slice(1)

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
        {t('imports.cost.counting', { label })}
      </p>
    )
  }
  if (cost.isError) return <ErrorNotice error={appErrorOf(cost.error) ?? toAppError(cost.error)} title={t('imports.cost.failed')} />
  const c = cost.data
  if (c.answers === 0) return <p className="small muted">{capitalized(t('imports.cost.none', { label }))}</p>
  const tokens = t('imports.cost.tokens', { input: formatCount(c.inputTokens), output: formatCount(c.outputTokens), count: c.answers, answers: formatCount(c.answers) })
  if (c.models.length === 0) {
    return (
      <div className="cost-here">
        <p className="small">
          {t('imports.cost.noEstimate', { tokens })}
        </p>
      </div>
    )
  }
  const shown = c.models.find((m) => m.model === picked) ?? c.models.find((m) => m.cost !== null) ?? c.models[0]
  return (
    <div className="cost-here">
      <div className="row">
        <label htmlFor={selectId} className="small">
          {t('imports.cost.priceAt')}
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
            {tRich('imports.cost.on', { cost: <strong>{formatEstimate(shown.cost)}</strong>, model: <bdi dir="ltr">{shown.model}</bdi> })}
          </>
        ) : (
          <>{tRich('imports.cost.unknownOn', { model: <bdi dir="ltr">{shown?.model}</bdi> })}</>
        )}{' '}
        <span className="badge badge-muted">{t('imports.cost.estimate')}</span>
      </p>
      <p className="small muted">
        {c.sourceModels.length > 0
          ? tRich('imports.cost.countedFrom', { tokens, models: <bdi dir="ltr">{c.sourceModels.join(', ')}</bdi> })
          : t('imports.cost.counted', { tokens })}
      </p>
      <ul className="cost-here-models small" aria-label={t('imports.cost.everyModel')}>
        {c.models.map((m) => (
          <li key={m.model}>
            <bdi dir="ltr">{m.model}</bdi> <span className="mono">{m.cost === null ? '—' : `≈ ${formatEstimate(m.cost)}`}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
