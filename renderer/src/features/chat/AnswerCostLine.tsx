import Decimal from 'decimal.js'
import type { AnswerCost, ChatMessage } from '../../../../shared/domain/conversation'
import type { EstimateAccuracy } from '../../../../shared/domain/ledger'
import { formatEstimate } from '../../../../shared/prices/answer-cost'
import type { ModelPriceEstimate } from '../../../../shared/domain/prices'
import { formatAmount } from '../../../../shared/money'
import { formatCount } from '../../../../shared/i18n/format'
import { formatShare, formatSpacedPercent } from './numbers'
import { usePrices } from '../../queries/compare'
import { useBilledShares, useLedgerAccuracy, useLedgerAnswerCost } from '../../queries/ledger'
import { t } from '../../i18n'

/** "Exact: $0.0000123456." — the estimate's full value, for its tooltip. */
export function exactNote(cost: string): string {
  return t('chat.cost.exact', { amount: formatAmount(cost, { exact: true }) })
}

/** What the fit found beyond the prices (a price change, days that fit no flat price), or nothing. */
function fitNotes(fit: ModelPriceEstimate): string {
  const notes: string[] = []
  if (fit.uncertainPct !== null && fit.uncertainPct !== undefined) notes.push(t('chat.cost.uncertain', { pct: fit.uncertainPct, model: fit.model }))
  if (fit.since) notes.push(t('chat.cost.priceChanged', { day: fit.since }))
  return notes.join(' ')
}

/** Where an estimate comes from and how well the fit explains the history: the tooltip of every estimate. */
export function fitSource(fit: ModelPriceEstimate): string {
  const notes = fitNotes(fit)
  const source = t('chat.cost.fitSource', { model: fit.model, days: fit.rows, error: formatShare(fit.medianRelativeError) })
  return notes ? `${source} ${notes}` : source
}

/** "Estimates for this model were within 0.4 % of the bill on 23 days." */
export function accuracyNote(a: EstimateAccuracy | undefined): string {
  if (!a) return t('chat.cost.accuracyUnknown')
  return t('chat.cost.accuracy', { model: a.model, median: formatSpacedPercent(a.median), days: a.days, p90: formatSpacedPercent(a.p90) })
}

/** "1,234 in (10 cached) · 56 out", from an answer's one cost record. */
export function tokensText(cost: Pick<AnswerCost, 'inputTokens' | 'cachedInputTokens' | 'outputTokens'>): string {
  const input = formatCount(cost.inputTokens)
  const output = formatCount(cost.outputTokens)
  return cost.cachedInputTokens > 0 ? t('chat.cost.tokensCached', { input, cached: formatCount(cost.cachedInputTokens), output }) : t('chat.cost.tokens', { input, output })
}

/** A request the service refused before any text: nothing was counted, nothing to show. */
export function wasRefused(m: Pick<ChatMessage, 'status' | 'content' | 'cost'>): boolean {
  return m.status === 'error' && m.content.length === 0 && m.cost === null
}


/** #33: an answer's tokens, from its one record: the service's own, or "counted here"; "— in · — out" without a record, never 0. */
export function AnswerTokens({ cost }: { cost: AnswerCost | null }) {
  if (cost === null) {
    return (
      <span className="msg-tokens muted" title={t('chat.cost.noRecord')}>
        {t('chat.cost.noTokens')}
      </span>
    )
  }
  if (cost.source === 'billed') {
    return (
      <span className="msg-tokens" title={t('chat.cost.billedTokens')}>
        {tokensText(cost)}
      </span>
    )
  }
  return (
    <span className="msg-tokens" title={t('chat.cost.countedWhy')}>
      {t('chat.cost.countedTokens', { tokens: tokensText(cost) })}
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
      <span className="cost-billed" title={`${exactNote(billed.amount)} ${t('chat.cost.billedShare', { model: model ?? t('chat.cost.theModel') })}`} aria-label={t('chat.cost.billedLabel', { amount: formatEstimate(billed.amount) })}>
        = {formatEstimate(billed.amount)} <span className="muted">{t('chat.cost.fromBill')}</span>
      </span>
    )
  }
  if (cost?.cost == null) {
    const why = cost === null ? t('chat.cost.noRecord') : t('chat.cost.noPrice', { model: model ?? t('chat.cost.thisModel') })
    return (
      <span className="cost-estimate muted" title={why} aria-label={t('chat.cost.unknownLabel')}>
        {t('chat.cost.unknown')}
      </span>
    )
  }
  const how = cost.source === 'counted' ? t('chat.cost.howCounted') : t('chat.cost.howEstimate')
  return (
    <span className="cost-estimate" title={`${exactNote(cost.cost)} ${t('chat.cost.estimateBasis')} ${fit ? `${fitSource(fit)} ` : ''}${accuracyNote(measured)}`} aria-label={t('chat.cost.estimateLabel', { amount: formatEstimate(cost.cost), how })}>
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
  const note = total.missing > 0 ? ` ${t('chat.cost.missingNote', { missing: formatCount(total.missing), answers: total.answers })}` : ''
  const title = `${total.cost === null ? '' : `${exactNote(total.cost)} `}${t('chat.cost.totalTitle', { label, note })}`
  return (
    <span className="cost-total" title={title} aria-label={total.cost === null ? t('chat.cost.totalUnknown', { label }) : t('chat.cost.totalAbout', { label, amount: formatEstimate(total.cost), note })}>
      {prefix}
      {total.cost === null ? '—' : `≈ ${formatEstimate(total.cost)}`}
      {total.cost !== null && total.missing > 0 && <span className="muted"> {t('chat.cost.plusUnknown', { count: formatCount(total.missing) })}</span>}
    </span>
  )
}
