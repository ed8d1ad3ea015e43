import Decimal from 'decimal.js'
import type { SpikeCause } from '../../../shared/domain/advice'
import type { ModelPriceEstimate } from '../../../shared/domain/prices'
import { pricesOn, priceTokens, type TokenCounts } from '../../../shared/prices/answer-cost'
import { LONG_FACTOR, LONG_GROWTH_FLOOR, LONG_INPUT_TOKENS } from '../../../shared/advice/long-conversation'
import { upMoney } from './what-if'

/** One answer of the app on the day explained. */
export interface DayAnswer {
  conversationId: string
  conversationTitle: string
  model: string
  tokens: TokenCounts
  /** The cost its record holds (USD); null: none. */
  cost: string | null
  /** A later answer to the same message exists: this one was asked again (regenerated, or retried after failing). */
  superseded: boolean
  /** It ended in an error or broke off. */
  failed: boolean
  /** A compare column or batch cell (several answers to one message by design, not a retry). */
  compare: boolean
}

export interface DayFacts {
  day: string
  /** The day's spend (the bill's rows, or the balance's "spend today" for today). */
  total: Decimal
  /** The app's answers that day. */
  answers: readonly DayAnswer[]
  /** The input of a conversation's first answer (it may be from an earlier day); null: unknown. */
  firstInputOf(conversationId: string): number | null
  fits: readonly ModelPriceEstimate[]
  /** The day's billed tokens per model (every key). */
  billedTokens: ReadonlyMap<string, TokenCounts>
  /** Spend from other keys: that day's, and its median over the 30 days before (null: too little history). */
  elsewhere: { day: Decimal; usual: Decimal | null }
}

/** A cause must explain at least this share of the day to be named. */
export const MIN_SHARE = { longConversation: 0.2, retries: 0.15, priceChange: 0.1, elsewhere: 0.3 }
/** At least this many answers asked again before retries count as a cause. */
export const MIN_RETRIES = 3
/** What a fresh chat with a summary still sends per message: the summary and the new message (tokens). */
export const SUMMARY_KEEP_TOKENS = 2_000

/**
 * #36: what made a day's spend, from the data (its facts; the words are shared/advice/cause-words.ts, #37): one conversation whose input per message grew (long
 * context), many answers asked again, a price change found by the fit, spend from other keys. Each cause
 * with its part of the day, its fix and what the fix would save on a day like this one. Largest first;
 * none when no single cause explains enough of the day.
 */
export function findCauses(facts: DayFacts): SpikeCause[] {
  if (facts.total.lessThanOrEqualTo(0)) return []
  const fitOf = new Map(facts.fits.map((f) => [f.model, f]))
  const costOf = (a: DayAnswer): Decimal | null => {
    if (a.cost !== null) return new Decimal(a.cost)
    const fit = fitOf.get(a.model)
    return fit ? priceTokens(pricesOn(fit, facts.day), a.tokens) : null
  }
  const causes = [...longConversations(facts, costOf, fitOf), ...retries(facts, costOf), ...priceChanges(facts, fitOf), ...elsewhere(facts)]
  return causes.sort((a, b) => new Decimal(b.amount).comparedTo(a.amount))
}

function share(amount: Decimal, total: Decimal): number {
  return Math.min(1, amount.dividedBy(total).toNumber())
}

function longConversations(facts: DayFacts, costOf: (a: DayAnswer) => Decimal | null, fitOf: Map<string, ModelPriceEstimate>): SpikeCause[] {
  const byConversation = new Map<string, DayAnswer[]>()
  for (const a of facts.answers) {
    if (a.compare) continue
    const list = byConversation.get(a.conversationId) ?? []
    list.push(a)
    byConversation.set(a.conversationId, list)
  }
  const out: SpikeCause[] = []
  for (const [id, answers] of byConversation) {
    const largest = Math.max(...answers.map((a) => a.tokens.input))
    const first = facts.firstInputOf(id) ?? Math.min(...answers.map((a) => a.tokens.input))
    const long = largest >= LONG_INPUT_TOKENS || (largest >= LONG_GROWTH_FLOOR && largest >= first * LONG_FACTOR)
    if (!long) continue
    const amount = answers.reduce((s, a) => s.plus(costOf(a) ?? 0), new Decimal(0))
    const part = share(amount, facts.total)
    if (part < MIN_SHARE.longConversation) continue
    // What the same messages would cost sending only a summary: the context above it, at the input price of the day.
    let saving: Decimal | null = new Decimal(0)
    for (const a of answers) {
      const fit = fitOf.get(a.model)
      const context = fit ? priceTokens(pricesOn(fit, facts.day), { input: Math.max(0, a.tokens.input - SUMMARY_KEEP_TOKENS), cached: 0, output: 0 }) : null
      saving = saving === null || context === null ? null : saving.plus(context)
    }
    out.push({
      kind: 'long-conversation',
      amount: upMoney(amount),
      share: part,
      facts: { kind: 'long-conversation', title: answers[0]?.conversationTitle ?? '', largest, first, answers: answers.length },
      fix: {
        kind: 'summary',
        saving: saving === null ? null : upMoney(saving),
        conversationId: id,
        model: null,
      },
    })
  }
  return out
}

