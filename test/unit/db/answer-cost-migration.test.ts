import { describe, expect, it } from 'vitest'
import { ConversationStore } from '../../../electron/services/chat/conversation-store'
import { openDatabase } from '../../../electron/services/db/open-database'
import { LedgerStore } from '../../../electron/services/ledger/ledger-store'
import { openDatabaseAtVersion } from '../../support/db/database-at-version'
import { useTmpDir } from '../../support/tmp-dir'

const tmp = useTmpDir()

describe('migration 9: every answer saved before #33 gets its cost record and end reason', () => {
  it('from what the ledger kept: the stream’s tokens (billed), else those counted here; the estimate shown as its cost', async () => {
    const dataDir = await tmp()
    const v8 = openDatabaseAtVersion(dataDir, 8)
    v8.db.prepare("INSERT INTO conversations (id, title, created_at, updated_at, params) VALUES ('c1', 't', 'a', 'a', ?)").run(JSON.stringify({ model: 'tally-mini' }))
    const insert = v8.db.prepare("INSERT INTO messages (id, conversation_id, position, role, content, created_at, model, status, usage, metrics) VALUES (?, 'c1', ?, ?, 'text', 'a', 'tally-mini', ?, ?, ?)")
    insert.run('u', 0, 'user', 'complete', null, null)
    insert.run('reported', 1, 'assistant', 'complete', JSON.stringify({ inputTokens: 10, cachedInputTokens: 2, outputTokens: 4 }), null)
    insert.run('counted', 2, 'assistant', 'stopped', null, JSON.stringify({ ttftMs: 1, outputTokensPerSec: null, totalMs: 3, stoppedAtCap: '0.010000' }))
    insert.run('stopped', 3, 'assistant', 'stopped', null, null)
    insert.run('failed', 4, 'assistant', 'error', null, null)
    const ledger = new LedgerStore(v8.db)
    ledger.record('reported', { accountId: 'acct', day: '2025-11-10', counted: { input: 9, output: 4 }, estimate: '0.000004' })
    ledger.record('counted', { accountId: 'acct', day: '2025-11-10', counted: { input: 30, output: 7 }, estimate: null })
    v8.db.close()

    const { db } = openDatabase({ dataDir })
    // A record that does not read is no record: the conversation still opens.
    db.prepare("UPDATE messages SET cost = '{broken' WHERE id = 'stopped'").run()
    const store = ConversationStore.openSync({ db })
    const byId = new Map(store.get('c1').messages.map((m) => [m.id, m]))
    expect(byId.get('u')).toMatchObject({ cost: null, endReason: null })
    expect(byId.get('reported')).toMatchObject({ cost: { source: 'billed', inputTokens: 10, cachedInputTokens: 2, outputTokens: 4, cost: '0.000004', fromBill: false }, endReason: 'finished' })
    expect(byId.get('counted')).toMatchObject({ cost: { source: 'counted', inputTokens: 30, cachedInputTokens: 0, outputTokens: 7, cost: null }, endReason: 'answer-cap' })
    expect(byId.get('stopped')).toMatchObject({ cost: null, endReason: 'user' })
    expect(byId.get('failed')).toMatchObject({ cost: null, endReason: 'error' })
    db.close()
  })
})
