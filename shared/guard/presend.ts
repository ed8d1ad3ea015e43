import Decimal from 'decimal.js'
import type { SendEstimate } from '../domain/guard'

const MILLION = new Decimal(1_000_000)

/** The usual answer's tokens: the median of the user's answers, a whole number of tokens (null: none yet). One for the composer and the preflight. */
export function medianTokens(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] as number) : Math.round(((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2)
}

/**
 * One message's estimate: its input cost plus the model's median answer (median output tokens of
 * the user's answers × the fitted output price). Asks when the total passes the threshold; with
 * no total there is nothing to compare, and nothing is blocked.
 */
export function sendEstimate(input: {
  model: string
  inputTokens: number
  inputCost: string | null
  outputTokens: readonly number[]
  outputPricePerMillion: string | null
  threshold: string | null
  balance: string | null
  /** The per-answer cap (null: off), and whether this model has the prices to enforce it. */
  answerCap?: string | null
  capPriced?: boolean
  /** The per-conversation cap (null: off) and what the conversation's answers have cost so far (estimate; null: unknown). */
  conversationCap?: string | null
  conversationSoFar?: string | null
}): SendEstimate {
  const median = medianTokens(input.outputTokens)
  const medianAnswer = median === null || input.outputPricePerMillion === null ? null : new Decimal(input.outputPricePerMillion).times(median).dividedBy(MILLION)
  const total = medianAnswer === null || input.inputCost === null ? null : medianAnswer.plus(input.inputCost)
  const overThreshold = total !== null && input.threshold !== null && total.greaterThan(input.threshold)
  const soFar = input.conversationSoFar ?? null
  const after = total === null || soFar === null ? null : total.plus(soFar)
  const overConversationCap = after !== null && (input.conversationCap ?? null) !== null && after.greaterThan(input.conversationCap as string)
  const ask = overThreshold || overConversationCap
  const answersLeft =
    medianAnswer === null || input.balance === null || medianAnswer.isZero() ? null : Decimal.max(0, new Decimal(input.balance).dividedBy(medianAnswer).floor()).toNumber()
  const text = (d: Decimal | null) => (d === null ? null : d.toSignificantDigits(6).toFixed())
  return {
    model: input.model,
    inputTokens: input.inputTokens,
    inputCost: input.inputCost,
    medianAnswer: text(medianAnswer),
    answers: input.outputTokens.length,
    total: text(total),
    threshold: input.threshold,
    ask,
    answersLeft,
    balance: input.balance,
    answerCap: input.answerCap ?? null,
    capEnforced: (input.answerCap ?? null) !== null && input.capPriced === true,
    conversationCap: input.conversationCap ?? null,
    conversationSoFar: soFar,
    conversationAfter: text(after),
    overConversationCap,
  }
}
