import Decimal from 'decimal.js'
import type { ContextKnowledge, PickerModel } from '../../../../shared/domain/advice'
import { formatMoney, toMoneyString } from '../../../../shared/money'
import { formatCount } from '../../../../shared/i18n/format'
import { t } from '../../i18n'
import { fixed } from './format'

// #36: the model picker's money: each model's fitted prices, the user's median cost per answer, its context and strength.

export type PickerSort = 'name' | 'cost' | 'strength'

/** The picker's orders; each label is read in the shown language when drawn. */
export const PICKER_SORTS: ReadonlyArray<{ id: PickerSort; readonly label: string }> = (['name', 'cost', 'strength'] as const).map((id) => ({
  id,
  get label() {
    return t(`advice.sort.${id}`)
  },
}))

const count = (n: number) => formatCount(n)

/** A fitted price per million tokens ("3.19993": not a 6-place money string): "$3.20", "$0.0004" (never $0.00 for a nonzero one). */
const perMillion = (value: string) => formatMoney(toMoneyString(value), { significant: 2 })

/** Input plus output per million: what "cheapest" orders by; null: no price yet. */
export function pricePoint(fact: Pick<PickerModel, 'inputPerMillion' | 'outputPerMillion'> | undefined): Decimal | null {
  if (!fact?.inputPerMillion || !fact.outputPerMillion) return null
  return new Decimal(fact.inputPerMillion).plus(fact.outputPerMillion)
}

/**
 * The ids in the order asked: by name; by price (models without a price last, by name); by the user's
 * Bradley–Terry strength (never voted on last). Equal ones keep name order.
 */
export function sortModelIds(ids: readonly string[], facts: ReadonlyMap<string, PickerModel>, sort: PickerSort): string[] {
  const byName = [...ids].sort((a, b) => a.localeCompare(b))
  if (sort === 'name') return byName
  const key = (id: string): number | null => {
    const fact = facts.get(id)
    if (sort === 'cost') return pricePoint(fact)?.toNumber() ?? null
    return fact?.strength ? -fact.strength.strength : null
  }
  return byName
    .map((id, i) => ({ id, i, k: key(id) }))
    .sort((a, b) => (a.k === null ? (b.k === null ? a.i - b.i : 1) : b.k === null ? -1 : a.k - b.k || a.i - b.i))
    .map((x) => x.id)
}

/** The largest context the app knows the model takes: stated by the service, just below a refusal, or the largest seen. */
export function contextWords(c: ContextKnowledge): string | null {
  if (c.stated !== null) return t('advice.context', { count: count(c.stated) })
  if (c.refusedFrom !== null) return t('advice.contextBelow', { count: count(c.refusedFrom) })
  if (c.fitsUpTo !== null) return t('advice.contextSeen', { count: count(c.fitsUpTo) })
  return null
}

/** One option's facts line: "in $0.15 · out $0.60 per M · your median $0.0021 (12) · 128,000 context · strength 1.4". */
export function factsLine(fact: PickerModel | undefined): string {
  if (!fact) return t('advice.noPrice')
  const parts = [fact.inputPerMillion && fact.outputPerMillion ? t('advice.prices', { input: perMillion(fact.inputPerMillion), output: perMillion(fact.outputPerMillion) }) : t('advice.noPrice')]
  if (fact.medianCost !== null) parts.push(t('advice.median', { cost: formatMoney(fact.medianCost, { significant: 2 }), count: count(fact.answers) }))
  const context = contextWords(fact.context)
  if (context) parts.push(context)
  if (fact.strength) parts.push(t('advice.strengthVotes', { strength: fixed(fact.strength.strength, 2), count: count(fact.strength.votes) }))
  return parts.join(' · ')
}
