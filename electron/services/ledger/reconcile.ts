import Decimal from 'decimal.js'
import type { UsageRow } from '../../../shared/domain/usage'
import { microsToMoneyString, type MoneyString, toMicros, toMoneyString } from '../../../shared/money'
import { type PerMillion, priceTokens } from '../../../shared/prices/answer-cost'
import type { AnswerTokens } from '../tokens/answer-tokens'

/**
 * Reconciliation of the app's answers with the service's bill, per account, UTC day and model. Pure:
 * money as 6-decimal strings at every boundary, Decimal and integer micro-dollars inside.
 */

export type { AnswerTokens }

/** One answer as the ledger holds it. */
export interface LedgerAnswer {
  id: string
  model: string
  /** UTC day (`YYYY-MM-DD`) its request started: the day the service bills it on. */
  day: string
  /** Null: unknown (never 0). */
  tokens: AnswerTokens | null
}

export type { PerMillion }

export interface AnswerCost {
  id: string
  /** `billed`: a share of the bill (`= $…`, "from the bill"); `estimate`: tokens at the fitted prices (`≈ $…`). */
  kind: 'billed' | 'estimate'
  amount: MoneyString
}

export interface TokenTotals {
  input: number
  cached: number
  output: number
}

export interface DayReconciliation {
  day: string
  model: string
  /** `exact`: the app was the only caller, its answers carry the bill; `estimated`: others called too (or tokens were counted here); `pending`: the day's usage is not final yet. */
  status: 'exact' | 'estimated' | 'pending'
  billedTokens: TokenTotals
  billedCost: MoneyString
  appTokens: TokenTotals
  /** Answers whose tokens are known and answers left out because they are not. */
  answers: number
  unknownAnswers: number
  /** The app's tokens at the fitted prices; null without prices. */
  appEstimate: MoneyString | null
  /** The app's part of the bill: the bill itself when exact, else the estimate capped by the bill (so far, while pending); null when unknown. */
  appShare: MoneyString | null
  /** The rest of the bill (other keys, apps, devices); null when the app's share is unknown. */
  elsewhere: MoneyString | null
  perAnswer: AnswerCost[]
}

/** Slack after the end of a day: the longest request that may have started in it, plus the visibility delay. */
export const FINAL_AFTER_MS = 10 * 60_000 + 15_000

/** A day's usage is final once `as_of` is past its end plus the slack (the spec: usage within ~15 s after a request ends). */
export function isDayFinal(day: string, asOf: string | null, slackMs = FINAL_AFTER_MS): boolean {
  if (asOf === null) return false
  return Date.parse(asOf) >= Date.parse(`${day}T00:00:00Z`) + 86_400_000 + slackMs
}

function tokensOf(row: UsageRow | undefined): TokenTotals {
  return { input: row?.input_tokens ?? 0, cached: row?.cached_input_tokens ?? 0, output: row?.output_tokens ?? 0 }
}

function sameTokens(a: TokenTotals, b: TokenTotals): boolean {
  return a.input === b.input && a.cached === b.cached && a.output === b.output
}

/** What an answer's tokens cost at the fitted prices; null without a needed price. */
function estimateOf(prices: PerMillion | null, t: AnswerTokens): Decimal | null {
  return prices ? priceTokens(prices, t) : null
}

/**
 * Splits `billMicros` over `weights` in proportion, in whole micro-dollars that add up to it exactly
 * (largest remainders; ties to the earlier answer). Equal shares when every weight is zero.
 */
export function splitExactly(billMicros: bigint, weights: readonly Decimal[]): bigint[] {
  if (weights.length === 0) return []
  const total = weights.reduce((sum, w) => sum.plus(w), new Decimal(0))
  const even = total.isZero()
  const bill = new Decimal(billMicros.toString())
  const raw = weights.map((w) => (even ? bill.dividedBy(weights.length) : bill.times(w).dividedBy(total)))
  const floors = raw.map((r) => BigInt(r.floor().toFixed(0)))
  let left = billMicros - floors.reduce((sum, f) => sum + f, 0n)
  const order = raw.map((r, i) => ({ i, rest: r.minus(r.floor()) })).sort((a, b) => b.rest.comparedTo(a.rest) || a.i - b.i)
  for (const { i } of order) {
    if (left <= 0n) break
    floors[i] = (floors[i] as bigint) + 1n
    left -= 1n
  }
  return floors
}

/**
 * One account's UTC day and model: the app's answers against the billed row (undefined: nothing
 * billed). Where the app's reported tokens equal the billed tokens, the app was the only caller and the
 * bill is split over its answers by their tokens at the fitted prices, adding up to the bill exactly.
 * Otherwise the answers keep their estimates and the app's share is their sum, capped by the bill.
 * Answers with unknown tokens are left out and counted.
 */
