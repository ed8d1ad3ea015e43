import type { TokenUsage } from '../../../../shared/domain/conversation'
import type { EstimateAccuracy } from '../../../../shared/domain/ledger'
import { estimateAnswerCost, formatEstimate } from '../../../../shared/prices/answer-cost'
import { exactNote } from '../../../../shared/prices/fit-notes'
import { usePrices } from '../../queries/compare'
import { useLedgerAccuracy, useLedgerAnswerCost } from '../../queries/ledger'
import { EstimateText, fitSource } from './compare/EstimatedCost'

const count = new Intl.NumberFormat('en-US')

function useLedgerEntry(messageId: string, model: string | null) {
  const entry = useLedgerAnswerCost(messageId).data ?? undefined
  const measured = useLedgerAccuracy()
  const accuracy = model === null ? undefined : measured.data?.accuracy.find((a) => a.model === model)
  return { entry, accuracy }
}

/** "Estimates for this model were within 0.4 % of the bill on 23 days." */
export function accuracyNote(a: EstimateAccuracy | undefined): string {
  if (!a) return 'Accuracy not measured yet (it needs a final day on which only this app used the model).'
  const pct = (v: number): string => `${(v * 100).toFixed(1)} %`
  return `Estimates for ${a.model} were within ${pct(a.median)} of the bill on ${a.days} ${a.days === 1 ? 'day' : 'days'} (median; 90 % within ${pct(a.p90)}).`
}

/**
 * An answer's cost: `= $…` from the bill when only this app called the model that day, else `≈ $…`
 * (from the tokens counted here when the stream reported none); the tooltip holds the exact value and
 * how accurate this model's estimates have been.
 */
export function LedgerCost({ messageId, usage, model }: { messageId: string; usage: TokenUsage | null; model: string | null }) {
  const prices = usePrices()
  const { entry, accuracy } = useLedgerEntry(messageId, model)
  if (entry?.kind === 'billed') {
    return (
      <span className="cost-billed" title={`${exactNote(entry.amount)} This answer's share of the day's bill for ${model ?? 'the model'}: only this app used it that day, so the service's own cost is split over its answers by their tokens.`} aria-label={`Cost: ${formatEstimate(entry.amount)} from the bill`}>
        = {formatEstimate(entry.amount)} <span className="muted">from the bill</span>
      </span>
    )
  }
  if (usage === null && entry) {
    return (
      <span className="cost-estimate" title={`${exactNote(entry.amount)} The service sent no token counts, so Tokentally counted the tokens itself (request as sent, answer text). ${accuracyNote(accuracy)}`} aria-label={`Estimated cost: about ${formatEstimate(entry.amount)} (tokens counted here)`}>
        ≈ {formatEstimate(entry.amount)} <span className="muted">counted here</span>
      </span>
    )
  }
  if (prices.isPending) return null
  const estimate = estimateAnswerCost(usage, model, prices.data)
  if (estimate.kind === 'none') return <EstimateText estimate={estimate} />
  return (
    <span className="cost-estimate" title={`${exactNote(estimate.cost)} ${fitSource(estimate.fit)} ${accuracyNote(accuracy)}`} aria-label={`Estimated cost: about ${formatEstimate(estimate.cost)} (estimate)`}>
      ≈ {formatEstimate(estimate.cost)}
    </span>
  )
}

/** "≈ 1,234 in · 56 out · counted here" for an answer the stream gave no token counts for; "— in · — out" when none were counted. */
export function CountedTokens({ messageId }: { messageId: string }) {
  const entry = useLedgerAnswerCost(messageId).data
  if (!entry?.counted) {
    return (
      <span className="msg-tokens muted" title="The service did not report token counts for this answer">
        — in · — out
      </span>
    )
  }
  return (
    <span className="msg-tokens" title="The service did not report token counts; Tokentally counted them itself (request as sent, answer text) with its tokenizer, corrected by what it learnt of the service's count">
      ≈ {count.format(entry.counted.input)} in · {count.format(entry.counted.output)} out · counted here
    </span>
  )
}
