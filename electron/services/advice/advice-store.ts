import Decimal from 'decimal.js'
import type { DatabaseSync, StatementSync } from 'node:sqlite'
import type { AppAnswer } from './what-if-tables'
import type { DayAnswer } from './day-causes'

type RangeRow = { day: string; model: string | null; input: number | null; cached: number | null; output: number | null; cost: string | null }
type DayRow = RangeRow & { conversation_id: string; title: string; kind: string; status: string; column_index: number | null; superseded: number }

const TOKENS = `json_extract(m.cost, '$.inputTokens') AS input, json_extract(m.cost, '$.cachedInputTokens') AS cached,
  json_extract(m.cost, '$.outputTokens') AS output, json_extract(m.cost, '$.cost') AS cost`
const count = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0

/**
 * #36: what the advice reads of the app's answers, from the columns the ledger and the cost record keep on
 * each answer's row (migrations 6, 9): the answers of a range (through the ledger's index on account and
 * day), one day's answers with their conversations, the app's spend per day, the recent prompts.
 */
export class AdviceStore {
  private readonly s: Record<'range' | 'day' | 'firstInput' | 'costs' | 'recentCosts' | 'models' | 'prompts', StatementSync>

  constructor(db: DatabaseSync) {
    const p = (sql: string) => db.prepare(sql)
    this.s = {
      range: p(`SELECT m.usage_day AS day, m.model, ${TOKENS} FROM messages m
        WHERE m.account_id = ? AND m.usage_day >= ? AND m.usage_day < ? AND m.role = 'assistant' AND m.cost IS NOT NULL`),
      // An answer is superseded when a later answer to the same message exists (regenerated or retried).
      day: p(`SELECT m.usage_day AS day, m.model, ${TOKENS}, m.conversation_id, c.title, c.kind, m.status, m.column_index,
          EXISTS (SELECT 1 FROM messages s WHERE s.conversation_id = m.conversation_id AND s.parent_id = m.parent_id
            AND s.role = 'assistant' AND s.rowid > m.rowid) AS superseded
        FROM messages m JOIN conversations c ON c.id = m.conversation_id
        WHERE m.account_id = ? AND m.usage_day = ? AND m.role = 'assistant'`),
      firstInput: p(`SELECT json_extract(cost, '$.inputTokens') AS input FROM messages
        WHERE conversation_id = ? AND role = 'assistant' AND continued = 0 AND json_type(cost, '$.inputTokens') = 'integer' ORDER BY position, rowid LIMIT 1`),
      costs: p(`SELECT m.usage_day AS day, json_extract(m.cost, '$.cost') AS cost FROM messages m
        WHERE m.account_id = ? AND m.usage_day >= ? AND m.usage_day < ? AND m.role = 'assistant' AND m.cost IS NOT NULL`),
      recentCosts: p(`SELECT m.model, json_extract(m.cost, '$.cost') AS cost FROM messages m
        WHERE m.account_id = ? AND m.usage_day >= ? AND m.role = 'assistant' AND m.cost IS NOT NULL`),
      models: p(`SELECT DISTINCT m.model FROM messages m WHERE m.account_id = ? AND m.role = 'assistant' AND m.model IS NOT NULL`),
      // The newest 200 chats first (conversations_by_update), then each one's own messages (messages_by_conversation;
      // never a compare run, a batch or an import). Joined the other way round, SQLite read and sorted every
      // user message of the history (2 s with 10k chats).
      prompts: p(`WITH recent AS (SELECT id, updated_at FROM conversations WHERE kind = 'chat' ORDER BY updated_at DESC, id DESC LIMIT 200)
        SELECT m.content FROM recent c JOIN messages m ON m.conversation_id = c.id
        WHERE m.role = 'user' AND m.on_path = 1 AND m.imported = 0
        ORDER BY c.updated_at DESC, c.id DESC, m.position DESC LIMIT 200`),
    }
  }

  /** The account's answers whose request started in [start, end), with their tokens and recorded cost. */
  answersIn(accountId: string, start: string, end: string): AppAnswer[] {
    const out: AppAnswer[] = []
    for (const r of this.s.range.all(accountId, start, end) as unknown as RangeRow[]) {
      if (r.model === null || !count(r.input) || !count(r.cached) || !count(r.output)) continue
      out.push({ day: r.day, model: r.model, input: r.input, cached: r.cached, output: r.output, recorded: typeof r.cost === 'string' ? r.cost : null })
    }
    return out
  }

  /** The account's answers of one UTC day, with their conversations and whether each was asked again. */
  answersOn(accountId: string, day: string): DayAnswer[] {
    const out: DayAnswer[] = []
    for (const r of this.s.day.all(accountId, day) as unknown as DayRow[]) {
      if (r.model === null) continue
      out.push({
        conversationId: r.conversation_id,
        conversationTitle: r.title,
        model: r.model,
        tokens: { input: count(r.input) ? r.input : 0, cached: count(r.cached) ? r.cached : 0, output: count(r.output) ? r.output : 0 },
        cost: typeof r.cost === 'string' ? r.cost : null,
        superseded: r.superseded === 1,
        failed: r.status === 'error' || r.status === 'incomplete',
        compare: r.kind !== 'chat' || r.column_index !== null,
      })
    }
    return out
  }

  /** What a conversation's first answer sent (tokens); null: no record. */
  firstInput(conversationId: string): number | null {
    const row = this.s.firstInput.get(conversationId) as { input: unknown } | undefined
    return row && count(row.input) ? row.input : null
  }

  /** The app's recorded spend per UTC day in [start, end). */
  spendByDay(accountId: string, start: string, end: string): Map<string, Decimal> {
    const out = new Map<string, Decimal>()
    for (const r of this.s.costs.all(accountId, start, end) as unknown as { day: string; cost: unknown }[]) {
      if (typeof r.cost !== 'string') continue
      out.set(r.day, (out.get(r.day) ?? new Decimal(0)).plus(r.cost))
    }
    return out
  }

  /** The recorded costs of the account's answers since `from` (a UTC day), per model. */
  costsPerModel(accountId: string, from: string): Map<string, string[]> {
    const out = new Map<string, string[]>()
    for (const r of this.s.recentCosts.all(accountId, from) as unknown as { model: string | null; cost: unknown }[]) {
      if (r.model === null || typeof r.cost !== 'string') continue
      const list = out.get(r.model)
      if (list) list.push(r.cost)
      else out.set(r.model, [r.cost])
    }
    return out
  }

  /** Every model the app's answers of the account used. */
  answeredModels(accountId: string): string[] {
    return (this.s.models.all(accountId) as unknown as { model: string }[]).map((r) => r.model)
  }

  /** Up to `n` distinct prompts of the user's newest chats, each at most `maxChars` long. */
  recentPrompts(n: number, maxChars: number, except: ReadonlySet<string>): string[] {
    const out: string[] = []
    for (const r of this.s.prompts.all() as unknown as { content: string }[]) {
      const text = r.content.trim()
      if (text.length === 0 || text.length > maxChars || except.has(text) || out.includes(text)) continue
      out.push(text)
      if (out.length === n) break
    }
    return out
  }
}
