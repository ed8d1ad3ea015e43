import type { DatabaseSync, StatementSync } from 'node:sqlite'

/** The newest answers a median is taken over: recent habits, and a bounded read. */
const RECENT = 200
const FRESH_MS = 60_000
const ENDED = new Set(['complete', 'stopped', 'incomplete'])

/**
 * Output tokens of a model's recent answers in the user's own history (answers that ended with
 * token counts), read from the chat database and kept a minute per model.
 */
export class AnswerSizes {
  private readonly select: StatementSync
  private readonly cache = new Map<string, { at: number; tokens: number[] }>()

  constructor(db: DatabaseSync, private readonly now: () => number) {
    this.select = db.prepare(
      // #33: every answer's cost record (counted here or billed), not only those whose stream reported tokens.
      "SELECT cost FROM messages WHERE role = 'assistant' AND model = ? AND cost IS NOT NULL AND status IN ('complete', 'stopped', 'incomplete') ORDER BY created_at DESC LIMIT ?",
    )
  }

  /**
   * A model's answer ended: it counts at once, newest first, in the sizes kept (the query's order and
   * limit), without reading the messages again. Counted like the query: ended with text, not failed.
   */
  noteAnswer(answer: { model: string; status: string; outputTokens: number | null }): void {
    const hit = this.cache.get(answer.model)
    if (!hit || answer.outputTokens === null || answer.outputTokens <= 0 || !ENDED.has(answer.status)) return
    hit.tokens = [answer.outputTokens, ...hit.tokens].slice(0, RECENT)
  }

  outputTokens(model: string): number[] {
    const hit = this.cache.get(model)
    if (hit && this.now() - hit.at < FRESH_MS) return hit.tokens
    const rows = this.select.all(model, RECENT) as unknown as { cost: string }[]
    const tokens: number[] = []
    for (const row of rows) {
      try {
        const n = (JSON.parse(row.cost) as { outputTokens?: unknown }).outputTokens
        if (typeof n === 'number' && n > 0) tokens.push(n)
      } catch {
        // A row that is not JSON counts for nothing.
      }
    }
    this.cache.set(model, { at: this.now(), tokens })
    return tokens
  }
}
