import Decimal from 'decimal.js'
import type { Preflight, PreflightReason } from '../../../../shared/domain/preflight'
import { formatEstimate } from '../../../../shared/prices/answer-cost'

/** What the user is about to start, in the preflight's words. */
export type RunKind = 'message' | 'answer' | 'compare' | 'column' | 'batch' | 'summary'

const WHAT: Record<RunKind, { noun: string; go: string }> = {
  message: { noun: 'message', go: 'Send' },
  answer: { noun: 'answer', go: 'Send' },
  compare: { noun: 'compare run', go: 'Start' },
  column: { noun: 'answer', go: 'Run' },
  batch: { noun: 'batch', go: 'Start' },
  summary: { noun: 'summary', go: 'Write the summary' },
}

export const goWord = (kind: RunKind): string => WHAT[kind].go

const money = (amount: string) => formatEstimate(amount)
const by = (r: PreflightReason) => formatEstimate(new Decimal(r.over).toFixed())

/** The answer's most at its max output tokens (input left out); null without a max or a price. */
export function answerUpTo(p: Preflight): string | null {
  return p.upTo === null || p.atLeast === null ? null : new Decimal(p.upTo).minus(p.atLeast).toFixed()
}

/** Whether every model of the run has a usual answer (the median of the user's own answers). */
export const usualKnown = (p: Preflight): boolean => p.models.every((m) => m.usualOutputTokens !== null)

/** "at least $X now; the answer may add up to $Y at its max output tokens": never nothing when the usual answer is unknown. */
export function atLeastWords(p: Preflight, kind: RunKind): string {
  if (p.atLeast === null) return `no price estimate for ${p.unpriced.join(', ')} yet`
  const upTo = answerUpTo(p)
  const several = kind === 'compare' || kind === 'batch'
  const answers = several ? 'the answers' : 'the answer'
  const tail = upTo === null ? `; ${answers} ${several ? 'add' : 'adds'} to it (no answers of yours from ${unknownModels(p)} yet to tell how much)` : `; ${answers} may add up to ≈ ${money(upTo)} at the max output tokens`
  return `at least ≈ ${money(p.atLeast)} now${tail}`
}

function unknownModels(p: Preflight): string {
  return p.models.filter((m) => m.usualOutputTokens === null).map((m) => m.model).join(', ')
}

/** One sentence per reason the preflight asks, each with by how much. */
export function reasonWords(p: Preflight, r: PreflightReason, kind: RunKind): string {
  const noun = WHAT[kind].noun
  switch (r.kind) {
    case 'threshold':
      return r.basis === 'total'
        ? `This ${noun} is estimated at ≈ ${money(r.amount)}, over your pre-send check of ${money(r.limit)} by ≈ ${by(r)}.`
        : `This ${noun} costs ${atLeastWords(p, kind)}. Its input alone is over your pre-send check of ${money(r.limit)} by ≈ ${by(r)}.`
    case 'answer-cap':
      return `Its input alone (≈ ${money(r.amount)}) is over your per-answer cap of ${money(r.limit)} by ≈ ${by(r)}: the answer would be stopped before its first word, with its input billed. Sent anyway, this answer is not held to the cap.`
    case 'conversation-cap':
      return `With it, this conversation would come to ≈ ${money(r.amount)}, over your per-conversation cap of ${money(r.limit)} by ≈ ${by(r)}. Sent anyway, this answer is not held to the conversation cap.`
  }
}

export function titleWords(p: Preflight, kind: RunKind): string {
  const first = p.reasons[0]?.kind
  if (first === 'conversation-cap') return 'Go past this conversation’s cap?'
  if (first === 'answer-cap') return 'Its input alone passes your per-answer cap'
  return `${WHAT[kind].go} this expensive ${WHAT[kind].noun}?`
}