function retries(facts: DayFacts, costOf: (a: DayAnswer) => Decimal | null): SpikeCause[] {
  const again = facts.answers.filter((a) => a.superseded && !a.compare)
  if (again.length < MIN_RETRIES) return []
  const amount = again.reduce((s, a) => s.plus(costOf(a) ?? 0), new Decimal(0))
  const part = share(amount, facts.total)
  if (part < MIN_SHARE.retries) return []
  const failed = again.filter((a) => a.failed).length
  return [
    {
      kind: 'retries',
      amount: upMoney(amount),
      share: part,
      facts: { kind: 'retries', again: again.length, failed },
      fix: {
        kind: 'continue',
        saving: upMoney(amount),
        conversationId: null,
        model: null,
      },
    },
  ]
}

/** The window in which a price change found by the fit is named as a cause (days before the day explained). */
const PRICE_CHANGE_DAYS = 30

function priceChanges(facts: DayFacts, fitOf: Map<string, ModelPriceEstimate>): SpikeCause[] {
  const out: SpikeCause[] = []
  const from = new Date(Date.parse(`${facts.day}T00:00:00Z`) - PRICE_CHANGE_DAYS * 86_400_000).toISOString().slice(0, 10)
  for (const [model, tokens] of facts.billedTokens) {
    const fit = fitOf.get(model)
    if (!fit?.since || !fit.previous || fit.since > facts.day || fit.since <= from) continue
    const now = priceTokens(pricesOn(fit, facts.day), tokens)
    const before = priceTokens(fit.previous.perMillion, tokens)
    if (now === null || before === null || now.lessThanOrEqualTo(before)) continue
    const rise = now.minus(before)
    const part = share(rise, facts.total)
    if (part < MIN_SHARE.priceChange) continue
    const alternative = cheapestFor(tokens, facts, model)
    const saving = alternative && alternative.cost.lessThan(now) ? now.minus(alternative.cost) : null
    out.push({
      kind: 'price-change',
      amount: upMoney(rise),
      share: part,
      facts: { kind: 'price-change', model, since: fit.since, now: upMoney(now), before: upMoney(before) },
      fix: {
        kind: 'switch-model',
        saving: saving === null ? null : upMoney(saving),
        conversationId: null,
        model: alternative?.model ?? null,
      },
    })
  }
  return out
}

function cheapestFor(tokens: TokenCounts, facts: DayFacts, except: string): { model: string; cost: Decimal } | null {
  let best: { model: string; cost: Decimal } | null = null
  for (const fit of facts.fits) {
    if (fit.model === except) continue
    const cost = priceTokens(pricesOn(fit, facts.day), tokens)
    if (cost !== null && (best === null || cost.lessThan(best.cost))) best = { model: fit.model, cost }
  }
  return best
}

function elsewhere(facts: DayFacts): SpikeCause[] {
  const { day, usual } = facts.elsewhere
  const excess = day.minus(usual ?? 0)
  if (excess.lessThanOrEqualTo(0)) return []
  const part = share(day, facts.total)
  if (part < MIN_SHARE.elsewhere || (usual !== null && day.lessThan(usual.times(2)))) return []
  return [
    {
      kind: 'elsewhere',
      amount: upMoney(day),
      share: part,
      facts: { kind: 'elsewhere', usual: usual === null ? null : upMoney(usual) },
      fix: {
        kind: 'cap',
        saving: upMoney(excess),
        conversationId: null,
        model: null,
      },
    },
  ]
}
