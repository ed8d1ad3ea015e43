import type { Reading } from '../guard/readings'
import { findTopUps } from '../guard/readings'
import type { StatementBalance } from '../domain/statement'
import { microsToMoneyString, toMicros, toMoneyString } from '../money'

const micros = (v: string) => toMicros(toMoneyString(v))

/** [start, end) of a UTC month in epoch ms. */
export function monthBounds(month: string): { start: number; end: number; first: string; next: string } {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const start = Date.UTC(y, m - 1, 1)
  const end = Date.UTC(y, m, 1)
  return { start, end, first: new Date(start).toISOString().slice(0, 10), next: new Date(end).toISOString().slice(0, 10) }
}

/** The balance at a moment from readings (oldest first): the last one at or before it, said how it is known. */
export function balanceAt(readings: readonly Reading[], at: number, which: 'opening' | 'closing'): StatementBalance {
  let found: Reading | null = null
  for (const r of readings) if (r.at <= at) found = r
  if (!found) {
    return { balance: null, paid: null, promo: null, held: null, at: null, missing: [], note: `unknown: no balance reading ${which === 'opening' ? 'at or before the month’s start' : 'by the month’s end'}` }
  }
  const when = new Date(found.at).toISOString()
  return { balance: found.balance, paid: found.paid, promo: found.promo, held: found.held, at: when, missing: [], note: `balance history, reading of ${when.slice(0, 16).replace('T', ' ')} UTC` }
}

/** Top-ups inside [start, end): funds that grew between two readings (the balance history's rule). */
export function topUpsIn(readings: readonly Reading[], start: number, end: number): { at: number; amount: string }[] {
  return findTopUps(readings)
    .filter((t) => t.at >= start && t.at < end)
    .map((t) => ({ at: t.at, amount: toMoneyString(t.added) }))
}

/**
 * The statement's arithmetic: opening + top-ups − spend should be the closing balance. Every part known:
 * the expected closing and its difference from the one read (holds and in-flight usage explain small
 * ones); any part unknown: null, never a guess.
 */
export function reconcileBalances(input: { opening: string | null; topUps: readonly string[]; spend: string | null; closing: string | null }): { expectedClosing: string | null; difference: string | null } {
  if (input.opening === null || input.spend === null) return { expectedClosing: null, difference: null }
  const expected = micros(input.opening) + input.topUps.reduce((a, t) => a + micros(t), 0n) - micros(input.spend)
  return { expectedClosing: microsToMoneyString(expected), difference: input.closing === null ? null : microsToMoneyString(micros(input.closing) - expected) }
}

/** Promo credit used over the month (what it fell by, never below 0) and the paid rest of the spend; null when either end is unknown. */
export function paidAndPromo(opening: StatementBalance, closing: StatementBalance, spend: string): { paidUsed: string | null; promoUsed: string | null } {
  if (opening.promo === null || closing.promo === null) return { paidUsed: null, promoUsed: null }
  const fell = micros(opening.promo) - micros(closing.promo)
  const promo = fell > 0n ? (fell > micros(spend) ? micros(spend) : fell) : 0n
  return { promoUsed: microsToMoneyString(promo), paidUsed: microsToMoneyString(micros(spend) - promo) }
}

/** Sums money strings exactly. */
export function sum(values: readonly string[]): string {
  return microsToMoneyString(values.reduce((a, v) => a + micros(v), 0n))
}
