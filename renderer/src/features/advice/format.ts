import Decimal from 'decimal.js'
import type { ContextMark, QualityEvidence, SpikeCause, WhatIfRow } from '../../../../shared/domain/advice'
import { formatCount } from '../../../../shared/i18n/format'
import { formatLocale, intlTag } from '../../../../shared/i18n/format-locale'
import { formatAmount } from '../../../../shared/money'
import { t } from '../../i18n'

// #36: the words of What if's columns (one place, so the table, its tests and the screen reader read the same).

const count = (n: number) => formatCount(n)
const english = () => formatLocale() === 'en' || formatLocale() === 'pseudo'

/** "62 %" in English (as it always read); the language's own percent elsewhere ("62 %", "62%", "٪62"). */
const percent = (share: number, sign = false) =>
  english()
    ? `${sign ? (share > 0 ? '+' : '\u2212') : ''}${Math.abs(Math.round(share * 100))} %`
    : new Intl.NumberFormat(intlTag(), { style: 'percent', maximumFractionDigits: 0, ...(sign ? { signDisplay: 'exceptZero' as const } : {}) }).format(Math.round(share * 100) / 100)

/** A figure with `digits` decimals in the shown language ("1.40", "1,40"). */
export function fixed(value: number, digits: number): string {
  return english() ? value.toFixed(digits) : new Intl.NumberFormat(intlTag(), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value)
}

/** "−41 % (−$1.46)", "+12 % (+$0.42)", "same"; null when unknown. */
export function savingText(row: Pick<WhatIfRow, 'saving' | 'savingPct'>): string | null {
  if (row.saving === null) return null
  const saving = new Decimal(row.saving)
  if (saving.isZero()) return t('advice.same')
  const amount = formatAmount(saving, { significant: 3, signed: true })
  return row.savingPct === null ? t('advice.savingAmount', { amount }) : t('advice.savingWithPct', { pct: percent(row.savingPct / 100, true), amount })
}

/** What the user's votes say of a model against the model used. */
export function qualityText(q: QualityEvidence): { headline: string; detail: string | null } {
  const h = q.headToHead
  const headline = h.votes === 0 ? t('advice.neverCompared', { model: q.against }) : t(q.fewVotes ? 'advice.winsFew' : 'advice.wins', { pct: percent(h.winRate ?? 0), count: h.votes, model: q.against })
  const values = { strength: q.strength === null ? '' : fixed(q.strength, 2), low: q.low === null ? '' : fixed(q.low, 2), high: q.high === null ? '' : fixed(q.high, 2) }
  const strength = q.strength === null ? null : q.againstStrength === null ? t('advice.strength', values) : t('advice.strengthVs', { ...values, against: fixed(q.againstStrength, 2) })
  return { headline, detail: strength }
}

/** The range's inputs against a model's context window; `warn` when some answers could not have run there. */
export function contextText(c: ContextMark): { text: string; warn: boolean } {
  if (c.tooLong > 0) return { text: t('advice.tooLong', { count: c.tooLong, limit: c.limit === null ? t('advice.limitUnknown') : t('advice.limitTokens', { count: count(c.limit) }) }), warn: true }
  if (c.unsure > 0) return { text: c.fitsUpTo === null ? t('advice.contextUnknown') : t('advice.unsure', { count: c.unsure, max: count(c.fitsUpTo) }), warn: false }
  return { text: c.limit !== null ? t('advice.allFitLimit', { limit: count(c.limit) }) : t('advice.allFitSeen', { max: count(c.fitsUpTo ?? 0) }), warn: false }
}

/** A cause's name, as a heading. */
export function causeName(kind: SpikeCause['kind']): string {
  return t(`advice.cause.${kind}`)
}

/** A share of a day: "62 %", and "under 1 %" rather than "0 %" for a nonzero part. */
export function shareText(share: number): string {
  if (share > 0 && share < 0.005) return t('advice.under1')
  return percent(share)
}
