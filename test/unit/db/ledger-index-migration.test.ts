import { describe, expect, it } from 'vitest'
import { SCHEMA_VERSION } from '../../../electron/services/db/migrations'
import { openDatabase, userVersion } from '../../../electron/services/db/open-database'
import { LedgerStore } from '../../../electron/services/ledger/ledger-store'
import { openDatabaseAtVersion } from '../../support/db/database-at-version'
import { useTmpDir } from '../../support/tmp-dir'

const tmp = useTmpDir()

describe('migration 8: the ledger reads from one covering index', () => {
  it('keeps the answers recorded before it, and every ledger read uses the index alone', async () => {
    const dataDir = await tmp()
    const v7 = openDatabaseAtVersion(dataDir, 7)
    v7.db.prepare("INSERT INTO conversations (id, title, created_at, updated_at, params) VALUES ('c1', 't', 'a', 'a', '{}')").run()
    v7.db
      .prepare("INSERT INTO messages (id, conversation_id, position, role, content, created_at, model, status, usage) VALUES ('m1', 'c1', 0, 'assistant', 'text', 'a', 'tally-mini', 'complete', ?)")
      .run(JSON.stringify({ inputTokens: 10, cachedInputTokens: 0, outputTokens: 4 }))
    new LedgerStore(v7.db).record('m1', { accountId: 'acct', day: '2025-11-10', counted: { input: 9, output: 4 }, estimate: '0.000004' })
    v7.db.close()

    const { db } = openDatabase({ dataDir })
    expect(userVersion(db)).toBe(SCHEMA_VERSION)
    const store = new LedgerStore(db)
    const expected = { answer: { id: 'm1', model: 'tally-mini', day: '2025-11-10', tokens: { input: 10, cached: 0, output: 4, source: 'reported' } }, estimate: '0.000004', counted: { input: 9, output: 4 } }
    expect(store.answers('acct')).toEqual([expected])
    expect(store.answersOn('acct', '2025-11-10')).toEqual([expected])
    expect(store.countedAndReported('acct')).toEqual([expected])

    const plan = (sql: string, ...args: string[]) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...args) as { detail: string }[]).map((r) => r.detail).join('; ')
    const columns = 'SELECT id, model, usage_day, usage, counted, estimate FROM messages'
    expect(plan(`${columns} WHERE account_id = ? AND role = 'assistant' AND usage_day IS NOT NULL`, 'acct')).toMatch(/USING COVERING INDEX messages_ledger/)
    expect(plan(`${columns} WHERE account_id = ? AND usage_day = ? AND role = 'assistant'`, 'acct', '2025-11-10')).toMatch(/USING COVERING INDEX messages_ledger/)
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'messages_by_account_day'").get()).toBeUndefined()
    db.close()
  })
})
