import Decimal from 'decimal.js'
import type { Preflight, PreflightModel, PreflightReason } from '../../../shared/domain/preflight'
import { type PerMillion, priceTokens } from '../../../shared/prices/answer-cost'

/** One request of a run, counted as it will be sent; `conversation` groups the requests the conversation cap adds up. */
export interface CountedRequest {
  model: string
  inputTokens: number
  maxOutputTokens: number | null
  conversation: string
}

export interface PreflightInput {
  requests: readonly CountedRequest[]
  /** What each conversation's answers have cost so far (USD; new conversations: '0'). */
  soFar: ReadonlyMap<string, string>
  pricesOf(model: string): PerMillion | null
  /** The model's usual answer in output tokens (the median of the user's answers) and how many answers it is over. */
  usualOf(model: string): { tokens: number | null; answers: number }
  threshold: string | null
  answerCap: string | null
  conversationCap: string | null
  balance: string | null
}

const text = (d: Decimal | null): string | null => (d === null ? null : d.toFixed())
const sum = (values: readonly (Decimal | null)[]): Decimal | null => values.reduce<Decimal | null>((a, b) => (a === null || b === null ? null : a.plus(b)), new Decimal(0))

/**
 * #33: the one preflight of every kind of run (send, regenerate, edit, continue, compare, a column again,
 * a batch): the input of every request as it will be sent, priced at the model's fitted prices, with the
 * model's usual answer, and the questions to ask first. It asks when the run's estimate passes the
 * pre-send check (the input alone when the usual answer is unknown: "at least $X now"), when a request's
 * input alone passes the per-answer cap, and when a conversation would pass its cap; each with by how much.
 */
export function preflightOf(p: PreflightInput): Preflight {
  const perRequest = p.requests.map((r) => {
    const prices = p.pricesOf(r.model)
    const usual = p.usualOf(r.model)
    const usualTokens = usual.tokens === null ? null : r.maxOutputTokens === null ? usual.tokens : Math.min(usual.tokens, r.maxOutputTokens)
    const input = prices?.input == null ? null : priceTokens(prices, { input: r.inputTokens, cached: 0, output: 0 })
    const answer = prices?.output == null || usualTokens === null ? null : priceTokens(prices, { input: 0, cached: 0, output: usualTokens })
    const most = prices?.output == null || r.maxOutputTokens === null ? null : priceTokens(prices, { input: 0, cached: 0, output: r.maxOutputTokens })
    return { r, usual, usualTokens, input, answer, most, total: input === null || answer === null ? null : input.plus(answer), upTo: input === null || most === null ? null : input.plus(most) }
  })

  const models: PreflightModel[] = [...new Set(p.requests.map((r) => r.model))].map((model) => {
    const mine = perRequest.filter((x) => x.r.model === model)
    const first = mine[0]!
    return {
      model,
      requests: mine.length,
      inputTokens: mine.reduce((n, x) => n + x.r.inputTokens, 0),
      inputCost: text(sum(mine.map((x) => x.input))),
      usualOutputTokens: first.usualTokens,
      usualAnswers: first.usual.answers,
      usualCost: text(sum(mine.map((x) => x.answer))),
      maxOutputTokens: first.r.maxOutputTokens,
      maxCost: text(sum(mine.map((x) => x.upTo))),
    }
  })

  const known = perRequest.filter((x) => x.input !== null)
  const atLeast = known.length === 0 ? null : sum(known.map((x) => x.input))
  const total = sum(perRequest.map((x) => x.total))
  const reasons: PreflightReason[] = []
  const over = (kind: PreflightReason['kind'], limit: string, amount: Decimal, basis: PreflightReason['basis']) =>
    reasons.push({ kind, limit, amount: amount.toFixed(), over: amount.minus(limit).toFixed(), basis })

  // What a run will cost at least: each request's estimate, or its input alone where its answer is unknown.
  const lowest = (xs: typeof perRequest) => (xs.some((x) => x.input !== null) ? sum(xs.filter((x) => x.input !== null).map((x) => x.total ?? x.input)) : null)
  const runAmount = total ?? lowest(perRequest)
  if (p.threshold !== null && runAmount !== null && runAmount.greaterThan(p.threshold)) over('threshold', p.threshold, runAmount, total ? 'total' : 'input')
  if (p.answerCap !== null) {
    const dearest = known.reduce<Decimal | null>((max, x) => (max === null || x.input!.greaterThan(max) ? x.input : max), null)
    if (dearest !== null && dearest.greaterThan(p.answerCap)) over('answer-cap', p.answerCap, dearest, 'input')
  }

  let conversationSoFar: Decimal | null = null
  let conversationAfter: Decimal | null = null
  if (p.conversationCap !== null) {
    // The conversation the run takes furthest (a batch: one conversation per prompt).
    for (const group of new Set(p.requests.map((r) => r.conversation))) {
      const mine = perRequest.filter((x) => x.r.conversation === group)
      const part = lowest(mine)
      const before = new Decimal(p.soFar.get(group) ?? '0')
      const after = part === null ? before : before.plus(part)
      if (conversationAfter === null || after.greaterThan(conversationAfter)) {
        conversationAfter = after
        conversationSoFar = before
      }
    }
    if (conversationAfter !== null && conversationAfter.greaterThan(p.conversationCap)) over('conversation-cap', p.conversationCap, conversationAfter, total ? 'total' : 'input')
  }

  return {
    models,
    inputTokens: p.requests.reduce((n, r) => n + r.inputTokens, 0),
    atLeast: text(atLeast),
    total: text(total),
    upTo: text(sum(perRequest.map((x) => x.upTo))),
    unpriced: models.filter((m) => m.inputCost === null).map((m) => m.model),
    conversationSoFar: text(conversationSoFar),
    conversationAfter: text(conversationAfter),
    threshold: p.threshold,
    answerCap: p.answerCap,
    conversationCap: p.conversationCap,
    capEnforced: p.requests.every((r) => {
      const prices = p.pricesOf(r.model)
      return prices !== null && prices.input !== null && prices.output !== null
    }),
    balance: p.balance,
    reasons,
    ask: reasons.length > 0,
  }
}
