import Decimal from 'decimal.js'
import type { PickerModel } from '../../../../shared/domain/advice'
import { type MoneyString, toMoneyString } from '../../../../shared/money'

/** What `inputTokens` of context cost at a model's fitted input price; null: no price yet (unknown, never $0). */
export function contextCost(inputTokens: number, model: Pick<PickerModel, 'inputPerMillion'> | undefined): MoneyString | null {
  if (!model?.inputPerMillion) return null
  return toMoneyString(new Decimal(model.inputPerMillion).times(inputTokens).dividedBy(1_000_000))
}

/** The summary's default writer: the cheapest model with fitted prices that takes requests (input plus output per million). */
export function cheapestFitted(models: readonly PickerModel[]): string | null {
  let best: { id: string; price: Decimal } | null = null
  for (const m of models) {
    if (m.comingSoon || m.retired || m.inputPerMillion === null || m.outputPerMillion === null) continue
    const price = new Decimal(m.inputPerMillion).plus(m.outputPerMillion)
    if (!best || price.lessThan(best.price)) best = { id: m.id, price }
  }
  return best?.id ?? null
}
