import { describe, expect, it } from 'vitest'
import { SCHEMA_VERSION } from '../../../electron/services/db/migrations'
import { openDatabase, userVersion } from '../../../electron/services/db/open-database'
import { AdviceStore } from '../../../electron/services/advice/advice-store'
import { openDatabaseAtVersion } from '../../support/db/database-at-version'
import { useTmpDir } from '../../support/tmp-dir'

const tmp = useTmpDir()

const record = (input: number, cached: number, output: number, cost: string | null) =>
  JSON.stringify({ source: 'counted', inputTokens: input, cachedInputTokens: cached, outputTokens: output, cost, fromBill: false })

describe('migration 14: What if reads the answers’ cost records from one covering index', () => {
  it('keeps the records made before it, and the range, spend and per-model reads use the index alone', async () => {
    const dataDir = await tmp()
    const v13 = openDatabaseAtVersion(dataDir, 13)
    v13.db.prepare("INSERT INTO conversations (id, title, created_at, updated_at, params) VALUES ('c1', 't', 'a', 'a', '{}')").run()
    const insert = v13.db.prepare(
      "INSERT INTO messages (id, conversation_id, position, role, content, created_at, model, status, account_id, usage_day, cost) VALUES (?, 'c1', ?, ?, 'text', 'a', ?, 'complete', ?, ?, ?)",
    )
    insert.run('m1', 0, 'assistant', 'tally-mini', 'acct', '2026-11-10', record(1000, 200, 50, '0.000300'))
    insert.run('m2', 1, 'assistant', 'tally-large', 'acct', '2026-11-11', record(4000, 0, 80, null))
    insert.run('m3', 2, 'assistant', 'tally-large', 'other', '2026-11-11', record(1, 0, 1, '0.000001'))
    insert.run('m4', 3, 'assistant', 'tally-large', 'acct', '2026-11-12', null)
    insert.run('m5', 4, 'user', null, 'acct', '2026-11-11', null)
    v13.db.close()

    const { db } = openDatabase({ dataDir })
    expect(userVersion(db)).toBe(SCHEMA_VERSION)
    const store = new AdviceStore(db)
    expect(store.answersIn('acct', '2026-11-01', '2026-12-01')).toEqual([
      { day: '2026-11-10', model: 'tally-mini', input: 1000, cached: 200, output: 50, recorded: '0.000300' },
      { day: '2026-11-11', model: 'tally-large', input: 4000, cached: 0, output: 80, recorded: null },
    ])
    expect([...store.spendByDay('acct', '2026-11-01', '2026-12-01')].map(([d, c]) => [d, c.toFixed()])).toEqual([['2026-11-10', '0.0003']])
    expect([...store.costsPerModel('acct', '2026-11-01')]).toEqual([['tally-mini', ['0.000300']]])

    const plan = (sql: string) => (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all('acct', '2026-11-01', '2026-12-01') as { detail: string }[]).map((r) => r.detail).join('; ')
    const where = "WHERE m.account_id = ? AND m.usage_day >= ? AND m.usage_day < ? AND m.role = 'assistant' AND m.cost IS NOT NULL"
    expect(plan(`SELECT m.usage_day, m.model, json_extract(m.cost, '$.inputTokens'), json_extract(m.cost, '$.cost') FROM messages m ${where}`)).toMatch(/USING COVERING INDEX messages_costs/)
    expect(plan(`SELECT m.usage_day, json_extract(m.cost, '$.cost') FROM messages m ${where}`)).toMatch(/USING COVERING INDEX messages_costs/)
    db.close()
  })
})
