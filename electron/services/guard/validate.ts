import type { SpendGuard, SpendGuardPatch } from '../../../shared/domain/guard'
import { inputError } from '../../../shared/error-model'
import { toMoneyString } from '../../../shared/money'

/** No budget, cap or floor above this: a typo, not a plan. */
export const MAX_AMOUNT = '100000'

/**
 * Dollars typed by the user: a plain amount above zero with at most six decimals ("5", "2.50",
 * "$0.25"). Empty or null means "off" where `allowOff`; anything else gets a message for the field.
 */
export function parseAmount(value: unknown, what: string, field: string, allowOff: boolean): string | null {
  if (value === null || (typeof value === 'string' && value.trim() === '')) {
    if (allowOff) return null
    throw inputError('invalid_setting', `${what} cannot be empty: enter an amount in dollars, like 1 or 0.50.`, field)
  }
  const text = typeof value === 'string' ? value.trim().replace(/^\$/, '').replace(/,/g, '') : ''
  if (text.startsWith('-')) throw inputError('invalid_setting', `${what} cannot be negative.`, field)
  if (!/^\d+(\.\d{1,6})?$/.test(text)) throw inputError('invalid_setting', `${what} must be an amount in dollars with at most six decimals, like 1 or 0.50.`, field)
  const amount = toMoneyString(text)
  if (amount === '0.000000') throw inputError('invalid_setting', `${what} must be more than $0${allowOff ? ' (leave it empty to turn it off)' : ''}.`, field)
  if (Number(text.split('.')[0]) > Number(MAX_AMOUNT)) throw inputError('invalid_setting', `${what} can be at most $${Number(MAX_AMOUNT).toLocaleString('en-US')}.`, field)
  return amount
}

/** Settings → Spend guard, field by field; the first invalid one throws and nothing changes. */
export function validateSpendGuard(patch: SpendGuardPatch, current: SpendGuard): SpendGuard {
  const next = { ...current }
  if (patch.thresholds !== undefined) next.thresholds = thresholds(patch.thresholds)
  if (patch.spikeFactor !== undefined) {
    const f = patch.spikeFactor
    if (!Number.isFinite(f) || f < 1.1 || f > 100) throw inputError('invalid_setting', 'The spike factor must be a number from 1.1 to 100 (3 means three times a usual day).', 'spikeFactor')
    next.spikeFactor = Math.round(f * 10) / 10
  }
  if (patch.spikeFloor !== undefined) next.spikeFloor = parseAmount(patch.spikeFloor, 'The spike floor', 'spikeFloor', false) as string
  if (patch.presendCheck !== undefined) next.presendCheck = parseAmount(patch.presendCheck, 'The pre-send check', 'presendCheck', true)
  if (patch.answerCap !== undefined) next.answerCap = parseAmount(patch.answerCap, 'The per-answer cap', 'answerCap', true)
  if (patch.conversationCap !== undefined) next.conversationCap = parseAmount(patch.conversationCap, 'The per-conversation cap', 'conversationCap', true)
  return next
}

function thresholds(values: readonly number[]): number[] {
  if (values.length === 0 || values.length > 5) throw inputError('invalid_setting', 'Give one to five budget alert thresholds, in percent (like 80 and 100).', 'thresholds')
  for (const v of values) {
    if (!Number.isInteger(v) || v < 1 || v > 1000) throw inputError('invalid_setting', 'Each budget alert threshold must be a whole percent from 1 to 1000.', 'thresholds')
  }
  return [...new Set(values)].sort((a, b) => a - b)
}
