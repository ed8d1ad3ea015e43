import Decimal from 'decimal.js'
import { t } from '../../i18n'
import type { Preflight, PreflightReason } from '../../../../shared/domain/preflight'
import { formatEstimate } from '../../../../shared/prices/answer-cost'

/** What the user is about to start, in the preflight's words. */
export type RunKind = 'message' | 'answer' | 'compare' | 'column' | 'batch' | 'summary'

/** The two buttons of the pre-send question, in the words of what is about to start. */
export const dontWords = (kind: RunKind): string => t('guard.pre.dont', { kind })
export const anywayWords = (kind: RunKind): string => t('guard.pre.anyway', { kind })

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
  if (p.atLeast === null) return t('guard.pre.noPrice', { models: p.unpriced.join(', ') })
  const upTo = answerUpTo(p)
  const several = kind === 'compare' || kind === 'batch'
  const atLeast = money(p.atLeast)
  if (upTo === null) return t(several ? 'guard.pre.atLeastUnknownMany' : 'guard.pre.atLeastUnknown', { atLeast, models: unknownModels(p) })
  return t(several ? 'guard.pre.atLeastUpToMany' : 'guard.pre.atLeastUpTo', { atLeast, upTo: money(upTo) })
}

function unknownModels(p: Preflight): string {
  return p.models.filter((m) => m.usualOutputTokens === null).map((m) => m.model).join(', ')
}

/** One sentence per reason the preflight asks, each with by how much. */
export function reasonWords(p: Preflight, r: PreflightReason, kind: RunKind): string {
  const values = { kind, amount: money(r.amount), limit: money(r.limit), over: by(r) }
  switch (r.kind) {
    case 'threshold':
      return r.basis === 'total' ? t('guard.pre.thresholdTotal', values) : t('guard.pre.thresholdInput', { ...values, cost: atLeastWords(p, kind) })
    case 'answer-cap':
      return t('guard.pre.answerCap', values)
    case 'conversation-cap':
      return t('guard.pre.conversationCap', values)
  }
}

export function titleWords(p: Preflight, kind: RunKind): string {
  const first = p.reasons[0]?.kind
  if (first === 'conversation-cap') return t('guard.pre.titleConversationCap')
  if (first === 'answer-cap') return t('guard.pre.titleAnswerCap')
  return t('guard.pre.title', { kind })
}
