import Decimal from 'decimal.js'
import type { ContextMark, QualityEvidence, SpikeCause, WhatIfRow } from '../../../../shared/domain/advice'
import { formatAmount } from '../../../../shared/money'

// #36: the words of What if's columns (one place, so the table, its tests and the screen reader read the same).

const count = (n: number) => n.toLocaleString('en-US')
const percent = (share: number) => `${Math.round(share * 100)} %`

/** "−41 % (−$1.46)", "+12 % (+$0.42)", "same"; null when unknown. */
export function savingText(row: Pick<WhatIfRow, 'saving' | 'savingPct'>): string | null {
  if (row.saving === null) return null
  const saving = new Decimal(row.saving)
  if (saving.isZero()) return 'same'
  const pct = row.savingPct === null ? '' : `${row.savingPct > 0 ? '+' : '\u2212'}${Math.abs(Math.round(row.savingPct))} % `
  return `${pct}(${formatAmount(saving, { significant: 3, signed: true })})`
}

/** What the user's votes say of a model against the model used. */
export function qualityText(q: QualityEvidence): { headline: string; detail: string | null } {
  const h = q.headToHead
  const votes = (n: number) => `${count(n)} ${n === 1 ? 'vote' : 'votes'}`
  const headline =
    h.votes === 0
      ? `never compared with ${q.against}`
      : `wins ${percent(h.winRate ?? 0)} of your ${votes(h.votes)} against ${q.against}${q.fewVotes ? ' (too few to tell)' : ''}`
  const strength = q.strength === null ? null : `strength ${q.strength.toFixed(2)} (${q.low?.toFixed(2)}–${q.high?.toFixed(2)})${q.againstStrength === null ? '' : ` vs ${q.againstStrength.toFixed(2)}`}`
  return { headline, detail: strength }
}

/** The range's inputs against a model's context window; `warn` when some answers could not have run there. */
export function contextText(c: ContextMark): { text: string; warn: boolean } {
  if (c.tooLong > 0) return { text: `${count(c.tooLong)} ${c.tooLong === 1 ? 'answer' : 'answers'} too long for it (limit ${c.limit === null ? 'unknown' : `${count(c.limit)} tokens`})`, warn: true }
  if (c.unsure > 0) return { text: c.fitsUpTo === null ? 'context window unknown' : `unknown: ${count(c.unsure)} ${c.unsure === 1 ? 'answer is' : 'answers are'} larger than any it has taken (${count(c.fitsUpTo)} tokens)`, warn: false }
  return { text: c.limit !== null ? `all fit (limit ${count(c.limit)})` : `all fit (up to ${count(c.fitsUpTo ?? 0)} seen)`, warn: false }
}

/** A cause's name, as a heading. */
export const CAUSE_NAMES: Record<SpikeCause['kind'], string> = {
  'long-conversation': 'One long conversation',
  retries: 'Regenerations and retries',
  'price-change': 'A price change',
  elsewhere: 'Other keys (elsewhere)',
}

/** A share of a day: "62 %", and "under 1 %" rather than "0 %" for a nonzero part. */
export function shareText(share: number): string {
  if (share > 0 && share < 0.005) return 'under 1 %'
  return percent(share)
}

