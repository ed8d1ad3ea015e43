import Decimal from 'decimal.js'
import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type { CostHere } from '../../../shared/domain/imports'
import type { PriceEstimates } from '../../../shared/domain/prices'
import { estimateAnswerCost } from '../../../shared/prices/answer-cost'
import { countText } from '../tokens/count-text'
import { REPLY_PRIMING_TOKENS, messageTokens } from '../tokens/request-tokens'
import { notFound } from '../chat/conversation-store'

/** Tokens counted here over one imported conversation's answers (every branch), kept once counted. */
export interface CountedTokens {
  input: number
  output: number
  answers: number
  models: string[]
}

interface Row {
  id: string
  parent_id: string | null
  role: string
  content: string
  model: string | null
  imported: number
}

const WORK_SLICE_MS = 12

/**
 * #34 "What it would have cost here": every answer imported from another app, counted here with
 * gpt-tokenizer as this app counts answers the stream reports no usage for (count-text.ts):
 * its input is the system prompt and every message before it on its branch, its output its own
 * text. Priced with the active account's fitted prices, per model: an estimate, labelled so.
 * Counting reads the text, so it happens when first asked and is kept per conversation.
 */
export class CostHereService {
  private readonly s: Record<'messages' | 'system' | 'ofImport' | 'counted' | 'keep' | 'source', StatementSync>

  constructor(
    private readonly db: DatabaseSync,
    private readonly prices: () => Promise<PriceEstimates | undefined>,
  ) {
    const p = (sql: string) => db.prepare(sql)
    this.s = {
      messages: p('SELECT id, parent_id, role, content, model, imported FROM messages WHERE conversation_id = ? ORDER BY position, rowid'),
      system: p('SELECT params FROM conversations WHERE id = ?'),
      // Every conversation the import's file held: brought by it, or found again by it.
      ofImport: p('SELECT conversation_id AS id, tokens FROM conversation_sources WHERE import_id = :id OR last_import_id = :id'),
      counted: p('SELECT tokens FROM conversation_sources WHERE conversation_id = ?'),
      keep: p('UPDATE conversation_sources SET tokens = ? WHERE conversation_id = ?'),
      source: p('SELECT 1 AS one FROM conversation_sources WHERE conversation_id = ?'),
    }
  }

  /** An import's conversations, or one imported conversation. */
  of(target: { importId: string } | { conversationId: string }): Promise<CostHere> {
    return 'importId' in target ? this.forImport(target.importId) : this.forConversation(target.conversationId)
  }

  async forImport(importId: string): Promise<CostHere> {
    const rows = this.s.ofImport.all({ id: importId }) as { id: string; tokens: string | null }[]
    const counts: CountedTokens[] = []
    let slice = performance.now()
    for (const row of rows) {
      counts.push(row.tokens ? (JSON.parse(row.tokens) as CountedTokens) : this.count(row.id))
      if (performance.now() - slice > WORK_SLICE_MS) {
        await new Promise<void>((resolve) => setImmediate(resolve))
        slice = performance.now()
      }
    }
    return this.priced(counts)
  }

  async forConversation(conversationId: string): Promise<CostHere> {
    if (!this.s.system.get(conversationId)) throw notFound(conversationId)
    if (!this.s.source.get(conversationId)) return this.priced([])
    const kept = this.s.counted.get(conversationId) as { tokens: string | null } | undefined
    return this.priced([kept?.tokens ? (JSON.parse(kept.tokens) as CountedTokens) : this.count(conversationId)])
  }

  /** Counts one conversation's imported answers and keeps the figures on its source row. */
  private count(conversationId: string): CountedTokens {
    const params = JSON.parse((this.s.system.get(conversationId) as { params: string }).params) as { systemPrompt?: string }
    const system = params.systemPrompt ? messageTokens({ role: 'system', content: params.systemPrompt }) : 0
    const rows = this.s.messages.all(conversationId) as unknown as Row[]
    const own = new Map<string, number>()
    const before = new Map<string | null, number>([[null, system]])
    const counted: CountedTokens = { input: 0, output: 0, answers: 0, models: [] }
    const models = new Set<string>()
    // Depth order: a message's parent is counted before it.
    for (const row of rows) {
      // countText, as every answer is counted: special tokens as text, long runs of letters in slices.
      const tokens = countText(row.content)
      own.set(row.id, tokens)
      const history = before.get(row.parent_id) ?? system
      before.set(row.id, history + messageTokens({ role: row.role, content: '' }) + tokens)
      if (row.role !== 'assistant' || row.imported !== 1) continue
      counted.input += history + REPLY_PRIMING_TOKENS
      counted.output += tokens
      counted.answers++
      if (row.model) models.add(row.model)
    }
    counted.models = [...models].sort()
    this.s.keep.run(JSON.stringify(counted), conversationId)
    return counted
  }

  private async priced(counts: readonly CountedTokens[]): Promise<CostHere> {
    const input = counts.reduce((n, c) => n + c.input, 0)
    const output = counts.reduce((n, c) => n + c.output, 0)
    const estimates = await this.prices().catch(() => undefined)
    const usage = { inputTokens: input, cachedInputTokens: 0, outputTokens: output }
    const models = (estimates?.models ?? [])
      .map((fit) => {
        const cost = estimateAnswerCost(usage, fit.model, estimates)
        return { model: fit.model, cost: cost.kind === 'estimate' ? cost.cost : null }
      })
      .sort((a, b) => (a.cost === null ? 1 : b.cost === null ? -1 : new Decimal(a.cost).comparedTo(b.cost)))
    return {
      conversations: counts.length,
      answers: counts.reduce((n, c) => n + c.answers, 0),
      inputTokens: input,
      outputTokens: output,
      models,
      sourceModels: [...new Set(counts.flatMap((c) => c.models))].sort(),
    }
  }
}
