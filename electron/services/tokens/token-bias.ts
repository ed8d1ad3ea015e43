import type { AnswerTokens } from './answer-tokens'

/**
 * The app's own token count against the service's, per model, learned from answers that have both
 * (the app counts every answer; the stream reports some). Pure.
 */

export interface TokenPair {
  model: string
  day: string
  counted: { input: number; output: number }
  reported: { input: number; output: number }
}

export interface TokenBias {
  model: string
  /** Service tokens per counted token (1.05: the service counts 5 % more). */
  input: number
  output: number
  /** Answers and days the ratios come from. */
  answers: number
  days: number
}

/** Fewer answers with both counts than this: no bias (counts are used as they are). */
export const MIN_PAIRS = 3

export function learnBias(pairs: readonly TokenPair[]): TokenBias[] {
  const byModel = new Map<string, TokenPair[]>()
  for (const p of pairs) byModel.set(p.model, [...(byModel.get(p.model) ?? []), p])
  const result: TokenBias[] = []
  for (const [model, list] of [...byModel].sort(([a], [b]) => a.localeCompare(b))) {
    if (list.length < MIN_PAIRS) continue
    const sum = (f: (p: TokenPair) => number): number => list.reduce((s, p) => s + f(p), 0)
    const countedIn = sum((p) => p.counted.input)
    const countedOut = sum((p) => p.counted.output)
    if (countedIn === 0 || countedOut === 0) continue
    result.push({
      model,
      input: round4(sum((p) => p.reported.input) / countedIn),
      output: round4(sum((p) => p.reported.output) / countedOut),
      answers: list.length,
      days: new Set(list.map((p) => p.day)).size,
    })
  }
  return result
}

function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000
}

/** Counted tokens corrected by the model's bias (still marked counted); unchanged without one. */
export function applyBias(tokens: AnswerTokens, bias: TokenBias | undefined): AnswerTokens {
  if (!bias || tokens.source !== 'counted') return tokens
  return { ...tokens, input: Math.round(tokens.input * bias.input), output: Math.round(tokens.output * bias.output) }
}

/** "tally-mini: the service counts 6 % more input and 2 % fewer output tokens than this app (41 answers, 5 days)". */
export function describeBias(bias: TokenBias): string {
  const part = (ratio: number, what: string): string => {
    const pct = Math.round((ratio - 1) * 100)
    return pct === 0 ? `about the same ${what}` : `${Math.abs(pct)} % ${pct > 0 ? 'more' : 'fewer'} ${what}`
  }
  return `${bias.model}: the service counts ${part(bias.input, 'input')} and ${part(bias.output, 'output')} tokens than this app (${bias.answers} answers, ${bias.days} ${bias.days === 1 ? 'day' : 'days'})`
}