export function reconcileDay(input: {
  day: string
  model: string
  billed: UsageRow | undefined
  answers: readonly LedgerAnswer[]
  prices: PerMillion | null
  final: boolean
}): DayReconciliation {
  if (input.answers.length === 0 && !(input.billed?.cost ?? '').startsWith('-')) return billedOnly(input)
  const known = input.answers.filter((a): a is LedgerAnswer & { tokens: AnswerTokens } => a.tokens !== null)
  const appTokens = known.reduce<TokenTotals>(
    (sum, a) => ({ input: sum.input + a.tokens.input, cached: sum.cached + a.tokens.cached, output: sum.output + a.tokens.output }),
    { input: 0, cached: 0, output: 0 },
  )
  const billedTokens = tokensOf(input.billed)
  const billedCost = input.billed?.cost ?? '0.000000'
  const estimates = known.map((a) => estimateOf(input.prices, a.tokens))
  const estimatesKnown = estimates.every((e) => e !== null)
  const appEstimate = estimatesKnown ? estimates.reduce<Decimal>((sum, e) => sum.plus(e as Decimal), new Decimal(0)) : null
  const base = {
    day: input.day,
    model: input.model,
    billedTokens,
    billedCost,
    appTokens,
    answers: known.length,
    unknownAnswers: input.answers.length - known.length,
    appEstimate: appEstimate === null ? null : toMoneyString(appEstimate),
  }
  const estimatesPerAnswer = (): AnswerCost[] =>
    known.flatMap((a, i) => {
      const e = estimates[i]
      return e ? [{ id: a.id, kind: 'estimate' as const, amount: toMoneyString(e) }] : []
    })
  const onlyCaller = input.final && known.length > 0 && onlyThisApp(known, appTokens, input.billed)
  if (onlyCaller) {
    // Weights: the answers' estimates when every one is known, else their token counts.
    const weights = estimatesKnown ? (estimates as Decimal[]) : known.map((a) => new Decimal(a.tokens.input + a.tokens.output))
    const shares = splitExactly(toMicros(billedCost), weights)
    return {
      ...base,
      status: 'exact',
      appShare: billedCost,
      elsewhere: '0.000000',
      perAnswer: known.map((a, i) => ({ id: a.id, kind: 'billed', amount: microsToMoneyString(shares[i] as bigint) })),
    }
  }
  const bill = new Decimal(billedCost)
  // The share is rounded first and the rest taken from it, so the two parts add up to the bill exactly.
  // A day not final yet gets the same split of the bill so far (provisional: status 'pending').
  const share = appEstimate === null ? null : toMoneyString(Decimal.min(appEstimate, bill))
  return {
    ...base,
    status: input.final ? 'estimated' : 'pending',
    appShare: share,
    elsewhere: share === null ? null : toMoneyString(bill.minus(share)),
    perAnswer: estimatesPerAnswer(),
  }
}

/** Counted tokens this far from the bill's (either way) still match it: the service's tokenizer is not ours. */
const COUNTED_SPREAD = 2

/**
 * Whether the app was the only caller of a model on a day. With the service's own token counts (a usage
 * chunk): they add up to the bill's exactly. Without (#33: the spec promises none in a stream): the bill's
 * request count is the app's answers', and the tokens counted here are near the bill's (within 2× either
 * way: a sanity check, the count is the proof).
 */
function onlyThisApp(known: readonly (LedgerAnswer & { tokens: AnswerTokens })[], appTokens: TokenTotals, billed: UsageRow | undefined): boolean {
  if (known.every((a) => a.tokens.source === 'reported')) return sameTokens(appTokens, tokensOf(billed))
  if (!billed || billed.requests !== known.length) return false
  const app = appTokens.input + appTokens.output
  const bill = billed.input_tokens + billed.output_tokens
  return app > 0 && bill > 0 && app <= bill * COUNTED_SPREAD && bill <= app * COUNTED_SPREAD
}

/** A money string already as toMoneyString writes it (no leading zeros, not negative). */
const CANONICAL = /^(0|[1-9]\d*)\.\d{6}$/

const NONE: TokenTotals = { input: 0, cached: 0, output: 0 }

/**
 * A day and model the app had no answer on (most of a long history): what reconcileDay's general
 * path gives for no answers, without its per-answer Decimal work. The app's part is zero, the rest
 * is the bill (a negative bill, which the service never sends, goes the general way).
 */
function billedOnly(input: { day: string; model: string; billed: UsageRow | undefined; final: boolean }): DayReconciliation {
  const billedCost = input.billed?.cost ?? '0.000000'
  return {
    day: input.day,
    model: input.model,
    billedTokens: tokensOf(input.billed),
    billedCost,
    appTokens: { ...NONE },
    answers: 0,
    unknownAnswers: 0,
    appEstimate: '0.000000',
    status: input.final ? 'estimated' : 'pending',
    appShare: '0.000000',
    elsewhere: CANONICAL.test(billedCost) ? billedCost : toMoneyString(billedCost),
    perAnswer: [],
  }
}
