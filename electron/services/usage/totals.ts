import type { UsageTotals } from '../../../shared/domain/usage'
import { sumMoney } from '../../../shared/money'

export const ZERO_TOTALS: UsageTotals = { requests: 0, input_tokens: 0, cached_input_tokens: 0, output_tokens: 0, cost: '0.000000' }

/** Adds the service's own totals of several responses (cost with decimal.js, never floats). */
export function sumTotals(totals: readonly UsageTotals[]): UsageTotals {
  return {
    requests: totals.reduce((n, t) => n + t.requests, 0),
    input_tokens: totals.reduce((n, t) => n + t.input_tokens, 0),
    cached_input_tokens: totals.reduce((n, t) => n + t.cached_input_tokens, 0),
    output_tokens: totals.reduce((n, t) => n + t.output_tokens, 0),
    cost: sumMoney(totals.map((t) => t.cost)),
  }
}
