import Decimal from 'decimal.js'
import type { AnswerCost, ChatMessage } from '../../../../shared/domain/conversation'
import type { EstimateAccuracy } from '../../../../shared/domain/ledger'
import { formatEstimate } from '../../../../shared/prices/answer-cost'
import { exactNote, fitNotes } from '../../../../shared/prices/fit-notes'
import type { ModelPriceEstimate } from '../../../../shared/domain/prices'
import { usePrices } from '../../queries/compare'
import { useBilledShares, useLedgerAccuracy, useLedgerAnswerCost } from '../../queries/ledger'

const count = new Intl.NumberFormat('en-US')
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

/** "Estimates for this model were within 0.4 % of the bill on 23 days." */
export function accuracyNote(a: EstimateAccuracy | undefined): string {
  if (!a) return 'Accuracy not measured yet (it needs a final day on which only this app used the model).'
  const pct = (v: number): string => `${(v * 100).toFixed(1)} %`
  return `Estimates for ${a.model} were within ${pct(a.median)} of the bill on ${a.days} ${a.days === 1 ? 'day' : 'days'} (median; 90 % within ${pct(a.p90)}).`
}

/** "1,234 in (10 cached) · 56 out", from an answer's one cost record. */
export function tokensText(cost: Pick<AnswerCost, 'inputTokens' | 'cachedInputTokens' | 'outputTokens'>): string {
  const cached = cost.cachedInputTokens > 0 ? ` (${count.format(cost.cachedInputTokens)} cached)` : ''
  return `${count.format(cost.inputTokens)} in${cached} · ${count.format(cost.outputTokens)} out`
}

const COUNTED_WHY =
  'The service reports no token counts in a stream, so Tokentally counted them itself when the answer ended (the request as it was sent, the answer’s text; gpt-tokenizer, the service may count a few differently).'

/** A request the service refused before any text: nothing was counted, nothing to show. */
export function wasRefused(m: Pick<ChatMessage, 'status' | 'content' | 'cost'>): boolean {
  return m.status === 'error' && m.content.length === 0 && m.cost === null
}

const NO_RECORD = 'No token counts were kept for this answer (saved by an older Tokentally, before answers were counted).'

/** #33: an answer's tokens, from its one record: the service's own, or "counted here"; "— in · — out" without a record, never 0. */
export function AnswerTokens({ cost }: { cost: AnswerCost | null }) {
  if (cost === null) {
    return (
      <span className="msg-tokens muted" title={NO_RECORD}>
        — in · — out
      </span>
    )
  }
  if (cost.source === 'billed') {
    return (
      <span className="msg-tokens" title="Tokens reported by the service">
        {tokensText(cost)}
      </span>
    )
  }
  return (
    <span className="msg-tokens" title={COUNTED_WHY}>
      ≈ {tokensText(cost)} · counted here
    </span>
  )
}

/**
 * #33: an answer's cost, from its one record, known the moment it ends: `≈ $…` (its tokens at the model's
 * fitted prices), and `= $… from the bill` once the day's bill proved it (the ledger's exact share on a
 * day only this app used the model). "cost —" with the reason when there is no price yet.
 */
export function AnswerMoney({ messageId, cost, model }: { messageId: string; cost: AnswerCost | null; model: string | null }) {
  const billed = useLedgerAnswerCost(messageId).data
  const measured = useLedgerAccuracy().data?.accuracy.find((a) => a.model === model)
  const fit = usePrices().data?.models.find((m) => m.model === model)
  if (billed?.kind === 'billed') {
    return (
      <span className="cost-billed" title={`${exactNote(billed.amount)} This answer's share of the day's bill for ${model ?? 'the model'}: only this app used it that day, so the service's own cost is split over its answers by their tokens.`} aria-label={`Cost: ${formatEstimate(billed.amount)} from the bill`}>
        = {formatEstimate(billed.amount)} <span className="muted">from the bill</span>
      </span>
    )
  }
  if (cost?.cost == null) {
    const why = cost === null ? NO_RECORD : `No price estimate for ${model ?? 'this model'} yet: its prices are fitted from your usage history once it has a few days of it.`
    return (
      <span className="cost-estimate muted" title={why} aria-label="Cost: unknown">
        cost —
      </span>
    )
  }
  const how = cost.source === 'counted' ? 'tokens counted here' : 'estimate'
  return (
    <span className="cost-estimate" title={`${exactNote(cost.cost)} Its tokens at the prices fitted to your usage history for the day it was sent. ${fit ? `${fitSource(fit)} ` : ''}${accuracyNote(measured)}`} aria-label={`Estimated cost: about ${formatEstimate(cost.cost)} (${how})`}>
      ≈ {formatEstimate(cost.cost)}
    </span>
  )
}

type Costed = Pick<ChatMessage, 'id' | 'role' | 'status' | 'cost' | 'content' | 'imported'>

/**
 * The answers a total counts: ended, not refused before any text (nothing to count) and not imported
 * (not paid for here). An answer without a record (saved before answers were counted) is counted as
 * unknown, never left out: the total says "+ 1 unknown" rather than look complete.
 */
const counted = (messages: readonly Costed[]) => messages.filter((m) => m.role === 'assistant' && m.status !== 'streaming' && !m.imported && !wasRefused(m))

/** The cost of some answers from their records (the bill's share where the ledger has it), and how many have no price yet. */
export function totalOf(messages: readonly Costed[], billed: ReadonlyMap<string, string> = new Map()): { cost: string | null; missing: number; answers: number } {
  const answers = counted(messages)
  let total: Decimal | null = null
  let missing = 0
  for (const m of answers) {
    const amount = billed.get(m.id) ?? m.cost?.cost ?? null
    if (amount === null) missing++
    else total = (total ?? new Decimal(0)).plus(amount)
  }
  return { cost: total === null ? null : total.toFixed(), missing, answers: answers.length }
}

/** A conversation's or a compare column's cost: the sum of its answers' records. */
export function TotalCost({ messages, label, prefix = '' }: { messages: readonly Costed[]; label: string; prefix?: string }) {
  const ledger = useBilledShares(counted(messages).map((m) => m.id))
  const total = totalOf(messages, ledger)
  if (total.answers === 0) return null
  const note = total.missing > 0 ? ` (${total.missing} of ${total.answers} answers without a price yet)` : ''
  const title = `${total.cost === null ? '' : `${exactNote(total.cost)} `}${label}: the sum of its answers' costs${note}, each counted when it ended and priced at the prices fitted to your usage history (from the bill where the day's bill proved it).`
  return (
    <span className="cost-total" title={title} aria-label={total.cost === null ? `${label}: unknown` : `${label}: about ${formatEstimate(total.cost)}${note}`}>
      {prefix}
      {total.cost === null ? '—' : `≈ ${formatEstimate(total.cost)}`}
      {total.cost !== null && total.missing > 0 && <span className="muted"> + {total.missing} unknown</span>}
    </span>
  )
}
