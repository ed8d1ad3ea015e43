import type { LedgerSplit } from '../../../shared/domain/ledger'
import { ledgerCsv } from '../../../shared/ledger/app-split'
import type { PriceEstimates } from '../../../shared/domain/prices'
import type { UsageRow } from '../../../shared/domain/usage'
import type { AnswerFinished } from '../answers/answer-finished'
import { estimateCost } from '../prices/price-fit'
import { countAnswerTokens, type SentMessage } from '../tokens/count-answer-tokens'
import { applyBias, learnBias, type TokenBias, type TokenPair } from '../tokens/token-bias'
import { estimateAccuracy } from './accuracy'
import type { LedgerStore } from './ledger-store'
import type { DayReconciliation, LedgerAnswer } from './reconcile'
import { reconcileAccount } from './reconcile-account'

export interface LedgerServiceDeps {
  store: LedgerStore
  /** The request as it was sent and the answer's text, to count tokens here; null when the message is gone. */
  requestOf(conversationId: string, messageId: string): { messages: SentMessage[]; answerText: string } | null
  prices(accountId: string): Promise<PriceEstimates>
  /** The account's cached usage day rows (grouped by model). */
  rows(accountId: string): Promise<UsageRow[]>
  /** The usage `as_of` the cache holds for a day (null: the day was never read). */
  asOfFor(accountId: string): Promise<(day: string) => string | null>
  log(level: 'warn', message: string): void
}

/**
 * The answer ledger: records every finished answer (account, the UTC day its request started, tokens
 * counted here, the estimate shown) and reconciles them with the bill per day and model.
 */
export class LedgerService {
  constructor(private readonly deps: LedgerServiceDeps) {}

  /** Subscribed to the runner's "answer finished" event. Never throws (a ledger failure must not break chats). */
  async record(answer: AnswerFinished): Promise<void> {
    try {
      if (answer.accountId === null) return
      const request = this.deps.requestOf(answer.conversationId, answer.messageId)
      const counted = request && (request.messages.length > 0 || request.answerText.length > 0) ? countAnswerTokens(request.messages, request.answerText, answer.model) : null
      let estimate = answer.estimate
      if (estimate === null && answer.usage === null && counted) {
        // No usage chunk: the estimate comes from the tokens counted here, corrected by the model's learnt bias.
        const bias = this.biases(answer.accountId).find((b) => b.model === answer.model)
        const fit = (await this.deps.prices(answer.accountId)).models.find((m) => m.model === answer.model)
        const cost = estimateCost(fit, applyBias(counted, bias))
        estimate = cost === null ? null : cost.toFixed()
      }
      this.deps.store.record(answer.messageId, {
        accountId: answer.accountId,
        day: answer.startedAt.slice(0, 10),
        counted: counted ? { input: counted.input, output: counted.output } : null,
        estimate,
      })
    } catch (error) {
      this.deps.log('warn', `ledger: could not record answer ${answer.messageId}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }

  /** Each model's bias between the app's count and the service's, from answers that have both. */
  biases(accountId: string): TokenBias[] {
    return biasesOf(this.deps.store.answers(accountId))
  }

  /** The account's days and models: the bill, the app's part and the rest; estimate accuracy; each answer's cost. */
  async split(accountId: string | null): Promise<LedgerSplit> {
    if (accountId === null) return { accountId: null, days: [], accuracy: [], perAnswer: [], tokenBias: [] }
    const [prices, rows, asOfFor] = await Promise.all([this.deps.prices(accountId), this.deps.rows(accountId), this.deps.asOfFor(accountId)])
    // One read of the ledger serves the biases and the reconciliation.
    const stored = this.deps.store.answers(accountId)
    const biases = biasesOf(stored)
    const answers: LedgerAnswer[] = stored.map(({ answer }) => {
      if (answer.tokens?.source !== 'counted') return answer
      const corrected = applyBias(answer.tokens, biases.find((b) => b.model === answer.model))
      return { ...answer, tokens: { ...corrected, source: 'counted' } }
    })
    const byId = new Map(answers.map((a) => [a.id, a]))
    const perMillion = new Map(prices.models.map((m) => [m.model, m.perMillion]))
    const days: DayReconciliation[] = reconcileAccount({ rows, answers, pricesOf: (model) => perMillion.get(model) ?? null, asOfFor })
    const shown = new Map(stored.flatMap(({ answer, estimate }) => (estimate === null ? [] : [[answer.id, estimate] as const])))
    return {
      accountId,
      days: days.map(({ perAnswer: _perAnswer, appEstimate: _estimate, ...day }) => day),
      accuracy: estimateAccuracy(days, shown),
      perAnswer: days.flatMap((d) =>
        d.perAnswer.map((p) => {
          const tokens = byId.get(p.id)?.tokens
          return { ...p, counted: tokens?.source === 'counted' ? { input: tokens.input, output: tokens.output } : null }
        }),
      ),
      tokenBias: biases,
    }
  }

  /** The split as CSV, one line per UTC day and model. */
  async exportCsv(accountId: string | null): Promise<{ filename: string; csv: string; rowCount: number }> {
    const { days } = await this.split(accountId)
    return { filename: 'tokentally-app-vs-account.csv', csv: ledgerCsv(days), rowCount: days.length }
  }
}

/** Each model's bias between the app's count and the service's, from answers that have both. */
function biasesOf(stored: ReturnType<LedgerStore['answers']>): TokenBias[] {
  const pairs: TokenPair[] = []
  for (const { answer, counted } of stored) {
    if (counted && answer.tokens?.source === 'reported') {
      pairs.push({ model: answer.model, day: answer.day, counted, reported: { input: answer.tokens.input, output: answer.tokens.output } })
    }
  }
  return learnBias(pairs)
}
