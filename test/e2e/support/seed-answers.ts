// #25: answers from one model with token counts, written into a running app's database: the
// history the pre-send check takes a model's median answer from.
import { openDatabase } from '../../../electron/services/db/open-database'

export function seedAnswers(dataDir: string, model: string, outputTokens: readonly number[]): void {
  const { db } = openDatabase({ dataDir })
  try {
    const at = new Date(Date.UTC(2026, 0, 15)).toISOString()
    const params = JSON.stringify({ model, systemPrompt: '', maxOutputTokens: null, temperature: null })
    db.prepare("INSERT INTO conversations (id, title, kind, created_at, updated_at, params) VALUES ('seeded-answers', 'Earlier reports', 'chat', ?, ?, ?)").run(at, at, params)
    const put = db.prepare("INSERT INTO messages (id, conversation_id, position, role, content, created_at, model, status, usage, cost, end_reason) VALUES (?, 'seeded-answers', ?, ?, ?, ?, ?, 'complete', ?, ?, ?)")
    outputTokens.forEach((tokens, i) => {
      put.run(`seeded-q${i}`, i * 2, 'user', 'Summarise the report.', at, null, null, null, null)
      const usage = { inputTokens: 2000, cachedInputTokens: 0, outputTokens: tokens }
      // #33: each answer's one cost record (what the guard's usual answer is read from).
      put.run(`seeded-a${i}`, i * 2 + 1, 'assistant', 'A summary.', at, model, JSON.stringify(usage), JSON.stringify({ source: 'billed', ...usage, cost: null, fromBill: false }), 'finished')
    })
  } finally {
    db.close()
  }
}
