/**
 * The answer ledger (#26) on a seeded 10k directory: every seeded answer gets the columns the
 * ledger writes when an answer finishes (account, the UTC day its request started) and one of the
 * seeded usage models (`model-000`…, a few heavy models and a long tail, as in `seedUsage`). On the
 * first ten days of each month the billed tokens of the day and model are set to the app's own
 * (the app was the only caller: those days are split from the bill exactly); the others stay mixed.
 * Straight SQL on migration 6's columns, like seed-history.ts.
 */
import type { DatabaseSync } from 'node:sqlite'
import { transaction } from '../../../electron/services/db/open-database'
import { usageStatements, writePageSums } from '../../../electron/services/usage/usage-pages-db'

export function seedLedger(db: DatabaseSync, accountId: string, models: number): { answers: number; exactDayModels: number } {
  let answers = 0
  let exactDayModels = 0
  transaction(db, () => {
    // Model index falls off like the usage seed's weights: i*i/models puts most answers on the first models.
    const updated = db
      .prepare(
        `UPDATE messages SET account_id = ?, usage_day = substr(created_at, 1, 10),
           model = 'model-' || printf('%03d', ((rowid * 7919) % ${models}) * ((rowid * 7919) % ${models}) / ${models})
         WHERE role = 'assistant' AND usage IS NOT NULL`,
      )
      .run(accountId)
    answers = Number(updated.changes)
    const exact = db
      .prepare(
        `UPDATE usage_rows SET
           input_tokens = (SELECT sum(json_extract(m.usage, '$.inputTokens')) FROM messages m WHERE m.account_id = ?1 AND m.usage_day = usage_rows.date AND m.model = usage_rows.model),
           cached_input_tokens = (SELECT sum(json_extract(m.usage, '$.cachedInputTokens')) FROM messages m WHERE m.account_id = ?1 AND m.usage_day = usage_rows.date AND m.model = usage_rows.model),
           output_tokens = (SELECT sum(json_extract(m.usage, '$.outputTokens')) FROM messages m WHERE m.account_id = ?1 AND m.usage_day = usage_rows.date AND m.model = usage_rows.model),
           requests = (SELECT count(*) FROM messages m WHERE m.account_id = ?1 AND m.usage_day = usage_rows.date AND m.model = usage_rows.model)
         WHERE connection_id = ?1 AND substr(date, 9, 2) <= '10'
           AND EXISTS (SELECT 1 FROM messages m WHERE m.account_id = ?1 AND m.usage_day = usage_rows.date AND m.model = usage_rows.model)`,
      )
      .run(accountId)
    exactDayModels = Number(exact.changes)
    const statements = usageStatements(db)
    const pages = db.prepare('SELECT start, end FROM usage_pages WHERE connection_id = ?').all(accountId) as { start: string; end: string }[]
    const dropSums = db.prepare('DELETE FROM usage_sums WHERE connection_id = ? AND page_start = ? AND page_end = ?')
    for (const p of pages) {
      dropSums.run(accountId, p.start, p.end)
      writePageSums(statements, accountId, p.start, p.end)
    }
  })
  return { answers, exactDayModels }
}
