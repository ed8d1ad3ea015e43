import Decimal from 'decimal.js'
import type { TokenUsage } from '../../../../../shared/domain/conversation'
import type { ModelPriceEstimate, PriceEstimates } from '../../../../../shared/domain/prices'
import { type CostEstimate, estimateAnswerCost, formatEstimate, sumEstimates } from '../../../../../shared/prices/answer-cost'
import { exactNote, fitNotes } from '../../../../../shared/prices/fit-notes'
import { usePrices } from '../../../queries/compare'
import { useLedgerCosts } from '../../../queries/ledger'

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 })

/** Where an estimate comes from and how well the fit explains the history: the tooltip of every estimate. */
export function fitSource(fit: ModelPriceEstimate): string {
  return (
    `Estimate, not a price list: the service publishes no prices, so Tokentally fits ${fit.model}'s unit prices ` +
    `(uncached input, cached input, output) to your usage history (${fit.rows} days, recent days weighted more). ` +
    `The fitted day costs are off by ${percent.format(fit.medianRelativeError)} in the median. Your balance and usage figures are the service's own.` +
    (fitNotes(fit) ? ` ${fitNotes(fit)}` : '')
  )
}

const NONE_TEXT: Record<Extract<CostEstimate, { kind: 'none' }>['reason'], { label: string; why: string }> = {
  no_fit: { label: 'no estimate yet', why: 'Too little usage history for this model to estimate its prices yet (they are fitted from your usage days).' },
  no_tokens: { label: 'no estimate', why: 'The service did not report token counts for this answer, so its cost cannot be estimated.' },
}

/** `≈ $0.0123` next to an answer, with where it comes from; "no estimate yet" rather than a wrong number. */
export function EstimateText({ estimate, label = 'Estimated cost' }: { estimate: CostEstimate; label?: string }) {
  if (estimate.kind === 'none') {
    const none = NONE_TEXT[estimate.reason]
    return (
      <span className="cost-estimate muted" title={none.why} aria-label={`${label}: ${none.label}`}>
        {none.label}
      </span>
    )
  }
  return (
    <span className="cost-estimate" title={`${exactNote(estimate.cost)} ${fitSource(estimate.fit)}`} aria-label={`${label}: about ${formatEstimate(estimate.cost)} (estimate)`}>
      ≈ {formatEstimate(estimate.cost)}
    </span>
  )
}

export function AnswerCost({ usage, model }: { usage: TokenUsage | null; model: string | null }) {
  const prices = usePrices()
  if (prices.isPending) return null
  return <EstimateText estimate={estimateAnswerCost(usage, model, prices.data)} />
}

interface Priced {
  id?: string
  role: 'user' | 'assistant'
  status: string
  usage: TokenUsage | null
  model: string | null
}

/** A request the service refused (an error before any text, no tokens reported): nothing to estimate. */
export function wasRefused(m: Priced & { content: string }): boolean {
  return m.status === 'error' && m.usage === null && m.content.length === 0
}

/** The estimated total of some answers (a conversation, a compare column), noting answers without an estimate. */
export function totalOf(
  messages: readonly (Priced & { content: string })[],
  prices: PriceEstimates | undefined,
  /** #26: an answer's cost from the ledger (its share of the bill, or its estimate from tokens counted here), by message id. */
  ledger: ReadonlyMap<string, string> = new Map(),
): { cost: string | null; missing: number; answers: number } {
  const answers = messages.filter((m) => m.role === 'assistant' && m.status !== 'streaming' && !wasRefused(m))
  const estimates: CostEstimate[] = []
  const fromLedger: string[] = []
  for (const m of answers) {
    const estimate = estimateAnswerCost(m.usage, m.model, prices)
    const known = m.id === undefined ? undefined : ledger.get(m.id)
    if (estimate.kind === 'none' && known !== undefined) fromLedger.push(known)
    else estimates.push(estimate)
  }
  const sum = sumEstimates(estimates)
  if (fromLedger.length === 0) return { ...sum, answers: answers.length }
  const cost = fromLedger.reduce((total, c) => total.plus(c), new Decimal(sum.cost ?? 0)).toFixed()
  return { cost, missing: sum.missing, answers: answers.length }
}

export function TotalCost({ messages, label, prefix = '' }: { messages: readonly (Priced & { content: string })[]; label: string; prefix?: string }) {
  const prices = usePrices()
  const ledger = useLedgerCosts(messages.flatMap((m) => (m.role === 'assistant' && m.id !== undefined ? [m.id] : [])))
  if (prices.isPending) return null
  const total = totalOf(messages, prices.data, ledger)
  if (total.answers === 0) return null
  const note = total.missing > 0 ? ` (${total.missing} of ${total.answers} answers without an estimate)` : ''
  const title = `${total.cost === null ? '' : `${exactNote(total.cost)} `}${label}: the sum of the estimated answer costs${note}. Estimates from unit prices fitted to your usage history, not the service's bill.`
  return (
    <span className="cost-total" title={title} aria-label={total.cost === null ? `${label}: no estimate yet` : `${label}: about ${formatEstimate(total.cost)} (estimate)${note}`}>
      {prefix}
      {total.cost === null ? 'no estimate yet' : `≈ ${formatEstimate(total.cost)}`}
      {total.cost !== null && total.missing > 0 && <span className="muted"> + {total.missing} unknown</span>}
    </span>
  )
}
