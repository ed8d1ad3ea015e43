import Decimal from 'decimal.js'
import type { BatchEstimate } from '../../../shared/domain/batches'
import type { PriceEstimates } from '../../../shared/domain/prices'
import type { UsageRow } from '../../../shared/domain/usage'
import { estimateInput } from '../prices/input-estimate'

/** The median of the days' output tokens per request for a model (its typical answer length); null without history. */
function typicalOutput(rows: readonly UsageRow[], model: string): number | null {
  const perRequest = rows.filter((r) => r.model === model && r.requests > 0).map((r) => r.output_tokens / r.requests).sort((a, b) => a - b)
  if (perRequest.length === 0) return null
  const mid = Math.floor(perRequest.length / 2)
  return Math.round(perRequest.length % 2 ? perRequest[mid]! : (perRequest[mid - 1]! + perRequest[mid]!) / 2)
}

/**
 * What a batch will cost before it starts: input exact (each prompt's tokens counted, at the
 * model's fitted input price), output from the model's typical answer in the usage history (capped
 * by the batch's max output tokens). A model without a fit or history makes the total partial.
 * Past the spend guard's pre-send check (`threshold`), `ask` is set; a partial total that already
 * passes it asks too, and with no total nothing is blocked.
 */
export function estimateBatch(
  args: { prompts: readonly string[]; models: readonly string[]; maxOutputTokens: number | null },
  prices: PriceEstimates,
  rows: readonly UsageRow[],
  threshold: string | null = null,
): BatchEstimate {
  let total: Decimal | null = null
  let complete = true
  const perModel = args.models.map((model) => {
    let inputTokens = 0
    let inputCost: Decimal | null = new Decimal(0)
    for (const prompt of args.prompts) {
      const e = estimateInput(prompt, model, prices)
      inputTokens += e.tokens
      inputCost = e.cost === null || inputCost === null ? null : inputCost.plus(e.cost)
    }
    const typical = typicalOutput(rows, model)
    const perAnswer = typical === null ? null : args.maxOutputTokens === null ? typical : Math.min(typical, args.maxOutputTokens)
    const outputTokens = perAnswer === null ? null : perAnswer * args.prompts.length
    const outPrice = prices.models.find((m) => m.model === model)?.perMillion.output ?? null
    const outputCost = outputTokens === null || outPrice === null ? null : new Decimal(outPrice).times(outputTokens).dividedBy(1_000_000)
    const cost = inputCost === null || outputCost === null ? null : inputCost.plus(outputCost)
    if (cost === null) complete = false
    else total = (total ?? new Decimal(0)).plus(cost)
    return { model, inputTokens, outputTokens, cost: cost === null ? null : cost.toFixed(6, Decimal.ROUND_UP) }
  })
  const sum = total as Decimal | null
  const ask = sum !== null && threshold !== null && sum.greaterThan(threshold)
  return { perModel, total: sum === null ? null : sum.toFixed(6, Decimal.ROUND_UP), complete, threshold, ask }
}
