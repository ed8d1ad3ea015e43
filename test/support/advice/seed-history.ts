// #36: a history of the app's own answers and of blind votes, written straight into an app's database (WAL
// lets a second connection write while main has it open): what What if, the spike's causes and the picker read.
import Decimal from 'decimal.js'
import { openDatabase, transaction } from '../../../electron/services/db/open-database'
import { SIM_MODELS } from '../../../electron/sim/models'
import type { VoteChoice } from '../../../shared/domain/votes'

export interface SeededAnswer {
  /** UTC day its request started (the ledger's day). */
  day: string
  model: string
  /** Input tokens (cached included), cached input, output. */
  input: number
  cached?: number
  output: number
  /** Its conversation (answers of one conversation follow each other); default one conversation per answer. */
  conversationId?: string
  title?: string
  /** The user's message before it, and the answer's text. */
  prompt?: string
  content?: string
  /** When written (default noon of its day, a second per answer). */
  createdAt?: string
  status?: 'complete' | 'error' | 'incomplete'
}

/** What an answer costs at the simulator's own prices (the fitted ones match them): its cost record's figure. */
export function simCost(model: string, input: number, cached: number, output: number): string {
  const p = SIM_MODELS.find((m) => m.id === model)?.prices
  if (!p) throw new Error(`no simulator model ${model}`)
  return new Decimal(input - cached).times(p.input).plus(new Decimal(cached).times(p.cachedInput)).plus(new Decimal(output).times(p.output)).dividedBy(1e6).toFixed()
}

/**
 * Writes the answers (each after its user message) with the columns the answer runner and the ledger write
 * at an answer's end: the account, the UTC day, the one cost record (counted here, at the simulator's prices).
 */
export function seedAnswers(dataDir: string, accountId: string, answers: readonly SeededAnswer[]): void {
  const { db } = openDatabase({ dataDir })
  try {
    transaction(db, () => {
      const conv = db.prepare("INSERT OR IGNORE INTO conversations (id, title, kind, created_at, updated_at, params) VALUES (?, ?, 'chat', ?, ?, ?)")
      const touch = db.prepare('UPDATE conversations SET updated_at = max(updated_at, ?), message_count = message_count + 2 WHERE id = ?')
      const put = db.prepare(`INSERT INTO messages (id, conversation_id, position, role, content, created_at, model, status, cost, end_reason, account_id, usage_day, counted, estimate)
        VALUES (?, ?, (SELECT coalesce(max(position), -1) + 1 FROM messages WHERE conversation_id = ?), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      answers.forEach((a, i) => {
        const conversationId = a.conversationId ?? `seeded-${a.day}-${i}`
        const at = a.createdAt ?? new Date(Date.parse(`${a.day}T12:00:00Z`) + i * 1000).toISOString()
        const params = JSON.stringify({ model: a.model, systemPrompt: '', maxOutputTokens: null, temperature: null })
        conv.run(conversationId, a.title ?? `Seeded chat ${i + 1}`, at, at, params)
        touch.run(at, conversationId)
        const cached = a.cached ?? 0
        const cost = simCost(a.model, a.input, cached, a.output)
        const record = JSON.stringify({ source: 'counted', inputTokens: a.input, cachedInputTokens: cached, outputTokens: a.output, cost, fromBill: false })
        const status = a.status ?? 'complete'
        put.run(`${conversationId}-q${i}`, conversationId, conversationId, 'user', a.prompt ?? `Question ${i + 1}`, at, null, 'complete', null, null, null, null, null, null)
        const endReason = status === 'complete' ? 'finished' : status
        put.run(`${conversationId}-a${i}`, conversationId, conversationId, 'assistant', a.content ?? `Answer ${i + 1}.`, at, a.model, status, record, endReason, accountId, a.day, JSON.stringify({ input: a.input, output: a.output }), cost)
      })
    })
  } finally {
    db.close()
  }
}

export interface SeededVote {
  /** The two (or more) models compared, column by column. */
  models: readonly string[]
  choice: VoteChoice
}

/** Blind votes as the vote service saves them (a compare run each; the run itself is not needed by the leaderboard). */
export function seedVotes(dataDir: string, votes: readonly SeededVote[], at = '2026-01-01T00:00:00.000Z'): void {
  const { db } = openDatabase({ dataDir })
  try {
    const put = db.prepare('INSERT INTO votes (id, conversation_id, prompt, tags, columns, choice, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    transaction(db, () => {
      votes.forEach((v, i) => {
        const columns = v.models.map((model, column) => ({ column, model, ttftMs: null, tokensPerSec: null, outputTokens: null, cost: null }))
        put.run(`seeded-vote-${i}`, `seeded-run-${i}`, `Prompt ${i}`, '[]', JSON.stringify(columns), String(v.choice), at)
      })
    })
  } finally {
    db.close()
  }
}
