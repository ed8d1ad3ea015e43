import type { ModelPriceEstimate } from '../domain/prices'
import { formatAmount } from '../money'

/** "Exact: $0.0000123456." — the estimate's full value, for its tooltip. */
export function exactNote(cost: string): string {
  return `Exact: ${formatAmount(cost, { exact: true })}.`
}

/** What the fit found beyond the prices: a price change, or days that fit no flat price. Empty when neither. */
export function fitNotes(fit: ModelPriceEstimate): string {
  const notes: string[] = []
  if (fit.uncertainPct !== null && fit.uncertainPct !== undefined) {
    notes.push(`Estimate uncertain, ±${fit.uncertainPct} %: ${fit.model}'s days do not fit one price per token (a long-context price tier, say), so answers can cost more or less than this.`)
  }
  if (fit.since) notes.push(`Its prices changed on ${fit.since} (UTC); the estimate uses the days since.`)
  return notes.join(' ')
}
