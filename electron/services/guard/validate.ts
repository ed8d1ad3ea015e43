import type { SpendGuard, SpendGuardPatch } from '../../../shared/domain/guard'
import { inputError, say } from '../../../shared/error-model'
import { toMoneyString } from '../../../shared/money'

/** No budget, cap or floor above this: a typo, not a plan. */
export const MAX_AMOUNT = '100000'

/**
 * Dollars typed by the user: a plain amount above zero with at most six decimals ("5", "2.50",
 * "$0.25"). Empty or null means "off" where `allowOff`; anything else gets a message for the field.
 */
/** Which amount a message is about (its words: the errors catalogue's `{what, select, …}`). */
export type AmountField = 'daily' | 'monthly' | 'cap' | 'spikeFloor' | 'presendCheck' | 'answerCap' | 'conversationCap'

export function parseAmount(value: unknown, what: AmountField, field: string, allowOff: boolean): string | null {
  if (value === null || (typeof value === 'string' && value.trim() === '')) {
    if (allowOff) return null
    throw inputError('invalid_setting', say('errors.amount.empty', { what }), field)
  }
  const text = typeof value === 'string' ? value.trim().replace(/^\$/, '').replace(/,/g, '') : ''
  if (text.startsWith('-')) throw inputError('invalid_setting', say('errors.amount.negative', { what }), field)
  if (!/^\d+(\.\d{1,6})?$/.test(text)) throw inputError('invalid_setting', say('errors.amount.format', { what }), field)
  const amount = toMoneyString(text)
  if (amount === '0.000000') throw inputError('invalid_setting', say(allowOff ? 'errors.amount.zeroOrOff' : 'errors.amount.zero', { what }), field)
  if (Number(text.split('.')[0]) > Number(MAX_AMOUNT)) throw inputError('invalid_setting', say('errors.amount.max', { what, max: Number(MAX_AMOUNT) }), field)
  return amount
}

/** Settings → Spend guard, field by field; the first invalid one throws and nothing changes. */
export function validateSpendGuard(patch: SpendGuardPatch, current: SpendGuard): SpendGuard {
  const next = { ...current }
  if (patch.thresholds !== undefined) next.thresholds = thresholds(patch.thresholds)
  if (patch.spikeFactor !== undefined) {
    const f = patch.spikeFactor
    if (!Number.isFinite(f) || f < 1.1 || f > 100) throw inputError('invalid_setting', say('errors.guard.spikeFactor'), 'spikeFactor')
    next.spikeFactor = Math.round(f * 10) / 10
  }
  if (patch.spikeFloor !== undefined) next.spikeFloor = parseAmount(patch.spikeFloor, 'spikeFloor', 'spikeFloor', false) as string
  if (patch.presendCheck !== undefined) next.presendCheck = parseAmount(patch.presendCheck, 'presendCheck', 'presendCheck', true)
  if (patch.answerCap !== undefined) next.answerCap = parseAmount(patch.answerCap, 'answerCap', 'answerCap', true)
  if (patch.conversationCap !== undefined) next.conversationCap = parseAmount(patch.conversationCap, 'conversationCap', 'conversationCap', true)
  return next
}

function thresholds(values: readonly number[]): number[] {
  if (values.length === 0 || values.length > 5) throw inputError('invalid_setting', say('errors.guard.thresholdCount'), 'thresholds')
  for (const v of values) {
    if (!Number.isInteger(v) || v < 1 || v > 1000) throw inputError('invalid_setting', say('errors.guard.thresholdRange'), 'thresholds')
  }
  return [...new Set(values)].sort((a, b) => a - b)
}
